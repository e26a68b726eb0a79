package main

import (
	"context"
	"fmt"
	"io"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
)

// completeCommand is `nqueens complete FILE|-`: decide, count, list or
// complete an instance of n-Queens Completion or Excluded Diagonals.
func completeCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:                      "complete",
		Usage:                     "complete a board with queens already placed and squares excluded: decide, count, list",
		ArgsUsage:                 "FILE|-",
		Description:               manual("complete", "maxexact", fmt.Sprint(complete.MaxExact)),
		DisableSliceFlagSeparator: true, // --place 3,4 is one square
		Flags: append([]ucli.Flag{
			&ucli.BoolFlag{Name: "count", Usage: "count every completion exactly (n <= 64)"},
			&ucli.BoolFlag{Name: "long", Usage: "with --count: count even when the estimate is more than a day (otherwise refused before it starts)"},
			&ucli.BoolFlag{Name: "list", Usage: "list every completion, each verified (n <= 64)"},
			&cli.IntFlag{Name: "limit", Usage: "with --list: stop after `K` completions (0: all)"},
			&cli.IntFlag{Name: "sample", Usage: "list `K` completions drawn uniformly at random (with replacement) from the decision diagram of them all (about n <= 14; --seed)"},
			&cli.IntFlag{Name: "diagonals", Value: -1, Usage: "use the first `K` excluded diagonals of the file (-1: all)"},
			&ucli.StringSliceFlag{Name: "place", Usage: "a queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringSliceFlag{Name: "forbid", Usage: "no queen on square `ROW,COL` (1-based, row 1 at the bottom) or c5 as on the board; repeatable"},
			&ucli.StringFlag{Name: "method", Value: "auto", Usage: "exact (n <= 64), mitm (--count only, n <= 32), local (any n; cannot prove there is none) or auto (exact up to n = 64, local beyond)"},
			&ucli.StringFlag{Name: "format", Usage: "a completion: summary (default), board, perm, matrix or json; --count: text or json; --list: perm, board, matrix or json"},
			&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the completion (or the generated instance) to `FILE`; standard output keeps only the summary line of --format summary"},
			&ucli.DurationFlag{Name: "time-limit", Usage: "stop after this long, such as 10s or 2m (0: no limit)"},
			maxMemoryFlag(),
			&cli.IntFlag{Name: "workers", Usage: "goroutines of an exact count or list (0: one per CPU; a decision uses four); the answer does not depend on it"},
			&ucli.Uint64Flag{Name: "seed", Value: 1, Config: ucli.IntegerConfig{Base: 10}, Usage: "seed of a decision's random orders and local search, and of --generate"},
			&cli.IntFlag{Name: "generate", Usage: "write a random Excluded Diagonals instance of an `N` x N board (the paper's method) instead of reading one"},
			&cli.IntFlag{Name: "min-free", Value: complete.MinFree, Usage: "with --generate: the fewest free squares left in any row or column"},
		}, append(completeLongFlags(), boardFlags("the board")...)...),
		Action: func(ctx context.Context, cmd *ucli.Command) error { return runComplete(ctx, cmd, env) },
	}, cli.Contract{Outputs: []string{"output"}, Needs: completeNeeds(), Choices: map[string][]string{
		"method": {"auto", "exact", "mitm", "local"}, "format": {"summary", "board", "perm", "matrix", "json", "text"}, "color": terminal.ColorModes,
	}})
}

// completeNeeds is when each flag of complete has an effect, in its modes:
// --generate (which reads no instance), --estimate, --count, --list,
// --sample, and a decision (none of them).
func completeNeeds() cli.Needs {
	const decide = "!count !estimate !list !sample !generate"
	const reads = "!generate" // the flags of an instance read
	board := decide + " !format or " + decide + " format=summary,board or list format=board or sample format=board"
	return cli.Needs{
		"count": "!list !sample !generate", "list": "!sample !generate", "sample": reads,
		"limit": "list", "min-free": "generate", "probes": "estimate",
		"estimate": "!list !sample !generate", "long": "count !estimate !shard !checkpoint",
		"diagonals": reads, "place": reads, "forbid": reads, "format": reads,
		"method":     "!sample !generate; --sample draws from the decision diagram",
		"time-limit": reads, "max-memory": reads,
		"workers": "count or list or estimate; a decision runs four searches, a sample one",
		"seed":    "!count !list or estimate; an exact count or listing is not random",
		"output":  decide + " or generate; redirect standard output instead",
		"shard":   "count", "checkpoint": "count", "checkpoint-every": "checkpoint", "resume": "checkpoint",
		"color": board, "ascii": board,
	}
}

