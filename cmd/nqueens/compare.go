package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/parse"
	"github.com/nqueens/nqueens/internal/registry"
	"github.com/nqueens/nqueens/internal/units"
)

const compareDescription = `Runs solvers side by side over board sizes and seeds and prints one row per
solver and n: median, min and max time, how many trials solved it, median
moves (or swaps) and restarts, and time per move. Every placement is checked
with nqueens.Verify before it counts; a wrong answer is a failure, in red.
The fastest median of each n is starred (and green); time limits and failures are red.

With no arguments it runs the classroom default: every registered solver at
n = 8, 16, 32, 64, the large-n solvers also at 1e3, 1e4 and 1e5 (qs1-classic,
minconflicts) or up to 1e6 (qs1, formula), seeds 1..5, 1s per trial. A solver
whose every trial at some n hits the time limit is skipped at larger n
(--keep-going runs them anyway). When "formula" is among the solvers, a last column shows each
time as a multiple of it (--baseline picks another). n = 2 and 3 have no
solution: a solver that says so is right, and its row reads "no solution",
with no time, ratio or benchmark line.

Examples:
  nqueens compare
  nqueens compare --solvers qs1,qs1-classic --n 1e3..1e6x10 --trials 10
  nqueens compare --n 8..64x2 --seeds 1..20 --time-limit 5s --chart times.svg
  nqueens compare --json runs.ndjson --bench runs.txt && benchstat -col /solver runs.txt

Ctrl-C stops the run and prints the table of the trials that finished.
--from FILE shows the trials an earlier --json FILE saved, without running.
Exit status: 0 when every answer was right (time limits included), 1 when a
solver returned a wrong answer or an error, or Ctrl-C stopped the run; 2 for
bad arguments.`

// compareCommand builds `nqueens compare`.
func compareCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "compare",
		Usage:       "run solvers side by side over n and seeds: a table, JSON, benchmark lines, a chart",
		Description: compareDescription,
		Flags: []ucli.Flag{
			&ucli.StringFlag{Name: "solvers", Usage: "comma-separated solver names, or all (default: all registered: " + strings.Join(solverNames(registry.All()), ", ") + ")"},
			&ucli.StringFlag{Name: "n", Usage: "board sizes: a list 8,16,32, a range 8..64 (step 1), 8..64+8 (step 8) or 8..64x2 (times 2), or a mix: 8,100..1e6x10"},
			&ucli.StringFlag{Name: "seeds", Usage: "seeds: a list 1,2,3 or a range 1..20 (default: 1..5)"},
			&ucli.IntFlag{Name: "trials", Usage: "seeds 1..`K`: K trials per solver and n (instead of --seeds)"},
			&ucli.DurationFlag{Name: "time-limit", Value: compare.ClassroomTimeLimit, Usage: "limit of each trial, such as 500ms or 10s (0: none)"},
			&ucli.IntFlag{Name: "parallel", Value: 1, Usage: "trials run at once; more than 1 makes timings interfere"},
			&ucli.BoolFlag{Name: "keep-going", Usage: "run a solver at larger n even after every trial at a smaller n hit the time limit"},
			&ucli.StringFlag{Name: "baseline", Value: "formula", Usage: "show times as multiples of this solver's (when it is among the solvers)"},
			&ucli.StringFlag{Name: "json", Usage: "write one JSON object per trial (NDJSON) to `FILE` (- for stdout, instead of the table)"},
			&ucli.StringFlag{Name: "bench", Usage: "write Go benchmark lines for benchstat to `FILE` (- for stdout, instead of the table)"},
			&ucli.StringFlag{Name: "chart", Usage: "draw median time against n, log-log, to `FILE`.svg or FILE.png"},
			&ucli.StringFlag{Name: "from", Usage: "show the trials of an earlier --json `FILE` (table, chart, bench lines) instead of running"},
			&ucli.StringFlag{Name: "color", Value: string(cli.ColorAuto), Usage: "color the table: auto, always or never (auto honours NO_COLOR and TERM)"},
			&ucli.BoolFlag{Name: "ascii", Usage: "draw the table frame with ASCII characters only"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runCompare(ctx, cmd, env)
		},
	}
}

// compareArgs are the parsed flags of `nqueens compare`.
type compareArgs struct {
	plan               compare.Plan
	from               string // NDJSON of earlier trials to show instead of running
	baseline           string
	json, bench, chart string // file names; "-" is stdout, "" none
	color              cli.ColorMode
	ascii              bool
}

