package compare_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
)

const limit = 50 * time.Millisecond

// fakeRun runs the four fake solvers at n = 3, 8, 32, 64 with three seeds
// on a fake clock.
func fakeRun(t *testing.T) ([]compare.Trial, []compare.Solver) {
	t.Helper()
	clk := newFakeClock()
	entries := fakeEntries(clk, limit)
	plan := compare.Plan{
		Cases:          compare.Grid(entries, []int{64, 3, 8, 32, 8}),
		Seeds:          []uint64{1, 2, 3},
		TimeLimit:      limit,
		StopAfterLimit: true,
		Now:            clk.Now,
	}
	trials, err := compare.Run(context.Background(), plan)
	if err != nil {
		t.Fatal(err)
	}
	if len(trials) != plan.Trials() {
		t.Fatalf("got %d trials, want %d", len(trials), plan.Trials())
	}
	return trials, entries
}

func TestExplicitIsASolution(t *testing.T) {
	for n := 1; n <= 200; n++ {
		if !nqueens.HasSolution(n) {
			continue
		}
		if err := nqueens.Verify(explicit(n)); err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
	}
}

func TestRunOutcomes(t *testing.T) {
	trials, _ := fakeRun(t)
	count := map[string]map[compare.Outcome]int{}
	for _, tr := range trials {
		key := tr.Solver + "@" + strconv.Itoa(tr.N)
		if count[key] == nil {
			count[key] = map[compare.Outcome]int{}
		}
		count[key][tr.Outcome]++
	}
	want := map[string]map[compare.Outcome]int{
		"formula@3":  {compare.Unsolvable: 3},
		"broken@3":   {compare.Invalid: 3},
		"broken@8":   {compare.Invalid: 3},
		"broken@64":  {compare.Invalid: 3},
		"steady@64":  {compare.Solved: 3},
		"slow@8":     {compare.Solved: 3},
		"slow@32":    {compare.TimeLimit: 3},
		"slow@64":    {compare.Skipped: 3},
		"formula@64": {compare.Solved: 3},
	}
	for key, w := range want {
		if !reflect.DeepEqual(count[key], w) {
			t.Errorf("%s: outcomes %v, want %v", key, count[key], w)
		}
	}
	// The order is n, then seed, then solver.
	first := trials[:4]
	for i, name := range []string{"formula", "steady", "slow", "broken"} {
		if first[i].Solver != name || first[i].N != 3 || first[i].Seed != 1 {
			t.Errorf("trial %d = %s n=%d seed=%d, want %s n=3 seed=1", i, first[i].Solver, first[i].N, first[i].Seed, name)
		}
	}
}

func TestBrokenSolverIsAFailure(t *testing.T) {
	trials, entries := fakeRun(t)
	for _, tr := range trials {
		if tr.Solver == "broken" && (tr.Outcome.OK() || tr.Outcome != compare.Invalid || tr.Detail == "") {
			t.Errorf("broken solver trial counted as %q (%q)", tr.Outcome, tr.Detail)
		}
	}
	for _, r := range compare.Summarize(trials, entries, "formula") {
		if r.Solver != "broken" {
			continue
		}
		if r.OK != 0 || r.Failures != r.Trials || r.Trials != 3 || r.Median != 0 || r.Fastest {
			t.Errorf("broken at n = %d summarized as %+v", r.N, r)
		}
	}
}

func TestSummarize(t *testing.T) {
	trials, entries := fakeRun(t)
	rows := compare.Summarize(trials, entries, "formula")
	if len(rows) != 16 {
		t.Fatalf("got %d rows, want 16 (4 solvers x 4 n)", len(rows))
	}
	checks := map[string]func(*testing.T, compare.Row){
		"steady@64":  checkSteady64,
		"formula@64": checkFormula64,
		"slow@32": func(t *testing.T, r compare.Row) {
			if r.TimeLimits != 3 || r.OK != 0 || r.NoSolution != 0 {
				t.Errorf("slow@32 = %+v, want 3 time limits", r)
			}
		},
		"slow@64": func(t *testing.T, r compare.Row) {
			if r.Skipped != 3 || r.Trials != 0 {
				t.Errorf("slow@64 = %+v, want 3 skipped, 0 trials", r)
			}
		},
	}
	for _, r := range rows {
		if check := checks[fmt.Sprintf("%s@%d", r.Solver, r.N)]; check != nil {
			check(t, r)
		}
		// No solution exists at n = 3: a right answer, but not a solve,
		// so no time, no fastest, no ratio to the baseline.
		if r.N == 3 && r.Solver != "broken" && (r.OK != 0 || r.NoSolution != 3 || r.Trials != 3 || r.Median != 0 || r.Fastest || r.Baseline != 0) {
			t.Errorf("%s@3 = %+v, want 3 no-solution answers and nothing solved", r.Solver, r)
		}
	}
}

