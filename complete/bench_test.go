package complete_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/cputime"
)

// loop runs f in b's loop and reports the processor time per run beside
// the wall time: on a shared machine it is the steadier figure.
func loop(b *testing.B, f func() error) {
	start, _ := cputime.Process()
	for b.Loop() {
		if err := f(); err != nil {
			b.Fatal(err)
		}
	}
	if end, ok := cputime.Process(); ok {
		b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
	}
}

// hardest are the published n = 21 instances that took shiftqueens the
// most nodes (2.4e9 to 3.2e9; none has a completion): file id and
// diagonals.
var hardest = []struct{ id, m int }{{75, 18}, {163, 22}, {163, 23}, {110, 17}, {205, 21}}

// BenchmarkDecide decides the hardest published n = 21 instances with
// Decide's race, and one prefix with completions (110 with 16, 53 of
// them); BenchmarkCountHard counts the five with one worker.
func BenchmarkDecide(b *testing.B) {
	for _, h := range append(hardest, struct{ id, m int }{110, 16}) {
		in := readInstance(b, diagFile(21, h.id)).WithDiagonals(h.m)
		b.Run(fmt.Sprintf("%d-%d", h.id, h.m), func(b *testing.B) {
			loop(b, func() error {
				_, err := complete.Decide(context.Background(), in, complete.Settings{})
				return err
			})
		})
	}
}

func BenchmarkCountHard(b *testing.B) {
	for _, h := range hardest {
		in := readInstance(b, diagFile(21, h.id)).WithDiagonals(h.m)
		b.Run(fmt.Sprintf("%d-%d", h.id, h.m), func(b *testing.B) {
			loop(b, func() error {
				_, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: 1})
				return err
			})
		})
	}
}

// BenchmarkLocal completes n = 100,000 with 100 queens of a qs1 solution
// placed, by the local search.
func BenchmarkLocal(b *testing.B) {
	in := fromSolution(b, 100_000, 100, 3)
	loop(b, func() error {
		_, err := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1})
		return err
	})
}
