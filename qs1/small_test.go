package qs1_test

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/qs1"
)

// TestSmallEvents holds the events of the small-board start to what an
// animation says of them: a start on an empty board, then one queen placed
// per column, in order, with the collisions of the queens placed so far;
// the swaps follow.
func TestSmallEvents(t *testing.T) {
	for _, n := range []int{4, 8, 13, 64, qs1.SmallMax - 1} {
		for seed := uint64(1); seed <= 20; seed++ {
			next, starts := 0, 0
			obs := nqueens.ObserverFunc(func(e nqueens.Event) {
				switch e.Kind {
				case nqueens.Start:
					starts++
					for c, r := range e.Placement {
						if r != nqueens.Empty {
							t.Fatalf("n=%d seed %d: start %d has a queen in column %d", n, seed, starts, c)
						}
					}
					next = 0
				case nqueens.Move:
					if e.Col != next || e.From != nqueens.Empty || e.Placement[e.Col] != e.To {
						t.Fatalf("n=%d seed %d: move %+v, want column %d placed", n, seed, e, next)
					}
					d := heuristic.NewDiagonals(n)
					for c, r := range e.Placement[:next+1] {
						d.Add(c, r)
					}
					for _, r := range e.Placement[next+1:] {
						if r != nqueens.Empty {
							t.Fatalf("n=%d seed %d: a queen beyond column %d", n, seed, next)
						}
					}
					if d.Collisions() != e.Heuristic {
						t.Fatalf("n=%d seed %d: placing column %d reports %d collisions, the board has %d", n, seed, next, e.Heuristic, d.Collisions())
					}
					next++
				case nqueens.Swap:
					if next != n {
						t.Fatalf("n=%d seed %d: a swap before the start placed every queen", n, seed)
					}
				}
			})
			res, err := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: seed, Observer: obs})
			if err != nil || res.Status != nqueens.Solved || nqueens.Verify(res.Placement) != nil {
				t.Fatalf("n=%d seed %d: %v %v", n, seed, err, res.Status)
			}
			if int64(starts) != res.Stats.Restarts+1 {
				t.Fatalf("n=%d seed %d: %d starts for %d restarts", n, seed, starts, res.Stats.Restarts)
			}
		}
	}
}
