package exact_test

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
)

// TestStoppedCountsSoFar: a count stopped part way returns what it
// reached, which count's JSON record prints as "so far". Backtracking
// stopped after 5 solutions says at least 5 (it said 0), and a part of a
// meet-in-the-middle count has no unique count (it said "unique": 0 beside
// a total in the millions).
func TestStoppedCountsSoFar(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	seen := 0
	c, err := exact.Count(ctx, 8, exact.Options{Method: exact.Backtrack, Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
		if e.Kind == nqueens.Move && e.Heuristic == 8 {
			if seen++; seen == 5 {
				cancel()
			}
		}
	})})
	if !errors.Is(err, context.Canceled) || c.Total < 5 || c.Total >= 92 || !c.HasUnique || c.Unique == 0 || c.N != 8 {
		t.Errorf("backtrack stopped after 5 solutions: %+v, %v", c, err)
	}

	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	c, err = exact.Count(ctx, 14, exact.Options{Method: exact.MITM, Workers: 1, Progress: func(done, total int) {
		if done < total {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || c.HasUnique || c.Unique != 0 {
		t.Errorf("mitm stopped part way: %+v, %v; want no unique count", c, err)
	}
}
