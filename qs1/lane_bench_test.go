package qs1

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

// BenchmarkLane solves the 16 lanes of one group at n = 10^7 on one
// goroutine: the start's work without the write-out or the scheduling.
func BenchmarkLane(b *testing.B) {
	const n = 10_000_000
	f := &fast{n: n, p: make(nqueens.Placement, n), d: &diagSet{n: n}, seed: 1, b: budget.New(context.Background(), nqueens.Settings{})}
	l := newLaneSolver(f)
	l.corner()
	w := l.newWorker(true)
	cpu := solvertest.StartCPU()
	for b.Loop() {
		for t := range laneGroup {
			if !w.solveLane(t, w.rows[t]) {
				b.Fatal("stopped")
			}
		}
	}
	cpu.Report(b)
	b.ReportMetric(float64(w.stats.Evaluations)/float64(b.N*laneGroup*l.q), "evals/col")
	b.ReportMetric(float64(w.stats.Steps)/float64(b.N*laneGroup), "swaps/lane")
}
