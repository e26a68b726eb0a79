package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
)

// countCompletions is --count.
func countCompletions(ctx context.Context, env cli.Env, a completeArgs) error {
	if a.method == "mitm" {
		return countMITM(ctx, env, a)
	}
	est, err := a.guardCount(ctx, env)
	if err != nil {
		return err
	}
	prog := startCompleteProgress(env, a.in.N, true)
	if est.Nodes > 0 {
		prog.nodes.Store(math.Float64bits(est.Nodes))
	} else {
		prog.estimate(ctx, a.in)
	}
	a.settings.Progress = prog.p
	ans, err := complete.CountCompletions(ctx, a.in, a.settings)
	prog.Stop()
	if err != nil {
		return cli.Failf("%v", err)
	}
	return a.countDone(env, a.countRecord(ans))
}

// countRecord is the record of a finished or stopped count (Count and
// CountMITM give a count of 0 the status solved).
func (a completeArgs) countRecord(ans complete.Answer) completionCountRecord {
	return completionCountRecord{N: a.in.N, Status: ans.Status, Total: ans.Count, Method: a.method, Diagonals: len(a.in.Diagonals),
		Placed: len(a.in.Place), Steps: ans.Nodes, Tasks: ans.Tasks, TasksDone: ans.TasksDone, ElapsedNS: ans.Elapsed.Nanoseconds()}
}

// countMITM is --count --method mitm: one run, without progress.
func countMITM(ctx context.Context, env cli.Env, a completeArgs) error {
	ans, err := complete.CountMITM(ctx, a.in, a.settings, a.maxMemory)
	if errors.Is(err, complete.ErrMemory) {
		rec := a.countRecord(complete.Answer{Status: ans.Status, Nodes: ans.Nodes, Elapsed: ans.Elapsed})
		if a.json {
			if err := writeRecord(env.Stdout, rec); err != nil {
				return err
			}
		}
		return cli.Failf("%s: the meet-in-the-middle halves need more than --max-memory %s after %s: raise --max-memory, or count with --method exact (little memory)",
			describe(a.in), units.Bytes(a.maxMemory), units.Duration(ans.Elapsed))
	}
	if err != nil {
		return cli.Failf("%v", err)
	}
	return a.countDone(env, a.countRecord(ans))
}

// mitmStopped is the failure of a meet-in-the-middle count that a limit
// or Ctrl-C stopped: while it listed the halves, or while it paired them.
func mitmStopped(what string, rec completionCountRecord) error {
	after := units.Duration(time.Duration(rec.ElapsedNS))
	if rec.Tasks == 0 {
		return cli.Failf("%s: %s after %s, while listing the halves: nothing counted", what, stopWhy(rec.Status), after)
	}
	return cli.Failf("%s: %s after %s: %s counted so far in %d of %d column sets, not the total",
		what, stopWhy(rec.Status), after, units.Count(int64(rec.Total), "completion"), rec.TasksDone, rec.Tasks)
}

// countDone ends a count: the record with --format json, the line that
// says what was counted, or the failure of a count stopped early.
func (a completeArgs) countDone(env cli.Env, rec completionCountRecord) error {
	if a.json {
		if err := writeRecord(env.Stdout, rec); err != nil {
			return err
		}
	}
	what, elapsed := describe(a.in), time.Duration(rec.ElapsedNS)
	if rec.Shard != nil {
		what += fmt.Sprintf(", shard %d/%d", *rec.Shard, *rec.Shards)
	}
	if rec.Status != nqueens.Solved {
		saved := ""
		if a.long.checkpoint != "" {
			saved = fmt.Sprintf("; saved in %s, go on with --resume", a.long.checkpoint)
		}
		if a.method == "mitm" {
			return mitmStopped(what, rec)
		}
		return cli.Failf("%s: %s after %s: %s counted so far in %d of %d subtrees, not the total%s",
			what, stopWhy(rec.Status), units.Duration(elapsed), units.Count(int64(rec.Total), "completion"), rec.TasksDone, rec.Tasks, saved)
	}
	if a.json {
		return nil
	}
	line := fmt.Sprintf("%s: %s, counted in %s, %s", what, units.Count(int64(rec.Total), "completion"), units.Duration(elapsed), units.Plural(rec.Steps, "nodes"))
	if rec.Shard != nil {
		line += fmt.Sprintf(" (%s; the shards' counts add up to the whole)", units.Count(int64(rec.Tasks), "subtree"))
	}
	_, err := fmt.Fprintln(env.Stdout, line)
	return err
}

