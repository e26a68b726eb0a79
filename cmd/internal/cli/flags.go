package cli

import (
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/parse"
)

// The flags several commands share, written once so that a flag is
// spelled and read the same everywhere.

// TimeLimit reads cmd's --time-limit: 0 for no limit; a negative
// duration is a [*UsageError] (solvers, count and compare word it alike).
func TimeLimit(cmd *ucli.Command) (time.Duration, error) {
	d := cmd.Duration("time-limit")
	if d < 0 {
		return 0, Usagef("--time-limit %s: give 0 (no limit) or a positive duration, such as 10s", d)
	}
	return d, nil
}

// SizeArg reads the one board size of a command that takes N (a solver,
// bdd count): in [1, max], in the forms [parseN] accepts. No argument or
// more than one is a [*UsageError] whose example names cmd.
func SizeArg(cmd *ucli.Command, max int) (int, error) {
	switch args := cmd.Args().Slice(); len(args) {
	case 1:
		return parseN(args[0], max)
	case 0:
		return 0, Usagef("missing board size n: try '%s 8'", cmd.FullName())
	default:
		return 0, Usagef("expected one board size n, got %d arguments: %s", len(args), strings.Join(args, " "))
	}
}

// parseN reads a board size as people type it: "1000000", "1e6", "1_000_000"
// or "1,000,000" (the grammar is package parse's). It returns a
// [*UsageError] unless the text is a whole number in [1, max].
func parseN(s string, max int) (int, error) {
	n, err := parse.N(s, max)
	if err != nil {
		return 0, &UsageError{Msg: err.Error()}
	}
	return n, nil
}

// ColorFlag reads cmd's --color: auto, always or never (see
// [terminal.ParseColorMode]); anything else is a [*UsageError].
func ColorFlag(cmd *ucli.Command) (terminal.ColorMode, error) {
	s := cmd.String("color")
	m, ok := terminal.ParseColorMode(s)
	if !ok {
		return "", Usagef("--color %q: use auto, always or never", s)
	}
	return m, nil
}
