package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/chart"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/trialbar"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
)

// compareCommand builds `nqueens compare`.
func compareCommand(env cli.Env, solvers registry.List) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "compare",
		Usage:       "run solvers side by side over n and seeds: table, JSON, benchmark lines, chart",
		Description: compareManual,
		Flags: []ucli.Flag{
			&ucli.StringFlag{Name: "solvers", Usage: "comma-separated solver names, or all (default: all registered: " + strings.Join(solvers.Names(), ", ") + ")"},
			&ucli.StringFlag{Name: "n", Usage: "board sizes: a list 8,16,32, a range 8..64 (step 1), 8..64+8 (step 8) or 8..64x2 (times 2), or a mix: 8,100..1e6x10"},
			&ucli.StringFlag{Name: "seeds", Usage: "seeds: a list 1,2,3 or a range 1..20 (default: 1..5)"},
			&cli.IntFlag{Name: "trials", Usage: "seeds 1..`K`: K trials per solver and n (instead of --seeds)"},
			&ucli.DurationFlag{Name: "time-limit", Value: compare.ClassroomTimeLimit, Usage: "limit of each trial, such as 500ms or 10s (0: none)"},
			&cli.IntFlag{Name: "parallel", Value: 1, Usage: "trials run at once; more than 1 makes timings interfere"},
			&ucli.BoolFlag{Name: "keep-going", Usage: "run a solver at larger n even after every trial at a smaller n hit the time limit"},
			&ucli.StringFlag{Name: "baseline", Value: "formula", Usage: "show times as multiples of this solver's (when it is among the solvers)"},
			&ucli.StringFlag{Name: "json", Usage: "write one JSON object per trial (NDJSON) to `FILE` (- for standard output, instead of the table)"},
			&ucli.StringFlag{Name: "bench", Usage: "write Go benchmark lines for benchstat to `FILE` (- for standard output, instead of the table)"},
			&ucli.StringFlag{Name: "chart", Usage: "draw median time against n, log-log, to `FILE`.svg or FILE.png"},
			&ucli.StringFlag{Name: "from", Usage: "show the trials of an earlier --json `FILE` (table, chart, bench lines) instead of running"},
			&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color the table: auto, always or never (auto honours NO_COLOR and TERM)"},
			&ucli.BoolFlag{Name: "ascii", Usage: "draw the table frame with ASCII characters only"},
			&cli.IntFlag{Name: "width", Usage: "fit the table in `COLUMNS` columns (default: the terminal's width; files and pipes: no limit)"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runCompare(ctx, cmd, env, solvers)
		},
	}, cli.Contract{
		Outputs: []string{"json", "bench", "chart"},
		JSON:    func(cmd *ucli.Command) bool { return cmd.String("json") == "-" },
		Needs:   compareNeeds,
		Choices: map[string][]string{"color": terminal.ColorModes, "baseline": solvers.Names()},
	})
}

// fromNeeds is the condition of the flags of a run, which --from does not do.
const fromNeeds = "!from; --from shows finished trials"

// tableNeeds is the condition of the flags of the table, which is not
// printed when --json or --bench takes standard output.
const tableNeeds = "!json=- !bench=-; the table is not printed when standard output takes the records"

// compareNeeds is when each flag of compare has an effect.
var compareNeeds = cli.Needs{
	"solvers": fromNeeds, "n": fromNeeds, "seeds": fromNeeds,
	"time-limit": fromNeeds, "parallel": fromNeeds,
	"color": tableNeeds, "ascii": tableNeeds, "width": tableNeeds, "baseline": tableNeeds,
	"trials":     "!from !seeds; --trials K is the seeds 1..K",
	"keep-going": "!from !time-limit=0s; without a time limit no trial is skipped",
}

// compareArgs are the parsed flags of `nqueens compare`.
type compareArgs struct {
	plan               compare.Plan
	from               string // NDJSON of earlier trials to show instead of running
	baseline           string
	json, bench, chart string // file names; "-" is stdout, "" none
	color              terminal.ColorMode
	ascii              bool
	width              int // --width; 0: the terminal's
}

