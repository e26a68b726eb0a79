package solvercmd

import (
	"fmt"
	"slices"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/animflags"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/parse"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

// matrixMax is the largest n --format matrix writes: n lines of n digits
// are 2n^2 bytes, 800 MB at this n (2 TB for a million queens).
const matrixMax = 20_000

// request is a solver command's command line, read and checked.
type request struct {
	name     string // what the command calls itself in its output
	entry    registry.Entry
	n        int
	format   textio.Format
	output   string // --output; "": none
	style    render.Style
	settings nqueens.Settings // without its Observer, set when the search starts
}

// parseRequest reads cmd's argument and flags into a request, refusing
// each mistake, and pairs of flags that cannot go together, with a
// [*cli.UsageError] that says what to do.
func parseRequest(name string, e registry.Entry, cmd *ucli.Command, env cli.Env) (request, error) {
	r := request{name: name, entry: e, output: cmd.String("output"), settings: nqueens.Settings{Seed: 1}}
	if has(cmd, "seed") { // a command of unseeded solvers has none: seed 1 is theirs
		r.settings.Seed = cmd.Uint64("seed")
	}
	var err error
	if r.n, err = cli.SizeArg(cmd, e.MaxN); err != nil {
		return r, err
	}
	if r.format, err = textio.ParseFormat(cmd.String("format")); err != nil {
		return r, &cli.UsageError{Msg: "--format: " + err.Error()}
	}
	mode, err := cli.ColorFlag(cmd)
	if err != nil {
		return r, err
	}
	if r.settings.MaxSteps, err = limitFlag(cmd, "max-steps"); err != nil {
		return r, err
	}
	if r.settings.MaxRestarts, err = limitFlag(cmd, "max-restarts"); err != nil {
		return r, err
	}
	if r.settings.TimeLimit, err = cli.TimeLimit(cmd); err != nil {
		return r, err
	}
	if err := r.checkOutput(cmd.Bool("animate")); err != nil {
		return r, err
	}
	r.style = render.Style{
		Unicode: terminal.UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   terminal.UseColor(mode, env.Stdout, env.Getenv),
	}
	return r, nil
}

// seed is the seed the search draws from, nil when its solver makes no
// random choices (its command has no --seed: seed 1 is passed, unread).
func (r request) seed() *uint64 {
	if !r.entry.Seeded {
		return nil
	}
	seed := r.settings.Seed
	return &seed
}

// title is the animation's title: the solver, n, and the seed when the
// solver reads one.
func (r request) title() string {
	if !r.entry.Seeded {
		return fmt.Sprintf("%s: n = %d", r.name, r.n)
	}
	return fmt.Sprintf("%s: n = %d, seed %d", r.name, r.n, r.settings.Seed)
}

// has reports whether cmd has the flag name (a solver command has no
// flag that none of its solvers reads).
func has(cmd *ucli.Command, name string) bool {
	return slices.ContainsFunc(cmd.Flags, func(f ucli.Flag) bool { return f.Names()[0] == name })
}

// limitFlag reads cmd's limit flag (--max-steps, --max-restarts) with
// [parseLimit]: 0, no limit, when cmd has no such flag.
func limitFlag(cmd *ucli.Command, flag string) (int64, error) {
	if !has(cmd, flag) {
		return 0, nil
	}
	return parseLimit(flag, cmd.String(flag))
}

// parseLimit reads the value of a limit flag (--max-steps,
// --max-restarts) in the forms a board size takes, so "1e6" works there
// too: a whole number, 0 for no limit. Anything else is a
// [*cli.UsageError] naming the flag.
func parseLimit(flag, s string) (int64, error) {
	v, err := parse.Limit(flag, s)
	if err != nil {
		return 0, &cli.UsageError{Msg: err.Error()}
	}
	return v, nil
}

// checkOutput refuses what --format, --output and --animate cannot do
// together or for this n.
func (r request) checkOutput(animated bool) error {
	n, format := r.n, r.format
	if animated && format != textio.Summary && format != textio.Board && r.output == "" {
		return animflags.SharesStdout(string(format), "add --output FILE")
	}
	if format == textio.Board && n > render.DrawMax {
		alt := "perm or matrix"
		if n > matrixMax {
			alt = "perm"
		}
		return cli.Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format %s", render.DrawMax, n, alt)
	}
	if r.output == "-" {
		return cli.Usagef("--output -: without --output the placement goes to standard output; pick its form with --format perm, matrix, json or board")
	}
	if format == textio.Matrix && n > matrixMax {
		return cli.Usagef("--format matrix writes n lines of n digits, %s for n = %d, and is for n <= %d: use --format perm (one line of n rows)", units.Bytes(2*uint64(n)*uint64(n)), n, matrixMax)
	}
	return nil
}
