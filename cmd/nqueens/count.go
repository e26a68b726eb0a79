package main

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/parse"
	"github.com/nqueens/nqueens/internal/textio"
)

// warnN is the smallest n for which count first says how long it will take.
const warnN = 19

func countCommand(env cli.Env) *ucli.Command {
	var methods []string
	for _, m := range exact.Methods {
		methods = append(methods, fmt.Sprintf("  %-10s %s", m.Method, m.Summary))
		if m.Memory != nil { // the others need a few KB
			w := runtime.GOMAXPROCS(0)
			methods = append(methods, fmt.Sprintf("  %-10s memory on %d workers: %s at n = 20, %s at n = %d, checked first",
				"", w, cli.Bytes(m.Memory(20, w)), cli.Bytes(m.Memory(m.MaxN, w)), m.MaxN))
		}
	}
	return &ucli.Command{
		Name:      "count",
		Usage:     "count (or list) every solution for n, or for each n of a range",
		ArgsUsage: "N [TO] | N..TO",
		Description: "Prints a table of n, total solutions, unique solutions (up to rotation and reflection) and time,\n" +
			"checked against the published counts (OEIS A000170 and A002562, known to n = 27).\n\n" +
			"Methods (--method), from simple to fast, all giving the same totals:\n" + strings.Join(methods, "\n") + "\n" +
			"The default is the fastest: " + defaultMethods() + ".\n\n" +
			"Examples:\n  nqueens count 8\n  nqueens count 8 14   (or 8..14)\n  nqueens count 10 --method backtrack\n" +
			"  nqueens count 8 14 --format json      # one JSON record per n\n" +
			"  nqueens count 12 --list > all12.txt\n  nqueens count 8 --list --unique --format board\n" +
			"  nqueens count 6 --list --animate   (watch backtracking find the 4 solutions)\n\n" +
			"Long counts (see deploy/ for clusters):\n" +
			"  nqueens count 20 --estimate                       # how long, from a quick sample\n" +
			"  nqueens count 20 --shard 3/64 -o r3.json          # shard 3 of 64 (K from 0 to M-1)\n" +
			"  nqueens count merge r*.json                       # check every shard is there, add up\n" +
			"  nqueens count 19 --checkpoint c19.json --resume   # save every 5s; go on after a stop\n\n" +
			"JSON records (--format json; see JSON.md, count): n, method, status (solved; or canceled or\n" +
			"limit_reached, with what the count reached), total, unique, tasks_done and tasks (methods that\n" +
			"split their work), elapsed_ns, published (true when OEIS agrees).\n\n" +
			"Exit status: 0 every count done and as published; 1 a count stopped (Ctrl-C, --time-limit),\n" +
			"refused (memory) or differing from OEIS; 2 bad arguments.",
		Commands: []*ucli.Command{mergeCommand(env)},
		Flags: local(append([]ucli.Flag{
			&ucli.StringFlag{Name: "method", HideDefault: true, Usage: methodNames() + " (default above)"},
			&ucli.IntFlag{Name: "workers", HideDefault: true, Usage: "goroutines for methods that split their work (default: all cores)"},
			&ucli.DurationFlag{Name: "time-limit", HideDefault: true, Usage: "stop after this long, such as 10m, saying what was reached"},
			&ucli.BoolFlag{Name: "list", Usage: "print every solution instead of the table, each checked first"},
			&ucli.BoolFlag{Name: "unique", Usage: "with --list: only the canonical solution of each symmetry class"},
			&ucli.StringFlag{Name: "format", Usage: "table or json; --list: perm (0-based rows), board, matrix, json"},
			&ucli.BoolFlag{Name: "ascii", Usage: "with --format board: ASCII characters only"},
			&ucli.StringFlag{Name: "color", Value: string(cli.ColorAuto), HideDefault: true, Usage: "with --format board or --animate: auto (default), always or never"},
			&ucli.BoolFlag{Name: "animate", Usage: fmt.Sprintf("with --list: draw backtracking step by step (n <= %d); q stops", countAnimateMax)},
			&ucli.DurationFlag{Name: "delay", HideDefault: true, Usage: fmt.Sprintf("pause between --animate frames (default: %s on a terminal)", countAnimateDelay)},
		}, longFlags()...)),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runCount(ctx, cmd, env)
		},
	}
}

