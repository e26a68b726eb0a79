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

// TestWriteOutKernels: the assembly write-out of a group of lanes (amd64)
// and the Go one write the same placement, every other column untouched.
func TestWriteOutKernels(t *testing.T) {
	g := rand.New(rand.NewPCG(5, 6))
	for range 50 {
		m := laneGroup + 1 + 2*g.IntN(100)
		q := 1 + g.IntN(300)
		var rows [laneGroup][]int32
		var a [laneGroup]int32
		for t := range rows {
			rows[t] = make([]int32, q)
			for j := range rows[t] {
				rows[t][j] = int32(g.IntN(q))
			}
			a[t] = int32(g.IntN(m))
		}
		n := m*(q-1) + laneGroup + g.IntN(m)
		got, want := make([]int32, n), make([]int32, n)
		for c := range got {
			got[c], want[c] = -1, -1
		}
		writeOutKernel(got, m, &rows, &a)
		writeOutGo(want, m, &rows, &a)
		if !slices.Equal(got, want) {
			t.Fatalf("m %d, q %d: the kernels write different placements", m, q)
		}
	}
}
