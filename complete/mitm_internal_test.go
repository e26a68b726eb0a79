package complete

import (
	"testing"

	"github.com/nqueens/nqueens/internal/stream"
)

// TestSumsAdmit64 checks the popcount form against the loop of sumsAdmit.
func TestSumsAdmit64(t *testing.T) {
	rng := stream.New(5, 0)
	for range 50_000 {
		a, b := rng.Uint64(), rng.Uint64()
		x := a & b
		if rng.Below(4) == 0 {
			x &= rng.Uint64()
		}
		k := int(rng.Below(uint64(min(40, 2+bitsIn(x)))))
		tgt := int(rng.Below(64 * 40))
		if rng.Below(2) == 0 {
			tgt = int(rng.Below(400))
		}
		small, large, idx := 0, 0, []int{}
		for i := range 64 {
			if x&(1<<i) != 0 {
				idx = append(idx, i)
			}
		}
		if k <= len(idx) {
			for i := range k {
				small += idx[i]
				large += idx[len(idx)-1-i]
			}
		}
		for _, tg := range []int{tgt, small - 1, small, large, large + 1} {
			if got, want := sumsAdmit64(x, k, tg), sumsAdmit(x, 0, k, tg); got != want {
				t.Fatalf("x %#x, k %d, t %d: %v, sumsAdmit %v", x, k, tg, got, want)
			}
		}
	}
}

func bitsIn(x uint64) int {
	c := 0
	for ; x != 0; x &= x - 1 {
		c++
	}
	return c
}
