package comparetab

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
)

// Report is a comparison's report with the caption under its table.
type Report struct {
	compare.Report
	Caption string
}

// RunReport runs p ([compare.Run]) and returns the report of the trials
// that finished, summarized with the solvers of p's cases and divided by
// baseline, with its caption (how many trials finished in what time, under
// which limit, with which seeds), and Run's error.
func RunReport(ctx context.Context, p compare.Plan, baseline string) (Report, error) {
	start := time.Now()
	trials, err := compare.Run(ctx, p)
	var solvers []compare.Solver
	for _, c := range p.Cases {
		solvers = append(solvers, c.Solver)
	}
	return Report{compare.NewReport(trials, solvers, baseline), caption(p, len(trials), time.Since(start))}, err
}

// ReadReport reads the trials of an earlier run from r, the file named
// name ([compare.ReadJSON]), and returns their report, summarized with the
// registry's solvers ([All]) and divided by baseline. A file without a
// trial is an error.
func ReadReport(r io.Reader, name, baseline string) (Report, error) {
	trials, err := compare.ReadJSON(r)
	if err == nil && len(trials) == 0 {
		err = errors.New("no trials in the file")
	}
	if err != nil {
		return Report{}, err
	}
	return Report{compare.NewReport(trials, All(registry.Solvers()), baseline),
		fmt.Sprintf("%s read from %s; times are medians of correct answers", units.Plural(int64(len(trials)), "trials"), name)}, nil
}

// caption is the line under the table of a run of p: how many of its
// trials finished in what wall time, under which limit, how many at a
// time, with which seeds.
func caption(p compare.Plan, done int, wall time.Duration) string {
	limit := "no time limit"
	if p.TimeLimit > 0 {
		limit = "time limit " + units.Duration(p.TimeLimit) + " per trial"
	}
	how := "one trial at a time"
	if p.Parallel > 1 {
		how = fmt.Sprintf("%d trials at a time", p.Parallel)
	}
	seeds := "seeds"
	if len(p.Seeds) == 1 {
		seeds = "seed"
	}
	return fmt.Sprintf("%d of %s in %s (%s, %s); %s %s; times are medians of correct answers (a solve under %s timed again, warm, in batches), every placement checked with nqueens.Verify",
		done, units.Count(int64(p.Trials()), "trial"), units.Duration(wall), limit, how, seeds, seedsText(p.Seeds), units.Duration(compare.BatchTime))
}

// seedsText writes seeds as a range a..b when they are consecutive, else
// as a list.
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

// WriteText writes r as a person reads it: the table of its rows
// ([WriteTable], divided by r's baseline; opt.Baseline is ignored), then
// the caption wrapped to opt.Width (0: one line).
func (r Report) WriteText(w io.Writer, opt TableOptions) error {
	opt.Baseline = r.Baseline
	if err := WriteTable(w, r.Rows, opt); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, wrapText(r.Caption, opt.Width))
	return err
}
