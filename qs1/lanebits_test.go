package qs1

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestGreedyKernels: the assembly kernel of the lanes' start (amd64) and
// the Go one place the same rows, set the same bits, stop at the same
// column and count the same words, on lanes of every size up to
// laneTarget, from empty and from partly filled bit sets (some lines
// taken beforehand, as the corner takes anti-diagonals), through the
// columns where rows run out.
func TestGreedyKernels(t *testing.T) {
	if !greedyIsAsm {
		t.Log("greedyKernel is the Go kernel in this build: it is compared with itself")
	}
	g := rand.New(rand.NewPCG(3, 4))
	rounds := 200
	if testing.Short() {
		rounds = 40
	}
	for round := range rounds {
		q := 1 + g.IntN(200)
		switch round % 4 {
		case 1:
			q = 1 + g.IntN(laneTarget)
		case 2:
			q = laneTarget - g.IntN(3)
		}
		var a, b laneBits
		for r := range q {
			a.free[r>>6] |= 1 << (r & 63)
		}
		for range g.IntN(q/4 + 1) { // lines taken beforehand
			k := g.IntN(2*q - 1)
			a.diag[k>>6] |= 1 << (k & 63)
			k = g.IntN(2*q - 1)
			a.anti[k>>6] |= 1 << (k & 63)
		}
		b = a
		draws := make([]uint32, q)
		for i := range draws {
			draws[i] = g.Uint32()
		}
		lpa, lpb := make([]int32, q), make([]int32, q)
		for from := 0; from < q; {
			to := min(q, from+1+g.IntN(q))
			sa, la := greedyKernel(&a, lpa, q, from, to, draws[from:to])
			sb, lb := greedyGo(&b, lpb, q, from, to, draws[from:to])
			if sa != sb || la != lb || a != b || !slices.Equal(lpa, lpb) {
				t.Fatalf("q %d, columns %d..%d: kernel stops at %d after %d words, Go at %d after %d (bits equal: %v, rows equal: %v)",
					q, from, to, sa, la, sb, lb, a == b, slices.Equal(lpa, lpb))
			}
			from = sa + 1
		}
	}
}
