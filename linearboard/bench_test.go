package linearboard

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

// BenchmarkClimb solves one n for seeds 1, 2, 3, ... (one seed per
// iteration), so with -benchtime=20x each figure is the mean over seeds
// 1..20, with impl=fast ([Solve]) and impl=naive (the straightforward
// implementation). Both make the same moves for a seed, so their ratio is
// the gain from the implementation alone:
//
//	go test ./linearboard -run '^$' -bench Climb -benchtime 20x -count 5 | tee out.txt
//	benchstat -col /impl out.txt
//
// cpu-s/op is the processor time of the process (user and system), which a
// loaded machine inflates far less than the wall time in sec/op.
func BenchmarkClimb(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64, 100} {
		b.Run(fmt.Sprintf("impl=fast/n=%d", n), func(b *testing.B) {
			if n > 32 && testing.Short() {
				b.Skip("large n skipped in -short mode")
			}
			cpu := solvertest.StartCPU()
			seed := uint64(0)
			for b.Loop() {
				seed++
				res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
			}
			cpu.Report(b)
		})
		b.Run(fmt.Sprintf("impl=naive/n=%d", n), func(b *testing.B) {
			if n > 64 || n > 32 && testing.Short() {
				b.Skip("the straightforward implementation takes minutes per seed at this n")
			}
			cpu := solvertest.StartCPU()
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, _, ok := naiveSolve(n, seed, 0); !ok {
					b.Fatal("not solved")
				}
			}
			cpu.Report(b)
		})
	}
}

// BenchmarkRestarts reports how hard the landscape is at each n, the same
// for fullboard (same seed, same search): restarts per solution, the
// fraction of climbs that end in a solution, and the moves per climb, over
// seeds 1..N (-benchtime 100x: 100 seeds).
//
//	go test ./linearboard -run '^$' -bench Restarts -benchtime 100x
func BenchmarkRestarts(b *testing.B) {
	for _, n := range []int{8, 12, 16, 20, 24, 32, 48, 64} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var restarts, moves int64
			seed := uint64(0)
			for b.Loop() {
				seed++
				res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
				if err != nil || res.Status != nqueens.Solved {
					b.Fatal(err, res.Status)
				}
				restarts += res.Stats.Restarts
				moves += res.Stats.Steps
			}
			climbs := float64(restarts) + float64(b.N)
			b.ReportMetric(float64(restarts)/float64(b.N), "restarts/op")
			b.ReportMetric(float64(b.N)/climbs, "success/climb")
			b.ReportMetric(float64(moves)/climbs, "moves/climb")
		})
	}
}
