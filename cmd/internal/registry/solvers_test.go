package registry

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/exact"
)

// TestParallelRealSolvers runs the registered solvers two at a time on
// the real clock (the race detector watches) and checks every answer.
func TestParallelRealSolvers(t *testing.T) {
	reported := 0
	plan := compare.Plan{
		Cases:     compare.Grid(registered(), []int{1, 2, 8, 13}),
		Seeds:     []uint64{1, 2, 3},
		Parallel:  2,
		TimeLimit: 10 * time.Second,
		OnTrial:   func(compare.Trial) { reported++ },
	}
	trials, err := compare.Run(context.Background(), plan)
	if err != nil {
		t.Fatal(err)
	}
	if len(trials) != plan.Trials() || reported != plan.Trials() {
		t.Fatalf("%d trials, %d reported, want %d", len(trials), reported, plan.Trials())
	}
	for i, tr := range trials {
		if i > 0 && tr.N < trials[i-1].N {
			t.Errorf("trials out of order at %d", i)
		}
		if want := nqueens.HasSolution(tr.N); tr.Outcome != compare.Solved && want || tr.Outcome != compare.Unsolvable && !want {
			t.Errorf("%s n = %d seed %d: %s %s", tr.Solver, tr.N, tr.Seed, tr.Outcome, tr.Detail)
		}
	}
}

// registered is every registered solver as compare takes it.
func registered() []compare.Solver {
	var solvers []compare.Solver
	for _, e := range Solvers().All() {
		solvers = append(solvers, compare.Solver{Name: e.Name, Solve: e.Solve, MaxN: e.MaxN, StepName: e.StepName, StepsInSetup: e.StepsInSetup})
	}
	return solvers
}

// TestSolversFindListedSolutions: every solver's placements for small n
// are among the listed solutions: an independent check of both.
func TestSolversFindListedSolutions(t *testing.T) {
	for n := 4; n <= 10; n++ {
		set := map[string]bool{}
		err := exact.List(context.Background(), n, false, func(p nqueens.Placement) bool {
			set[fmt.Sprint(p)] = true
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range Solvers().All() {
			if n > e.MaxN {
				continue
			}
			for seed := range uint64(5) {
				res, err := e.Solve(context.Background(), n, nqueens.Settings{Seed: seed, TimeLimit: 10 * time.Second})
				if err != nil || res.Status != nqueens.Solved {
					t.Fatalf("%s n=%d seed=%d: %v %v", e.Name, n, seed, res.Status, err)
				}
				if !set[fmt.Sprint(res.Placement)] {
					t.Errorf("%s n=%d seed=%d: %v is not among the %d listed solutions", e.Name, n, seed, res.Placement, len(set))
				}
			}
		}
	}
}
