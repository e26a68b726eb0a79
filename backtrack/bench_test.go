package backtrack_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/backtrack"
)

// BenchmarkSolve shows the irregular growth: neighbours differ by orders of
// magnitude.
func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{8, 16, 20, 21, 22, 23, 24, 25, 28, 29} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				res, err := backtrack.Solve(context.Background(), n, nqueens.Settings{})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
		})
	}
}

// BenchmarkArray runs the plain-array version where the bitboards would
// serve, to show what they buy.
func BenchmarkArray(b *testing.B) {
	for _, n := range []int{20, 24} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if res := backtrack.SolveArray(context.Background(), n, nqueens.Settings{}); res.Status != nqueens.Solved {
					b.Fatal(res.Status)
				}
			}
		})
	}
}
