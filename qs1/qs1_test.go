package qs1_test

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/qs1"
)

func TestQuickSmoke(t *testing.T) {
	for _, solve := range []nqueens.Solver{qs1.Solve, qs1.Classic} {
		for n := 1; n <= 64; n++ {
			for seed := uint64(0); seed < 20; seed++ {
				res, err := solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				if !nqueens.HasSolution(n) {
					if res.Status != nqueens.NoSolution {
						t.Fatalf("n=%d: %v", n, res.Status)
					}
					continue
				}
				if res.Status != nqueens.Solved {
					t.Fatalf("n=%d seed=%d: %v", n, seed, res.Status)
				}
				if err := nqueens.Verify(res.Placement); err != nil {
					t.Fatalf("n=%d seed=%d: %v", n, seed, err)
				}
			}
		}
	}
}
