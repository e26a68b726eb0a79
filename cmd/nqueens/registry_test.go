package main

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/formula"
)

// TestRegisteredSolverEverywhere adds a solver no command knows of to the
// module's list and finds it, with no other change, in `nqueens solve` (its method list,
// a run, its memory check), in `nqueens compare` (a run and its help) and
// in the classroom default, at the sizes its entry gives.
func TestRegisteredSolverEverywhere(t *testing.T) {
	calls := 0
	solvers, err := registry.Solvers().With(registry.Entry{
		Name: "newcomer", Summary: "the explicit construction under another name",
		StepName: "hops", Measure: "clashes", MaxN: 1 << 30,
		Memory: func(n int) uint64 { return uint64(n) << 18 }, // 256 KiB a queen
		Solve: func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
			calls++
			res, err := formula.Solve(ctx, n, s)
			res.Stats.Steps = 3
			return res, err
		},
		Classroom: []int{500, 5_000},
	})
	if err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		err := runWith(context.Background(), solvers, append([]string{"nqueens"}, args...), &stdout, &stderr)
		code := cli.ExitCode("nqueens", err, &stderr)
		return stdout.String(), stderr.String(), code
	}
	t.Run("solve", func(t *testing.T) { newcomerInSolve(t, run, &calls) })
	t.Run("compare", func(t *testing.T) { newcomerInCompare(t, run, &calls) })
	t.Run("classroom", func(t *testing.T) { newcomerInClassroom(t, run, solvers, &calls) })
}

// runFunc runs nqueens with args: stdout, stderr, exit code.
type runFunc func(args ...string) (string, string, int)

// newcomerInSolve: solve lists the newcomer among its methods, runs it,
// and refuses an n past its memory before calling it.
func newcomerInSolve(t *testing.T, solveRun runFunc, calls *int) {
	stdout, stderr, code := solveRun("solve", "--help")
	if code != 0 || !strings.Contains(stdout, "newcomer     the explicit construction under another name") {
		t.Errorf("solve --help does not list the newcomer (exit %d):\n%s%s", code, stdout, stderr)
	}
	stdout, stderr, code = solveRun("solve", "--method", "newcomer", "--color", "never", "10")
	if code != 0 || *calls != 1 || !strings.HasPrefix(stdout, "newcomer: n = 10, solved in ") || !strings.Contains(stdout, ", 3 hops, verified") {
		t.Errorf("solve --method newcomer: exit %d, %d calls\n%s%s", code, *calls, stdout, stderr)
	}

	*calls = 0
	_, stderr, code = solveRun("solve", "--method", "newcomer", "1e7")
	if code != 1 || *calls != 0 || !strings.Contains(stderr, "n = 10000000 needs about 2.4 TiB of memory") {
		t.Errorf("solve --method newcomer 1e7: exit %d, %d calls, stderr %q; want its memory need refused", code, *calls, stderr)
	}
}

// newcomerInCompare: compare names it among its default solvers and runs
// it beside another.
func newcomerInCompare(t *testing.T, solveRun runFunc, calls *int) {
	stdout, stderr, code := solveRun("compare", "--help")
	if code != 0 || !strings.Contains(stdout, "newcomer") {
		t.Errorf("compare --help does not name the newcomer among the default solvers:\n%s%s", stdout, stderr)
	}
	*calls = 0
	stdout, stderr, code = solveRun("compare", "--solvers", "newcomer,formula", "--n", "8,12", "--trials", "2", "--color", "never")
	// Four trials, each a call at least (a solve under compare.BatchTime
	// is called again, in a batch).
	if code != 0 || *calls < 4 || !strings.Contains(stdout, "newcomer") || !strings.Contains(stdout, "hops") {
		t.Errorf("compare --solvers newcomer: exit %d, %d calls\n%s%s", code, *calls, stdout, stderr)
	}
}

// newcomerInClassroom: the classroom default (no --n) runs it at the
// common sizes and at its own.
func newcomerInClassroom(t *testing.T, solveRun runFunc, solvers registry.List, calls *int) {
	*calls = 0
	stdout, stderr, code := solveRun("compare", "--solvers", "newcomer", "--color", "never")
	if code != 0 || *calls < 6*len(compare.ClassroomSeeds) || !strings.Contains(stdout, "│ 5,000 │") || strings.Count(stdout, "5/5") != 6 {
		t.Errorf("compare --solvers newcomer (the classroom default): exit %d, %d calls\n%s%s", code, *calls, stdout, stderr)
	}
	var sizes []int
	for _, c := range compare.Classroom(comparetab.All(solvers)) {
		if c.Solver.Name == "newcomer" {
			sizes = append(sizes, c.N)
		}
	}
	if want := append(slices.Clone(compare.ClassroomN), 500, 5_000); !slices.Equal(sizes, want) {
		t.Errorf("the classroom default runs the newcomer at %v, want %v", sizes, want)
	}
}
