package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"

	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/chart"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/bddtext"
	"github.com/nqueens/nqueens/internal/units"
)

// bddCommand builds `nqueens bdd` and its subcommands.
func bddCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "bdd",
		Usage:       "count, list and answer constrained questions with a binary decision diagram of all solutions",
		Description: manual("bdd", "constructions", bddtext.ConstructionHelp()),
		Commands: []*ucli.Command{
			bddSub(env, "count", bddCount, "the number of solutions, the size of the diagram and the time to build it",
				textJSONFlag("text, or json (one object, see JSON.md)")),
			cli.Declare(bddSub(env, "list", bddList, "every solution, by restricting the diagram column by column; each verified",
				append([]ucli.Flag{
					&ucli.StringFlag{Name: "format", Value: string(textio.Perm), Usage: "perm (0-based rows, one line per solution), matrix, board or json (one object per line)"},
					&cli.IntFlag{Name: "limit", Usage: "stop after `K` solutions (0: all)"},
				}, boardFlags("the boards")...)...),
				bddContract(cli.Contract{Needs: cli.Needs{"color": "format=board", "ascii": "format=board"},
					Choices: map[string][]string{"format": {"perm", "matrix", "board", "json"}, "color": terminal.ColorModes}})),
			cli.Declare(bddSub(env, "squares", bddSquares, "for every square, the number of solutions with a queen on it: a table and a heat map",
				&ucli.StringFlag{Name: "chart", Usage: "draw the counts as a heat map to `FILE`.png or FILE.svg"},
				textJSONFlag("text, or json (one object, see JSON.md)")),
				bddContract(cli.Contract{Outputs: []string{"chart"}})),
		},
		Action: func(_ context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("bdd: unknown subcommand %q: use count, list or squares", cmd.Args().First())
			}
			return ucli.ShowSubcommandHelp(cmd)
		},
	}
}