func parseCompare(cmd *ucli.Command, env cli.Env) (compareArgs, error) {
	var a compareArgs
	if args := cmd.Args().Slice(); len(args) > 0 {
		got := strings.Join(args, " ")
		// Suggest --n with the arguments only when they read as sizes.
		ns := strings.Join(args, ",")
		if cmd.IsSet("n") {
			ns = cmd.String("n") + "," + ns
		}
		if _, err := parseSizes(ns); err == nil {
			return a, cli.Usagef("compare takes no arguments, got %q: give every size with --n, such as --n %s", got, ns)
		}
		return a, cli.Usagef("compare takes no arguments, got %q: give sizes with --n, such as --n 8,16,32", got)
	}
	if err := parseOutputs(cmd, &a); err != nil {
		return a, err
	}
	if a.from = cmd.String("from"); a.from != "" {
		for _, f := range []string{"solvers", "n", "seeds", "trials", "time-limit", "parallel", "keep-going"} {
			if cmd.IsSet(f) {
				return a, cli.Usagef("--from reads finished trials: --%s has nothing to do", f)
			}
		}
		return a, nil
	}
	solvers := registry.All()
	if s := strings.TrimSpace(cmd.String("solvers")); s != "" && s != "all" {
		solvers = nil
		for _, name := range strings.Split(s, ",") {
			e, err := registry.Lookup(strings.TrimSpace(name))
			if err != nil {
				return a, cli.Usagef("--solvers: %v", err)
			}
			if !slices.ContainsFunc(solvers, func(x registry.Entry) bool { return x.Name == e.Name }) {
				solvers = append(solvers, e)
			}
		}
	}
	if len(solvers) == 0 {
		return a, cli.Usagef("--solvers: no solver is registered")
	}

	if s := cmd.String("n"); s != "" {
		ns, err := parseSizes(s)
		if err != nil {
			return a, err
		}
		a.plan.Cases = compare.Grid(solvers, ns)
		if len(a.plan.Cases) == 0 {
			return a, cli.Usagef("--n %s: every size is beyond what the solvers accept", s)
		}
		for _, e := range solvers {
			if e.MaxN > 0 && ns[len(ns)-1] > e.MaxN {
				fmt.Fprintf(env.Stderr, "nqueens compare: %s takes n up to %d; larger sizes are left out for it\n", e.Name, e.MaxN)
			}
		}
	} else {
		a.plan.Cases = compare.Classroom(solvers)
	}
	for _, c := range a.plan.Cases {
		if err := cli.CheckMemory(c.Solver.Need, c.N, env.Available); err != nil {
			return a, fmt.Errorf("%s: %w", c.Solver.Name, err)
		}
	}

	switch {
	case cmd.IsSet("seeds") && cmd.IsSet("trials"):
		return a, cli.Usagef("give --seeds or --trials, not both")
	case cmd.IsSet("seeds"):
		seeds, err := parseSeeds(cmd.String("seeds"))
		if err != nil {
			return a, err
		}
		a.plan.Seeds = seeds
	case cmd.IsSet("trials"):
		k := cmd.Int("trials")
		if k < 1 || k > maxList {
			return a, cli.Usagef("--trials %d: give 1 to %d", k, maxList)
		}
		for s := range k {
			a.plan.Seeds = append(a.plan.Seeds, uint64(s+1))
		}
	default:
		a.plan.Seeds = slices.Clone(compare.ClassroomSeeds)
	}

	a.plan.TimeLimit = cmd.Duration("time-limit")
	if a.plan.TimeLimit < 0 {
		return a, cli.Usagef("--time-limit %v: must not be negative", a.plan.TimeLimit)
	}
	a.plan.Parallel = cmd.Int("parallel")
	if a.plan.Parallel < 1 || a.plan.Parallel > 256 {
		return a, cli.Usagef("--parallel %d: give 1 to 256", a.plan.Parallel)
	}
	a.plan.StopAfterLimit = !cmd.Bool("keep-going")
	if cmd.IsSet("baseline") && !slices.ContainsFunc(solvers, func(e registry.Entry) bool { return e.Name == a.baseline }) {
		return a, cli.Usagef("--baseline %q is not among the solvers compared: %s", a.baseline, strings.Join(solverNames(solvers), ", "))
	}

	return a, nil
}

