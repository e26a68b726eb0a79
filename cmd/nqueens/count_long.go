package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

// longFlags are the flags of long counts: shards, checkpoints, estimates.
func longFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringFlag{Name: "shard", Usage: "count only shard `K/M` (K from 0 to M-1) for 'count merge'"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "with --shard: write the result to `FILE`, not standard output"},
		&ucli.StringFlag{Name: "checkpoint", Usage: "save progress to `FILE` every few seconds"},
		&ucli.DurationFlag{Name: "checkpoint-every", Value: 5 * time.Second, Usage: "with --checkpoint: how often it saves"},
		&ucli.BoolFlag{Name: "resume", Usage: "with --checkpoint: go on from FILE if it exists"},
		&ucli.BoolFlag{Name: "estimate", Usage: "only say how long the count (or shard) takes, from a sample"},
	}
}

// isLong reports whether the command line asks for a long count.
func isLong(cmd *ucli.Command) bool {
	return cmd.IsSet("shard") || cmd.IsSet("checkpoint") || cmd.Bool("estimate") || cmd.Bool("resume") || cmd.IsSet("output")
}

// longSpec is what the flags of a long count ask for, checked.
type longSpec struct {
	l        longrun.Long
	path     string // --checkpoint ("": none)
	out      string // --output ("": stdout)
	sharded  bool   // --shard
	estimate bool   // --estimate: only say how long it takes
	json     bool   // --format json
}

// runLong counts one n with a method's tasks (longrun.Long): one shard of
// them or all, saving checkpoints if asked.
func runLong(ctx context.Context, cmd *ucli.Command, env cli.Env, s countSpec) error {
	ls, err := parseLong(cmd, s)
	if err != nil {
		return err
	}
	if err := openLong(env, &ls); err != nil {
		return err
	}
	what := counttab.LongWhat(&ls.l)
	result := cli.OutputsOf(ctx) // -o, opened before: an unwritable file is refused before hours of counting
	if !ls.estimate {
		if err := ls.l.CheckWritable(); err != nil {
			return cli.Usagef("--checkpoint: %v (checked before counting)", err)
		}
	}
	if done, tasks := ls.l.Done(); ls.estimate || ls.l.Job.N >= warnN && done < tasks {
		if err := estimateLong(ctx, env, &ls, what); err != nil || ls.estimate {
			return err
		}
	}
	done, _ := ls.l.Done()
	prog, update := startCountProgress(env, ls.l.Job.N, done, exact.Method(ls.l.Job.Method))
	ls.l.Progress = update
	if checkHold != nil {
		ls.l.Progress = checkHold(ctx, ls.path, ls.l.Progress)
	}
	rec, err := ls.l.Run(ctx)
	prog.Stop()
	countrun.Compare(&rec)
	switch {
	case err != nil:
		return longFailed(env, ls, what, rec, err)
	case !ls.sharded:
		t := counttab.New(env.Stdout, ls.l.Job.N, ls.json)
		t.Row(rec)
		return t.Finish()
	case ls.out == "":
		return ls.l.Result().Write(env.Stdout) // cli.Exec reports a stdout that failed, naming it
	}
	if err := result.Write("output", nil, ls.l.Result().Write); err != nil {
		return err
	}
	cli.Notef(env.Stderr, "%s: %s, %s, written to %s", what, units.Count(int64(*rec.TasksDone), "task"), units.Count(int64(rec.Total), "solution"), ls.out)
	return nil
}