func checkSteady64(t *testing.T, r compare.Row) {
	// Seeds 1, 2, 3 cost 2, 3, 1 times 64*64*25 ns.
	unit := time.Duration(64*64*25) * time.Nanosecond
	if r.Median != 2*unit || r.Min != unit || r.Max != 3*unit {
		t.Errorf("steady@64 median/min/max = %v/%v/%v, want %v/%v/%v", r.Median, r.Min, r.Max, 2*unit, unit, 3*unit)
	}
	if r.Steps != 128 || r.Restarts != 1 {
		t.Errorf("steady@64 steps/restarts = %v/%v, want 128/1", r.Steps, r.Restarts)
	}
	// Half of each trial is its start: seed 1 makes 64 steps in
	// 204.8 µs, 102.4 of them its start; seed 2 128 in 307.2 µs,
	// seed 3 192 in 102.4 µs. The search's own time per step is
	// (elapsed - start) / steps: 1600, 1200 and 266.7 ns.
	if r.Setup != 102400*time.Nanosecond || r.PerStep != 1200 {
		t.Errorf("steady@64 start, time per step = %v, %v ns, want 102.4µs, 1200 ns", r.Setup, r.PerStep)
	}
	if r.Fastest {
		t.Error("steady@64 marked fastest; formula is")
	}
	if want := float64(2*64*64*25) / float64(64*40); r.Baseline != want {
		t.Errorf("steady@64 baseline = %v, want %v", r.Baseline, want)
	}
}

func checkFormula64(t *testing.T, r compare.Row) {
	if !r.Fastest || r.Baseline != 1 || r.PerStep != 0 {
		t.Errorf("formula@64 = %+v, want fastest, baseline 1, no time per move", r)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	trials, _ := fakeRun(t)
	var buf bytes.Buffer
	if err := compare.WriteJSON(&buf, trials); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != len(trials) {
		t.Fatalf("%d lines for %d trials", len(lines), len(trials))
	}
	for _, field := range []string{`"solver":`, `"n":`, `"seed":`, `"elapsed_ns":`, `"steps":`, `"restarts":`, `"status":`} {
		if !strings.Contains(lines[0], field) {
			t.Errorf("line %q lacks %s", lines[0], field)
		}
	}
	back, err := compare.ReadJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, trials) {
		t.Errorf("round trip changed the trials:\n%v\n%v", back, trials)
	}
}

func TestReadJSONErrors(t *testing.T) {
	for _, in := range []string{
		"{\"solver\":\"qs1\",\"n\":8,\"status\":\"solved\"}\nnot json\n",
		`{"solver":"qs1","n":0,"status":"solved"}`,
		`{"solver":"qs1","n":8,"status":"solved","extra":1}`,
		`{"solver":"qs1","n":8,"status":"solved"} {"solver":"qs1"}`,
	} {
		if _, err := compare.ReadJSON(strings.NewReader(in)); err == nil {
			t.Errorf("ReadJSON(%q) accepted it", in)
		}
	}
}

func FuzzReadJSON(f *testing.F) {
	f.Add([]byte(`{"solver":"qs1","n":8,"seed":1,"elapsed_ns":1234,"moves":3,"restarts":0,"status":"solved"}` + "\n"))
	f.Add([]byte("\n\n{\"solver\":\"x\",\"n\":1,\"status\":\"invalid\",\"detail\":\"d\"}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		trials, err := compare.ReadJSON(bytes.NewReader(data))
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := compare.WriteJSON(&buf, trials); err != nil {
			t.Fatal(err)
		}
		again, err := compare.ReadJSON(&buf)
		if err != nil {
			t.Fatalf("re-reading what WriteJSON wrote: %v", err)
		}
		if !reflect.DeepEqual(trials, again) {
			t.Fatalf("round trip changed %v into %v", trials, again)
		}
	})
}