// listCompletions is --list: every completion, each verified as a
// solution (the list writer) and as a completion (here).
func listCompletions(ctx context.Context, cmd *ucli.Command, env cli.Env, a completeArgs) error {
	out, _, err := listWriter(cmd, env)
	if err != nil {
		return err
	}
	var notCompletion error
	var ans complete.Answer
	listed, failure, stop := out.List(func(yield func(nqueens.Placement) bool) error {
		var err error
		if env.ProgressMode(env.Stdout) == status.Off { // on the terminal, the line would cut into the listing
			prog := startCompleteProgress(env, a.in.N, true)
			defer prog.Stop()
			a.settings.Progress = prog.p
		}
		ans, err = complete.ListCompletions(ctx, a.in, a.settings, func(p nqueens.Placement) bool {
			if notCompletion = a.in.Check(p); notCompletion != nil {
				return false
			}
			return yield(p)
		})
		if err == nil && ans.Status != nqueens.Solved {
			err = ctx.Err()
			if err == nil {
				err = context.DeadlineExceeded
			}
		}
		return err
	}, uint64(a.limit))
	switch {
	case notCompletion != nil:
		return cli.Failf("internal error: the exact search listed a placement that is not a completion: %v; please report it", notCompletion)
	case failure != nil:
		return listFailed(failure, "the exact search")
	case stop != nil:
		if out.Format() == textio.JSON {
			if err := out.Stop(a.in.N, ans.Status, listed); err != nil {
				return err
			}
		}
		return cli.Failf("%s: %s after %s: %s listed, not all", describe(a.in), stopWhy(ans.Status), units.Duration(ans.Elapsed), units.Count(int64(listed), "completion"))
	}
	cli.Notef(env.Stderr, "%s: %s listed, each verified, in %s", describe(a.in), units.Count(int64(listed), "completion"), units.Duration(ans.Elapsed))
	return nil
}

// sampleCompletions is --sample K: K completions drawn uniformly from the
// BDD of them all (place and the blocked squares as its constraints),
// each verified as a solution (the list writer) and as a completion.
func sampleCompletions(ctx context.Context, cmd *ucli.Command, env cli.Env, a completeArgs) error {
	n := a.in.N
	if n > bddqueens.MaxN {
		return cli.Usagef("--sample: n = %d, the decision diagram takes n <= %d", n, bddqueens.MaxN)
	}
	out, _, err := listWriter(cmd, env)
	if err != nil {
		return err
	}
	q := bddqueens.Query{N: n, MaxBytes: bddqueens.StoreShare(a.maxMemory), MaxMemory: a.maxMemory, Construction: "direct"}
	for _, s := range a.in.Place {
		q.Place = append(q.Place, nqueens.Square{Row: s.Row, Col: s.Col})
	}
	for _, s := range a.in.Blocked() {
		q.Forbid = append(q.Forbid, nqueens.Square{Row: s.Row, Col: s.Col})
	}
	if q.Constructions, err = bddqueens.LookupConstructions("direct"); err != nil {
		return err
	}
	if a.settings.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.settings.TimeLimit)
		defer cancel()
	}
	start := time.Now()
	q.Progress = new(bddqueens.Progress)
	line := startBuildProgress(env, n, q.Progress)
	built, err := bddqueens.Build(ctx, q)
	line.Clear()
	if err != nil {
		return a.sampleStopped(out, "building the decision diagram", time.Since(start), err)
	}
	draws, err := bddqueens.Sample(built[len(built)-1].Diagram, cmd.Int("sample"), cmd.Uint64("seed"))
	if err != nil {
		return a.sampleStopped(out, "counting the diagram's paths", time.Since(start), err)
	}
	if draws == nil {
		rec := completionRecord{N: n, Status: nqueens.NoSolution, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place),
			ElapsedNS: time.Since(start).Nanoseconds()}
		if out.Format() == textio.JSON { // the record of a decision: there is none to list
			if err := writeRecord(env.Stdout, rec); err != nil {
				return err
			}
		}
		return cli.Failf("%s: no completion exists (the decision diagram is empty): nothing to sample", describe(a.in))
	}
	var notCompletion error
	listed, failure, _ := out.List(func(yield func(nqueens.Placement) bool) error {
		for _, p := range draws {
			if notCompletion = a.in.Check(p); notCompletion != nil || !yield(p) {
				return nil
			}
		}
		return nil
	}, 0)
	switch {
	case notCompletion != nil:
		return cli.Failf("internal error: the decision diagram gave a placement that is not a completion: %v; please report it", notCompletion)
	case failure != nil:
		return listFailed(failure, "the decision diagram")
	}
	cli.Notef(env.Stderr, "%s: %s drawn uniformly (seed %d), each verified, in %s", describe(a.in), units.Count(int64(listed), "completion"), cmd.Uint64("seed"), units.Duration(time.Since(start)))
	return nil
}

// sampleStopped is the failure of a --sample that err stopped while it
// was at the step what, after elapsed: --time-limit, --max-memory or
// Ctrl-C, with the list_stopped record under --format json (nothing is
// drawn before the diagram is whole), or another error.
func (a completeArgs) sampleStopped(out *textio.ListWriter, what string, elapsed time.Duration, err error) error {
	why := "stopped by --max-memory " + units.Bytes(a.maxMemory)
	st, ok := nqueens.LimitReached, errors.Is(err, bdd.ErrMemoryLimit)
	if !ok {
		st, ok = nqueens.StopStatus(err)
		why = stopWhy(st)
	}
	if !ok {
		return cli.Failf("%s: %s: %v", describe(a.in), what, err)
	}
	if out.Format() == textio.JSON {
		if err := out.Stop(a.in.N, st, 0); err != nil {
			return err
		}
	}
	return cli.Failf("%s: %s after %s, while %s: nothing drawn", describe(a.in), why, units.Duration(elapsed), what)
}
