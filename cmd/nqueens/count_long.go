package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/outputs"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/units"
)

// longFlags are the flags of long counts: shards, checkpoints, estimates.
func longFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringFlag{Name: "shard", Usage: "count only shard `K/M` (K from 0 to M-1) for 'count merge'"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "with --shard: write the result to `FILE`, not stdout"},
		&ucli.StringFlag{Name: "checkpoint", Usage: "save progress to `FILE` every few seconds"},
		&ucli.DurationFlag{Name: "checkpoint-every", Value: 5 * time.Second, Usage: "how often --checkpoint saves"},
		&ucli.BoolFlag{Name: "resume", Usage: "with --checkpoint: go on from FILE if it exists"},
		&ucli.BoolFlag{Name: "estimate", Usage: "only say how long the count (or shard) takes, from a sample"},
	}
}

// isLong reports whether the command line asks for a long count.
func isLong(cmd *ucli.Command) bool {
	return cmd.IsSet("shard") || cmd.IsSet("checkpoint") || cmd.Bool("estimate") || cmd.Bool("resume") || cmd.IsSet("output")
}

// countHook, when set by a test, is called after each task of a count
// with the tasks done: a test stops the count from it.
var countHook func(done, tasks int)

// runLong counts one n with a method's tasks (exact.Long): one shard of
// them or all, saving checkpoints if asked.
func runLong(ctx context.Context, cmd *ucli.Command, env cli.Env, s countSpec) error {
	n, info := s.from, s.methods[s.from]
	if info.Plan == nil {
		return cli.Usagef("--shard, --checkpoint and --estimate need a method that splits its work into tasks (such as fast), not %s", info.Method)
	}
	l := exact.Long{Method: info.Method, N: n, Checkpoint: cmd.String("checkpoint"), Resume: cmd.Bool("resume"),
		SaveEvery: cmd.Duration("checkpoint-every"), Workers: s.workers}
	path, out, sharded := l.Checkpoint, cmd.String("output"), cmd.IsSet("shard")
	var err error
	switch {
	case sharded:
		if l.Shard, l.Shards, err = exact.ParseShard(cmd.String("shard")); err != nil {
			return &cli.UsageError{Msg: "--shard: " + err.Error()}
		}
	case cmd.IsSet("output"):
		return cli.Usagef("--output goes with --shard (the table goes to stdout)")
	}
	if l.Resume && path == "" {
		return cli.Usagef("--resume needs --checkpoint FILE: the file to go on from")
	} else if l.SaveEvery <= 0 {
		return cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", l.SaveEvery)
	}
	switch err := l.Open(); {
	case errors.Is(err, exact.ErrCheckpointExists):
		return cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", path)
	case errors.Is(err, exact.ErrCheckpoint):
		return cli.Failf("refusing checkpoint %s: %v", path, err)
	case err != nil:
		return cli.Failf("%v", err)
	case l.Resumed():
		done, tasks := l.Done()
		fmt.Fprintf(env.Stderr, "nqueens count: resuming from %s: %d of %d tasks done\n", path, done, tasks)
	}
	what := counttab.LongWhat(&l)
	var result *outputs.Files // -o, opened now: an unwritable file fails before hours of counting
	if !cmd.Bool("estimate") {
		if err := l.CheckWritable(); err != nil {
			return cli.Failf("--checkpoint: %v (checked before counting)", err)
		}
		if result, err = outputs.Open([]string{"output"}, map[string]string{"output": out}); err != nil {
			return cli.Failf("%v (checked before counting)", err)
		}
		defer result.Abort()
	}
	if done, tasks := l.Done(); cmd.Bool("estimate") || n >= warnN && done < tasks {
		rec, err := l.Estimate(ctx, 300*time.Millisecond)
		if cmd.Bool("estimate") && s.json {
			if err := counttab.WriteJSON(env.Stdout, rec); err != nil {
				return err
			}
		}
		if err != nil {
			return cli.Failf("%s while estimating %s", stopWhy(rec.Status), what)
		}
		fmt.Fprintf(env.Stderr, "nqueens count: %s\n", counttab.Summary(rec))
		if cmd.Bool("estimate") {
			return nil
		}
	}
	done, _ := l.Done()
	prog, update := startCountProgress(env.Stderr, n, done, info.Method)
	l.Progress = update
	if checkHold != nil {
		l.Progress = checkHold(ctx, path, l.Progress)
	}
	rec, err := l.Run(ctx)
	prog.Stop()
	if status, ok := exact.StopStatus(err); ok {
		msg := fmt.Sprintf("%s at %s: %d of %d tasks done", stopWhy(status), what, *rec.TasksDone, *rec.Tasks)
		if path != "" {
			msg += fmt.Sprintf(", saved in %s; go on with --resume", path)
		} else {
			msg += ", not saved (--checkpoint FILE keeps progress)"
		}
		if !sharded && s.json {
			if err := counttab.WriteJSON(env.Stdout, rec); err != nil {
				return err
			}
		}
		return cli.Failf("%s", msg)
	}
	switch {
	case errors.Is(err, exact.ErrOverflow):
		return cli.Failf("%s: the count passes 2^64-1", what)
	case errors.As(err, new(*exact.SaveError)):
		return cli.Failf("saving the checkpoint: %v", err)
	case err != nil:
		return cli.Failf("%s: %v", what, err) // cli.ExitCode drops "exact: "
	case !sharded:
		t := counttab.New(env.Stdout, n, s.json)
		t.Row(rec)
		return t.Finish()
	}
	if out == "" {
		return l.Result().Write(env.Stdout) // cli.Exec reports a stdout that failed, naming it
	}
	if err := result.Write("output", nil, l.Result().Write); err != nil {
		return err
	}
	fmt.Fprintf(env.Stderr, "nqueens count: %s: %s, %s, written to %s\n", what, units.Count(int64(*rec.TasksDone), "task"), units.Count(int64(rec.Total), "solution"), out)
	return nil
}
