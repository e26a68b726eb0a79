package minconflicts_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/minconflicts"
)

func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{1_000, 100_000, 1_000_000, 10_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 1_000_000 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			seed := uint64(0)
			var repairs int64
			for b.Loop() {
				seed++
				res, err := minconflicts.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
				repairs += res.Stats.Steps
			}
			b.ReportMetric(float64(repairs)/float64(b.N), "repairs/op")
		})
	}
}