// parseOutputs reads the flags that say what to write.
func parseOutputs(cmd *ucli.Command, a *compareArgs) error {
	a.baseline = cmd.String("baseline")
	a.json, a.bench, a.chart = cmd.String("json"), cmd.String("bench"), cmd.String("chart")
	if a.json == "-" && a.bench == "-" {
		return cli.Usagef("--json and --bench cannot both write to stdout (-): give one a file")
	}
	if a.chart != "" {
		if f := chartFormat(a.chart); f == "" {
			return cli.Usagef("--chart %s: the file name must end in .svg or .png", a.chart)
		}
	}
	switch m := cli.ColorMode(cmd.String("color")); m {
	case cli.ColorAuto, cli.ColorAlways, cli.ColorNever:
		a.color = m
	default:
		return cli.Usagef("--color %q: use auto, always or never", m)
	}
	a.ascii = cmd.Bool("ascii")
	return nil
}

func runCompare(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	a, err := parseCompare(cmd, env)
	if err != nil {
		return err
	}
	var (
		trials []compare.Trial
		runErr error
		note   string
	)
	if a.from != "" {
		if trials, err = readTrials(a.from); err != nil {
			return err
		}
		note = fmt.Sprintf("%s read from %s; times are medians of correct answers", cli.Plural(int64(len(trials)), "trials"), a.from)
	}
	// The files are created before the run, so that a path that cannot be
	// written fails at once rather than after every trial.
	out, err := createOutputs(a)
	if err != nil {
		return err
	}
	defer out.close()
	if a.from == "" {
		bar := newProgress(env.Stderr, a.plan.Trials())
		a.plan.OnTrial = bar.trial
		start := time.Now()
		trials, runErr = compare.Run(ctx, a.plan)
		note = caption(a.plan, len(trials), time.Since(start))
		bar.clear()
	}

	steps := map[string]string{}
	hasBaseline := false
	for _, t := range trials {
		if e, err := registry.Lookup(t.Solver); err == nil {
			steps[t.Solver] = e.StepName
		}
		hasBaseline = hasBaseline || t.Solver == a.baseline
	}
	if !hasBaseline {
		if cmd.IsSet("baseline") && len(trials) > 0 {
			return cli.Usagef("--baseline %q is not among the solvers compared", a.baseline)
		}
		a.baseline = ""
	}
	rows := compare.Summarize(trials, steps, a.baseline)

	if err := writeTrials(a.json, &out.json, env.Stdout, func(w io.Writer) error { return compare.WriteJSON(w, trials) }); err != nil {
		return err
	}
	if err := writeTrials(a.bench, &out.bench, env.Stdout, func(w io.Writer) error { return compare.WriteBench(w, trials) }); err != nil {
		return err
	}
	if a.json != "-" && a.bench != "-" {
		opt := compare.TableOptions{Color: cli.UseColor(a.color, env.Stdout, env.Getenv), ASCII: a.ascii, Baseline: a.baseline}
		if err := compare.WriteTable(env.Stdout, rows, opt); err != nil {
			return err
		}
		if _, err := fmt.Fprintln(env.Stdout, note); err != nil {
			return err
		}
	}
	if out.chart != nil {
		if len(trials) > 0 {
			f := out.chart
			out.chart = nil
			if err := writeChart(f, a.chart, rows); err != nil {
				return err
			}
		} else {
			// Nothing to draw: leave any older chart as it was.
			out.chart.Abort()
			out.chart = nil
		}
	}

	if runErr != nil {
		if errors.Is(runErr, context.Canceled) {
			return cli.Failf("interrupted: %d of %s finished, shown above", len(trials), cli.Plural(int64(a.plan.Trials()), "trials"))
		}
		return cli.Failf("%v", runErr)
	}
	bad := 0
	for _, t := range trials {
		if t.Outcome == compare.Invalid || t.Outcome == compare.Failed {
			bad++
		}
	}
	if bad > 0 {
		return cli.Failf("%s returned a wrong answer or an error (see the notes under the table)", cli.Plural(int64(bad), "trials"))
	}
	return nil
}

// readTrials reads the NDJSON of an earlier run ("-": standard input is
// not offered, the file must be named).
func readTrials(path string) ([]compare.Trial, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, cli.Failf("--from: %v", err)
	}
	defer f.Close()
	trials, err := compare.ReadJSON(f)
	if err != nil {
		return nil, cli.Failf("--from %s: %v", path, err)
	}
	if len(trials) == 0 {
		return nil, cli.Failf("--from %s: no trials in the file", path)
	}
	return trials, nil
}

// caption is the line under the table: what was run and how long it took.
func caption(p compare.Plan, done int, wall time.Duration) string {
	limit := "no time limit"
	if p.TimeLimit > 0 {
		limit = "time limit " + units.Duration(p.TimeLimit) + " per trial"
	}
	how := "one trial at a time"
	if p.Parallel > 1 {
		how = fmt.Sprintf("%d trials at a time", p.Parallel)
	}
	return fmt.Sprintf("%d of %s in %s (%s, %s); seeds %s; times are medians of correct answers, every placement checked with nqueens.Verify",
		done, cli.Plural(int64(p.Trials()), "trials"), units.Duration(wall), limit, how, seedsText(p.Seeds))
}

