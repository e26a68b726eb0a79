package formula_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

func TestSolve(t *testing.T) {
	hard := 10_000_000
	if testing.Short() {
		hard = 100_000
	}
	solvertest.Run(t, formula.Solve, solvertest.Options{MaxN: 64, Seeds: 2, HardN: hard})
}

// TestEveryN checks the construction for every n in 4..2000, which covers
// every residue mod 6 many times over.
func TestEveryN(t *testing.T) {
	for n := 4; n <= 2000; n++ {
		check(t, n)
	}
}

// TestLarge checks a few large n of every residue mod 6.
func TestLarge(t *testing.T) {
	ns := []int{100_000, 100_001, 100_002, 100_003, 100_004, 100_005}
	if !testing.Short() {
		ns = []int{1_000_000, 1_000_001, 1_000_002, 1_000_003, 1_000_004, 1_000_005,
			10_000_000, 10_000_001, 10_000_002, 10_000_003, 10_000_004, 10_000_005}
	}
	for _, n := range ns {
		check(t, n)
	}
}

func check(t *testing.T, n int) {
	t.Helper()
	res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
	if err != nil {
		t.Fatalf("n=%d: %v", n, err)
	}
	if res.Status != nqueens.Solved || len(res.Placement) != n {
		t.Fatalf("n=%d: status %v with %d queens", n, res.Status, len(res.Placement))
	}
	if err := nqueens.Verify(res.Placement); err != nil {
		t.Fatalf("n=%d (n mod 6 = %d): %v", n, n%6, err)
	}
}

// TestSeedIgnored: the construction has no randomness.
func TestSeedIgnored(t *testing.T) {
	for _, n := range []int{8, 9, 10, 1001} {
		a, _ := formula.Solve(context.Background(), n, nqueens.Settings{Seed: 1})
		b, _ := formula.Solve(context.Background(), n, nqueens.Settings{Seed: 99})
		if !slices.Equal(a.Placement, b.Placement) {
			t.Fatalf("n=%d: seeds 1 and 99 give different placements", n)
		}
	}
}

// TestPublished pins the 1-based lists as Bernhardsson writes them for one
// n of each case.
func TestPublished(t *testing.T) {
	want := map[int][]int32{
		4:  {2, 4, 1, 3},
		5:  {2, 4, 1, 3, 5},
		8:  {2, 4, 6, 8, 3, 1, 7, 5},
		9:  {4, 6, 8, 2, 5, 7, 9, 1, 3},
		14: {2, 4, 6, 8, 10, 12, 14, 3, 1, 7, 9, 11, 13, 5},
		15: {4, 6, 8, 10, 12, 14, 2, 5, 7, 9, 11, 13, 15, 1, 3},
	}
	for n, rows := range want {
		res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		got := make([]int32, n)
		for c, r := range res.Placement {
			got[c] = r + 1
		}
		if !slices.Equal(got, rows) {
			t.Errorf("n=%d: got %v, want %v", n, got, rows)
		}
	}
}

func TestTimeLimit(t *testing.T) {
	// A deadline already past stops the construction at its first look.
	res, err := formula.Solve(context.Background(), 1_000_000, nqueens.Settings{TimeLimit: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != nqueens.LimitReached && res.Status != nqueens.Solved {
		t.Fatalf("status %v, want limit reached", res.Status)
	}
	if res.Status == nqueens.LimitReached && res.Stats.Conflicts == 0 {
		t.Fatal("stopped with no unfilled columns reported")
	}
}

func Example() {
	res, _ := formula.Solve(context.Background(), 8, nqueens.Settings{})
	fmt.Println(res.Status, res.Placement, nqueens.Verify(res.Placement))
	// Output: solved [1 3 5 7 2 0 6 4] <nil>
}