// methodNames lists the methods: "naive, backtrack, ... or fast".
func methodNames() string {
	var names []string
	for _, m := range exact.Methods {
		names = append(names, string(m.Method))
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// defaultMethods says which method counts n when --method is not given:
// "fast", or "fast (n = 1..15), mitm (n = 16..24), fast (n = 25..32)".
func defaultMethods() string {
	var parts []string
	from := 1
	for n := 1; n <= exact.MaxN; n++ {
		if m := exact.DefaultMethod(n); n == exact.MaxN || exact.DefaultMethod(n+1) != m {
			parts = append(parts, fmt.Sprintf("%s (n = %d..%d)", m, from, n))
			from = n + 1
		}
	}
	if len(parts) == 1 {
		return string(exact.DefaultMethod(1))
	}
	return strings.Join(parts, ", ")
}

// local keeps count's flags out of merge's help and command line.
func local(flags []ucli.Flag) []ucli.Flag {
	for _, f := range flags {
		switch f := f.(type) {
		case *ucli.StringFlag:
			f.Local = true
		case *ucli.IntFlag:
			f.Local = true
		case *ucli.BoolFlag:
			f.Local = true
		case *ucli.DurationFlag:
			f.Local = true
		}
	}
	return flags
}

// countArgs reads N, N TO or N..TO: one plain range of package parse's
// grammar (compare --n's).
func countArgs(cmd *ucli.Command) (from, to int, err error) {
	args := cmd.Args().Slice()
	switch len(args) {
	case 0:
		return 0, 0, cli.Usagef("missing board size n: try 'nqueens count 8' or 'nqueens count 8 14'")
	case 1, 2:
	default:
		return 0, 0, cli.Usagef("expected n or a range FROM TO, got %d arguments: %s", len(args), strings.Join(args, " "))
	}
	text := strings.Join(args, "..")
	for _, a := range args {
		if strings.Contains(a, "..") && (len(args) != 1 || strings.Contains(a, ",")) {
			return 0, 0, oneRange(a)
		}
	}
	r, err := parse.ParseRange(text, exact.MaxN)
	switch {
	case errors.Is(err, parse.ErrBackwards):
		return 0, 0, cli.Usagef("the range %d..%d runs backwards: give the smaller n first, as in 'nqueens count %d %d'", r.From, r.To, r.To, r.From)
	case err != nil:
		return 0, 0, &cli.UsageError{Msg: err.Error()}
	case !r.Plain():
		return 0, 0, oneRange(text)
	}
	return r.From, r.To, nil
}

// oneRange is the error for a list or a stepped range.
func oneRange(arg string) error {
	return cli.Usagef("%q: count takes one range, every n from FROM to TO: give it as FROM..TO or FROM TO, as in 'nqueens count 8..10' or 'nqueens count 8 10'", arg)
}

// countSpec is what the flags of count ask for, checked.
type countSpec struct {
	from, to int
	method   string // "" for the default of each n
	workers  int
	json     bool         // --format json for the table
	fast     map[int]bool // n whose default does not fit in memory: fast counts them
}

// methodFor returns the method that counts n.
func (s countSpec) methodFor(n int) exact.MethodInfo {
	m := exact.DefaultMethod(n)
	if s.method != "" {
		m = exact.Method(s.method)
	} else if s.fast[n] {
		m = exact.Fast
	}
	info, _ := exact.LookupMethod(string(m))
	return info
}

func runCount(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	var s countSpec
	var err error
	if s.from, s.to, err = countArgs(cmd); err != nil {
		return err
	}
	if s.method = cmd.String("method"); s.method != "" {
		info, err := exact.LookupMethod(s.method)
		if err != nil {
			return &cli.UsageError{Msg: "--method: " + err.Error()}
		}
		if s.to > info.MaxN {
			return cli.Usagef("--method %s takes n up to %d (it would take days beyond): use --method fast", info.Method, info.MaxN)
		}
	}
	if s.workers = cmd.Int("workers"); s.workers < 0 {
		return cli.Usagef("--workers %d: give 0 (one per core) or more", s.workers)
	} else if s.workers == 0 {
		s.workers = runtime.GOMAXPROCS(0)
	}
	if d := cmd.Duration("time-limit"); d < 0 {
		return cli.Usagef("--time-limit %s: give 0 (no limit) or a positive duration, such as 10m", d)
	} else if d > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, d)
		defer cancel()
	}
	if handled, err := animateCount(ctx, cmd, env, s.from, s.to); handled {
		return err
	}
	if cmd.Bool("list") {
		return runList(ctx, cmd, env, s.from, s.to)
	}
	switch f := cmd.String("format"); f {
	case "", "table":
	case string(textio.JSON):
		s.json = true
	default:
		return cli.Usagef("--format %s: perm, board and matrix go with --list; the table is --format table or json", f)
	}
	if cmd.Bool("ascii") {
		return cli.Usagef("--ascii goes with --list --format board")
	}
	if cmd.IsSet("color") {
		return cli.Usagef("--color goes with --list --format board or --animate: the table has no color")
	}
	s.fast = map[int]bool{}
	for n := s.from; n <= s.to; n++ {
		info := s.methodFor(n)
		need, have := memoryShort(info, n, s.workers, env)
		switch {
		case need == 0:
		case s.method == "": // a default that does not fit gives way, saying so
			s.fast[n] = true
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s would need about %s of memory, %s is available: counting with fast\n",
				n, info.Method, cli.Bytes(need), cli.Bytes(have))
		default:
			return cli.Failf("n = %d: --method %s needs about %s of memory, but this machine has %s available; nothing was counted: use --method fast (a few KB) or a smaller n",
				n, info.Method, cli.Bytes(need), cli.Bytes(have))
		}
	}
	if isLong(cmd) {
		if s.from != s.to {
			return cli.Usagef("--shard, --checkpoint, --resume, --output and --estimate count one n, without --list")
		}
		return runLong(ctx, cmd, env, s)
	}
	t := exact.NewTable(env.Stdout, s.to, s.json)
	for n := s.from; n <= s.to; n++ {
		info := s.methodFor(n)
		if n >= warnN {
			if err := warnLong(ctx, env.Stderr, n, s.workers, info.Method); err != nil {
				return stopped(t, exact.Counts{N: n}, info, 0, 0, err)
			}
		}
		prog := startCountProgress(env.Stderr, n, 0)
		done, tasks := 0, 0
		c, err := exact.Count(ctx, n, exact.Options{Method: info.Method, Workers: s.workers, Progress: func(d, p int) {
			done, tasks = d, p
			prog.update(d, p)
			if countHook != nil {
				countHook(d, p)
			}
		}})
		prog.stop()
		if err != nil {
			return stopped(t, c, info, done, tasks, err)
		}
		t.Row(exact.RecordOf(c, info.Method, nqueens.Solved, done, tasks))
	}
	return t.Finish()
}

