package animate

import (
	"context"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/render"
)

// A000170 for n = 1..10.
var totals = []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724}

func TestBacktrackingCounts(t *testing.T) {
	for n := 1; n <= len(totals); n++ {
		var seen []nqueens.Placement
		got, err := Backtracking(context.Background(), n, nil, func(p nqueens.Placement) {
			if err := nqueens.Verify(p); err != nil {
				t.Fatalf("n=%d: invalid solution %v: %v", n, p, err)
			}
			seen = append(seen, p.Clone())
		})
		if err != nil {
			t.Fatal(err)
		}
		if got != totals[n-1] || int64(len(seen)) != got {
			t.Fatalf("n=%d: %d solutions (%d reported), want %d", n, got, len(seen), totals[n-1])
		}
		if !slices.IsSortedFunc(seen, func(a, b nqueens.Placement) int { return slices.Compare(a, b) }) {
			t.Fatalf("n=%d: solutions not in lexicographic order", n)
		}
	}
}

// The events replay the search: applying every Move to an empty board
// gives each Placement the observer sees, and the search ends empty.
func TestBacktrackingEvents(t *testing.T) {
	n := 6
	board := make(nqueens.Placement, n)
	for c := range board {
		board[c] = render.Empty
	}
	var kinds []nqueens.EventKind
	var last int64
	found := 0
	_, err := Backtracking(context.Background(), n, nqueens.ObserverFunc(func(e nqueens.Event) {
		kinds = append(kinds, e.Kind)
		if e.Kind == nqueens.Move {
			if board[e.Col] != e.From {
				t.Fatalf("step %d: column %d holds %d, event says %d", e.Step, e.Col, board[e.Col], e.From)
			}
			board[e.Col] = e.To
			queens := int64(0)
			for _, r := range board {
				if r != render.Empty {
					queens++
				}
			}
			if queens != e.Heuristic {
				t.Fatalf("step %d: heuristic %d, %d queens on the board", e.Step, e.Heuristic, queens)
			}
			if e.Heuristic == int64(n) && found == 0 {
				t.Fatal("a full board was observed before found was called")
			}
		}
		if !slices.Equal(board, e.Placement) {
			t.Fatalf("step %d: placement %v, replayed %v", e.Step, e.Placement, board)
		}
		if e.Step < last {
			t.Fatal("the step count went down")
		}
		last = e.Step
	}), func(nqueens.Placement) { found++ })
	if err != nil {
		t.Fatal(err)
	}
	if kinds[0] != nqueens.Start || kinds[len(kinds)-1] != nqueens.Done {
		t.Fatalf("events start with %v and end with %v", kinds[0], kinds[len(kinds)-1])
	}
	if found != 4 {
		t.Fatalf("%d solutions for n = 6, want 4", found)
	}
}

func TestBacktrackingCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	steps := 0
	_, err := Backtracking(ctx, 12, nqueens.ObserverFunc(func(nqueens.Event) {
		if steps++; steps == 100 {
			cancel()
		}
	}), nil)
	if err == nil || steps > 110 {
		t.Fatalf("err %v after %d steps; want a prompt stop", err, steps)
	}
}
