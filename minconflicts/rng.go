package minconflicts

import (
	"math/bits"
	"math/rand/v2"
)

// rng is a PCG stream with an unbiased bounded draw (Lemire's
// multiply-and-reject), called directly rather than through rand.Source.
type rng struct{ pcg *rand.PCG }

func newRNG(seed uint64) rng { return rng{rand.NewPCG(seed, 0x9e3779b97f4a7c15)} }

// below returns a uniform integer in [0, k), k > 0.
func (g rng) below(k uint64) uint64 {
	hi, lo := bits.Mul64(g.pcg.Uint64(), k)
	if lo < k {
		thresh := -k % k
		for lo < thresh {
			hi, lo = bits.Mul64(g.pcg.Uint64(), k)
		}
	}
	return hi
}
