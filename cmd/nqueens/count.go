package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/parse"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

// warnN is the smallest n for which count first says how long it will take.
const warnN = 19

func countCommand(env cli.Env) *ucli.Command {
	var methods []string
	for _, m := range exact.Methods {
		methods = append(methods, fmt.Sprintf("  %-10s %s", m.Method, m.Summary))
	}
	return &ucli.Command{
		Name:      "count",
		Usage:     "count (or list) every solution for n, or for each n of a range",
		ArgsUsage: "N [TO] | N..TO",
		Description: "Prints a table of n, total solutions, unique solutions (up to rotation and reflection) and time,\n" +
			"checked against the published counts (OEIS A000170 and A002562, known to n = 27).\n\n" +
			"Methods (--method), from simple to fast, all giving the same totals:\n" + strings.Join(methods, "\n") + "\n\n" +
			"Examples:\n  nqueens count 8\n  nqueens count 8 14   (or 8..14)\n  nqueens count 10 --method backtrack\n" +
			"  nqueens count 12 --list > all12.txt\n  nqueens count 8 --list --unique --format board\n" +
			"  nqueens count 6 --list --animate   (watch backtracking find the 4 solutions)\n\n" +
			"Long counts (see deploy/ for clusters):\n" +
			"  nqueens count 20 --estimate                       # how long, from a quick sample\n" +
			"  nqueens count 20 --shard 3/64 -o r3.json          # shard 3 of 64 (K from 0 to M-1)\n" +
			"  nqueens count merge r*.json                       # check every shard is there, add up\n" +
			"  nqueens count 19 --checkpoint c19.json --resume   # save every 5s; go on after Ctrl-C or a crash",
		Commands: []*ucli.Command{mergeCommand(env)},
		Flags: append([]ucli.Flag{
			&ucli.StringFlag{Name: "method", Value: string(exact.Fast), Usage: "naive, backtrack, bitwise, iterative or fast"},
			&ucli.IntFlag{Name: "workers", Usage: "goroutines for the fast method (0: one per core)"},
			&ucli.BoolFlag{Name: "list", Usage: "print every solution instead of the table, each checked first"},
			&ucli.BoolFlag{Name: "unique", Usage: "with --list: only the canonical solution of each symmetry class"},
			&ucli.StringFlag{Name: "format", Value: string(textio.Perm), Usage: "with --list: perm (0-based rows, one solution per line), board, matrix or json"},
			&ucli.BoolFlag{Name: "ascii", Usage: "with --format board: ASCII characters only"},
			&ucli.BoolFlag{Name: "animate", Usage: fmt.Sprintf("with --list: draw the backtracking search step by step (n <= %d); q or Ctrl-C stops", countAnimateMax)},
			&ucli.DurationFlag{Name: "delay", Usage: fmt.Sprintf("pause between frames of --animate, such as 20ms (default %s on a terminal, none otherwise)", countAnimateDelay)},
		}, longFlags()...),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runCount(ctx, cmd, env)
		},
	}
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

func runCount(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	from, to, err := countArgs(cmd)
	if err != nil {
		return err
	}
	info, err := exact.LookupMethod(cmd.String("method"))
	if err != nil {
		return &cli.UsageError{Msg: "--method: " + err.Error()}
	}
	if to > info.MaxN {
		return cli.Usagef("--method %s takes n up to %d (it would take days beyond): use --method fast", info.Method, info.MaxN)
	}
	workers := cmd.Int("workers")
	if workers < 0 {
		return cli.Usagef("--workers %d: give 0 (one per core) or more", workers)
	}
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if handled, err := animateCount(ctx, cmd, env, from, to); handled {
		return err
	}
	if isLong(cmd) {
		if from != to || cmd.Bool("list") {
			return cli.Usagef("--shard, --checkpoint, --resume, --output and --estimate count one n, without --list")
		}
		return runLong(ctx, cmd, env, from, workers, info.Method)
	}
	if cmd.Bool("list") {
		return runList(ctx, cmd, env, from, to)
	}
	if cmd.IsSet("format") || cmd.Bool("ascii") {
		return cli.Usagef("--format and --ascii go with --list (the table always shows the unique count)")
	}
	out := bufio.NewWriter(env.Stdout)
	defer out.Flush()
	t := newCountTable(out, to)
	t.header()
	out.Flush()
	mismatch := false
	for n := from; n <= to; n++ {
		if n >= warnN {
			if err := warnLong(ctx, env.Stderr, n, workers, info.Method); err != nil {
				return interrupted(n, err)
			}
		}
		prog := startCountProgress(env.Stderr, n)
		c, err := exact.Count(ctx, n, exact.Options{Method: info.Method, Workers: workers, Progress: prog.update})
		prog.stop()
		if err != nil {
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return interrupted(n, err)
			}
			return cli.Failf("n = %d: %v", n, err)
		}
		if !t.row(c) {
			mismatch = true
		}
		out.Flush()
	}
	if mismatch {
		out.Flush()
		return cli.Failf("a count differs from the published value: this is a bug, please report it")
	}
	return nil
}

