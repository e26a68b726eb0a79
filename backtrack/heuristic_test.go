package backtrack

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens"
)

// countEmpty returns the columns of p holding no queen.
func countEmpty(p nqueens.Placement) int64 {
	var k int64
	for _, r := range p {
		if r < 0 {
			k++
		}
	}
	return k
}

// TestHeuristicIsUnplacedQueens: every event's Heuristic is the number of
// columns without a queen, the measure the registry names ("unplaced
// queens"), on the bitboard search and on the flag arrays beyond 64.
func TestHeuristicIsUnplacedQueens(t *testing.T) {
	for _, n := range []int{1, 6, 8, 13, 70} {
		events := 0
		obs := nqueens.ObserverFunc(func(e nqueens.Event) {
			events++
			if got, want := e.Heuristic, countEmpty(e.Placement); got != want {
				t.Fatalf("n = %d, event %d (%v at column %d): Heuristic %d, want %d unplaced", n, events, e.Kind, e.Col, got, want)
			}
		})
		res, err := Solve(context.Background(), n, nqueens.Settings{Observer: obs, MaxSteps: 20000})
		if err != nil {
			t.Fatal(err)
		}
		if events < 2 || (res.Status == nqueens.Solved && countEmpty(res.Placement) != 0) {
			t.Fatalf("n = %d: %d events, status %v", n, events, res.Status)
		}
	}
}
