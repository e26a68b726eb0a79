package mitm

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSumsAdmit checks the popcount form against its definition: the
// sums of the k smallest and the k largest members, found by listing
// them, of sets in one word and in two.
func TestSumsAdmit(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 0))
	for i := range 50_000 {
		lo, hi := rng.Uint64()&rng.Uint64(), uint64(0)
		if rng.IntN(4) == 0 {
			lo &= rng.Uint64()
		}
		if i%2 == 1 {
			hi = rng.Uint64() & rng.Uint64() & rng.Uint64()
		}
		var idx []int
		for b := range 128 {
			if (b < 64 && lo>>b&1 != 0) || (b >= 64 && hi>>(b-64)&1 != 0) {
				idx = append(idx, b)
			}
		}
		k := rng.IntN(min(60, 2+bits.OnesCount64(lo)+bits.OnesCount64(hi)))
		small, large := 0, 0
		if k <= len(idx) {
			for j := range k {
				small += idx[j]
				large += idx[len(idx)-1-j]
			}
		}
		for _, tg := range []int{rng.IntN(128 * 60), rng.IntN(400), small - 1, small, large, large + 1} {
			want := k <= len(idx) && small <= tg && tg <= large
			if got := SumsAdmit(lo, hi, k, tg); got != want {
				t.Fatalf("set %#x %#x, k %d, t %d: %v, want %v (members %v)", lo, hi, k, tg, got, want, slices.Clip(idx))
			}
		}
	}
}
