package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/longrun"
)

func recountCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "recount",
		Usage:       "count the tasks of shard results again by a second method, and compare",
		ArgsUsage:   "FILE...",
		Description: manual("recount"),
		Flags: []ucli.Flag{
			&cli.IntFlag{Name: "sample", HideDefault: true, Usage: "recount `K` tasks drawn at random from all the files' (default: every task)"},
			&ucli.Uint64Flag{Name: "seed", HideDefault: true, Usage: "with --sample: the seed of the draw (default 0)"},
			&cli.IntFlag{Name: "workers", HideDefault: true, Usage: "goroutines (default: all cores)"},
			&ucli.DurationFlag{Name: "time-limit", HideDefault: true, Usage: "stop after this long, such as 10m, saying what was recounted"},
			textJSONFlag("text or json"),
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runRecount(ctx, cmd, env)
		},
	}, cli.Contract{TimeLimit: true, Needs: cli.Needs{"seed": "sample"}})
}

// recountSpec is what recount's flags and files ask for, checked.
type recountSpec struct {
	names   []string
	results []longrun.ShardResult
	o       longrun.RecountOptions
	json    bool
}

func runRecount(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	s, err := parseRecount(ctx, cmd, env)
	if err != nil {
		return err
	}
	first := s.results[0]
	info, err := exact.LookupMethod(first.Method)
	if err != nil || info.Check == nil {
		return cli.Inputf("%s: method %s has no second method to recount its tasks with", s.names[0], first.Method)
	}
	if s.o.Check, err = info.Check(first.N); err != nil {
		return cli.Inputf("%s: %v", s.names[0], err)
	}
	prog, update := startCountProgress(env, first.N, 0, info.Method)
	s.o.Progress = update
	rec, err := longrun.Recount(ctx, s.results, s.names, s.o)
	prog.Stop()
	if _, stopped := nqueens.StopStatus(err); err != nil && !stopped {
		return cli.Inputf("%v", err) // files that cannot be recounted together; cli.ExitCode drops "longrun: "
	}
	if werr := writeRecount(env.Stdout, rec, s.json); werr != nil {
		return werr
	}
	switch {
	case err != nil:
		return cli.Failf("%s after %s of %s recounted: %s", stopWhy(rec.Status), units.Thousands(int64(rec.Recounted)), counttab.Many(int64(rec.Sample), "task"), agreement(rec))
	case !rec.Agree:
		verb := "differ from their results"
		if len(rec.Mismatches) == 1 {
			verb = "differs from its result"
		}
		return cli.Failf("%s of %s recounted %s: count those shards again", units.Thousands(int64(len(rec.Mismatches))), counttab.Many(int64(rec.Recounted), "task"), verb)
	}
	return nil
}

// parseRecount reads recount's flags and its files (--seed without
// --sample is refused by the contract's Needs).
func parseRecount(ctx context.Context, cmd *ucli.Command, env cli.Env) (recountSpec, error) {
	s := recountSpec{names: cmd.Args().Slice()}
	if len(s.names) == 0 {
		return s, cli.Usagef("missing result files: try 'nqueens count recount --sample 16 results/*.json'")
	}
	var err error
	if s.json, err = jsonFormat(cmd); err != nil {
		return s, err
	}
	s.o = longrun.RecountOptions{Sample: cmd.Int("sample"), Seed: cmd.Uint64("seed"), Workers: cmd.Int("workers")}
	switch {
	case s.o.Sample < 0 || cmd.IsSet("sample") && s.o.Sample == 0:
		return s, cli.Usagef("--sample %d: give a number of tasks, such as 16 (without --sample: every task)", s.o.Sample)
	case s.o.Workers < 0:
		return s, cli.Usagef("--workers %d: give 0 (one per core) or more", s.o.Workers)
	case s.o.Workers == 0:
		s.o.Workers = runtime.GOMAXPROCS(0)
	}
	s.results, err = readShardResults(ctx, env, s.names)
	return s, err
}

// writeRecount writes what the recount found: its JSON record, or a line
// per task that differs and a summary.
func writeRecount(w io.Writer, r longrun.RecountRecord, asJSON bool) error {
	if asJSON {
		return counttab.WriteJSON(w, r)
	}
	for _, m := range r.Mismatches {
		if _, err := fmt.Fprintf(w, "MISMATCH: task %d of shard %d (%s): total %d, unique %d; recounted %d, %d\n",
			m.Task, m.Shard, m.File, m.Total, m.Unique, m.RecountTotal, m.RecountUnique); err != nil {
			return err
		}
	}
	if r.Status != nqueens.Solved {
		return nil // the failure says what was reached
	}
	_, err := fmt.Fprintf(w, "n = %d: %s of the %s of %s recounted by %s's second method in %s: %s\n",
		r.N, units.Thousands(int64(r.Recounted)), counttab.Many(int64(r.Tasks), "task"), counttab.Many(int64(r.Shards), "shard"),
		r.Method, units.Duration(time.Duration(r.ElapsedNS)), agreement(r))
	return err
}

// agreement says whether the tasks recounted agree.
func agreement(r longrun.RecountRecord) string {
	switch {
	case r.Recounted == 0:
		return "none recounted"
	case len(r.Mismatches) == 1:
		return "1 differs"
	case len(r.Mismatches) > 0:
		return fmt.Sprintf("%s differ", units.Thousands(int64(len(r.Mismatches))))
	case r.Recounted == 1:
		return "it agrees"
	}
	return "all agree"
}
