package fullboard

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
//	go test ./fullboard -run '^$' -bench Climb -benchtime 20x -count 5 | tee out.txt
//	benchstat -col /impl out.txt
//
// cpu-s/op is the processor time of the process (user and system), which a
// loaded machine inflates far less than the wall time in sec/op.
func BenchmarkClimb(b *testing.B) {
	for _, n := range []int{8, 16, 24, 32, 64} {
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
			if n > 24 {
				b.Skip("the straightforward implementation takes minutes per seed beyond n = 24")
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
