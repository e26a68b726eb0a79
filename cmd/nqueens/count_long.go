package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
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

// countHook, when set by a test, is called after each task of a long
// count with the tasks done: a test stops the count from it.
var countHook func(done, tasks int)

// runLong counts one n with a method's tasks (exact.Job): one shard of
// them or all, saving checkpoints if asked.
func runLong(ctx context.Context, cmd *ucli.Command, env cli.Env, s countSpec) error {
	n, info := s.from, s.methodFor(s.from)
	if info.Plan == nil {
		return cli.Usagef("--shard, --checkpoint and --estimate need a method that splits its work into tasks (such as fast), not %s", info.Method)
	}
	k, m := 0, 1
	sharded := cmd.IsSet("shard")
	if sharded {
		var err error
		if k, m, err = exact.ParseShard(cmd.String("shard")); err != nil {
			return &cli.UsageError{Msg: "--shard: " + err.Error()}
		}
	} else if cmd.IsSet("output") {
		return cli.Usagef("--output goes with --shard (the table goes to stdout)")
	}
	path, out := cmd.String("checkpoint"), cmd.String("output")
	if cmd.Bool("resume") && path == "" {
		return cli.Usagef("--resume needs --checkpoint FILE: the file to go on from")
	}
	every := cmd.Duration("checkpoint-every")
	if every <= 0 {
		return cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", every)
	}
	job, err := exact.NewJob(info.Method, n)
	if err != nil {
		return cli.Failf("%v", err)
	}
	ck := job.NewCheckpoint(k, m)
	if path != "" {
		var resumed bool
		ck, resumed, err = job.OpenCheckpoint(path, k, m, cmd.Bool("resume"))
		switch {
		case errors.Is(err, exact.ErrCheckpointExists):
			return cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", path)
		case errors.Is(err, exact.ErrCheckpoint):
			return cli.Failf("refusing checkpoint %s: %v", path, err)
		case err != nil:
			return cli.Failf("reading checkpoint: %v", err)
		case resumed:
			fmt.Fprintf(env.Stderr, "nqueens count: resuming from %s: %d of %d tasks done\n", path, ck.DoneCount, len(ck.Totals))
		}
	}
	what := fmt.Sprintf("n = %d", n)
	if sharded {
		what = fmt.Sprintf("n = %d, shard %d/%d", n, k, m)
	}
	var result *cli.Outputs // -o, opened now: an unwritable file fails before hours of counting
	if !cmd.Bool("estimate") {
		if path != "" {
			f, err := output.Create(path)
			if err != nil {
				return cli.Failf("--checkpoint: %v (checked before counting)", err)
			}
			f.Abort()
		}
		if result, err = cli.OpenOutputs([]string{"output"}, map[string]string{"output": out}); err != nil {
			return cli.Failf("%v (checked before counting)", err)
		}
		defer result.Abort()
	}
	if todo := ck.Todo(); cmd.Bool("estimate") || n >= warnN && len(todo) > 0 {
		cpu, sampled, err := job.Estimate(ctx, todo, 300*time.Millisecond)
		if err != nil {
			st, _ := exact.StopStatus(err)
			return cli.Failf("%s while estimating %s", stopWhy(st), what)
		}
		fmt.Fprintf(env.Stderr, "nqueens count: %s: %s, about %s on 1 core, %s on %d (from %d samples)\n",
			what, cli.Count(int64(len(todo)), "task"), units.Rough(cpu), units.Rough(cpu/float64(s.workers)), s.workers, sampled)
		if cmd.Bool("estimate") {
			return nil
		}
	}

	prog := startCountProgress(env.Stderr, n, ck.DoneCount, job.Method)
	var save func([]byte) error
	if path != "" {
		save = exact.SaveFile(path)
	}
	err = job.Run(ctx, ck, exact.RunOptions{Workers: s.workers, Save: save, SaveEvery: every, Progress: func(done, total int) {
		prog.Update(done, total)
		if countHook != nil {
			countHook(done, total)
		}
	}})
	prog.Stop()
	if status, ok := exact.StopStatus(err); ok {
		msg := fmt.Sprintf("%s at %s: %d of %d tasks done", stopWhy(status), what, ck.DoneCount, len(ck.Totals))
		if path != "" {
			msg += fmt.Sprintf(", saved in %s; go on with --resume", path)
		} else {
			msg += ", not saved (--checkpoint FILE keeps progress)"
		}
		if !sharded && s.json {
			t := exact.NewTable(env.Stdout, n, true)
			c, _ := job.Counts(ck) // a part: no Result to fail
			t.Row(exact.RecordOf(c, info.Method, status, ck.DoneCount, len(ck.Totals)))
			if err := t.Finish(); err != nil {
				return err
			}
		}
		return cli.Failf("%s", msg)
	} else if err != nil {
		if errors.Is(err, exact.ErrOverflow) {
			return cli.Failf("%s: the count passes 2^64-1", what)
		}
		return cli.Failf("saving the checkpoint: %v", err)
	}
	if sharded {
		data := ck.Result().Marshal()
		if out == "" {
			_, err := env.Stdout.Write(data)
			return err // cli.Exec reports a stdout that failed, naming it
		}
		if err := result.Write("output", nil, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
			return err
		}
		fmt.Fprintf(env.Stderr, "nqueens count: %s: %s, %s, written to %s\n", what, cli.Count(int64(ck.DoneCount), "task"), cli.Count(int64(ck.Total), "solution"), out)
		return nil
	}
	t := exact.NewTable(env.Stdout, n, s.json)
	c, err := job.Counts(ck)
	if err != nil {
		return cli.Failf("%s: %v", what, strings.TrimPrefix(err.Error(), "exact: "))
	}
	t.Row(exact.RecordOf(c, info.Method, nqueens.Solved, ck.DoneCount, len(ck.Totals)))
	return t.Finish()
}

// warnLong says how long a count of n by m, a method with tasks, will
// take on workers goroutines, from a sample of its tasks.
func warnLong(ctx context.Context, stderr io.Writer, n, workers int, m exact.Method) error {
	job, err := exact.NewJob(m, n)
	if err != nil {
		return err
	}
	cpu, sampled, err := job.Estimate(ctx, nil, 300*time.Millisecond)
	if err != nil {
		return err
	}
	fmt.Fprintf(stderr, "nqueens count: n = %d takes about %s on %d cores (from %d samples); Ctrl-C stops it\n", n, units.Rough(cpu/float64(workers)), workers, sampled)
	return nil
}
