package cli

import (
	"io"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"
)

// TestCompleteValue: after a flag whose command declares its choices,
// completion offers them (not file names); after any other flag, it
// leaves the word to urfave/cli and the shell.
func TestCompleteValue(t *testing.T) {
	sub := Declare(&ucli.Command{Name: "sub", Flags: []ucli.Flag{
		&ucli.StringFlag{Name: "format"}, &ucli.StringFlag{Name: "output", Aliases: []string{"o"}},
	}}, Contract{Choices: map[string][]string{"format": {"text", "json"}}})
	root := &ucli.Command{Name: "prog", Commands: []*ucli.Command{sub}}
	var b strings.Builder
	if done, err := completeValue(root, []string{"sub", "--format"}, &b); !done || err != nil || b.String() != "text\njson\n" {
		t.Errorf("--format: %v %v %q", done, err, b.String())
	}
	if done, _ := completeValue(root, []string{"sub", "-o"}, io.Discard); done {
		t.Error("-o FILE: completed")
	}
	if done, _ := completeValue(root, []string{"sub"}, io.Discard); done {
		t.Error("no flag: completed")
	}
}

// TestCompletions: descriptions without backticks or asides, cut to fit.
func TestCompletions(t *testing.T) {
	var b strings.Builder
	completions{&b}.Write([]byte("--output:write the result to `FILE` (perm for summary); standard output keeps the rest\n" +
		"--format:perm (0-based rows), board or json\nsub:a word\n--long:" + strings.Repeat("word ", 20) + "\n"))
	want := "--output:write the result to FILE\n--format:perm, board or json\nsub:a word\n--long:" +
		strings.TrimSpace(strings.Repeat("word ", 9)) + "...\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
