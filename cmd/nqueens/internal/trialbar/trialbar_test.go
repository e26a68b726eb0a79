package trialbar

import (
	"bytes"
	"testing"
)

// TestOnlyOnATerminal: nothing is drawn into a buffer, and the nil
// bar a non-terminal gets takes every call.
func TestOnlyOnATerminal(t *testing.T) {
	var b bytes.Buffer
	bar := New(&b, nil, 3)
	if bar != nil {
		t.Fatal("a bar for a buffer")
	}
	bar.Done("qs1 at n = 8, seed 1: solved")
	bar.Clear()
	if b.Len() != 0 {
		t.Fatalf("wrote %q", b.String())
	}
}

func TestFit(t *testing.T) {
	for _, c := range []struct {
		s     string
		width int
		want  string
	}{{"abcdef", 0, "abcdef"}, {"abcdef", 7, "abcdef"}, {"abcdef", 6, "abcde"}, {"µµµµ", 3, "µµ"}} {
		if got := fit(c.s, c.width); got != c.want {
			t.Errorf("fit(%q, %d) = %q, want %q", c.s, c.width, got, c.want)
		}
	}
}
