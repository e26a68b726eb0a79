package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
)

// TestHelpFitsWidth: the help of nqueens and of every subcommand fits
// cli.HelpWidth columns, and no manual (manual/*.txt) keeps a {{KEY}}
// it was not given.
func TestHelpFitsWidth(t *testing.T) {
	var paths [][]string
	var walk func(prefix []string, cmds []*ucli.Command)
	walk = func(prefix []string, cmds []*ucli.Command) {
		for _, c := range cmds {
			p := append(append([]string{}, prefix...), c.Name)
			paths = append(paths, p)
			walk(p, c.Commands)
		}
	}
	walk(nil, commands(cli.Env{}))
	paths = append(paths, nil)
	for _, p := range paths {
		var out, errOut bytes.Buffer
		args := append(append([]string{"nqueens"}, p...), "--help")
		if err := run(context.Background(), args, &out, &errOut); err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		if out.Len() == 0 {
			t.Fatalf("%s: no help", strings.Join(args, " "))
		}
		if strings.Contains(out.String(), "{{") {
			t.Errorf("%s: a {{KEY}} of its manual is left unreplaced", strings.Join(args, " "))
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if n := utf8.RuneCountInString(line); n > cli.HelpWidth {
				t.Errorf("%s: a line of %d columns: %q", strings.Join(args, " "), n, line)
			}
		}
	}
}