// bddSub builds one subcommand: the flags they all share, then its own.
func bddSub(env cli.Env, name string, do bddAnswer, usage string, flags ...ucli.Flag) *ucli.Command {
	c := &ucli.Command{
		Name: name, Usage: usage, ArgsUsage: "N", Description: manual("bdd-" + name),
		DisableSliceFlagSeparator: true, // --place 3,4 is one square
		Flags: append([]ucli.Flag{
			&ucli.StringSliceFlag{Name: "place", Usage: "a queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringSliceFlag{Name: "forbid", Usage: "no queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringFlag{Name: "construction", Value: "direct", Usage: "direct, classic, textbook or both (direct and classic, checked identical)"},
			maxMemoryFlag(),
			&ucli.DurationFlag{Name: "time-limit", Usage: "stop after this long, such as 10s or 2m (0: no limit)"},
		}, flags...),
		Action: func(ctx context.Context, cmd *ucli.Command) error { return runBDD(ctx, cmd, env, do) },
	}
	cli.Declare(c, bddContract(cli.Contract{}))
	if name == "squares" {
		c.Aliases = []string{"heatmap"}
	}
	return c
}

// startBuildProgress shows how a build of the diagrams of n goes, on
// stderr's progress line (package status: from the second second on, plain
// lines on a terminal that cannot redraw one, nothing off a terminal):
// "n = 14: building the direct diagram, 5 of 14 first-row squares, 12s".
// The caller clears it.
func startBuildProgress(env cli.Env, n int, p *bddqueens.Progress) *status.Line {
	line := status.New(env.Stderr, status.Options{Mode: env.ProgressMode(env.Stderr), Now: env.Now, Quiet: time.Second, Every: 250 * time.Millisecond})
	line.Tick(func() string {
		s := p.Snapshot()
		if s.Construction == "" {
			return ""
		}
		steps := "rows conjoined"
		if s.Construction == "direct" {
			steps = "first-row squares"
		}
		return fmt.Sprintf("n = %d: building the %s diagram, %d of %d %s, %s", n, s.Construction, s.Done, s.Of, steps, units.Rough(line.Elapsed().Seconds()))
	})
	return line
}

// bddContract is c with what every subcommand of bdd has: --time-limit
// as the deadline of its work, the choices of --construction and of a
// text-or-json --format.
func bddContract(c cli.Contract) cli.Contract {
	c.TimeLimit = true
	if c.Choices == nil {
		c.Choices = map[string][]string{"format": {"text", "json"}}
	}
	names := []string{bddqueens.Both}
	for _, k := range bddqueens.Constructions {
		names = append(names, k.Name)
	}
	c.Choices["construction"] = names
	return c
}

// bddAnswer answers a subcommand's question from the diagrams built.
type bddAnswer func(context.Context, *ucli.Command, cli.Env, bddArgs, []bddqueens.Built) error

// bddArgs are the parsed arguments shared by the subcommands.
type bddArgs struct {
	bddqueens.Query             // MaxMemory is --max-memory, Construction --construction as given
	chart           string      // squares --chart; "": none
	list            bddListArgs // list's own flags
	json            bool        // count and squares --format json
	start           time.Time   // when the build began
}

func parseBDD(cmd *ucli.Command, env cli.Env) (bddArgs, error) {
	var a bddArgs
	n, err := cli.SizeArg(cmd, bddqueens.MaxN)
	if err != nil {
		return a, err
	}
	a.N = n
	place, err := squares(cmd, "place", n)
	if err != nil {
		return a, err
	}
	forbid, err := squares(cmd, "forbid", n)
	if err != nil {
		return a, err
	}
	a.Place, a.Forbid = bddqueens.Squares(place), bddqueens.Squares(forbid)
	if p, ok := a.Conflict(); ok {
		return a, cli.Usagef("--place %d,%d and --forbid %d,%d: the same square cannot both have a queen and have none", p.Row+1, p.Col+1, p.Row+1, p.Col+1)
	}
	if err := attacking(place); err != nil {
		return a, err
	}
	a.Construction = cmd.String("construction")
	if cmd.Name != "list" {
		if a.json, err = jsonFormat(cmd); err != nil {
			return a, err
		}
	}
	if a.Constructions, err = bddqueens.LookupConstructions(a.Construction); err != nil {
		return a, cli.Usagef("--construction %q: %v", a.Construction, err)
	}
	if cmd.Name == "list" {
		if a.list, err = parseBDDList(cmd, env); err != nil {
			return a, err
		}
	}
	if a.MaxMemory, err = heldMaxMemory(cmd, env); err != nil {
		return a, err
	}
	a.MaxBytes = bddqueens.StoreShare(a.MaxMemory)
	if c, est, ok := a.TooLarge(); ok {
		if err := a.writeStop(env, nqueens.LimitReached, est); err != nil {
			return a, err
		}
		return a, cli.Failf("n = %d: the %s construction needs about %s (estimate), more than --max-memory %s: try a smaller n or raise --max-memory",
			n, c.Name, units.Bytes(est), units.Bytes(a.MaxMemory))
	}
	if a.chart = cmd.String("chart"); a.chart != "" && chart.Format(a.chart) == "" {
		return a, cli.Usagef("--chart %s: the file name must end in .svg or .png", a.chart)
	}
	return a, nil
}

// attacking refuses queens placed (0-based {row, col}) that attack each
// other: no solution has them, and the question is surely a typo.
func attacking(place [][2]int) error {
	for i, p := range place {
		for _, q := range place[:i] {
			dr, dc := p[0]-q[0], p[1]-q[1]
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return cli.Usagef("--place %d,%d and --place %d,%d: the two queens attack each other, so no solution has both", q[0]+1, q[1]+1, p[0]+1, p[1]+1)
			}
		}
	}
	return nil
}

