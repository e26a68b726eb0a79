package linearboard

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
)

// The benchmarks solve one n for seeds 1, 2, 3, ... (one seed per
// iteration), so with -benchtime=20x each figure is the mean over 20 seeds.
// Solve and its straightforward counterpart make the same moves for a
// seed, so their ratio is the gain from the implementation alone.

func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64, 100} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 32 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			seed := uint64(0)
			for b.Loop() {
				seed++
				res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
		})
	}
}

func BenchmarkNaive(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 32 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, _, ok := naiveSolve(n, seed, 0); !ok {
					b.Fatal("not solved")
				}
			}
		})
	}
}
