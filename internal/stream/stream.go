package stream

import (
	"math/bits"
	"math/rand/v2"
)

// Stream is one PCG stream with an unbiased bounded draw (Lemire's
// multiply-and-reject), called directly rather than through rand.Source.
// The zero value is not usable; use New. Copies share the state.
type Stream struct{ pcg *rand.PCG }

// New returns the stream-th independent stream for seed. Solvers give
// each independent use its own stream, so that the order in which
// goroutines run can never change a result.
func New(seed, stream uint64) Stream {
	return Stream{rand.NewPCG(seed, 0x9e3779b97f4a7c15+stream*0xbf58476d1ce4e5b9)}
}

// NewPCG returns the stream of math/rand/v2's rand.NewPCG(seed, seq)
// itself, without New's choice of the second word: for the hill climbs,
// whose results for a seed were fixed with it before New existed.
func NewPCG(seed, seq uint64) Stream { return Stream{rand.NewPCG(seed, seq)} }

// Below returns a uniform integer in [0, k), k > 0, in O(1) expected time.
func (g Stream) Below(k uint64) uint64 {
	hi, lo := bits.Mul64(g.pcg.Uint64(), k)
	if lo < k {
		thresh := -k % k
		for lo < thresh {
			hi, lo = bits.Mul64(g.pcg.Uint64(), k)
		}
	}
	return hi
}

// IntN returns a uniform integer in [0, k), k > 0, in O(1) expected time,
// drawn as math/rand/v2's Rand.IntN draws it on a 64-bit machine: the low
// bits of one Uint64 when k is a power of two, [Stream.Below] otherwise.
// Unlike Rand.IntN it draws the same on a 32-bit machine too. It panics
// when k <= 0.
func (g Stream) IntN(k int) int {
	if k <= 0 {
		panic("stream: IntN of k <= 0")
	}
	u := uint64(k)
	if u&(u-1) == 0 {
		return int(g.pcg.Uint64() & (u - 1))
	}
	return int(g.Below(u))
}

// Uint64 returns the next 64 random bits of the stream.
func (g Stream) Uint64() uint64 { return g.pcg.Uint64() }

// Perm returns a uniform permutation of [0, n), drawn as math/rand/v2's
// Rand.Perm draws it on a 64-bit machine (Fisher-Yates from the end, one
// IntN per position), so that a caller moving here from math/rand/v2
// keeps its orders. O(n).
func (g Stream) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := g.IntN(i + 1)
		p[i], p[j] = p[j], p[i]
	}
	return p
}
