package complete

import (
	"testing"

	"github.com/nqueens/nqueens/internal/stream"
)

// subsets calls f with every k-subset of vals (increasing), as a list.
func subsets(vals []int, k int, f func([]int)) {
	var pick []int
	var rec func(i int)
	rec = func(i int) {
		if len(pick) == k {
			f(pick)
			return
		}
		for j := i; j <= len(vals)-(k-len(pick)); j++ {
			pick = append(pick, vals[j])
			rec(j + 1)
			pick = pick[:len(pick)-1]
		}
	}
	rec(0)
}

// randomIndices is an increasing list of distinct indices below 2n-1.
func randomIndices(rng *stream.Stream, n int) []int {
	var out []int
	for v := range 2*n - 1 {
		if rng.Below(2) == 0 {
			out = append(out, v)
		}
	}
	return out
}

// TestSpread: spread's least and greatest sums of (k*v - p)^2 over k of
// the values are those of every k-subset, listed.
func TestSpread(t *testing.T) {
	rng := stream.New(3, 0)
	for range 2000 {
		vals := randomIndices(&rng, 2+int(rng.Below(6)))
		if len(vals) == 0 {
			continue
		}
		k := 1 + int(rng.Below(uint64(len(vals))))
		p := int(rng.Below(uint64(k*(vals[len(vals)-1]+2)))) - k
		lo, hi := 1<<62, -1
		subsets(vals, k, func(s []int) {
			sum := 0
			for _, v := range s {
				sum += (k*v - p) * (k*v - p)
			}
			lo, hi = min(lo, sum), max(hi, sum)
		})
		if near, far := spread(vals, k, p); near != lo || far != hi {
			t.Fatalf("vals %v, k %d, p %d: spread %d..%d, subsets %d..%d", vals, k, p, near, far, lo, hi)
		}
	}
}

// TestMomentsSound: the moments' bounds never refuse k diagonals that do
// meet them: for random index lists and every pair of k-subsets, the
// sums those subsets make are admitted by reachable and
// secondMomentAdmits.
func TestMomentsSound(t *testing.T) {
	rng := stream.New(4, 0)
	for range 300 {
		n := 2 + int(rng.Below(4))
		sv, dv := randomIndices(&rng, n), randomIndices(&rng, n)
		k := 1 + int(rng.Below(uint64(min(len(sv), len(dv))+1)))
		if k > len(sv) || k > len(dv) {
			continue
		}
		subsets(sv, k, func(s []int) {
			subsets(dv, k, func(e []int) {
				var m moments
				for i := range k {
					m.ts += s[i]
					m.td += e[i]
					m.tq += s[i]*s[i] + e[i]*e[i]
				}
				if !reachable(sv, k, m.ts) || !reachable(dv, k, m.td) || !secondMomentAdmits(sv, dv, k, m) {
					t.Fatalf("sums %v and %v of %v and %v (k %d) refused", s, e, sv, dv, k)
				}
			})
		})
	}
}