// completeArgs are the parsed flags and the instance.
type completeArgs struct {
	in        *complete.Instance
	method    string // exact, mitm or local, resolved from auto
	format    string
	json      bool
	output    string
	limit     int
	settings  complete.Settings // the flags' limits; the local search takes its Seed and TimeLimit
	style     render.Style
	maxMemory uint64
	counting  bool // --count
	longOK    bool // --long: a count past a day starts
	long      completeLong
	outs      *cli.Outputs // -o, opened before any work
}

func runComplete(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if cmd.IsSet("generate") { // --generate 0 too: a size out of range
		return generateInstance(ctx, cmd, env, cmd.Int("generate"))
	}
	a, err := parseComplete(ctx, cmd, env)
	if err != nil {
		return err
	}
	a.outs = cli.OutputsOf(ctx)
	switch {
	case a.long.estimate:
		return estimateCompletion(ctx, env, a)
	case a.long.planned():
		return countPlanned(ctx, env, a)
	case cmd.Bool("count"):
		return countCompletions(ctx, env, a)
	case cmd.Bool("list"):
		return listCompletions(ctx, cmd, env, a)
	case cmd.Int("sample") != 0:
		return sampleCompletions(ctx, cmd, env, a)
	}
	return findCompletion(ctx, env, a)
}

// generateInstance writes --generate N's instance to stdout or -o.
func generateInstance(ctx context.Context, cmd *ucli.Command, env cli.Env, n int) error {
	if cmd.Args().Present() {
		return cli.Usagef("--generate writes an instance and reads none: drop %s", cmd.Args().First())
	}
	if n < 1 || n > complete.MaxGenerate {
		return cli.Usagef("--generate %d: give a board size from 1 to %d", n, complete.MaxGenerate)
	}
	minFree := cmd.Int("min-free")
	switch {
	case (minFree < 0 || minFree > n) && !cmd.IsSet("min-free"):
		return cli.Usagef("--generate %d: a row of the %d x %d board has fewer squares than the default --min-free %d: give --min-free 0 to %d", n, n, n, minFree, n)
	case minFree < 0 || minFree > n:
		return cli.Usagef("--min-free %d: give 0 to %d, the squares of a row of the %d x %d board", minFree, n, n, n)
	}
	diags, err := complete.Generate(n, minFree, cmd.Uint64("seed"))
	if err != nil {
		return cli.Failf("%v", err)
	}
	switch {
	case len(diags) == 0 && n > 1 && !cmd.IsSet("min-free"):
		return cli.Usagef("--generate %d: the default --min-free %d leaves no diagonal of the %d x %d board to exclude: give a smaller --min-free", n, minFree, n, n)
	case len(diags) == 0 && n > 1:
		return cli.Usagef("--min-free %d leaves no diagonal of the %d x %d board to exclude: give a smaller one (the default is %d)", minFree, n, n, complete.MinFree)
	}
	path := cmd.String("output")
	if path == "" {
		return complete.WriteExcludedDiagonals(env.Stdout, n, diags)
	}
	if err := cli.OutputsOf(ctx).Write("output", env.Stdout, func(w io.Writer) error {
		return complete.WriteExcludedDiagonals(w, n, diags)
	}); err != nil {
		return err
	}
	// The instance is the output; this line is a message.
	return cli.Notef(env.Stderr, "n = %d: %s written to %s (seed %d)", n, units.Count(int64(len(diags)), "excluded diagonal"), path, cmd.Uint64("seed"))
}

