package compare

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// planCases returns the cases of a plan: solvers at the sizes ns ([Grid]),
// or the classroom default ([Classroom]) when ns is nil. cut lists the
// solvers that leave out some of ns because they are beyond their MaxN.
func planCases(solvers []Solver, ns []int) (cases []Case, cut []Solver) {
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

// NewPlan returns the plan of solvers at the sizes ns ([Grid]; nil: the
// classroom default, [Classroom]), its other fields zero, and the solvers that leave
// out some of ns because they are beyond their MaxN; ErrNoCase when no
// case is left.
func NewPlan(solvers []Solver, ns []int) (Plan, []Solver, error) {
	cases, cut := planCases(solvers, ns)
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
func CheckBaseline(solvers []Solver, baseline string) error {
	if slices.ContainsFunc(solvers, func(e Solver) bool { return e.Name == baseline }) {
		return nil
	}
	names := make([]string, len(solvers))
	for i, e := range solvers {
		names[i] = e.Name
	}
	return &BaselineError{Baseline: baseline, Solvers: names}
}

// Report is what a comparison found: the trials, their rows and the
// baseline the rows are divided by.
type Report struct {
	Trials   []Trial
	Rows     []Row
	Baseline string // "" when the baseline asked for is not among the trials
}

// NewReport summarizes trials into rows ([Summarize] with solvers),
// dividing by baseline when it is among them. O(t log t + s) for t trials
// and s solvers.
func NewReport(trials []Trial, solvers []Solver, baseline string) Report {
	if !slices.ContainsFunc(trials, func(t Trial) bool { return t.Solver == baseline }) {
		baseline = ""
	}
	return Report{Trials: trials, Rows: Summarize(trials, solvers, baseline), Baseline: baseline}
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