func TestWriteBench(t *testing.T) {
	trials, _ := fakeRun(t)
	var buf bytes.Buffer
	if err := compare.WriteBench(&buf, trials); err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`^BenchmarkSolve/solver=[a-z0-9-]+/n=[0-9]+\t[1-9][0-9]*\t[0-9]+ ns/op\t[0-9]+ setup-ns/op\t[0-9]+ steps/op\t[0-9]+ restarts/op$`)
	benchLines, ok := 0, 0
	for _, tr := range trials {
		if tr.Outcome == compare.Solved {
			ok++
		}
	}
	for _, l := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		if strings.HasPrefix(l, "Benchmark") {
			benchLines++
			if !line.MatchString(l) {
				t.Errorf("not a benchmark line benchstat reads: %q", l)
			}
		}
		if strings.Contains(l, "broken") || strings.Contains(l, "solver=slow/n=32") || strings.Contains(l, "/n=3\t") {
			t.Errorf("a failed trial became a benchmark line: %q", l)
		}
	}
	if benchLines != ok {
		t.Errorf("%d benchmark lines for %d solved trials", benchLines, ok)
	}
}

// TestCancel: a canceled context stops the run; what finished is returned.
func TestCancel(t *testing.T) {
	clk := newFakeClock()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := 0
	plan := compare.Plan{
		Cases: compare.Grid(fakeEntries(clk, limit), []int{8, 16}),
		Seeds: []uint64{1, 2},
		Now:   clk.Now,
		OnTrial: func(compare.Trial) {
			done++
			if done == 3 {
				cancel()
			}
		},
	}
	trials, err := compare.Run(ctx, plan)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if len(trials) != 3 {
		t.Fatalf("got %d trials after cancel at 3", len(trials))
	}
}

// TestInterruptedTrialDropped: a trial the caller's cancel interrupts is
// not in the result and not reported.
func TestInterruptedTrialDropped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	waits := func(ctx context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		cancel()
		<-ctx.Done()
		return nqueens.Result{Status: nqueens.Canceled, Placement: make(nqueens.Placement, n)}, nil
	}
	reported := 0
	trials, err := compare.Run(ctx, compare.Plan{
		Cases:   []compare.Case{{Solver: compare.Solver{Name: "waits", Solve: waits}, N: 8}},
		Seeds:   []uint64{1},
		OnTrial: func(compare.Trial) { reported++ },
	})
	if !errors.Is(err, context.Canceled) || len(trials) != 0 || reported != 0 {
		t.Fatalf("got %v, %d trials, %d reported; want canceled, none", err, len(trials), reported)
	}
}

// TestTimeLimitByContext: a solver that watches only its context is
// stopped by the per-trial deadline and shows "time limit".
func TestTimeLimitByContext(t *testing.T) {
	watcher := func(ctx context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		<-ctx.Done()
		return nqueens.Result{Status: nqueens.Canceled, Placement: make(nqueens.Placement, n)}, nil
	}
	trials, err := compare.Run(context.Background(), compare.Plan{
		Cases:     []compare.Case{{Solver: compare.Solver{Name: "watcher", Solve: watcher}, N: 8}},
		Seeds:     []uint64{1},
		TimeLimit: 10 * time.Millisecond,
	})
	if err != nil || len(trials) != 1 || trials[0].Outcome != compare.TimeLimit {
		t.Fatalf("got %v, %+v; want one time limit", err, trials)
	}
}

// TestStuckSolverAbandoned: a solver that ignores both the time limit and
// its context is abandoned, so the comparison does not stall.
func TestStuckSolverAbandoned(t *testing.T) {
	release := make(chan struct{})
	defer close(release)
	stuck := func(_ context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		<-release
		return nqueens.Result{}, nil
	}
	start := time.Now()
	trials, err := compare.Run(context.Background(), compare.Plan{
		Cases:     []compare.Case{{Solver: compare.Solver{Name: "stuck", Solve: stuck}, N: 8}},
		Seeds:     []uint64{1},
		TimeLimit: 10 * time.Millisecond,
	})
	if err != nil || len(trials) != 1 || trials[0].Outcome != compare.TimeLimit || trials[0].Detail == "" {
		t.Fatalf("got %v, %+v; want one abandoned time limit", err, trials)
	}
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("took %v to abandon a stuck solver", el)
	}
}

