package compare_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
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

// NewPlan keeps the cases the solvers accept and names the solvers cut;
// with no case left it is ErrNoCase.
func TestNewPlan(t *testing.T) {
	solvers := []registry.Entry{{Name: "small", MaxN: 16}, {Name: "large", MaxN: 1 << 30}}
	p, cut, err := compare.NewPlan(solvers, []int{8, 32})
	if err != nil || len(p.Cases) != 3 || !slices.Equal(names(cut), []string{"small"}) || p.Seeds != nil {
		t.Errorf("NewPlan = %v, cut %v, %v; want 3 cases and small cut", p, names(cut), err)
	}
	if _, _, err := compare.NewPlan(solvers[:1], []int{32}); !errors.Is(err, compare.ErrNoCase) {
		t.Errorf("NewPlan beyond every MaxN: %v, want ErrNoCase", err)
	}
}

// CheckBaseline accepts a solver compared and names the others.
func TestCheckBaseline(t *testing.T) {
	solvers := []registry.Entry{{Name: "qs1"}, {Name: "formula"}}
	if err := compare.CheckBaseline(solvers, "formula"); err != nil {
		t.Errorf("formula: %v", err)
	}
	err := compare.CheckBaseline(solvers, "nosuch")
	var be *compare.BaselineError
	if !errors.As(err, &be) || err.Error() != `"nosuch" is not among the solvers compared: qs1, formula` {
		t.Errorf("nosuch: %v", err)
	}
}

// RunReport runs and captions a plan; ReadReport reads back what its
// trials wrote, with a caption naming the file.
func TestRunAndReadReport(t *testing.T) {
	solvers, err := compare.Solvers("formula")
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := compare.NewPlan(solvers, []int{8, 9})
	if err != nil {
		t.Fatal(err)
	}
	p.Seeds = []uint64{1}
	rep, err := compare.RunReport(context.Background(), p, "formula")
	if err != nil || len(rep.Trials) != 2 || rep.Baseline != "formula" || !strings.HasPrefix(rep.Caption, "2 of 2 trials in ") {
		t.Fatalf("RunReport: %+v, %v", rep, err)
	}
	if got := rep.Trials[0].String(); got != "formula n=8 seed 1: solved" {
		t.Errorf("trial line %q", got)
	}
	path := filepath.Join(t.TempDir(), "trials.json")
	var b bytes.Buffer
	if err := compare.WriteJSON(&b, rep.Trials); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := compare.ReadReport(path, "qs1")
	if err != nil || len(back.Trials) != 2 || back.Baseline != "" || back.Caption != "2 trials read from "+path+"; times are medians of correct answers" {
		t.Errorf("ReadReport: %+v, %v", back, err)
	}
	if _, err := compare.ReadReport(filepath.Join(t.TempDir(), "none.json"), ""); err == nil {
		t.Error("ReadReport of a missing file succeeded")
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
