package textio_test

import (
	"context"
	"io"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
	"github.com/nqueens/nqueens/qs1"
)

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