// memoryShort returns the bytes info needs for n on workers and those the
// machine has available when they do not fit; 0, 0 when they do (or are
// unknown).
func memoryShort(info exact.MethodInfo, n, workers int, env cli.Env) (need, have uint64) {
	if info.Memory == nil || env.Available == nil {
		return 0, 0
	}
	need, have = info.Memory(n, workers), env.Available()
	if have == 0 || need <= have {
		return 0, 0
	}
	return need, have
}

// stopped ends a count that did not finish: the record of what it reached
// (JSON), then the reason.
func stopped(t *exact.Table, c exact.Counts, info exact.MethodInfo, done, tasks int, err error) error {
	status, ok := exact.StopStatus(err)
	if !ok {
		return cli.Failf("n = %d: %v", c.N, err)
	}
	t.Row(exact.RecordOf(c, info.Method, status, done, tasks))
	if ferr := t.Finish(); ferr != nil {
		return ferr
	}
	msg := fmt.Sprintf("%s at n = %d", stopWhy(status), c.N)
	if tasks > 0 {
		msg += fmt.Sprintf(": %d of %d tasks done, %d solutions so far", done, tasks, c.Total)
	}
	if t.Rows() > 0 {
		msg += "; the counts above are complete"
	}
	return cli.Failf("%s", msg)
}

// stopWhy says what stopped a count with status st.
func stopWhy(st nqueens.Status) string {
	if st == nqueens.LimitReached {
		return "stopped by --time-limit"
	}
	return "interrupted"
}