// parseCompare reads compare's flags once: what to write, and either the
// file of earlier trials to show (--from) or the plan of trials to run.
func parseCompare(cmd *ucli.Command, env cli.Env, solvers registry.List) (compareArgs, error) {
	var a compareArgs
	if err := noArguments(cmd); err != nil {
		return a, err
	}
	if err := parseOutputs(cmd, &a); err != nil {
		return a, err
	}
	if a.from = cmd.String("from"); a.from != "" {
		return a, nil // without the flags of a run (compareNeeds)
	}
	var err error
	a.plan, err = parsePlan(cmd, env, solvers, a.baseline)
	return a, err
}

// noArguments refuses arguments (compare takes sizes with --n), with an
// example built from them when they read as sizes.
func noArguments(cmd *ucli.Command) error {
	args := cmd.Args().Slice()
	if len(args) == 0 {
		return nil
	}
	got := strings.Join(args, " ")
	ns := strings.Join(args, ",")
	if cmd.IsSet("n") {
		ns = cmd.String("n") + "," + ns
	}
	if _, err := parseSizes("n", ns); err == nil {
		return cli.Usagef("compare takes no arguments, got %q: give every size with --n, such as --n %s", got, ns)
	}
	return cli.Usagef("compare takes no arguments, got %q: give sizes with --n, such as --n 8,16,32", got)
}

// parsePlan reads the plan of trials: the solvers and sizes (each case
// refused before any runs when the machine has not the memory for it),
// the seeds, the limits and baseline, a solver that takes none of them.
// The solvers are those of list that --solvers names.
func parsePlan(cmd *ucli.Command, env cli.Env, list registry.List, baseline string) (compare.Plan, error) {
	var plan compare.Plan
	solvers, err := comparetab.Solvers(list, cmd.String("solvers"))
	if err != nil {
		return plan, cli.Usagef("--solvers: %v", err)
	}
	var ns []int // nil: the classroom default
	if s := cmd.String("n"); s != "" {
		if ns, err = parseSizes("n", s); err != nil {
			return plan, err
		}
	}
	var cut []compare.Solver
	if plan, cut, err = compare.NewPlan(solvers, ns); err != nil {
		return plan, cli.Usagef("--n %s: every size is beyond what the solvers accept", cmd.String("n"))
	}
	for _, e := range cut {
		cli.Notef(env.Stderr, "%s takes n up to %d; larger sizes are left out for it", e.Name, e.MaxN)
	}
	for _, c := range plan.Cases {
		e, _ := list.Lookup(c.Solver.Name) // comparetab.Solvers took it from there
		if err := env.CheckMemory(e.Need, c.N); err != nil {
			return plan, fmt.Errorf("%w (solver %s)", err, c.Solver.Name)
		}
	}
	if plan.Seeds, err = seedFlags(cmd, compare.ClassroomSeeds); err != nil {
		return plan, err
	}
	if plan.TimeLimit, err = cli.TimeLimit(cmd); err != nil {
		return plan, err
	}
	plan.Parallel = cmd.Int("parallel")
	if plan.Parallel < 1 || plan.Parallel > 256 {
		return plan, cli.Usagef("--parallel %d: give 1 to 256", plan.Parallel)
	}
	plan.StopAfterLimit = !cmd.Bool("keep-going")
	if err := compare.CheckBaseline(solvers, baseline); err != nil && cmd.IsSet("baseline") {
		return plan, cli.Usagef("--baseline %v", err)
	}
	return plan, nil
}

// parseOutputs reads the flags that say what to write.
func parseOutputs(cmd *ucli.Command, a *compareArgs) error {
	a.baseline = cmd.String("baseline")
	a.json, a.bench, a.chart = cmd.String("json"), cmd.String("bench"), cmd.String("chart")
	if a.json == "-" && a.bench == "-" {
		return cli.Usagef("--json and --bench cannot both write to standard output (-): give one a file")
	}
	if a.chart != "" && chart.Format(a.chart) == "" {
		return cli.Usagef("--chart %s: the file name must end in .svg or .png", a.chart)
	}
	var err error
	if a.color, err = cli.ColorFlag(cmd); err != nil {
		return err
	}
	a.ascii = cmd.Bool("ascii")
	if a.width = cmd.Int("width"); a.width < 0 || (a.width > 0 && a.width < 40) {
		return cli.Usagef("--width %d: give 40 columns or more", a.width)
	}
	return nil
}

