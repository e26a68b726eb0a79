package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/registry"
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
	checkManualsFit(t)
	for _, p := range paths {
		var out, errOut bytes.Buffer
		args := append(append([]string{"nqueens"}, p...), "--help")
		if err := run(context.Background(), args, &out, &errOut); err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		if out.Len() == 0 {
			t.Fatalf("%s: no help", strings.Join(args, " "))
		}
		// One name for one thing: show said "standard input" where verify
		// said "stdin".
		if strings.Contains(out.String(), "stdin") {
			t.Errorf("%s: says stdin; the commands say standard input", strings.Join(args, " "))
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

// checkManualsFit: every manual fits cli.HelpWidth with the margin the
// help gives it, so that on a wide terminal it reads as written (a line
// that does not fit makes its paragraph be filled again).
func checkManualsFit(t *testing.T) {
	t.Helper()
	manuals := map[string]string{}
	var walk func(prefix string, cmds []*ucli.Command)
	walk = func(prefix string, cmds []*ucli.Command) {
		for _, c := range cmds {
			manuals["nqueens "+prefix+c.Name] = c.Description
			walk(prefix+c.Name+" ", c.Commands)
		}
	}
	walk("", commands(cli.Env{}))
	for _, e := range registry.All() {
		manuals[e.Name] = e.Manual
	}
	for name, m := range manuals {
		for _, line := range strings.Split(m, "\n") {
			if n := utf8.RuneCountInString(line); n > cli.HelpWidth-3 {
				t.Errorf("%s: a line of its manual has %d columns, more than %d: %q", name, n, cli.HelpWidth-3, line)
			}
		}
	}
}
