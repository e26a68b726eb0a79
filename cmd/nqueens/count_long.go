package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
)

// longFlags are the flags of long counts: shards, checkpoints, estimates.
func longFlags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringFlag{Name: "shard", Usage: "count only shard `K/M` (K from 0 to M-1) and write its result as JSON; merge the results with 'nqueens count merge'"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "with --shard: write the result to `FILE` (atomically) instead of stdout"},
		&ucli.StringFlag{Name: "checkpoint", Usage: "save progress to `FILE` every few seconds (atomic write, fsync, rename)"},
		&ucli.DurationFlag{Name: "checkpoint-every", Value: 5 * time.Second, Usage: "how often --checkpoint saves"},
		&ucli.BoolFlag{Name: "resume", Usage: "with --checkpoint: go on from FILE if it exists (a new count if it does not)"},
		&ucli.BoolFlag{Name: "estimate", Usage: "only say how long the count (or the shard) would take, from a quick sample"},
	}
}

// isLong reports whether the command line asks for a long count.
func isLong(cmd *ucli.Command) bool {
	return cmd.IsSet("shard") || cmd.IsSet("checkpoint") || cmd.Bool("estimate") || cmd.Bool("resume") || cmd.IsSet("output")
}

// runLong counts one n with the fast method's task list: one shard of it
// or all, saving checkpoints if asked.
func runLong(ctx context.Context, cmd *ucli.Command, env cli.Env, n, workers int, method exact.Method) error {
	if method != exact.Fast {
		return cli.Usagef("--shard, --checkpoint and --estimate work with --method fast only")
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
	path := cmd.String("checkpoint")
	if cmd.Bool("resume") && path == "" {
		return cli.Usagef("--resume needs --checkpoint FILE: the file to go on from")
	}
	every := cmd.Duration("checkpoint-every")
	if every <= 0 {
		return cli.Usagef("--checkpoint-every %v: give a positive duration such as 5s", every)
	}
	plan, err := exact.NewPlan(n)
	if err != nil {
		return cli.Failf("%v", err)
	}
	ck := exact.NewCheckpoint(plan, k, m)
	if path != "" {
		data, err := os.ReadFile(path)
		switch {
		case err == nil && !cmd.Bool("resume"):
			return cli.Failf("checkpoint %s exists: pass --resume to go on from it, or remove it to start again", path)
		case err == nil:
			if ck, err = exact.UnmarshalCheckpoint(data, plan, k, m); err != nil {
				return cli.Failf("refusing checkpoint %s: %v", path, err)
			}
			fmt.Fprintf(env.Stderr, "nqueens count: resuming from %s: %d of %d tasks done\n", path, ck.DoneCount, len(plan.ShardTasks(k, m)))
		case !errors.Is(err, os.ErrNotExist):
			return cli.Failf("reading checkpoint: %v", err)
		}
	}
	if !cmd.Bool("estimate") {
		// Find an unwritable file now, not after hours of counting.
		if err := checkWritable(path); err != nil {
			return cli.Failf("--checkpoint %s: %v (checked before counting)", path, err)
		}
		if err := checkWritable(cmd.String("output")); err != nil {
			return cli.Failf("--output %s: %v (checked before counting)", cmd.String("output"), err)
		}
	}
	todo := ck.Todo(plan)
	if cmd.Bool("estimate") || n >= warnN && len(todo) > 0 {
		cpu, sampled, err := exact.Estimate(ctx, plan, 300*time.Millisecond)
		if err != nil {
			return interrupted(n, err)
		}
		cpu *= float64(len(todo)) / float64(max(len(plan.Tasks), 1))
		what := fmt.Sprintf("n = %d", n)
		if sharded {
			what = fmt.Sprintf("n = %d, shard %d/%d", n, k, m)
		}
		fmt.Fprintf(env.Stderr, "nqueens count: %s: %s to count, about %s on one core, %s on %d (estimated from %d random samples at the machine's current load)\n",
			what, cli.Count(int64(len(todo)), "task"), roughTime(cpu), roughTime(cpu/float64(workers)), workers, sampled)
		if cmd.Bool("estimate") {
			return nil
		}
	}

	var mu sync.Mutex // guards ck
	save := func() error {
		if path == "" {
			return nil
		}
		mu.Lock()
		data := ck.Marshal()
		mu.Unlock()
		return writeFileAtomic(path, data)
	}
	start := time.Now()
	base := ck.ElapsedNS
	prog := startCountProgress(env, n)
	stopSaver := make(chan struct{})
	saverDone := make(chan error, 1)
	go func() {
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-stopSaver:
				saverDone <- nil
				return
			case <-tick.C:
				mu.Lock()
				ck.ElapsedNS = base + time.Since(start).Nanoseconds()
				mu.Unlock()
				if err := save(); err != nil {
					saverDone <- err
					return
				}
			}
		}
	}()
	total := len(plan.ShardTasks(k, m))
	var recErr error
	var runErr error
	if len(todo) > 0 {
		runErr = plan.Run(ctx, todo, workers, func(i int, tc exact.TaskCount) {
			mu.Lock()
			if err := ck.Record(i, tc); err != nil && recErr == nil {
				recErr = err
			}
			done := ck.DoneCount
			mu.Unlock()
			prog.update(done, total)
		})
	}
	prog.stop()
	close(stopSaver)
	saveErr := <-saverDone
	ck.ElapsedNS = base + time.Since(start).Nanoseconds()
	if err := save(); err != nil && saveErr == nil {
		saveErr = err
	}
	if saveErr != nil {
		return cli.Failf("saving checkpoint %s: %v", path, saveErr)
	}
	if recErr != nil {
		return cli.Failf("%v", recErr)
	}
	if runErr != nil {
		msg := fmt.Sprintf("interrupted after %d of %d tasks", ck.DoneCount, total)
		if path != "" {
			msg += fmt.Sprintf("; progress saved in %s: run the same command with --resume to go on", path)
		} else {
			msg += "; nothing was saved (use --checkpoint FILE to keep progress)"
		}
		return cli.Failf("%s", msg)
	}
	if sharded {
		res := ck.Result(plan, string(exact.Fast))
		data, _ := json.Marshal(res)
		data = append(data, '\n')
		if out := cmd.String("output"); out != "" {
			if err := writeFileAtomic(out, data); err != nil {
				return cli.Failf("--output: %v", err)
			}
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d, shard %d/%d: %s, %s, written to %s\n", n, k, m, cli.Count(int64(ck.DoneCount), "task"), cli.Count(int64(ck.Total), "solution"), out)
			return nil
		}
		_, err := env.Stdout.Write(data)
		return err
	}
	c := exact.Counts{N: n, Total: ck.Total, Unique: ck.Unique, HasUnique: true, Elapsed: time.Duration(ck.ElapsedNS)}
	if n == 1 {
		c.Total, c.Unique = 1, 1
	}
	t := newCountTable(env.Stdout, n)
	t.header()
	if !t.row(c) {
		return cli.Failf("the count differs from the published value: this is a bug, please report it")
	}
	return nil
}

