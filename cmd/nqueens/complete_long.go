package main

import (
	"context"
	"errors"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

// completeLongFlags are the flags of long exact runs, spelled as count's.
func completeLongFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.BoolFlag{Name: "estimate", Usage: "only estimate the exact search's nodes and time (Knuth's random probes, --seed), without searching"},
		&cli.IntFlag{Name: "probes", Value: 10_000, Usage: "with --estimate: the number of random probes"},
		&ucli.StringFlag{Name: "shard", Usage: "with --count: count only shard `K/M` (K from 0 to M-1); the shards' totals add up to the count"},
		&ucli.StringFlag{Name: "checkpoint", Usage: "with --count: save the subtrees counted to `FILE` every few seconds"},
		&ucli.DurationFlag{Name: "checkpoint-every", Value: 5 * time.Second, Usage: "with --checkpoint: how often it saves"},
		&ucli.BoolFlag{Name: "resume", Usage: "with --checkpoint: go on from FILE if it exists"},
	}
}

// completeLong is what the flags of a long run ask for.
type completeLong struct {
	estimate      bool
	probes        int
	seed          uint64
	sharded       bool
	shard, shards int
	checkpoint    string
	every         time.Duration
	resume        bool
}

// planned reports whether the count runs by a plan of fixed tasks.
func (l completeLong) planned() bool { return l.sharded || l.checkpoint != "" }

// parseCompleteLong reads the long-run flags and refuses those that do
// not go with the rest of the command line.
func parseCompleteLong(cmd *ucli.Command) (completeLong, error) {
	l := completeLong{estimate: cmd.Bool("estimate"), probes: cmd.Int("probes"), seed: cmd.Uint64("seed"), sharded: cmd.IsSet("shard"),
		checkpoint: cmd.String("checkpoint"), every: cmd.Duration("checkpoint-every"), resume: cmd.Bool("resume"), shards: 1}
	switch {
	case (l.planned() || l.resume) && !cmd.Bool("count"):
		return l, cli.Usagef("--shard, --checkpoint and --resume go with --count")
	case l.resume && l.checkpoint == "":
		return l, cli.Usagef("--resume goes with --checkpoint FILE")
	case l.estimate && (cmd.Bool("list") || cmd.Int("sample") != 0):
		return l, cli.Usagef("--estimate estimates a decision or a --count, not --list or --sample")
	case l.probes < 1:
		return l, cli.Usagef("--probes %d: give a number of probes, such as 10000", l.probes)
	case l.every <= 0:
		return l, cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", l.every)
	case cmd.IsSet("probes") && !l.estimate:
		return l, cli.Usagef("--probes goes with --estimate")
	}
	if l.sharded {
		var err error
		if l.shard, l.shards, err = longrun.ParseShard(cmd.String("shard")); err != nil {
			return l, &cli.UsageError{Msg: "--" + err.Error()} // `--shard "3/2": K must be ...`
		}
	}
	return l, nil
}

// completeJobMethod names complete's plans in checkpoints.
const completeJobMethod = "complete"

// newLong splits the instance into its plan and opens the shard's run of
// it (see openLong).
func (a completeArgs) newLong(env cli.Env) (*complete.Plan, *longrun.Long, error) {
	plan, err := complete.NewPlan(a.in)
	if err != nil {
		return nil, nil, cli.Failf("%v", err)
	}
	l := &longrun.Long{Job: &longrun.Job{Method: completeJobMethod, N: a.in.N, Plan: plan},
		Checkpoint: a.long.checkpoint, Resume: a.long.resume, SaveEvery: a.long.every, Workers: a.settings.Workers}
	if a.long.sharded {
		l.Shard, l.Shards = a.long.shard, a.long.shards
	}
	return plan, l, a.openLong(env, l)
}

// openLong opens l's checkpoint: --checkpoint (new, or read with
// --resume), or an empty one for the shard. A file that exists is never
// overwritten without --resume, nor one that is not a checkpoint of this
// instance's plan. It says on env.Stderr (when set) that it resumes.
func (a completeArgs) openLong(env cli.Env, l *longrun.Long) error {
	path := a.long.checkpoint
	switch err := l.Open(); {
	case errors.Is(err, longrun.ErrCheckpointExists):
		return cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", path)
	case errors.Is(err, longrun.ErrOtherPlan):
		return cli.Failf("refusing checkpoint %s: it is of another instance (or another version's split), left as it is: give another FILE", path)
	case errors.Is(err, longrun.ErrCheckpoint):
		return cli.Failf("refusing checkpoint %s, left as it is: %s", path, strings.TrimPrefix(err.Error(), longrun.ErrCheckpoint.Error()+": "))
	case err != nil:
		return cli.Failf("%v", err)
	}
	if done, tasks := l.Done(); l.Resumed() && env.Stderr != nil {
		cli.Notef(env.Stderr, "resuming from %s: %d of %d subtrees done, %s so far", path, done, tasks, units.Count(int64(l.Total()), "completion"))
	}
	return nil
}

// countPlanned is --count with --shard or --checkpoint: the plan's tasks
// of the shard (a longrun.Long), saved as they finish and resumed from the
// checkpoint.
func countPlanned(ctx context.Context, env cli.Env, a completeArgs) error {
	plan, l, err := a.newLong(env)
	if err != nil {
		return err
	}
	if err := l.CheckWritable(); err != nil { // an unwritable checkpoint fails before the count
		return cli.Failf("--checkpoint: %v (checked before counting)", err)
	}
	done, _ := l.Done()
	fresh := done == 0 && !a.long.sharded // the split's nodes are this run's
	if a.settings.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.settings.TimeLimit)
		defer cancel()
	}
	start := time.Now()
	prog := startCompleteProgress(env, a.in.N, true)
	prog.setTasks(l.Done())
	if todo := l.Todo(); len(todo) > 0 {
		prog.estimateBy(ctx, func(ctx context.Context) (complete.TreeEstimate, error) {
			return plan.EstimateTree(ctx, todo, progressProbes, 1) // the nodes of this run
		})
	}
	plan.Progress, l.Progress = prog.p, prog.setTasks
	if env.AfterTask != nil {
		l.Progress = func(done, total int) { prog.setTasks(done, total); env.AfterTask(done, total) }
	}
	run, err := l.Run(ctx)
	prog.Stop()
	if _, stopped := nqueens.StopStatus(err); err != nil && !stopped {
		if errors.As(err, new(*longrun.SaveError)) {
			return cli.Failf("saving the checkpoint: %v", err)
		}
		return cli.Failf("%s: %v", describe(a.in), err)
	}
	nodes := prog.p.Snapshot().Nodes
	if fresh {
		nodes += plan.SplitNodes()
	}
	done, tasks := l.Done()
	rec := completionCountRecord{N: a.in.N, Status: run.Status, Total: run.Total, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place),
		Steps: nodes, Tasks: tasks, TasksDone: done, ElapsedNS: time.Since(start).Nanoseconds(), Plan: l.Job.PlanID()}
	if a.long.sharded {
		rec.Shard, rec.Shards = &a.long.shard, &a.long.shards
	}
	return a.countDone(env, rec)
}