// writeStop writes, with --format json, the record of work that st
// stopped: count's and squares' record (est > 0: of a build refused before
// it started because est passes --max-memory), a listing's list_stopped
// line.
func (a bddArgs) writeStop(env cli.Env, st nqueens.Status, est uint64) error {
	switch {
	case a.json && est > 0:
		return bddtext.WriteJSON(env.Stdout, a.Refused(est))
	case a.json:
		return bddtext.WriteJSON(env.Stdout, a.Record(st, time.Since(a.start)))
	case a.list.out != nil && a.list.out.Format() == textio.JSON:
		return a.list.out.Stop(a.N, st, a.list.listed)
	}
	return nil
}

// runBDD parses, builds the diagram(s) within the memory limit, applies the
// constraints and hands the result to the subcommand.
func runBDD(ctx context.Context, cmd *ucli.Command, env cli.Env, do bddAnswer) error {
	a, err := parseBDD(cmd, env)
	if err != nil {
		return err
	}
	a.start = time.Now()
	defer bddqueens.LimitRuntime(a.MaxMemory)()
	a.Progress = new(bddqueens.Progress)
	line := startBuildProgress(env, a.N, a.Progress)
	results, err := bddqueens.Build(ctx, a.Query)
	line.Clear()
	if be := (*bddqueens.BuildError)(nil); errors.As(err, &be) {
		return bddStopped(env, a, "the "+be.Construction+" construction", be.Err, be.Elapsed)
	} else if err != nil {
		return bddStopped(env, a, "the construction", err, 0)
	}
	return do(ctx, cmd, env, a, results)
}

// bddStopped explains why a build or query stopped (what names it:
// "listing"), after writing the JSON record of the stopped work (with
// --format json) when a limit or Ctrl-C stopped it: count and squares
// write their record with the status, a listing its list_stopped line.
func bddStopped(env cli.Env, a bddArgs, what string, err error, after time.Duration) error {
	timedOut := errors.Is(err, context.DeadlineExceeded) // --time-limit, the runner's deadline
	status := func(err error) (nqueens.Status, bool) {
		if timedOut {
			return nqueens.LimitReached, true
		}
		return bddqueens.StopStatus(err)
	}
	return stopped(a.N, err, status, func(st nqueens.Status) error {
		return a.writeStop(env, st, 0)
	}, func(st nqueens.Status) string {
		switch {
		case timedOut:
			return fmt.Sprintf("n = %d: %s stopped by --time-limit after %s", a.N, what, units.Duration(after))
		case st == nqueens.LimitReached:
			return fmt.Sprintf("n = %d: %s stopped after %s before using more than --max-memory %s: raise --max-memory or try a smaller n",
				a.N, what, units.Duration(after), units.Bytes(a.MaxMemory))
		}
		return fmt.Sprintf("n = %d: interrupted after %s", a.N, units.Duration(after))
	})
}

func bddCount(ctx context.Context, _ *ucli.Command, env cli.Env, a bddArgs, results []bddqueens.Built) error {
	c, err := bddqueens.Count(a.Query, results)
	if err != nil {
		return bddStopped(env, a, "counting", err, c.Elapsed)
	}
	if a.json {
		return bddtext.WriteJSON(env.Stdout, c.Record(time.Since(a.start)))
	}
	return bddtext.WriteCount(env.Stdout, c)
}

func bddSquares(ctx context.Context, cmd *ucli.Command, env cli.Env, a bddArgs, results []bddqueens.Built) error {
	sq, err := bddqueens.CountSquares(a.Query, results)
	if err != nil {
		return bddStopped(env, a, "counting per square", err, sq.Elapsed)
	}
	w := env.Stdout
	if a.json {
		if err := bddtext.WriteJSON(w, sq.Record(time.Since(a.start))); err != nil {
			return err
		}
		w = env.Stderr // what follows is a message
	} else if err := bddtext.WriteSquares(w, sq); err != nil {
		return err
	}
	if a.chart == "" {
		return nil
	}
	if err := cli.OutputsOf(ctx).Write("chart", nil, func(f io.Writer) error {
		return chart.HeatMap(f, chart.Format(a.chart), sq.Counts, bddtext.Title(sq))
	}); err != nil {
		return err
	}
	fmt.Fprintf(w, "heat map written to %s\n", a.chart)
	return nil
}