// findCompletion decides: one completion, verified, or none.
func findCompletion(ctx context.Context, env cli.Env, a completeArgs) error {
	var rec completionRecord
	var p nqueens.Placement
	if a.method == "local" {
		if need := complete.LocalSearchMemory(a.in.N); need > a.maxMemory {
			rec = completionRecord{N: a.in.N, Status: nqueens.LimitReached, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place), Conflicts: new(int64)}
			*rec.Conflicts = -1
			if err := a.writeStopRecord(env, rec); err != nil {
				return err
			}
			return cli.Failf("n = %d: the local search needs about %s, more than --max-memory %s: raise --max-memory", a.in.N, units.Bytes(need), units.Bytes(a.maxMemory))
		}
		res, err := complete.LocalSearch(ctx, a.in, nqueens.Settings{Seed: a.settings.Seed, TimeLimit: a.settings.TimeLimit})
		if err != nil {
			return cli.Failf("%v", err)
		}
		p = res.Placement
		rec = completionRecord{Status: res.Status, Steps: res.Stats.Steps, Restarts: res.Stats.Restarts, ElapsedNS: res.Stats.Elapsed.Nanoseconds()}
		if res.Status == nqueens.LimitReached || res.Status == nqueens.Canceled {
			rec.Conflicts = &res.Stats.Conflicts
		}
	} else {
		prog := startCompleteProgress(env, a.in.N, false)
		prog.deciding = true // three searches race: no one tree to estimate
		a.settings.Progress = prog.p
		ans, err := complete.Decide(ctx, a.in, a.settings)
		prog.Stop()
		if err != nil {
			return cli.Failf("%v", err)
		}
		p = ans.Placement
		rec = completionRecord{Status: ans.Status, Search: ans.Search, Steps: ans.Nodes, Restarts: ans.Restarts, ElapsedNS: ans.Elapsed.Nanoseconds()}
	}
	rec.N, rec.Method, rec.Diagonals, rec.Placed = a.in.N, a.method, len(a.in.Diagonals), len(a.in.Place)
	if rec.Status != nqueens.Solved {
		return a.notFound(env, rec)
	}
	if err := nqueens.VerifyContext(ctx, p); err != nil {
		return cli.Failf("internal error: the %s search gave a placement that is not a solution: %v; please report it", a.method, err)
	}
	if err := a.in.Check(p); err != nil {
		return cli.Failf("internal error: the %s search gave a placement that is not a completion: %v; please report it", a.method, err)
	}
	rec.Verified = true
	return a.writeCompletion(env, rec, p)
}

// writeStopRecord writes, with --format json, the record of a search that
// found nothing to standard output: -o keeps what it held, as after every
// failure.
func (a completeArgs) writeStopRecord(env cli.Env, rec completionRecord) error {
	if !a.json {
		return nil
	}
	return writeRecord(env.Stdout, rec)
}

// notFound ends a search without a completion: none exists, or a limit or
// Ctrl-C stopped it.
func (a completeArgs) notFound(env cli.Env, rec completionRecord) error {
	if err := a.writeStopRecord(env, rec); err != nil {
		return err
	}
	after := units.Duration(time.Duration(rec.ElapsedNS))
	switch rec.Status {
	case nqueens.NoSolution:
		by := ""
		if rec.Search == "lines" || rec.Search == "diagonals" {
			by = ", branching on " + rec.Search
		}
		return cli.Failf("%s: no completion exists (proved in %s, %s%s)", describe(a.in), after, manyOf(rec.Steps, "nodes"), by)
	case nqueens.LimitReached:
		left := ""
		if rec.Conflicts != nil && *rec.Conflicts >= 0 {
			left = fmt.Sprintf(", %s left", units.Plural(*rec.Conflicts, "collisions"))
		}
		return cli.Failf("%s: %s after %s and %s%s: no completion found, none ruled out", describe(a.in), stopWhy(rec.Status), after, manyOf(rec.Steps, a.stepName()), left)
	}
	return cli.Failf("%s: interrupted after %s and %s: no completion found", describe(a.in), after, manyOf(rec.Steps, a.stepName()))
}

// manyOf is n (with thousands separators) and plural, in the singular
// for one.
func manyOf(n int64, plural string) string {
	if n == 1 {
		return units.Plural(n, plural)
	}
	return units.Thousands(n) + " " + plural
}
