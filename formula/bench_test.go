package formula_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
)

func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000, 10_000_000, 100_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 1_000_000 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			for b.Loop() {
				res, err := formula.Solve(context.Background(), n, nqueens.Settings{})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
		})
	}
}
