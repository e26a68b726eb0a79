package cli

import (
	"strings"
	"testing"
)

// TestWrapHelp: a flag's usage wraps under its own start, a command's
// summary under its text, and short lines are left alone.
func TestWrapHelp(t *testing.T) {
	in := "NAME:\n" +
		"   nqueens compare - run solvers side by side over n and seeds: a table, JSON\n" +
		"OPTIONS:\n" +
		"   --json FILE            write one JSON object per trial (NDJSON) to FILE (- for stdout)\n" +
		"   --ascii                short\n"
	want := "NAME:\n" +
		"   nqueens compare - run solvers side by side over n\n" +
		"                     and seeds: a table, JSON\n" +
		"OPTIONS:\n" +
		"   --json FILE            write one JSON object per\n" +
		"                          trial (NDJSON) to FILE (-\n" +
		"                          for stdout)\n" +
		"   --ascii                short\n"
	if got := wrapHelp(in, 52); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	for _, line := range strings.Split(wrapHelp(in, 52), "\n") {
		if len(line) > 52 {
			t.Errorf("%q is longer than 52", line)
		}
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
