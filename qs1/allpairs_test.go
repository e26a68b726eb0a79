package qs1_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
)

// allPairs is QS1 read literally, the baseline the classic variant is
// measured against: every pair i < j is visited on each pass and swapped
// when one queen is attacked and the swap lowers the collisions. It is
// correct but walks n(n-1)/2 pairs per pass.
func allPairs(n int, seed uint64) nqueens.Placement {
	g := rand.New(rand.NewPCG(seed, 0))
	p := make(nqueens.Placement, n)
	d := heuristic.NewDiagonals(n)
	for {
		for i, v := range g.Perm(n) {
			p[i] = int32(v)
		}
		d.Reset(p)
		for d.Collisions() > 0 {
			improved := false
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					if (d.Attacked(i, p[i]) || d.Attacked(j, p[j])) && d.SwapDelta(p, i, j) < 0 {
						d.Swap(p, i, j)
						improved = true
					}
				}
			}
			if !improved {
				break
			}
		}
		if d.Collisions() == 0 {
			return p
		}
	}
}

func TestAllPairsBaselineSolves(t *testing.T) {
	for _, n := range []int{4, 8, 50, 200} {
		if err := nqueens.Verify(allPairs(n, 1)); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
	}
}

// BenchmarkClassicVsAllPairs runs classic QS1 and the literal all-pairs
// loop side by side at n = 20000.
func BenchmarkClassicVsAllPairs(b *testing.B) {
	const n = 20_000
	b.Run("classic", func(b *testing.B) {
		seed := uint64(0)
		for b.Loop() {
			seed++
			res, _ := classic(n, seed)
			if res.Status != nqueens.Solved {
				b.Fatal(res.Status)
			}
		}
	})
	b.Run("all-pairs", func(b *testing.B) {
		if testing.Short() {
			b.Skip("seconds per run")
		}
		seed := uint64(0)
		for b.Loop() {
			seed++
			allPairs(n, seed)
		}
	})
}