func seedsText(seeds []uint64) string {
	if len(seeds) > 1 && seeds[len(seeds)-1]-seeds[0] == uint64(len(seeds)-1) && slices.IsSorted(seeds) {
		return fmt.Sprintf("%d..%d", seeds[0], seeds[len(seeds)-1])
	}
	parts := make([]string, len(seeds))
	for i, s := range seeds {
		parts[i] = strconv.FormatUint(s, 10)
	}
	return strings.Join(parts, ",")
}

// outputs are the files --json, --bench and --chart write to (nil: none,
// or stdout).
type outputs struct{ json, bench, chart *output.File }

// createOutputs creates the files a names ("-" is stdout, "" none), so
// that a path that cannot be written is a failure naming it before any
// work is done.
func createOutputs(a compareArgs) (outputs, error) {
	var o outputs
	for _, x := range []struct {
		flag, path string
		f          **output.File
	}{{"json", a.json, &o.json}, {"bench", a.bench, &o.bench}, {"chart", a.chart, &o.chart}} {
		if x.path == "" || x.path == "-" {
			continue
		}
		f, err := output.Create(x.path)
		if err != nil {
			o.close()
			return outputs{}, err
		}
		*x.f = f
	}
	return o, nil
}

// close gives up the files not yet written (on an early return): the
// files they would replace stay as they were.
func (o *outputs) close() {
	for _, f := range []**output.File{&o.json, &o.bench, &o.chart} {
		if *f != nil {
			(*f).Abort()
			*f = nil
		}
	}
}

// writeTrials writes with write to f, or to stdout when path is "-";
// nothing when path is "". It commits *f and sets it to nil.
func writeTrials(path string, f **output.File, stdout io.Writer, write func(io.Writer) error) error {
	switch path {
	case "":
		return nil
	case "-":
		return write(stdout)
	}
	err := write(*f)
	if err == nil {
		err = (*f).Commit()
	}
	(*f).Abort()
	*f = nil
	return err
}

// writeChart draws rows to f (named path, whose extension gives the
// format) and closes it.
func writeChart(f *output.File, path string, rows []compare.Row) error {
	err := compare.WriteChart(f, chartFormat(path), rows)
	if err == nil {
		err = f.Commit()
	}
	f.Abort()
	var oe *output.Error
	if err != nil && !errors.As(err, &oe) {
		return cli.Failf("--chart %s: %v", path, err)
	}
	return err
}

func chartFormat(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg":
		return "svg"
	case ".png":
		return "png"
	}
	return ""
}

func solverNames(es []registry.Entry) []string {
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.Name
	}
	return names
}

// maxList bounds how many sizes or seeds a list or range may expand to.
const maxList = parse.MaxList

// parseSizes reads --n (package parse's size list) as a usage error.
func parseSizes(s string) ([]int, error) {
	ns, err := parse.Sizes(s, nqueens.MaxN)
	if err != nil {
		return nil, cli.Usagef("--n %s: %v", s, err)
	}
	return ns, nil
}

// parseSeeds reads --seeds (package parse's seed list) as a usage error.
func parseSeeds(s string) ([]uint64, error) {
	seeds, err := parse.Seeds(s)
	if err != nil {
		return nil, cli.Usagef("--seeds %s: %v", s, err)
	}
	return seeds, nil
}

// progress draws a bar on stderr while trials run, only when stderr is a
// terminal; it knows the total in advance.
type progress struct {
	w           io.Writer
	on          bool
	total, done int
	last        time.Time
}

func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, on: cli.IsTerminal(w), total: total}
}

// trial is Plan.OnTrial: it redraws at most 20 times a second.
func (p *progress) trial(t compare.Trial) {
	p.done++
	if !p.on || p.done < p.total && time.Since(p.last) < 50*time.Millisecond {
		return
	}
	p.last = time.Now()
	const width = 30
	fill := width * p.done / max(p.total, 1)
	fmt.Fprintf(p.w, "\r\x1b[K[%s%s] %d/%d trials  %s n=%d seed %d: %s",
		strings.Repeat("=", fill), strings.Repeat(" ", width-fill), p.done, p.total, t.Solver, t.N, t.Seed, t.Outcome)
}

func (p *progress) clear() {
	if p.on {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