func TestFailures(t *testing.T) {
	panics := func(context.Context, int, nqueens.Settings) (nqueens.Result, error) { panic("boom") }
	errs := func(context.Context, int, nqueens.Settings) (nqueens.Result, error) {
		return nqueens.Result{}, nqueens.ErrBadSize
	}
	claims := func(context.Context, int, nqueens.Settings) (nqueens.Result, error) {
		return nqueens.Result{Status: nqueens.NoSolution}, nil
	}
	short := func(context.Context, int, nqueens.Settings) (nqueens.Result, error) {
		return nqueens.Result{Status: nqueens.Solved, Placement: nqueens.Placement{0}}, nil
	}
	givesUp := func(context.Context, int, nqueens.Settings) (nqueens.Result, error) {
		// A restart cap of its own, long before the minute's time limit.
		return nqueens.Result{Status: nqueens.LimitReached, Placement: make(nqueens.Placement, 8)}, nil
	}
	trials, err := compare.Run(context.Background(), compare.Plan{
		Cases: []compare.Case{
			{Solver: compare.Solver{Name: "panics", Solve: panics}, N: 8},
			{Solver: compare.Solver{Name: "errs", Solve: errs}, N: 8},
			{Solver: compare.Solver{Name: "claims", Solve: claims}, N: 8},
			{Solver: compare.Solver{Name: "short", Solve: short}, N: 8},
			{Solver: compare.Solver{Name: "gives-up", Solve: givesUp}, N: 8},
		},
		Seeds:     []uint64{1},
		TimeLimit: time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []compare.Outcome{compare.Failed, compare.Failed, compare.Invalid, compare.Invalid, compare.Failed}
	for i, tr := range trials {
		if tr.Outcome != want[i] || tr.Detail == "" {
			t.Errorf("%s: %q (%q), want %q with a detail", tr.Solver, tr.Outcome, tr.Detail, want[i])
		}
	}
}

func TestClassroom(t *testing.T) {
	entries := []compare.Solver{
		{Name: "qs1", MaxN: 1 << 30, Classroom: []int{1_000, 10_000, 100_000, 1_000_000}},
		{Name: "qs1-classic", MaxN: 1 << 30, Classroom: []int{1_000, 10_000, 100_000}},
		{Name: "fullboard", MaxN: 64},
		{Name: "big-but-bounded", MaxN: 5_000, Classroom: []int{1_000, 10_000}},
		{Name: "newcomer", MaxN: 1 << 30},
	}
	count := map[string]int{}
	for _, c := range compare.Classroom(entries) {
		count[c.Solver.Name]++
	}
	want := map[string]int{"qs1": 8, "qs1-classic": 7, "fullboard": 4, "big-but-bounded": 5, "newcomer": 4}
	if !reflect.DeepEqual(count, want) {
		t.Errorf("classroom cases per solver = %v, want %v", count, want)
	}
}

// TestMedianCountIsACount: the median of an even number of counts is the
// lower middle one, a whole count ("4,677 swaps", not "4,677.5"; "0
// restarts", not "0.5"), while the median time stays the mean of the two.
func TestMedianCountIsACount(t *testing.T) {
	trials := []compare.Trial{
		{Solver: "s", N: 100, Seed: 1, Elapsed: 10, Steps: 4678, Restarts: 1, Outcome: compare.Solved},
		{Solver: "s", N: 100, Seed: 2, Elapsed: 20, Steps: 4677, Restarts: 0, Outcome: compare.Solved},
	}
	rows := compare.Summarize(trials, []compare.Solver{{Name: "s"}}, "")
	if len(rows) != 1 {
		t.Fatalf("%d rows", len(rows))
	}
	if r := rows[0]; r.Steps != 4677 || r.Restarts != 0 || r.Median != 15 {
		t.Errorf("steps, restarts, median = %v, %v, %v; want 4677, 0, 15ns", r.Steps, r.Restarts, r.Median)
	}
}

// TestLoneSuccessFastest: at an n where one solver alone succeeds (the
// other hit the limit), or where one solver ran alone, its row is the
// fastest and starred (issue 32: a lone solver was left unstarred).
func TestLoneSuccessFastest(t *testing.T) {
	trials := []compare.Trial{
		{Solver: "a", N: 8, Seed: 1, Elapsed: time.Millisecond, Outcome: compare.Solved},
		{Solver: "b", N: 8, Seed: 1, Elapsed: time.Second, Outcome: compare.TimeLimit},
		{Solver: "a", N: 9, Seed: 1, Elapsed: time.Millisecond, Outcome: compare.Solved},
	}
	for _, r := range compare.Summarize(trials, nil, "") {
		if want := r.Solver == "a"; r.Fastest != want {
			t.Errorf("%s at n = %d: fastest %v, want %v", r.Solver, r.N, r.Fastest, want)
		}
	}
}
