package stream

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPinned: the placements of every seeded solver follow from these
// numbers; a change here changes what users get for a seed.
func TestPinned(t *testing.T) {
	g := New(1, 0)
	var got []uint64
	for range 6 {
		got = append(got, g.Below(1000))
	}
	want := []uint64{930, 729, 901, 887, 703, 355}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("New(1, 0).Below(1000) x6 = %v, want %v", got, want)
		}
	}
	if a, b := New(1, 0).Below(1<<62), New(1, 1).Below(1<<62); a == b {
		t.Errorf("streams 0 and 1 of seed 1 start alike (%d)", a)
	}
}

// TestBelowRange: every draw is below k, and small k sees every value.
func TestBelowRange(t *testing.T) {
	g := New(7, 3)
	for _, k := range []uint64{1, 2, 3, 7, 1000, 1<<63 + 5} {
		seen := map[uint64]bool{}
		for range 2000 {
			v := g.Below(k)
			if v >= k {
				t.Fatalf("Below(%d) = %d", k, v)
			}
			seen[v] = true
		}
		if k <= 7 && len(seen) != int(k) {
			t.Errorf("Below(%d): %d distinct values in 2000 draws", k, len(seen))
		}
	}
}

// TestIntNMatchesRand: NewPCG and IntN draw what math/rand/v2 drew for
// the hill climbs (rand.New(rand.NewPCG(seed, seq)).IntN) on a 64-bit
// machine, for powers of two and other bounds, so that every seed's
// placement stays as it was.
func TestIntNMatchesRand(t *testing.T) {
	if ^uint(0)>>32 == 0 {
		t.Skip("on a 32-bit machine math/rand/v2 draws small bounds differently")
	}
	for _, seed := range []uint64{0, 1, 7, 1 << 40} {
		g := NewPCG(seed, 0x68696c6c636c6d62)
		r := rand.New(rand.NewPCG(seed, 0x68696c6c636c6d62))
		for i := range 5000 {
			k := []int{1, 2, 3, 8, 10, 64, 100, 1 << 20, 1<<20 + 1, 1<<62 + 3}[i%10]
			if got, want := g.IntN(k), r.IntN(k); got != want {
				t.Fatalf("seed %d, draw %d: IntN(%d) = %d, math/rand/v2 %d", seed, i, k, got, want)
			}
		}
	}
}

// TestPermMatchesRand: Perm is math/rand/v2's Perm for the same PCG, so
// the estimators' sample orders stay as they were; every result is a
// permutation.
func TestPermMatchesRand(t *testing.T) {
	if ^uint(0)>>32 == 0 {
		t.Skip("on a 32-bit machine math/rand/v2 draws small bounds differently")
	}
	for _, seed := range []uint64{0, 1, 16, 1 << 40} {
		g := NewPCG(seed, 3)
		r := rand.New(rand.NewPCG(seed, 3))
		for _, n := range []int{0, 1, 2, 5, 64, 1000} {
			got, want := g.Perm(n), r.Perm(n)
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d: Perm(%d) = %v, math/rand/v2 %v", seed, n, got, want)
			}
			seen := make([]bool, n)
			for _, v := range got {
				if v < 0 || v >= n || seen[v] {
					t.Fatalf("seed %d: Perm(%d) = %v is not a permutation", seed, n, got)
				}
				seen[v] = true
			}
		}
	}
}

// TestIntNPanics: a bound below 1 is a caller's bug, as in math/rand/v2.
func TestIntNPanics(t *testing.T) {
	for _, k := range []int{0, -1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntN(%d) did not panic", k)
				}
			}()
			NewPCG(1, 2).IntN(k)
		}()
	}
}
