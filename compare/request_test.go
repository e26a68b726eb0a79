package compare_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/compare"
)

func names(es []compare.Solver) []string {
	var ns []string
	for _, e := range es {
		ns = append(ns, e.Name)
	}
	return ns
}

func sameCase(a, b compare.Case) bool { return a.N == b.N && a.Solver.Name == b.Solver.Name }

func TestReport(t *testing.T) {
	trials := []compare.Trial{
		{Solver: "qs1", N: 8, Seed: 1, Elapsed: time.Millisecond, Outcome: compare.Solved},
		{Solver: "formula", N: 8, Seed: 1, Elapsed: time.Microsecond, Outcome: compare.Solved},
		{Solver: "qs1", N: 8, Seed: 2, Outcome: compare.Invalid, Detail: "two queens attack"},
	}
	r := compare.NewReport(trials, nil, "formula")
	if r.Baseline != "formula" || len(r.Rows) != 2 || r.Wrong() != 1 {
		t.Errorf("report %+v", r)
	}
	if r := compare.NewReport(trials[:1], nil, "formula"); r.Baseline != "" {
		t.Errorf("a baseline not among the trials was kept: %q", r.Baseline)
	}
}

// NewPlan keeps the cases the solvers accept and names the solvers cut;
// with no case left it is ErrNoCase; with no sizes it is the classroom.
func TestNewPlan(t *testing.T) {
	solvers := []compare.Solver{{Name: "small", MaxN: 16}, {Name: "large", MaxN: 1 << 30}}
	p, cut, err := compare.NewPlan(solvers, []int{8, 32})
	if err != nil || len(p.Cases) != 3 || !slices.Equal(names(cut), []string{"small"}) || p.Seeds != nil {
		t.Errorf("NewPlan = %v, cut %v, %v; want 3 cases and small cut", p, names(cut), err)
	}
	if _, _, err := compare.NewPlan(solvers[:1], []int{32}); !errors.Is(err, compare.ErrNoCase) {
		t.Errorf("NewPlan beyond every MaxN: %v, want ErrNoCase", err)
	}
	p, cut, err = compare.NewPlan(solvers, nil)
	if want := compare.Classroom(solvers); err != nil || !slices.EqualFunc(p.Cases, want, sameCase) || cut != nil {
		t.Errorf("NewPlan without sizes = %v, %v, %v; want the classroom %v", p.Cases, cut, err, want)
	}
}

// CheckBaseline accepts a solver compared and names the others.
func TestCheckBaseline(t *testing.T) {
	solvers := []compare.Solver{{Name: "qs1"}, {Name: "formula"}}
	if err := compare.CheckBaseline(solvers, "formula"); err != nil {
		t.Errorf("formula: %v", err)
	}
	err := compare.CheckBaseline(solvers, "nosuch")
	var be *compare.BaselineError
	if !errors.As(err, &be) || err.Error() != `"nosuch" is not among the solvers compared: qs1, formula` {
		t.Errorf("nosuch: %v", err)
	}
}

// TestReadJSONByteOrderMark: a file saved by a Windows editor starts with
// a UTF-8 byte-order mark; ReadJSON skips it.
func TestReadJSONByteOrderMark(t *testing.T) {
	trials, err := compare.ReadJSON(strings.NewReader("\ufeff" + `{"solver":"qs1","n":8,"seed":1,"elapsed_ns":5,"steps":3,"restarts":0,"status":"solved"}` + "\n"))
	if err != nil || len(trials) != 1 || trials[0].Solver != "qs1" {
		t.Errorf("got %v, %v", trials, err)
	}
}
