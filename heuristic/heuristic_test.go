package heuristic_test

import (
	"math/rand/v2"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
)

// bruteForce computes the three measures by looking at every pair, the
// slowest and most obviously right way.
func bruteForce(p nqueens.Placement) (pairs, collisions int64, attacked int) {
	n := len(p)
	hit := make([]bool, n)
	for a := range n {
		for b := a + 1; b < n; b++ {
			ra, rb := int(p[a]), int(p[b])
			if ra == rb || ra+a == rb+b || ra-a == rb-b {
				pairs++
				hit[a], hit[b] = true, true
			}
		}
	}
	for _, h := range hit {
		if h {
			attacked++
		}
	}
	// Collisions: per diagonal, queens beyond the first.
	diag := map[int]int{}
	anti := map[int]int{}
	for c, r := range p {
		diag[int(r)+c]++
		anti[int(r)-c]++
	}
	for _, m := range []map[int]int{diag, anti} {
		for _, k := range m {
			collisions += int64(k - 1)
		}
	}
	return pairs, collisions, attacked
}

func TestMeasuresMatchBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= 40; n++ {
		for range 20 {
			p := make(nqueens.Placement, n)
			for c := range p {
				p[c] = int32(rng.IntN(n))
			}
			wp, wc, wa := bruteForce(p)
			if got := heuristic.AttackingPairs(p); got != wp {
				t.Fatalf("AttackingPairs(%v) = %d, want %d", p, got, wp)
			}
			if got := heuristic.Collisions(p); got != wc {
				t.Fatalf("Collisions(%v) = %d, want %d", p, got, wc)
			}
			if got := heuristic.Attacked(p); got != wa {
				t.Fatalf("Attacked(%v) = %d, want %d", p, got, wa)
			}
		}
	}
}

func TestKnownValues(t *testing.T) {
	for _, tc := range []struct {
		p                 nqueens.Placement
		pairs, collisions int64
		attacked          int
	}{
		{nqueens.Placement{0}, 0, 0, 0},
		{nqueens.Placement{1, 3, 0, 2}, 0, 0, 0},             // a solution
		{nqueens.Placement{0, 0, 0, 0}, 6, 0, 4},             // one row of 4: 4*3/2
		{nqueens.Placement{0, 1, 2, 3}, 6, 3, 4},             // one diagonal of 4
		{nqueens.Placement{4, 6, 1, 5, 2, 0, 3, 7}, 0, 0, 0}, // 8 queens
	} {
		if got := heuristic.AttackingPairs(tc.p); got != tc.pairs {
			t.Errorf("AttackingPairs(%v) = %d, want %d", tc.p, got, tc.pairs)
		}
		if got := heuristic.Collisions(tc.p); got != tc.collisions {
			t.Errorf("Collisions(%v) = %d, want %d", tc.p, got, tc.collisions)
		}
		if got := heuristic.Attacked(tc.p); got != tc.attacked {
			t.Errorf("Attacked(%v) = %d, want %d", tc.p, got, tc.attacked)
		}
	}
}

// boardFrom turns fuzz bytes into a board of n queens with arbitrary rows.
func boardFrom(data []byte, n int) nqueens.Placement {
	p := make(nqueens.Placement, n)
	for c := range p {
		if c < len(data) {
			p[c] = int32(int(data[c]) % n)
		}
	}
	return p
}

// FuzzLinesMove checks that MoveDelta predicts Move and that Pairs after any
// sequence of moves equals a recount from scratch.
func FuzzLinesMove(f *testing.F) {
	f.Add(uint8(8), []byte{0, 1, 2, 3, 4, 5, 6, 7}, []byte{0, 3, 7, 1})
	f.Add(uint8(1), []byte{0}, []byte{0, 0})
	f.Fuzz(func(t *testing.T, size uint8, rows, moves []byte) {
		n := int(size)%40 + 1
		p := boardFrom(rows, n)
		l := heuristic.NewLines(n)
		l.Reset(p)
		if got, want := l.Pairs(), heuristic.AttackingPairs(p); got != want {
			t.Fatalf("after Reset: Pairs = %d, want %d", got, want)
		}
		for k := 0; k+1 < len(moves); k += 2 {
			c, to := int(moves[k])%n, int32(int(moves[k+1])%n)
			before := l.Pairs()
			delta := l.MoveDelta(c, p[c], to)
			l.Move(c, p[c], to)
			p[c] = to
			want := heuristic.AttackingPairs(p)
			if l.Pairs() != want || before+delta != want {
				t.Fatalf("move col %d to %d: Pairs = %d, predicted %d, recount %d", c, to, l.Pairs(), before+delta, want)
			}
			if got, w := l.Through(c, to), throughScratch(p, c, to); got != w {
				t.Fatalf("Through(%d,%d) = %d, want %d", c, to, got, w)
			}
		}
	})
}

func throughScratch(p nqueens.Placement, c int, r int32) int32 {
	var k int32
	for cc, rr := range p {
		if rr == r {
			k++
		}
		if int(rr)+cc == int(r)+c {
			k++
		}
		if int(rr)-cc == int(r)-c {
			k++
		}
	}
	return k
}

// FuzzDiagonalsSwap checks SwapDelta and Swap against a recount, and
// Attacked against the definition, on permutations.
func FuzzDiagonalsSwap(f *testing.F) {
	f.Add(uint8(8), uint64(1), []byte{0, 7, 3, 4, 2, 2})
	f.Add(uint8(2), uint64(9), []byte{0, 1})
	f.Fuzz(func(t *testing.T, size uint8, seed uint64, swaps []byte) {
		n := int(size)%64 + 1
		rng := rand.New(rand.NewPCG(seed, 0))
		p := make(nqueens.Placement, n)
		for i, v := range rng.Perm(n) {
			p[i] = int32(v)
		}
		d := heuristic.NewDiagonals(n)
		d.Reset(p)
		if got, want := d.Collisions(), heuristic.Collisions(p); got != want {
			t.Fatalf("after Reset: Collisions = %d, want %d", got, want)
		}
		for k := 0; k+1 < len(swaps); k += 2 {
			i, j := int(swaps[k])%n, int(swaps[k+1])%n
			before := d.Collisions()
			predicted := d.SwapDelta(p, i, j)
			if d.Collisions() != before {
				t.Fatalf("SwapDelta changed the counters")
			}
			got := d.Swap(p, i, j)
			want := heuristic.Collisions(p)
			if d.Collisions() != want || got != predicted || before+got != want {
				t.Fatalf("swap %d,%d: Collisions = %d, delta %d, predicted %d, recount %d", i, j, d.Collisions(), got, predicted, want)
			}
			for c, r := range p {
				if d.Attacked(c, r) != attackedOnDiagonal(p, c) {
					t.Fatalf("Attacked(%d,%d) wrong on %v", c, r, p)
				}
			}
		}
	})
}

func attackedOnDiagonal(p nqueens.Placement, c int) bool {
	for cc, rr := range p {
		if cc != c && (int(rr)+cc == int(p[c])+c || int(rr)-cc == int(p[c])-c) {
			return true
		}
	}
	return false
}
