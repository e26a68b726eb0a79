package compare

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nqueens/nqueens/internal/registry"
	"github.com/nqueens/nqueens/internal/units"
)

// Solvers returns the registered solvers that list names, comma-separated,
// in the list's order and without repeats; "" or "all" names every
// registered solver, in the registry's order. An unknown name is an error
// that lists the known ones.
func Solvers(list string) ([]registry.Entry, error) {
	list = strings.TrimSpace(list)
	if list == "" || list == "all" {
		all := registry.All()
		if len(all) == 0 {
			return nil, errors.New("no solver is registered")
		}
		return all, nil
	}
	var solvers []registry.Entry
	for name := range strings.SplitSeq(list, ",") {
		e, err := registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(solvers, func(x registry.Entry) bool { return x.Name == e.Name }) {
			solvers = append(solvers, e)
		}
	}
	return solvers, nil
}

// Cases returns the cases of a plan: solvers at the sizes ns ([Grid]), or
// the classroom default ([Classroom]) when ns is nil. cut lists the solvers
// that leave out some of ns because they are beyond their MaxN.
func Cases(solvers []registry.Entry, ns []int) (cases []Case, cut []registry.Entry) {
	if ns == nil {
		return Classroom(solvers), nil
	}
	top := slices.Max(ns)
	for _, e := range solvers {
		if e.MaxN > 0 && top > e.MaxN {
			cut = append(cut, e)
		}
	}
	return Grid(solvers, ns), cut
}

// ErrNoCase is the error of [NewPlan] when every size is beyond what the
// solvers accept.
var ErrNoCase = errors.New("compare: every size is beyond what the solvers accept")

// NewPlan returns the plan of solvers at the sizes ns ([Cases]; nil: the
// classroom default), its other fields zero, and the solvers that leave
// out some of ns because they are beyond their MaxN; ErrNoCase when no
// case is left.
func NewPlan(solvers []registry.Entry, ns []int) (Plan, []registry.Entry, error) {
	cases, cut := Cases(solvers, ns)
	if len(cases) == 0 {
		return Plan{}, cut, ErrNoCase
	}
	return Plan{Cases: cases}, cut, nil
}

// BaselineError is the error of [CheckBaseline]: Baseline is not among
// Solvers, the names of the solvers compared.
type BaselineError struct {
	Baseline string
	Solvers  []string
}

func (e *BaselineError) Error() string {
	return fmt.Sprintf("%q is not among the solvers compared: %s", e.Baseline, strings.Join(e.Solvers, ", "))
}

// CheckBaseline returns a [*BaselineError] when baseline is not the name
// of one of solvers, nil when it is.
func CheckBaseline(solvers []registry.Entry, baseline string) error {
	if slices.ContainsFunc(solvers, func(e registry.Entry) bool { return e.Name == baseline }) {
		return nil
	}
	names := make([]string, len(solvers))
	for i, e := range solvers {
		names[i] = e.Name
	}
	return &BaselineError{Baseline: baseline, Solvers: names}
}

// RunReport runs p ([Run]) and returns the report of the trials that
// finished, divided by baseline, with its caption ([Caption]), and Run's
// error.
func RunReport(ctx context.Context, p Plan, baseline string) (Report, error) {
	start := time.Now()
	trials, err := Run(ctx, p)
	return NewReport(trials, baseline, Caption(p, len(trials), time.Since(start))), err
}

// ReadReport reads the trials of an earlier run from the file at path
// ([ReadFile]) and returns their report, divided by baseline.
func ReadReport(path, baseline string) (Report, error) {
	trials, err := ReadFile(path)
	if err != nil {
		return Report{}, err
	}
	return NewReport(trials, baseline, fmt.Sprintf("%s read from %s; times are medians of correct answers", units.Plural(int64(len(trials)), "trials"), path)), nil
}

// Caption is the line under the table of a run of p: how many of its
// trials finished in what wall time, under which limit, how many at a
// time, with which seeds.
func Caption(p Plan, done int, wall time.Duration) string {
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
	return fmt.Sprintf("%d of %s in %s (%s, %s); %s %s; times are medians of correct answers, every placement checked with nqueens.Verify",
		done, units.Count(int64(p.Trials()), "trial"), units.Duration(wall), limit, how, seeds, seedsText(p.Seeds))
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

// Report is what a comparison shows: the trials, their rows, the baseline
// the rows are divided by and the caption under the table.
type Report struct {
	Trials   []Trial
	Rows     []Row
	Baseline string // "" when the baseline asked for is not among the trials
	Caption  string
}

// NewReport summarizes trials into rows ([Summarize], with the step nouns
// of the registry), dividing by baseline when it is among them. O(t log t)
// for t trials.
func NewReport(trials []Trial, baseline, caption string) Report {
	if !slices.ContainsFunc(trials, func(t Trial) bool { return t.Solver == baseline }) {
		baseline = ""
	}
	return Report{Trials: trials, Rows: Summarize(trials, StepNames(trials), baseline), Baseline: baseline, Caption: caption}
}

// Wrong counts the trials that returned a wrong answer or an error
// ([Invalid], [Failed]).
func (r Report) Wrong() int {
	bad := 0
	for _, t := range r.Trials {
		if t.Outcome == Invalid || t.Outcome == Failed {
			bad++
		}
	}
	return bad
}

// WriteText writes r as a person reads it: the table of its rows
// ([WriteTable], divided by r's baseline; opt.Baseline is ignored), then
// the caption wrapped to opt.Width (0: one line).
func (r Report) WriteText(w io.Writer, opt TableOptions) error {
	opt.Baseline = r.Baseline
	if err := WriteTable(w, r.Rows, opt); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, Wrap(r.Caption, opt.Width))
	return err
}
