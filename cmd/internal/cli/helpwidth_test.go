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
	checkWrap(t, in, want)
}

// TestWrapHelpCommands: a long summary in the COMMANDS list keeps the
// padding after its command's name and wraps under the summaries' column,
// so the list stays aligned (it used to lose the padding: "bdd count,
// list ...").
func TestWrapHelpCommands(t *testing.T) {
	in := "COMMANDS:\n" +
		"   bdd         count, list and answer questions with a decision diagram\n" +
		"   help, h     Shows a list of commands or help for one command\n" +
		"   show        draw a placement\n"
	want := "COMMANDS:\n" +
		"   bdd         count, list and answer questions with\n" +
		"               a decision diagram\n" +
		"   help, h     Shows a list of commands or help for\n" +
		"               one command\n" +
		"   show        draw a placement\n"
	checkWrap(t, in, want)
}

// checkWrap checks that wrapHelp wraps in to 52 columns as want, and that
// no line of the result is longer.
func checkWrap(t *testing.T, in, want string) {
	t.Helper()
	got := wrapHelp(in, 52)
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	for _, line := range strings.Split(got, "\n") {
		if len(line) > 52 {
			t.Errorf("%q is longer than 52", line)
		}
	}
}

// TestWrapHelpManual: a manual's paragraph that is too wide is filled
// again as a whole, not cut line by line into ragged halves; its examples
// (indented further) keep their lines, and a paragraph that fits is left
// as written.
func TestWrapHelpManual(t *testing.T) {
	in := "DESCRIPTION:\n" +
		"   Reads one or more placements written as perm (0-based rows on\n" +
		"   one line), matrix or json, and checks each.\n" +
		"\n" +
		"   Examples:\n" +
		"     nqueens count 12 --list | nqueens verify -\n" +
		"\n" +
		"   Short lines\n" +
		"   stay as written.\n" +
		"OPTIONS:\n" +
		"   --one-based      rows in perm and json count from 1\n"
	want := "DESCRIPTION:\n" +
		"   Reads one or more placements written as perm\n" +
		"   (0-based rows on one line), matrix or json, and\n" +
		"   checks each.\n" +
		"\n" +
		"   Examples:\n" +
		"     nqueens count 12 --list | nqueens verify -\n" +
		"\n" +
		"   Short lines\n" +
		"   stay as written.\n" +
		"OPTIONS:\n" +
		"   --one-based      rows in perm and json count from\n" +
		"                    1\n"
	checkWrap(t, in, want)
}