// interrupted is the failure after Ctrl-C: the finished rows are printed.
func interrupted(n int, err error) error {
	return cli.Failf("interrupted while counting n = %d (%v): the rows above are complete", n, err)
}

// warnLong says how long a count of n will take, from a sample of Fast's
// tasks.
func warnLong(ctx context.Context, stderr io.Writer, n, workers int, m exact.Method) error {
	plan, err := exact.NewPlan(n)
	if err != nil {
		return err
	}
	cpu, sampled, err := exact.Estimate(ctx, plan, 300*time.Millisecond)
	if err != nil {
		return err
	}
	wall := cpu / float64(workers)
	msg := fmt.Sprintf("n = %d takes about %s on %d cores (estimated from %d random samples of its %d subproblems)", n, roughTime(wall), workers, sampled, len(plan.Tasks))
	if m != exact.Fast {
		msg = fmt.Sprintf("n = %d takes about %s with --method fast on %d cores; %s is several times slower (on one core)", n, roughTime(wall), workers, m)
	}
	fmt.Fprintf(stderr, "nqueens count: %s; Ctrl-C stops it\n", msg)
	return nil
}

// roundDuration prints an estimate without false precision.
func roundDuration(d time.Duration) string {
	return roughTime(d.Seconds())
}

// roughTime prints a time estimate in seconds without false precision:
// seconds, minutes, hours, days, then years (in e-notation beyond a
// million). It never prints a negative time: the estimates of n >= 27 run
// to millions of years, past what a time.Duration holds.
func roughTime(sec float64) string {
	const day, year = 24 * 3600, 365.25 * 24 * 3600
	switch {
	case math.IsNaN(sec) || sec < 0:
		return "an unknown time"
	case sec < 59.5:
		return fmt.Sprintf("%.0fs", sec)
	case sec < 3600:
		return fmt.Sprintf("%.0f min", sec/60)
	case sec < 48*3600:
		return fmt.Sprintf("%.1f hours", sec/3600)
	case sec < 2*year:
		return fmt.Sprintf("%.0f days", sec/day)
	case sec < 1e6*year:
		return fmt.Sprintf("%.0f years", sec/year)
	case math.IsInf(sec, 1):
		return "forever"
	}
	return fmt.Sprintf("%.1e years", sec/year)
}

// countTable prints the table of counts with aligned columns.
type countTable struct {
	w      io.Writer
	totalW int
}

func newCountTable(w io.Writer, maxN int) *countTable {
	width := 5
	if total, _, ok := exact.Published(maxN); ok {
		width = max(width, len(strconv.FormatUint(total, 10)))
	} else {
		width = 20
	}
	return &countTable{w: w, totalW: width}
}

func (t *countTable) header() {
	fmt.Fprintf(t.w, "%3s  %*s  %*s  %9s  %s\n", "n", t.totalW, "total", t.totalW, "unique", "time", "check (OEIS A000170, A002562)")
}

// row prints c and reports whether it agrees with the published counts.
func (t *countTable) row(c exact.Counts) bool {
	unique := "-"
	if c.HasUnique {
		unique = strconv.FormatUint(c.Unique, 10)
	}
	check, ok := "ok", true
	if total, uniq, known := exact.Published(c.N); !known {
		check = "not published"
	} else if total != c.Total || c.HasUnique && uniq != c.Unique {
		check, ok = fmt.Sprintf("MISMATCH: published %d and %d", total, uniq), false
	}
	fmt.Fprintf(t.w, "%3d  %*d  %*s  %9s  %s\n", c.N, t.totalW, c.Total, t.totalW, unique, units.Duration(c.Elapsed), check)
	return ok
}

