package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countprogress"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/counttab"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// warnN is the smallest n for which count first says how long it will take.
const warnN = 19

func countCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "count",
		Usage:       "count (or list) every solution for n, or for each n of a range",
		ArgsUsage:   "N [TO] | N..TO",
		Description: manual("count", "methods", methodHelp(runtime.GOMAXPROCS(0)), "default", defaultMethods()),
		Commands:    []*ucli.Command{mergeCommand(env), recountCommand(env)},
		Flags: local(append([]ucli.Flag{
			&ucli.StringFlag{Name: "method", HideDefault: true, Usage: methodNames() + " (default above)"},
			&cli.IntFlag{Name: "workers", HideDefault: true, Usage: "goroutines for methods that split their work (default: all cores)"},
			&ucli.DurationFlag{Name: "time-limit", HideDefault: true, Usage: "stop after this long, such as 10m, saying what was reached"},
			&ucli.BoolFlag{Name: "list", Usage: "print every solution instead of the table, each checked first"},
			&ucli.BoolFlag{Name: "long", Usage: "count even when the estimate is more than a day (otherwise refused before it starts)"},
			&ucli.BoolFlag{Name: "unique", Usage: "with --list: only the canonical solution of each symmetry class"},
			&ucli.StringFlag{Name: "format", Usage: "table or json; --list: perm (0-based rows), board, matrix, json"},
			&ucli.BoolFlag{Name: "ascii", Usage: "with --format board: ASCII characters only"},
			&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), HideDefault: true, Usage: "with --format board or --animate: auto (default), always or never"},
			&ucli.BoolFlag{Name: "animate", Usage: fmt.Sprintf("with --list: draw backtracking step by step (n <= %d); q stops", countAnimateMax)},
			&ucli.DurationFlag{Name: "delay", HideDefault: true, Usage: fmt.Sprintf("pause between --animate frames (default: %s on a terminal)", countAnimateDelay)},
		}, longFlags()...)),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runCount(ctx, cmd, env)
		},
	}, cli.Contract{Outputs: []string{"output"}, TimeLimit: true, Needs: countNeeds(), Choices: map[string][]string{
		"method": strings.Fields(strings.NewReplacer(",", "", " or ", " ").Replace(methodNames())),
		"format": {"table", "json", "perm", "board", "matrix"}, "color": terminal.ColorModes,
	}})
}

// countNeeds is when each flag of count has an effect: the table (the
// default), --list (with --animate), or a long count (--shard,
// --checkpoint, --estimate). --workers splits the work of the methods
// that have a plan of tasks only.
func countNeeds() cli.Needs {
	var single []string
	for _, m := range exact.Methods {
		if m.Plan == nil {
			single = append(single, string(m.Method))
		}
	}
	return cli.Needs{
		"method":           "!list or animate; a listing runs one search",
		"workers":          "!list !method=" + strings.Join(single, ",") + "; a listing, and a method without tasks, run one search",
		"long":             "!list",
		"unique":           "list",
		"animate":          "list",
		"delay":            "animate",
		"ascii":            "list format=board or animate",
		"color":            "list format=board or animate",
		"shard":            "!list; to keep a listing, redirect it, as in 'nqueens count 12 --list > all12.txt'",
		"checkpoint":       "!list; to keep a listing, redirect it, as in 'nqueens count 12 --list > all12.txt'",
		"estimate":         "!list",
		"output":           "!list !estimate shard; a table or a listing goes to standard output: redirect it, as in 'nqueens count 12 --list > all12.txt'",
		"checkpoint-every": "checkpoint",
		"resume":           "checkpoint",
	}
}

// countSpec is what the flags of count ask for, checked.
type countSpec struct {
	from, to int
	method   string // "" for the default of each n
	workers  int
	json     bool                     // --format json for the table
	long     bool                     // --long: a count past a day starts
	sharded  bool                     // --shard: one shard of a count others merge
	methods  map[int]exact.MethodInfo // the method of each n (see exact.ChooseRange)
}

