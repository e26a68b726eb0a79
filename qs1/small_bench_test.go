package qs1_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/qs1"
)

// BenchmarkSmall times the two paths of the default (small: the greedy
// start and QS1's swaps; large: the QS4-style start and clear swaps) and
// classic QS1 side by side at the sizes of the classroom table and around
// qs1.SmallMax, one seed per iteration (as compare runs them). Run it with
// -count 1 in a loop so that they alternate (see BENCHMARKS.md).
func BenchmarkSmall(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64, 128, 256, 512, 1024, 2048} {
		for _, v := range []struct {
			name  string
			solve nqueens.Solver
		}{{"small", qs1.SolveSmall}, {"large", qs1.SolveLarge}, {"classic", qs1.Classic}} {
			b.Run(fmt.Sprintf("n=%d/%s", n, v.name), func(b *testing.B) {
				seed := uint64(0)
				for b.Loop() {
					seed++
					res, err := v.solve(context.Background(), n, nqueens.Settings{Seed: seed})
					if err != nil || res.Status != nqueens.Solved {
						b.Fatal(err, res.Status)
					}
				}
			})
		}
	}
}