// checkWritable reports whether writeFileAtomic can write path (nothing
// to check for ""): it creates a temporary file in path's directory and
// removes it, and refuses a directory.
func checkWritable(path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return errors.New("is a directory")
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("cannot write there: %v", err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// writeFileAtomic replaces path with data so that a crash at any moment
// leaves either the old file or the new one: write a temporary file in the
// same directory, fsync it, rename it over path, fsync the directory.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // not every file system can sync a directory; the rename is done
		d.Close()
	}
	return nil
}

func mergeCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:      "merge",
		Usage:     "add up the results of 'nqueens count N --shard K/M', checking that every shard is there once",
		ArgsUsage: "FILE...",
		Description: "Example:\n  for k in $(seq 0 7); do nqueens count 16 --shard $k/8 -o r$k.json; done\n  nqueens count merge r*.json\n\n" +
			"Exit status: 0 complete and (where published) equal to OEIS; 1 a shard missing, repeated, unfinished or\n" +
			"of another split, or a file unreadable; 2 no files given.",
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runMerge(cmd, env)
		},
	}
}

func runMerge(cmd *ucli.Command, env cli.Env) error {
	names := cmd.Args().Slice()
	if len(names) == 0 {
		return cli.Usagef("missing result files: try 'nqueens count merge results/*.json'")
	}
	results := make([]exact.ShardResult, len(names))
	for i, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return cli.Failf("%v", err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&results[i]); err != nil {
			return cli.Failf("%s is not a shard result: %v", name, err)
		}
		if _, err := dec.Token(); err != io.EOF {
			return cli.Failf("%s holds more than one result", name)
		}
	}
	c, err := exact.Merge(results, names)
	if err != nil {
		return cli.Failf("%v", strings.TrimPrefix(err.Error(), "exact: "))
	}
	fmt.Fprintf(env.Stdout, "n = %d: total %d, unique %d, from %d of %d shards (%s of CPU)\n", c.N, c.Total, c.Unique, len(results), results[0].Shards, roundDuration(c.Elapsed))
	switch total, unique, ok := exact.Published(c.N); {
	case !ok:
		fmt.Fprintln(env.Stdout, "no published count to check against")
	case total == c.Total && unique == c.Unique:
		fmt.Fprintln(env.Stdout, "OEIS A000170 and A002562 agree")
	default:
		return cli.Failf("the merged count differs from OEIS (total %d, unique %d): this is a bug, please report it", total, unique)
	}
	return nil
}
