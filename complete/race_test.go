package complete_test

import (
	"context"
	"runtime"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// TestDecideRace: on generated instances where each exact search of
// Decide's race answers first (race_internal_test.go has the local one), the answer (which search, the status, the
// completion, the work) is the same on one processor and on two, and
// again on a repeat; completions are verified.
func TestDecideRace(t *testing.T) {
	for _, c := range []struct {
		n, k   int
		seed   uint64
		search string
		status nqueens.Status
	}{
		{18, 16, 3, "lines", nqueens.Solved},
		{30, 30, 2, "lines", nqueens.Solved}, // after 92 restarts
		{16, 16, 2, "diagonals", nqueens.NoSolution},
	} {
		d, err := complete.Generate(c.n, complete.MinFree, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		in := (&complete.Instance{N: c.n, Diagonals: d}).WithDiagonals(c.k)
		var first complete.Answer
		for i, procs := range []int{1, 2, 1, 2} {
			old := runtime.GOMAXPROCS(procs)
			a, err := complete.Decide(context.Background(), in, complete.Settings{})
			runtime.GOMAXPROCS(old)
			if err != nil {
				t.Fatal(err)
			}
			if a.Status == nqueens.Solved {
				checkCompletion(t, in, a.Placement)
			}
			if i == 0 {
				first = a
				if a.Search != c.search || a.Status != c.status {
					t.Errorf("n = %d seed %d, %d diagonals: %v by %q, want %v by %q", c.n, c.seed, c.k, a.Status, a.Search, c.status, c.search)
				}
				continue
			}
			if a.Search != first.Search || a.Status != first.Status || a.Nodes != first.Nodes || a.Restarts != first.Restarts || !slices.Equal(a.Placement, first.Placement) {
				t.Errorf("n = %d seed %d, GOMAXPROCS %d: %v by %s (%d nodes) %v, first %v by %s (%d nodes) %v",
					c.n, c.seed, procs, a.Status, a.Search, a.Nodes, a.Placement, first.Status, first.Search, first.Nodes, first.Placement)
			}
		}
	}
}
