package compare_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
)

// Two solvers compared at two sizes with three seeds each: every answer
// is checked with nqueens.Verify, and the rows give the median time and
// the time as a multiple of the baseline's. The clock is a fake one that
// the solvers advance, so the figures are exact.
func Example() {
	var now time.Time
	clock := func() time.Time { return now }
	// diagonal answers with a valid placement (for n = 4 and 6) after
	// cost(n) on the fake clock.
	solver := func(cost func(n int) time.Duration) nqueens.Solver {
		return func(_ context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
			now = now.Add(cost(n))
			p := map[int]nqueens.Placement{4: {1, 3, 0, 2}, 6: {1, 3, 5, 0, 2, 4}}[n]
			return nqueens.Result{Placement: p, Status: nqueens.Solved, Stats: nqueens.Stats{Steps: int64(n)}}, nil
		}
	}
	linear := compare.Solver{Name: "linear", StepName: "moves", Solve: solver(func(n int) time.Duration { return time.Duration(n) * time.Microsecond })}
	square := compare.Solver{Name: "square", StepName: "swaps", Solve: solver(func(n int) time.Duration { return time.Duration(n*n) * time.Microsecond })}
	solvers := []compare.Solver{linear, square}
	plan := compare.Plan{Cases: compare.Grid(solvers, []int{4, 6}), Seeds: []uint64{1, 2, 3}, Now: clock}
	trials, err := compare.Run(context.Background(), plan)
	if err != nil {
		panic(err)
	}
	for _, r := range compare.Summarize(trials, solvers, "linear") {
		fmt.Printf("%s n=%d: %d/%d solved, median %v, %d %s, %.2fx linear, fastest %v\n",
			r.Solver, r.N, r.OK, r.Trials, r.Median, r.Steps, r.StepName, r.Baseline, r.Fastest)
	}
	// Output:
	// linear n=4: 3/3 solved, median 4µs, 4 moves, 1.00x linear, fastest true
	// square n=4: 3/3 solved, median 16µs, 4 swaps, 4.00x linear, fastest false
	// linear n=6: 3/3 solved, median 6µs, 6 moves, 1.00x linear, fastest true
	// square n=6: 3/3 solved, median 36µs, 6 swaps, 6.00x linear, fastest false
}

// The classroom default: every solver at ClassroomN and at its own large
// sizes (its Classroom field), within its MaxN, smallest n first.
func ExampleClassroom() {
	solvers := []compare.Solver{
		{Name: "backtrack", MaxN: 32},
		{Name: "qs1", Classroom: []int{1_000_000}},
	}
	var cases []string
	for _, c := range compare.Classroom(solvers) {
		cases = append(cases, fmt.Sprint(c.Solver.Name, "@", c.N))
	}
	fmt.Println(strings.Join(cases, " "))
	fmt.Println(compare.ClassroomN, compare.ClassroomSeeds, compare.ClassroomTimeLimit)
	// Output:
	// backtrack@8 qs1@8 backtrack@16 qs1@16 backtrack@32 qs1@32 qs1@64 qs1@1000000
	// [8 16 32 64] [1 2 3 4 5] 1s
}

// Trials written as NDJSON (what `nqueens compare --json` writes) and read
// back; OK tells a right answer (a solution, or none where there is none)
// from a failure.
func ExampleReadJSON() {
	var b strings.Builder
	compare.WriteJSON(&b, []compare.Trial{
		{Solver: "qs1", N: 8, Seed: 1, Elapsed: 40 * time.Microsecond, Steps: 9, Outcome: compare.Solved},
		{Solver: "qs1", N: 3, Seed: 1, Outcome: compare.Unsolvable},
		{Solver: "slow", N: 64, Seed: 1, Elapsed: time.Second, Outcome: compare.TimeLimit},
	})
	fmt.Print(b.String())
	trials, err := compare.ReadJSON(strings.NewReader(b.String()))
	if err != nil {
		panic(err)
	}
	for _, t := range trials {
		fmt.Println(t.Solver, t.N, t.Outcome, t.Outcome.OK())
	}
	// Output:
	// {"solver":"qs1","n":8,"seed":1,"elapsed_ns":40000,"steps":9,"restarts":0,"status":"solved"}
	// {"solver":"qs1","n":3,"seed":1,"elapsed_ns":0,"steps":0,"restarts":0,"status":"no_solution"}
	// {"solver":"slow","n":64,"seed":1,"elapsed_ns":1000000000,"steps":0,"restarts":0,"status":"limit_reached"}
	// qs1 8 solved true
	// qs1 3 no_solution true
	// slow 64 limit_reached false
}
