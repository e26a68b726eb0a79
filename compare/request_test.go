package compare_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/registry"
)

func names(es []registry.Entry) []string {
	var ns []string
	for _, e := range es {
		ns = append(ns, e.Name)
	}
	return ns
}

func TestSolvers(t *testing.T) {
	for _, list := range []string{"", "all", " all "} {
		got, err := compare.Solvers(list)
		if err != nil || !slices.Equal(names(got), registry.Names()) {
			t.Errorf("Solvers(%q) = %v, %v; want every registered solver", list, names(got), err)
		}
	}
	got, err := compare.Solvers("qs1, formula,qs1")
	if err != nil || !slices.Equal(names(got), []string{"qs1", "formula"}) {
		t.Errorf("Solvers with a repeat = %v, %v", names(got), err)
	}
	if _, err := compare.Solvers("qs1,nosuch"); err == nil || !strings.Contains(err.Error(), "nosuch") || !strings.Contains(err.Error(), "fullboard") {
		t.Errorf("an unknown name: %v; want it named with the known ones", err)
	}
}

func TestCases(t *testing.T) {
	solvers := []registry.Entry{{Name: "small", MaxN: 16}, {Name: "large", MaxN: 1 << 30}}
	cases, cut := compare.Cases(solvers, []int{8, 32})
	if len(cases) != 3 || !slices.Equal(names(cut), []string{"small"}) {
		t.Errorf("Cases = %v, cut %v; want 3 cases and small cut", cases, names(cut))
	}
	cases, cut = compare.Cases(solvers, nil)
	if want := compare.Classroom(solvers); len(cases) != len(want) || cut != nil {
		t.Errorf("Cases without sizes = %v, %v; want the classroom %v", cases, cut, want)
	}
}

func TestCaption(t *testing.T) {
	p := compare.Plan{Cases: make([]compare.Case, 2), Seeds: []uint64{1, 2, 3}, TimeLimit: time.Second}
	got := compare.Caption(p, 5, 1500*time.Millisecond)
	for _, want := range []string{"5 of 6 trials in 1.5 s", "time limit 1 s per trial", "one trial at a time", "seeds 1..3"} {
		if !strings.Contains(got, want) {
			t.Errorf("caption %q lacks %q", got, want)
		}
	}
	p.Seeds, p.Parallel, p.TimeLimit = []uint64{7, 3}, 2, 0
	got = compare.Caption(p, 4, time.Second)
	for _, want := range []string{"seeds 7,3", "2 trials at a time", "no time limit"} {
		if !strings.Contains(got, want) {
			t.Errorf("caption %q lacks %q", got, want)
		}
	}
	p.Seeds = []uint64{1}
	if got = compare.Caption(p, 2, time.Second); !strings.Contains(got, "; seed 1;") {
		t.Errorf("caption %q: one seed is \"seed 1\"", got)
	}
}

func TestReport(t *testing.T) {
	trials := []compare.Trial{
		{Solver: "qs1", N: 8, Seed: 1, Elapsed: time.Millisecond, Outcome: compare.Solved},
		{Solver: "formula", N: 8, Seed: 1, Elapsed: time.Microsecond, Outcome: compare.Solved},
		{Solver: "qs1", N: 8, Seed: 2, Outcome: compare.Invalid, Detail: "two queens attack"},
	}
	r := compare.NewReport(trials, "formula", "caption")
	if r.Baseline != "formula" || len(r.Rows) != 2 || r.Wrong() != 1 || r.Caption != "caption" {
		t.Errorf("report %+v", r)
	}
	if r := compare.NewReport(trials[:1], "formula", ""); r.Baseline != "" {
		t.Errorf("a baseline not among the trials was kept: %q", r.Baseline)
	}
	// WriteText: the table of WriteTable, then the caption wrapped.
	r.Caption = strings.Repeat("word ", 30)
	opt := compare.TableOptions{Width: 60}
	var got, table strings.Builder
	if err := r.WriteText(&got, opt); err != nil {
		t.Fatal(err)
	}
	opt.Baseline = r.Baseline
	if err := compare.WriteTable(&table, r.Rows, opt); err != nil {
		t.Fatal(err)
	}
	if want := table.String() + compare.Wrap(r.Caption, 60) + "\n"; got.String() != want {
		t.Errorf("WriteText wrote\n%s\nwant\n%s", got.String(), want)
	}
	if strings.Count(got.String(), "word")-strings.Count(table.String(), "word") != 30 || !strings.Contains(compare.Wrap(r.Caption, 60), "\n") {
		t.Errorf("the caption was not wrapped under the table:\n%s", got.String())
	}
}
