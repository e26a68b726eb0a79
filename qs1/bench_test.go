package qs1_test

import (
	"context"
	"fmt"
	"io"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/solvertest"
	"github.com/nqueens/nqueens/internal/textio"
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

// BenchmarkWritePerm writes a placement of 10^7 queens as text (what
// `qs1 N --format perm` prints), to compare with a C print loop
// (olimit N print in the shared reference).
func BenchmarkWritePerm(b *testing.B) {
	const n = 10_000_000
	if testing.Short() {
		b.Skip("large n skipped in -short mode")
	}
	res, err := qs1.Solve(context.Background(), n, nqueens.Settings{Seed: 1})
	if err != nil || res.Status != nqueens.Solved {
		b.Fatal(err, res.Status)
	}
	cpu := solvertest.StartCPU()
	for b.Loop() {
		if err := textio.WritePerm(io.Discard, res.Placement); err != nil {
			b.Fatal(err)
		}
	}
	cpu.Report(b)
}
