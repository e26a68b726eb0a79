package main

import (
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// TestIgnoredFlagsRefused: a flag value a command would ignore without a
// word is a usage error that says what the flag needs (issue 25, defect
// 11: qs1 8 -o ” printed to stdout, compare --solvers ” ran every
// solver, count 8 --unique without --list was accepted).
func TestIgnoredFlagsRefused(t *testing.T) {
	for _, tc := range []struct{ args, want string }{
		{"solve --method qs1 8 -o=", "--output is empty: give a FILE"},
		{"compare --solvers= --n 8", "--solvers is empty: give comma-separated solver names, or all"},
		{"compare --n= --solvers qs1", "--n is empty: give board sizes"},
		{"count 8 --format=", "--format is empty: give table or json"},
		{"count 8 --method=", "--method is empty: give naive"},
		{"count 8 --unique", "--unique goes with --list: add --list, or drop --unique"},
		{"count 8 --checkpoint-every 1s", "--checkpoint-every goes with --checkpoint: add --checkpoint FILE"},
		{"count 6 --animate", "--animate goes with --list"},
		{"count 8 --resume", "--resume goes with --checkpoint"},
		{"classroom --force", "--force goes with --export: add --export DIR, or drop --force"},
		{"classroom --export=", "--export is empty: give a DIR"},
		{"bdd count 8 --max-memory=", "--max-memory is empty: give a SIZE"},
	} {
		code, stdout, stderr := execute(t, tc.args)
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("nqueens %s: exit %d, stdout %.60q\nstderr %q\nwant exit 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}

// TestEveryEmptyValueRefused is the class: every value flag of every
// command, given an empty value, is refused with exit 2, by the shared
// check or (a choice among words, such as --color) by its own.
func TestEveryEmptyValueRefused(t *testing.T) {
	var walk func(path string, cmds []*ucli.Command)
	walk = func(path string, cmds []*ucli.Command) {
		for _, c := range cmds {
			p := strings.TrimSpace(path + " " + c.Name)
			for _, f := range c.Flags {
				d, ok := f.(ucli.DocGenerationFlag)
				if !ok || !d.TakesValue() {
					continue
				}
				switch f.(type) {
				case *ucli.StringFlag, *ucli.StringSliceFlag:
				default:
					continue // numbers and durations: the parser refuses ""
				}
				args := p + " --" + f.Names()[0] + "= 8"
				if code, _, stderr := execute(t, args); code != 2 {
					t.Errorf("nqueens %s: exit %d, want 2\n%s", args, code, stderr)
				}
			}
			walk(p, c.Commands)
		}
	}
	walk("", commands(cli.Env{}, registry.Solvers()))
}