// countProgress reports a long count on a terminal: from the first second on,
// a line on stderr that is rewritten four times a second and erased at
// the end. On anything but a terminal it does nothing.
type countProgress struct {
	w           io.Writer
	n           int
	done, total atomic.Int64
	quit        chan struct{}
	finished    chan struct{}
}

func startCountProgress(stderr io.Writer, n int) *countProgress {
	p := &countProgress{w: stderr, n: n}
	if !cli.IsTerminal(stderr) {
		return p
	}
	p.quit, p.finished = make(chan struct{}), make(chan struct{})
	start := time.Now()
	go func() {
		defer close(p.finished)
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		shown := false
		for {
			select {
			case <-p.quit:
				if shown {
					fmt.Fprint(p.w, "\r\033[K")
				}
				return
			case <-tick.C:
				el := time.Since(start)
				done, total := p.done.Load(), p.total.Load()
				if el < time.Second || total == 0 {
					continue
				}
				left := "?"
				if done > 0 {
					left = roughTime(el.Seconds() * float64(total-done) / float64(done)) // float64: may pass 292 years
				}
				fmt.Fprintf(p.w, "\r\033[Kn = %d: %d of %d subproblems (%.0f%%), %s elapsed, about %s left", p.n, done, total, 100*float64(done)/float64(total), roundDuration(el), left)
				shown = true
			}
		}
	}()
	return p
}

func (p *countProgress) update(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

func (p *countProgress) stop() {
	if p.quit != nil {
		close(p.quit)
		<-p.finished
	}
}

// runList prints every solution (or every canonical one) for each n,
// checking each with nqueens.Verify first and the number against the
// published count at the end.
func runList(ctx context.Context, cmd *ucli.Command, env cli.Env, from, to int) error {
	format, err := textio.ParseFormat(cmd.String("format"))
	if err != nil || format == textio.Summary {
		return cli.Usagef("--format %q: with --list use perm, board, matrix or json", cmd.String("format"))
	}
	unique := cmd.Bool("unique")
	out := textio.NewListWriter(env.Stdout, format)
	defer out.Flush()
	style := render.Style{Unicode: !cmd.Bool("ascii")}
	out.Draw = func(w io.Writer, p nqueens.Placement) error { return render.Board(w, p, style) }
	for n := from; n <= to; n++ {
		if n >= warnN {
			fmt.Fprintf(env.Stderr, "nqueens count: listing n = %d prints billions of lines; Ctrl-C stops it\n", n)
		}
		var listed uint64
		var werr error
		err := exact.List(ctx, n, unique, func(p nqueens.Placement) bool {
			if err := nqueens.Verify(p); err != nil {
				werr = fmt.Errorf("internal error: listed an invalid placement %v: %v", p, err)
				return false
			}
			listed++
			werr = out.Write(p)
			return werr == nil
		})
		if werr != nil {
			return cli.Failf("%v", werr)
		}
		if err != nil {
			out.Flush()
			if errors.Is(err, context.Canceled) {
				return cli.Failf("interrupted while listing n = %d after %s", n, cli.Count(int64(listed), "solution"))
			}
			return cli.Failf("n = %d: %v", n, err)
		}
		if err := out.Flush(); err != nil {
			return cli.Failf("writing the list: %v", err)
		}
		what, seq := "solution", "A000170"
		total, uniq, known := exact.Published(n)
		want := total
		if unique {
			what, seq, want = "unique solution", "A002562", uniq
		}
		switch {
		case !known:
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s listed, each verified\n", n, cli.Count(int64(listed), what))
		case listed == want:
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s listed, each verified; OEIS %s agrees\n", n, cli.Count(int64(listed), what), seq)
		default:
			return cli.Failf("n = %d: listed %s but OEIS %s says %d: this is a bug, please report it", n, cli.Count(int64(listed), what), seq, want)
		}
	}
	return nil
}
