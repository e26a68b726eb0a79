package qs1_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
	"github.com/nqueens/nqueens/qs1"
)

func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{1_000, 100_000, 1_000_000, 10_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n > 1_000_000 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			seed := uint64(0)
			cpu := solvertest.StartCPU()
			for b.Loop() {
				seed++
				res, err := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
			cpu.Report(b)
		})
	}
}

func BenchmarkClassic(b *testing.B) {
	for _, n := range []int{1_000, 20_000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			seed := uint64(0)
			for b.Loop() {
				seed++
				res, err := qs1.Classic(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
		})
	}
}

func classic(n int, seed uint64) (nqueens.Result, error) {
	return qs1.Classic(context.Background(), n, nqueens.Settings{Seed: seed})
}
