package qs1

import (
	"math/bits"
	"math/rand/v2"
)

// rng is a PCG stream with an unbiased bounded draw (Lemire's
// multiply-and-reject), called directly rather than through rand.Source.
type rng struct{ pcg *rand.PCG }

func newRNG(seed uint64) rng { return newStream(seed, 0) }

// newStream returns the stream-th independent PCG stream for seed.
func newStream(seed, stream uint64) rng {
	return rng{rand.NewPCG(seed, 0x9e3779b97f4a7c15+stream*0xbf58476d1ce4e5b9)}
}

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

// shuffle fills p with a uniformly random permutation of 0..n-1.
func (g rng) shuffle(p []int32) {
	for i := range p {
		p[i] = int32(i)
	}
	for i := len(p) - 1; i > 0; i-- {
		j := g.below(uint64(i + 1))
		p[i], p[j] = p[j], p[i]
	}
}
