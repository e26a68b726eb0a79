package exact

import (
	"context"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
)

// watch counts n with the Backtrack method under obs.
func watch(ctx context.Context, n int, obs nqueens.Observer) (Counts, error) {
	return Count(ctx, n, Options{Method: Backtrack, Observer: obs})
}

// TestObserverSolutions: the full boards the observer sees are the
// solutions, each verified, in lexicographic order, as many as counted.
func TestObserverSolutions(t *testing.T) {
	for n := 1; n <= 9; n++ {
		var seen []nqueens.Placement
		c, err := watch(context.Background(), n, nqueens.ObserverFunc(func(e nqueens.Event) {
			if e.Kind == nqueens.Move && e.Heuristic == int64(n) {
				if err := nqueens.Verify(e.Placement); err != nil {
					t.Fatalf("n=%d: invalid solution %v: %v", n, e.Placement, err)
				}
				seen = append(seen, e.Placement.Clone())
			}
		}))
		total, unique, _ := Published(n)
		if err != nil || c.Total != total || c.Unique != unique || uint64(len(seen)) != total {
			t.Fatalf("n=%d: %+v (%d seen), %v; want %d, %d", n, c, len(seen), err, total, unique)
		}
		if !slices.IsSortedFunc(seen, func(a, b nqueens.Placement) int { return slices.Compare(a, b) }) {
			t.Fatalf("n=%d: solutions not in lexicographic order", n)
		}
	}
}

// TestObserverEvents: the events replay the search: applying every Move
// to an empty board gives each Placement the observer sees, the queens on
// the board are the heuristic, and the search ends empty.
func TestObserverEvents(t *testing.T) {
	n := 6
	board := make(nqueens.Placement, n)
	for c := range board {
		board[c] = Empty
	}
	var kinds []nqueens.EventKind
	var last int64
	_, err := watch(context.Background(), n, nqueens.ObserverFunc(func(e nqueens.Event) {
		kinds = append(kinds, e.Kind)
		if e.Kind == nqueens.Move {
			if board[e.Col] != e.From {
				t.Fatalf("step %d: column %d holds %d, event says %d", e.Step, e.Col, board[e.Col], e.From)
			}
			board[e.Col] = e.To
			queens := int64(0)
			for _, r := range board {
				if r != Empty {
					queens++
				}
			}
			if queens != e.Heuristic {
				t.Fatalf("step %d: heuristic %d, %d queens on the board", e.Step, e.Heuristic, queens)
			}
		}
		if !slices.Equal(board, e.Placement) {
			t.Fatalf("step %d: placement %v, replayed %v", e.Step, e.Placement, board)
		}
		if e.Step < last {
			t.Fatal("the step count went down")
		}
		last = e.Step
	}))
	if err != nil {
		t.Fatal(err)
	}
	if kinds[0] != nqueens.Start || kinds[len(kinds)-1] != nqueens.Done {
		t.Fatalf("events start with %v and end with %v", kinds[0], kinds[len(kinds)-1])
	}
	if slices.ContainsFunc(board, func(r int32) bool { return r != Empty }) {
		t.Fatalf("the search ends with %v on the board", board)
	}
}

// TestObserverCanceled: canceled from the observer, the watched search
// stops at the next node.
func TestObserverCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	steps := 0
	_, err := watch(ctx, 12, nqueens.ObserverFunc(func(e nqueens.Event) {
		if e.Kind != nqueens.Move {
			return
		}
		if steps++; steps == 100 {
			cancel()
		}
	}))
	if err == nil || steps > 100+2*12 {
		t.Fatalf("err %v after %d moves; want a prompt stop", err, steps)
	}
}

// BenchmarkBacktrackObserved shows what watching costs the Backtrack
// method, and that an unwatched count pays nothing measurable for it.
func BenchmarkBacktrackObserved(b *testing.B) {
	for _, watched := range []bool{false, true} {
		name := "unwatched"
		var obs nqueens.Observer
		if watched {
			name, obs = "watched", nqueens.ObserverFunc(func(nqueens.Event) {})
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := watch(context.Background(), 10, obs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
