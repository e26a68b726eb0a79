package cli

import "testing"

// TestFitMessage: a message wider than the terminal is wrapped between
// words, never inside one (issue 25, defect 16: at 80 columns messages
// broke as "rem|aining" and "wr|itten"); its lines keep their indent.
func TestFitMessage(t *testing.T) {
	msg := "fullboard: interrupted after 134 µs, 7 moves and 1 restart: 1 attacking pair remaining, no solution printed\n" +
		"  nqueens count 28 --shard K/1024 -o shard-K.json   for K = 0..1023 (each about 16 years on 2 cores)\nshort"
	want := "fullboard: interrupted after 134 µs, 7 moves and 1 restart: 1 attacking pair\n" +
		"  remaining, no solution printed\n" +
		"  nqueens count 28 --shard K/1024 -o shard-K.json for K = 0..1023 (each about 16\n" +
		"    years on 2 cores)\nshort"
	if got := fitMessage(msg, 80); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := fitMessage(msg, 0); got != msg {
		t.Errorf("no width: %q", got)
	}
}