func runCompare(ctx context.Context, cmd *ucli.Command, env cli.Env, solvers registry.List) error {
	a, err := parseCompare(cmd, env, solvers)
	if err != nil {
		return err
	}
	// The files were opened before the run (by the runner), so that a path
	// that cannot be written is refused at once rather than after every trial.
	files := cli.OutputsOf(ctx)
	var (
		rep    comparetab.Report
		runErr error
	)
	if a.from != "" {
		if rep, err = readReport(ctx, env, a); err != nil {
			return err
		}
	} else {
		bar := trialbar.New(env.Stderr, env.Getenv, a.plan.Trials())
		a.plan.OnTrial = func(t compare.Trial) { bar.Done(t.String()) }
		rep, runErr = comparetab.RunReport(ctx, a.plan, a.baseline)
		bar.Clear()
	}
	if rep.Baseline == "" && cmd.IsSet("baseline") && len(rep.Trials) > 0 {
		return cli.Usagef("--baseline %q is not among the solvers compared", a.baseline)
	}
	if runErr != nil {
		files.Abort() // stopped: the files keep what they held; stdout shows what finished
	}
	if err := writeReport(rep, a, files, env); err != nil {
		return err
	}
	if runErr != nil {
		err := cli.Failf("%v", runErr)
		if errors.Is(runErr, context.Canceled) {
			err = cli.Failf("interrupted: %d of %s finished, shown above; no file written", len(rep.Trials), units.Plural(int64(a.plan.Trials()), "trials"))
		}
		if st, stop := cli.StopStatus(ctx, runErr); stop && a.json == "-" { // the trials that finished, then what cut them short
			if werr := cli.WriteStopped(env.Stdout, st, err.Error()); werr != nil {
				return werr
			}
		}
		return err
	}
	if bad := rep.Wrong(); bad > 0 {
		return cli.Failf("%s returned a wrong answer or an error (see the notes under the table)", units.Plural(int64(bad), "trials"))
	}
	return nil
}

// readReport reads --from's trials: a file that cannot be read, or that
// holds no trials, is a usage error, as every malformed input is.
func readReport(ctx context.Context, env cli.Env, a compareArgs) (comparetab.Report, error) {
	in, err := cli.Open(ctx, env, a.from)
	if err != nil {
		return comparetab.Report{}, err
	}
	defer in.Close()
	rep, err := comparetab.ReadReport(in, a.from, a.baseline)
	switch {
	case err != nil && ctx.Err() != nil:
		return rep, cli.Failf("interrupted while reading --from %s", a.from)
	case err != nil:
		return rep, cli.Inputf("--from %s: %v", a.from, err)
	}
	return rep, nil
}

// writeReport writes rep in every form a asks for: the NDJSON, the
// benchmark lines, the table with its caption (unless stdout took one of
// the others), the chart (none without trials).
func writeReport(rep comparetab.Report, a compareArgs, files *cli.Outputs, env cli.Env) error {
	if err := files.Write("json", env.Stdout, func(w io.Writer) error { return compare.WriteJSON(w, rep.Trials) }); err != nil {
		return err
	}
	if err := files.Write("bench", env.Stdout, func(w io.Writer) error { return compare.WriteBench(w, rep.Trials) }); err != nil {
		return err
	}
	if a.json != "-" && a.bench != "-" {
		opt := comparetab.TableOptions{Color: terminal.UseColor(a.color, env.Stdout, env.Getenv), ASCII: a.ascii, Width: terminal.Width(env.Stdout, a.width, env.Getenv)}
		if err := rep.WriteText(env.Stdout, opt); err != nil {
			return err
		}
	}
	if len(rep.Trials) == 0 {
		return nil
	}
	return files.Write("chart", nil, func(w io.Writer) error { return comparetab.WriteChart(w, chart.Format(a.chart), rep.Rows) })
}
