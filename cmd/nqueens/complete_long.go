package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/units"
)

// completeLongFlags are the flags of long exact runs, spelled as count's.
func completeLongFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.BoolFlag{Name: "estimate", Usage: "only estimate the exact search's nodes and time (Knuth's random probes, --seed), without searching"},
		&ucli.IntFlag{Name: "probes", Value: 10_000, Usage: "with --estimate: the number of random probes"},
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
		if l.shard, l.shards, err = exact.ParseShard(cmd.String("shard")); err != nil {
			return l, &cli.UsageError{Msg: "--shard: " + err.Error()}
		}
	}
	return l, nil
}

// planTasks makes a [complete.Plan] an [exact.Tasks], for exact.Job's
// shards and checkpoints: a task's count is its completions.
type planTasks struct{ *complete.Plan }

func (p planTasks) Run(ctx context.Context, todo []int, workers int, done func(int, exact.TaskCount)) error {
	return p.Plan.Run(ctx, todo, workers, func(i int, c uint64) { done(i, exact.TaskCount{Total: c}) })
}

// completeJobMethod names complete's plans in checkpoints.
const completeJobMethod exact.Method = "complete"

// newJob splits the instance into its plan, as an exact.Job.
func (a completeArgs) newJob() (*complete.Plan, *exact.Job, error) {
	plan, err := complete.NewPlan(a.in)
	if err != nil {
		return nil, nil, err
	}
	return plan, &exact.Job{Method: completeJobMethod, N: a.in.N, Plan: planTasks{plan}}, nil
}

// openCheckpoint opens --checkpoint (new, or read with --resume), or
// starts an empty one for the shard. A file that exists is never
// overwritten without --resume, nor one that is not a checkpoint of this
// instance's plan.
// It says on env.Stderr (when set) that it resumes.
func (a completeArgs) openCheckpoint(env cli.Env, job *exact.Job) (*exact.Checkpoint, error) {
	l := a.long
	if l.checkpoint == "" {
		return job.NewCheckpoint(l.shard, l.shards), nil
	}
	if data, err := os.ReadFile(l.checkpoint); err == nil && l.resume {
		var head struct {
			Method string `json:"method"`
			Plan   string `json:"plan"`
		}
		if json.Unmarshal(data, &head) == nil && head.Method == string(completeJobMethod) && head.Plan != job.PlanID() {
			return nil, cli.Failf("refusing checkpoint %s: it is of another instance (or another version's split), left as it is: give another FILE", l.checkpoint)
		}
	}
	ck, resumed, err := job.OpenCheckpoint(l.checkpoint, l.shard, l.shards, l.resume)
	switch {
	case errors.Is(err, exact.ErrCheckpointExists):
		return nil, cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", l.checkpoint)
	case errors.Is(err, exact.ErrCheckpoint):
		return nil, cli.Failf("refusing checkpoint %s, left as it is: %s", l.checkpoint, strings.TrimPrefix(err.Error(), exact.ErrCheckpoint.Error()+": "))
	case err != nil:
		return nil, cli.Failf("%v", err)
	}
	if resumed && env.Stderr != nil {
		fmt.Fprintf(env.Stderr, "nqueens complete: resuming from %s: %d of %d subtrees done, %s so far\n", l.checkpoint, ck.DoneCount, len(ck.Totals), units.Count(int64(ck.Total), "completion"))
	}
	return ck, nil
}

// saveCheckpoint is the checkpoint's Save: atomic (package output), and
// a new file readable by its owner only.
func saveCheckpoint(path string) func([]byte) error {
	save := exact.SaveFile(path)
	return func(b []byte) error {
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			if err := createPrivate(path, b); err != nil {
				return &exact.SaveError{Err: err}
			}
			return nil
		}
		if err := save(b); err != nil {
			return &exact.SaveError{Err: err}
		}
		return nil
	}
}

// createPrivate writes a new file path, mode 0600, whole or not at all
// (a temporary file beside it, synced, then renamed).
func createPrivate(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*") // 0600
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// countPlanned is --count with --shard or --checkpoint: the plan's tasks
// of the shard, saved as they finish and resumed from the checkpoint.
func countPlanned(ctx context.Context, env cli.Env, a completeArgs) error {
	plan, job, err := a.newJob()
	if err != nil {
		return cli.Failf("%v", err)
	}
	ck, err := a.openCheckpoint(env, job)
	if err != nil {
		return err
	}
	fresh := ck.DoneCount == 0 && !a.long.sharded // the split's nodes are this run's
	o := exact.RunOptions{Workers: a.settings.Workers, SaveEvery: a.long.every}
	if a.long.checkpoint != "" {
		f, err := output.Create(a.long.checkpoint) // an unwritable checkpoint fails before the count
		if err != nil {
			return cli.Failf("--checkpoint: %v (checked before counting)", err)
		}
		f.Abort()
		o.Save = saveCheckpoint(a.long.checkpoint)
	}
	if a.settings.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, a.settings.TimeLimit)
		defer cancel()
	}
	start := time.Now()
	prog := startCompleteProgress(env.Stderr, a.in.N, true)
	prog.setTasks(ck.DoneCount, len(ck.Totals))
	if todo := ck.Todo(); len(todo) > 0 {
		prog.estimateBy(ctx, func(ctx context.Context) (complete.TreeEstimate, error) {
			return plan.Estimate(ctx, todo, progressProbes, 1) // the nodes of this run
		})
	}
	plan.Progress, o.Progress = prog.p, prog.setTasks
	if completeHook != nil {
		o.Progress = func(done, total int) { prog.setTasks(done, total); completeHook(done, total) }
	}
	err = job.Run(ctx, ck, o)
	prog.Stop()
	st, stopped := exact.StopStatus(err)
	if err != nil && !stopped {
		if errors.As(err, new(*exact.SaveError)) {
			return cli.Failf("saving the checkpoint: %v", err)
		}
		return cli.Failf("%s: %v", describe(a.in), err)
	}
	nodes := prog.p.Snapshot().Nodes
	if fresh {
		nodes += plan.SplitNodes()
	}
	if !stopped {
		st = nqueens.Solved
	}
	rec := completionCountRecord{N: a.in.N, Status: st, Total: ck.Total, Method: a.method, Diagonals: len(a.in.Diagonals), Placed: len(a.in.Place),
		Steps: nodes, Tasks: len(ck.Totals), TasksDone: ck.DoneCount, ElapsedNS: time.Since(start).Nanoseconds(), Plan: job.PlanID()}
	if a.long.sharded {
		rec.Shard, rec.Shards = &a.long.shard, &a.long.shards
	}
	return a.countDone(env, rec)
}

// completeHook, when set by a test, is called after each task of a
// planned count with the tasks done: a test stops the count from it.
var completeHook func(done, tasks int)