func runCount(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	s, err := parseCount(cmd)
	if err != nil {
		return err
	}
	if handled, err := animateCount(ctx, cmd, env, s.from, s.to); handled {
		return err
	}
	if cmd.Bool("list") { // without the flags of a long count (countNeeds)
		return runList(ctx, cmd, env, s.from, s.to)
	}
	if err := parseTable(cmd, &s); err != nil {
		return err
	}
	if err := chooseMethods(env, &s); err != nil {
		return err
	}
	if isLong(cmd) {
		if s.from != s.to {
			return cli.Usagef("--shard, --checkpoint, --resume, --output and --estimate count one n, without --list")
		}
		return runLong(ctx, cmd, env, s)
	}
	return runRange(ctx, env, s)
}

// parseCount reads the board sizes, --method and --workers.
func parseCount(cmd *ucli.Command) (countSpec, error) {
	var s countSpec
	var err error
	if s.from, s.to, err = rangeArgs("count", cmd.Args().Slice(), exact.MaxN); err != nil {
		return s, err
	}
	if s.method = cmd.String("method"); s.method != "" {
		info, err := exact.LookupMethod(s.method)
		if err != nil {
			return s, &cli.UsageError{Msg: "--method: " + err.Error()}
		}
		if s.to > info.MaxN {
			return s, cli.Usagef("--method %s takes n up to %d (it would take days beyond): use --method fast", info.Method, info.MaxN)
		}
	}
	s.long, s.sharded = cmd.Bool("long"), cmd.IsSet("shard")
	if s.workers = cmd.Int("workers"); s.workers < 0 {
		return s, cli.Usagef("--workers %d: give 0 (one per core) or more", s.workers)
	} else if s.workers == 0 {
		s.workers = runtime.GOMAXPROCS(0)
	}
	return s, nil
}

// parseTable reads --format for the table and refuses the flags of a
// listing.
func parseTable(cmd *ucli.Command, s *countSpec) error {
	switch f := cmd.String("format"); f {
	case "", "table":
	case string(textio.JSON):
		s.json = true
	default:
		return cli.Usagef("--format %s: perm, board and matrix go with --list; the table is --format table or json", f)
	}
	return nil
}

// chooseMethods picks the method of each n (exact.ChooseRange): a
// default that does not fit in the memory available gives way to fast,
// saying so; a method asked for that does not fit is a failure, and so is
// a default that does not fit for a shard: the shards of one count must
// share one method to merge, and their machines may differ.
func chooseMethods(env cli.Env, s *countSpec) error {
	var short []exact.Shortfall
	lim := env.MemoryLimit()
	s.methods, short = exact.ChooseRange(s.method, s.from, s.to, s.workers, func() uint64 { return lim.Bytes })
	for _, f := range short {
		switch {
		case !f.GaveWay:
			return cli.Failf("n = %d: --method %s needs about %s of memory, but %s allows %s more; nothing was counted: use --method fast (a few KB) or a smaller n",
				f.N, f.Wanted, units.Bytes(f.Need), lim.Source, units.Bytes(f.Available))
		case s.sharded:
			return cli.Failf("n = %d: %s, the default, needs about %s of memory on %d workers, but %s allows %s more; nothing was counted.\n"+
				"A shard does not fall back to fast: every shard of a count must use one method.\n"+
				"Give it more memory or fewer --workers, or count every shard with --method fast.",
				f.N, f.Wanted, units.Bytes(f.Need), s.workers, lim.Source, units.Bytes(f.Available))
		} // a default that does not fit gives way, saying so
		cli.Notef(env.Stderr, "n = %d: %s would need about %s of memory, %s allows %s more: counting with fast",
			f.N, f.Wanted, units.Bytes(f.Need), lim.Source, units.Bytes(f.Available))
	}
	return nil
}

// maxUnasked is the longest count, in seconds of wall time, that count
// starts without --long: a day.
const maxUnasked = 24 * 60 * 60

// tooLong refuses a count of n estimated at cpu seconds on one core and
// wall seconds on workers cores (how: where the estimate comes from),
// before it starts: a usage error (exit 2) that says how to run it anyway
// and how to split it.
func tooLong(n int, cpu, wall float64, workers int, how string) error {
	const shards = 1024
	return cli.Usagef("n = %d would take about %s (%s): nothing was counted.\n"+
		"Add --long to run it anyway (Ctrl-C stops it), or split it into shards run on many machines:\n"+
		"  nqueens count %d --shard K/%d -o shard-K.json   for K = 0..%d (each about %s)\n"+
		"  nqueens count merge shard-*.json",
		n, counttab.OnCores(cpu, wall, workers), how,
		n, shards, shards-1, counttab.OnCores(cpu/shards, wall/shards, workers))
}

