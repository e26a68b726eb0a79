package cli

import (
	"strings"
	"testing"
)

// TestFitMessage: a message wider than the terminal is wrapped between
// words, never inside one (issue 25, defect 16: at 80 columns messages
// broke as "rem|aining" and "wr|itten"); its lines keep their indent.
func TestFitMessage(t *testing.T) {
	msg := "fullboard: interrupted after 134 µs, 7 moves and 1 restart: 1 attacking pair remaining, no solution printed\n" +
		"  nqueens count 28 --shard K/1024 -o shard-K.json   for K = 0..1023 (each about 16 years on 2 cores)\nshort"
	want := "fullboard: interrupted after 134 µs, 7 moves and 1 restart: 1 attacking pair\n" +
		"  remaining, no solution printed\n" +
		"  nqueens count 28 --shard K/1024 -o shard-K.json for K = 0..1023 (each about\n" +
		"    16 years on 2 cores)\nshort"
	if got := fitMessage(msg, 80); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got := fitMessage(msg, 0); got != msg {
		t.Errorf("no width: %q", got)
	}
}

// TestFitWriter: prose wider than the terminal is wrapped between words,
// never inside a number (issue 32: "built in 2.27 s from 59|6,953 search
// states"); boards, rows of digits, JSON, progress redraws and partial
// lines go as they are.
func TestFitWriter(t *testing.T) {
	var b strings.Builder
	f := &fitWriter{w: &b, width: 40}
	for _, s := range []string{
		"direct construction: 2,044,394 nodes over 169 variables, built in 2.27 s\n",
		"0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3\n",
		`{"n":8,"status":"solved","placement":[0,4,7,5,2,6,1,3],"elapsed_ns":123456}` + "\n",
		"\r\x1b[Kn = 13: building the direct diagram, 5 of 13 first-row squares",
		"[Enter: step 2 of 4, q and Enter: stop] ",
	} {
		f.Write([]byte(s))
	}
	want := "direct construction: 2,044,394 nodes\n  over 169 variables, built in 2.27 s\n" +
		"0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3 0 4 7 5 2 6 1 3\n" +
		`{"n":8,"status":"solved","placement":[0,4,7,5,2,6,1,3],"elapsed_ns":123456}` + "\n" +
		"\r\x1b[Kn = 13: building the direct diagram, 5 of 13 first-row squares" +
		"[Enter: step 2 of 4, q and Enter: stop] "
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