// parseLong reads the flags of a long count of s's one n.
func parseLong(cmd *ucli.Command, s countSpec) (longSpec, error) {
	n, info := s.from, s.methods[s.from]
	if info.Plan == nil {
		return longSpec{}, cli.Usagef("--shard, --checkpoint and --estimate need a method that splits its work into tasks (such as fast), not %s", info.Method)
	}
	job, err := countrun.Job(string(info.Method), n)
	if err != nil {
		return longSpec{}, cli.Failf("%v", err)
	}
	ls := longSpec{l: longrun.Long{Job: job, Checkpoint: cmd.String("checkpoint"), Resume: cmd.Bool("resume"),
		SaveEvery: cmd.Duration("checkpoint-every"), Workers: s.workers},
		path: cmd.String("checkpoint"), out: cmd.String("output"), sharded: cmd.IsSet("shard"), estimate: cmd.Bool("estimate"), json: s.json}
	switch {
	case ls.sharded:
		if ls.l.Shard, ls.l.Shards, err = longrun.ParseShard(cmd.String("shard")); err != nil {
			return ls, &cli.UsageError{Msg: "--" + err.Error()} // `--shard "3/2": K must be ...`
		}
	case cmd.IsSet("output"):
		return ls, cli.Usagef("--output goes with --shard (the table goes to standard output)")
	}
	if ls.l.SaveEvery <= 0 { // --resume without --checkpoint: refused before (its usage says "with --checkpoint")
		return ls, cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", ls.l.SaveEvery)
	}
	return ls, nil
}

// openLong opens the count's checkpoint, saying when it resumes.
func openLong(env cli.Env, ls *longSpec) error {
	switch err := ls.l.Open(); {
	case errors.Is(err, longrun.ErrCheckpointExists):
		return cli.Inputf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", ls.path)
	case errors.Is(err, longrun.ErrCheckpoint):
		return cli.Inputf("refusing checkpoint %s: %v", ls.path, err)
	case err != nil:
		return cli.Failf("%v", err)
	case ls.l.Resumed():
		done, tasks := ls.l.Done()
		cli.Notef(env.Stderr, "resuming from %s: %d of %d tasks done", ls.path, done, tasks)
	}
	return nil
}

// estimateLong says how long the count will take, from a sample; with
// --estimate --format json it writes the estimate's record too.
func estimateLong(ctx context.Context, env cli.Env, ls *longSpec, what string) error {
	done := sampleProgress(env, what)
	rec, err := ls.l.Estimate(ctx, 300*time.Millisecond)
	done()
	if info, _ := exact.LookupMethod(ls.l.Job.Method); info.Memory != nil && err == nil {
		m := info.Memory(ls.l.Job.N, rec.Workers)
		rec.MemoryBytes = &m
	}
	if ls.estimate && ls.json {
		if err := counttab.WriteJSON(env.Stdout, rec); err != nil {
			return err
		}
	}
	if err != nil {
		return cli.Failf("%s while estimating %s", stopWhy(rec.Status), what)
	}
	cli.Notef(env.Stderr, "%s", counttab.Summary(rec))
	return nil
}

// longFailed is the failure of a long count that err ended, rec what it
// reached: a stop says how far it got and where it was saved (with
// --format json, without --shard, the record of the stop too).
func longFailed(env cli.Env, ls longSpec, what string, rec longrun.Record, err error) error {
	if status, ok := nqueens.StopStatus(err); ok {
		msg := fmt.Sprintf("%s at %s: %d of %d tasks done", stopWhy(status), what, *rec.TasksDone, *rec.Tasks)
		if ls.path != "" {
			msg += fmt.Sprintf(", saved in %s; go on with --resume", ls.path)
		} else {
			msg += ", not saved (--checkpoint FILE keeps progress)"
		}
		if ls.json { // a shard's result is written only whole: the record says what was reached
			if err := counttab.WriteJSON(env.Stdout, rec); err != nil {
				return err
			}
		}
		return cli.Failf("%s", msg)
	}
	switch {
	case errors.Is(err, nqueens.ErrOverflow):
		return cli.Failf("%s: the count passes 2^64-1", what)
	case errors.As(err, new(*longrun.SaveError)):
		return cli.Failf("saving the checkpoint: %v", err)
	}
	return cli.Failf("%s: %v", what, err) // cli.ExitCode drops "exact: "
}