// runRange counts each n of s's range (countrun.Range) into the table, with
// the warnings and progress a long count gets.
func runRange(ctx context.Context, env cli.Env, s countSpec) error {
	r := countrun.Range{From: s.from, To: s.to, Methods: s.methods, Workers: s.workers, EstimateFrom: warnN,
		Estimated: func(n int, cpu float64, samples int) error {
			wall := cpu / float64(s.workers)
			if wall > maxUnasked && !s.long {
				return tooLong(n, cpu, wall, s.workers, "from "+counttab.Many(int64(samples), "sample"))
			}
			cli.Notef(env.Stderr, "n = %d takes about %s (from %s); Ctrl-C stops it",
				n, counttab.OnCores(cpu, wall, s.workers), counttab.Many(int64(samples), "sample"))
			return nil
		},
		Sampling: func(n int) func() { return sampleProgress(env, fmt.Sprintf("n = %d", n)) },
		Start: func(n int, m exact.Method) (func(int, int), func()) {
			prog, update := startCountProgress(env, n, 0, m)
			return update, prog.Stop
		}}
	if sec, m, long := r.Model(); long {
		what := fmt.Sprintf("n = %d", s.to)
		if s.from != s.to {
			what = fmt.Sprintf("n = %d..%d", s.from, s.to)
		}
		if sec > maxUnasked && !s.long {
			return tooLong(s.to, sec, sec, 1, "by --method "+string(m))
		}
		cli.Notef(env.Stderr, "%s by --method %s takes about %s; Ctrl-C stops it", what, m, units.Rough(sec))
	}
	t := counttab.New(env.Stdout, s.to, s.json)
	st := (*countrun.Stopped)(nil)
	if err := r.Run(ctx, t.Row); !errors.As(err, &st) {
		if ferr := t.Finish(); err == nil {
			err = ferr // a count that differs from OEIS is counttab.ErrMismatch
		}
		return err
	}
	if _, stop := nqueens.StopStatus(st.Err); stop { // what it reached is the table's last row
		t.Row(st.Record)
		if err := t.Finish(); err != nil {
			return err
		}
	} // any other error leaves the table unfinished
	return stopped(st.Record.N, st.Err, nqueens.StopStatus, nil, func(status nqueens.Status) string {
		msg := stopWhy(status) + " at " + counttab.Reached(st.Record)
		if t.Rows() > 0 {
			msg += "\nthe counts above are complete" // its own line: the first is long already
		} else if !s.json {
			msg += "\nno count finished, so no table"
		}
		return msg
	})
}

// sampleProgress shows, on stderr's progress line (package status: from
// the second second on, plain lines on a terminal that cannot redraw one,
// nothing off a terminal), that the time of the count of what is being
// estimated: "n = 24: sampling its tasks to estimate the time, 12s". A
// sample takes from 300 ms to a minute (n = 24: at least eight of mitm's
// pieces, seconds each), which once showed nothing. The caller calls done
// when the estimate is made.
func sampleProgress(env cli.Env, what string) (done func()) {
	line := status.New(env.Stderr, status.Options{Mode: env.ProgressMode(env.Stderr), Now: env.Now, Quiet: time.Second, Every: 250 * time.Millisecond})
	line.Tick(func() string {
		return fmt.Sprintf("%s: sampling its tasks to estimate the time, %s", what, units.Rough(line.Elapsed().Seconds()))
	})
	return line.Clear
}

// startCountProgress starts the progress line of a count of n by method m
// that resumes with base tasks done; update, called after each task, draws
// it and calls env.AfterTask.
func startCountProgress(env cli.Env, n, base int, m exact.Method) (prog *countprogress.Line, update func(done, tasks int)) {
	prog = countprogress.New(env.Stderr, n, base, m, status.Options{Mode: env.ProgressMode(env.Stderr), Now: env.Now})
	return prog, func(done, tasks int) {
		prog.Update(done, tasks)
		if env.AfterTask != nil {
			env.AfterTask(done, tasks)
		}
	}
}
