package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
)

func parseComplete(ctx context.Context, cmd *ucli.Command, env cli.Env) (completeArgs, error) {
	a := completeArgs{format: cmd.String("format"), output: cmd.String("output"), limit: cmd.Int("limit"), counting: cmd.Bool("count"), longOK: cmd.Bool("long")}
	if cmd.Args().Len() != 1 {
		return a, cli.Usagef("expected one instance FILE (or - for standard input), got %d arguments: try 'nqueens complete --generate 10 | nqueens complete -'", cmd.Args().Len())
	}
	if k := cmd.Int("sample"); cmd.IsSet("sample") && k < 1 {
		return a, cli.Usagef("--sample %d: give the number of completions to draw, 1 or more", k)
	}
	if a.limit < 0 {
		return a, cli.Usagef("--limit %d: must not be negative", a.limit)
	}
	var err error
	if a.long, err = parseCompleteLong(cmd); err != nil {
		return a, err
	}
	if a.settings.TimeLimit, err = cli.TimeLimit(cmd); err != nil {
		return a, err
	}
	if a.settings.Workers = cmd.Int("workers"); a.settings.Workers < 0 {
		return a, cli.Usagef("--workers %d: give a number of goroutines, or 0 for one per CPU", a.settings.Workers)
	}
	a.settings.Seed = cmd.Uint64("seed")
	if a.maxMemory, err = heldMaxMemory(cmd, env); err != nil {
		return a, err
	}
	if a.style, err = boardStyle(cmd, env); err != nil {
		return a, err
	}
	if a.in, err = readCompleteInstance(ctx, cmd, env); err != nil {
		return a, err
	}
	if a.method, err = completeMethod(cmd, a.in.N); err != nil {
		return a, err
	}
	return a, a.checkFormat(cmd)
}

// readCompleteInstance reads the file, then applies --diagonals, --place
// and --forbid. A malformed instance, or one whose queens attack each
// other, is a usage error (exit 2), from the file as from the flags.
func readCompleteInstance(ctx context.Context, cmd *ucli.Command, env cli.Env) (*complete.Instance, error) {
	name := cmd.Args().First()
	r, err := cli.Open(ctx, env, name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	in, _, err := complete.Parse(bufio.NewReader(r))
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, cli.Failf("interrupted while reading %s", inputLabel(name))
	case errors.Is(err, complete.ErrUnknownFormat):
		return nil, cli.Inputf("%s: %s: 'nqueens complete --help' shows each format with an example", inputLabel(name), instanceMessage(err))
	case err != nil:
		return nil, cli.Inputf("%s: %s", inputLabel(name), instanceMessage(err))
	}
	if k := cmd.Int("diagonals"); k >= 0 {
		if k > len(in.Diagonals) {
			return nil, cli.Usagef("--diagonals %d: %s excludes %s", k, inputLabel(name), units.Count(int64(len(in.Diagonals)), "diagonal"))
		}
		in = in.WithDiagonals(k)
	} else if k != -1 {
		return nil, cli.Usagef("--diagonals %d: give a number of diagonals, or -1 for all", k)
	}
	place, err := squares(cmd, "place", in.N)
	if err != nil {
		return nil, err
	}
	forbid, err := squares(cmd, "forbid", in.N)
	if err != nil {
		return nil, err
	}
	if err := addSquares(in, place, forbid); err != nil {
		return nil, cli.Usagef("%s with %v", inputLabel(name), err)
	}
	return in, nil
}

// addSquares adds the squares of --place, then those of --forbid, to in,
// a valid instance, one at a time. The first that makes it invalid is
// named in the error, in the flag's own words, with why: "--place 2,2:
// the queen shares a row with the queen 'place 2,1' of line 3".
func addSquares(in *complete.Instance, place, forbid [][2]int) error {
	for _, s := range place {
		sq := nqueens.Square{Row: s[0], Col: s[1]}
		in.Place = append(in.Place, sq)
		var ie *complete.InstanceError
		if err := in.Validate(); errors.As(err, &ie) && ie.Line == 0 {
			return fmt.Errorf("--place %v: %s", sq, ie.Reason) // ie is this queen's
		} else if err != nil {
			return fmt.Errorf("--place %v: %s", sq, instanceMessage(err))
		}
	}
	for _, s := range forbid {
		sq := nqueens.Square{Row: s[0], Col: s[1]}
		in.Forbid = append(in.Forbid, sq)
		if err := in.Validate(); err != nil {
			return fmt.Errorf("--forbid %v: %s", sq, instanceMessage(err))
		}
	}
	return nil
}

// instanceMessage is the library's error without its package prefix.
func instanceMessage(err error) string {
	return strings.TrimPrefix(strings.TrimPrefix(err.Error(), complete.ErrInstance.Error()+": "), "complete: ")
}

func inputLabel(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// completeMethod resolves --method for a board of n.
func completeMethod(cmd *ucli.Command, n int) (string, error) {
	m := cmd.String("method")
	switch {
	case m == "mitm":
		return m, mitmUsable(cmd, n)
	case m == "auto" && n <= complete.MaxExact, m == "exact" && n <= complete.MaxExact:
		m = "exact"
	case m == "auto", m == "local":
		m = "local"
	case m == "exact":
		return "", cli.Usagef("--method exact: n = %d, the exact search takes n <= %d: use --method local (it cannot prove there is none)", n, complete.MaxExact)
	default:
		return "", cli.Usagef("--method %q: use exact, mitm, local or auto", m)
	}
	if (cmd.Bool("count") || cmd.Bool("list")) && m != "exact" {
		return "", cli.Usagef("--count and --list need the exact search, which takes n <= %d (n = %d)", complete.MaxExact, n)
	}
	return m, nil
}

// mitmUsable checks --method mitm: it counts, up to n = MaxMITM.
func mitmUsable(cmd *ucli.Command, n int) error {
	if !cmd.Bool("count") {
		return cli.Usagef("--method mitm only counts: add --count, or use --method exact to decide or list")
	}
	for _, f := range []string{"estimate", "shard", "checkpoint"} {
		if cmd.IsSet(f) {
			return cli.Usagef("--method mitm counts in one run, without --%s: use --method exact for it", f)
		}
	}
	if n > complete.MaxMITM {
		return cli.Usagef("--method mitm: n = %d, the meet-in-the-middle counter takes n <= %d: use --method exact", n, complete.MaxMITM)
	}
	return nil
}

// checkFormat reads --format for the mode chosen.
func (a *completeArgs) checkFormat(cmd *ucli.Command) error {
	switch {
	case cmd.Bool("count"):
		switch a.format {
		case "", "text":
		case "json":
			a.json = true
		default:
			return cli.Usagef("--format %q: --count prints text or json", a.format)
		}
		if a.output != "" {
			return cli.Usagef("--output: --count prints one line; redirect standard output instead")
		}
	case cmd.Bool("list"), cmd.Int("sample") != 0:
		if a.output != "" {
			return cli.Usagef("--output: --list and --sample write to standard output; redirect it instead")
		}
	default:
		if a.format == "" {
			a.format = string(textio.Summary)
		}
		f, err := textio.ParseFormat(a.format)
		if err != nil {
			return cli.Usagef("--format: %v", err)
		}
		a.json = f == textio.JSON
		if f == textio.Board && a.in.N > render.DrawMax {
			return cli.Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format perm", render.DrawMax, a.in.N)
		}
		if f == textio.Matrix && a.in.N > completeMatrixMax {
			return cli.Usagef("--format matrix is for n <= %d (n = %d): use --format perm", completeMatrixMax, a.in.N)
		}
	}
	return nil
}
