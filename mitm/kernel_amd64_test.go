//go:build amd64 && !purego && !noasm

package mitm

import (
	"math/rand/v2"
	"testing"
)

// TestSieveWidePopcount counts the same wide sieves, some with weights,
// with the byte-table popcount and, where the CPU has it, VPOPCNTQ.
func TestSieveWidePopcount(t *testing.T) {
	if !sieveWide {
		t.Skip("no AVX2")
	}
	have := sievePopcount
	rng := rand.New(rand.NewPCG(7, 8))
	for _, n := range []int{9, 16, 21, 32} {
		mask := ^uint64(0) >> (64 - 2*n)
		pats := make([]uint64, 2000)
		for i := range pats {
			pats[i] = rng.Uint64() & rng.Uint64() & mask
		}
		qs := make([]uint64, 200)
		for i := range qs {
			qs[i] = rng.Uint64() & rng.Uint64() & rng.Uint64() & mask
		}
		for k := 0; k <= 6; k += 2 {
			var s Sieve
			ix := RowIndex(n)
			if k%4 == 2 {
				ix.Weights = &Weights{{1, 1, 1, 0}, {1, 0, 2, 0}, {1, 2, 0, 0}, {0, 0, 0, 0}}
			}
			s.build(pats, ix, k, sieveLanes)
			want := s.countWideGo(qs)
			for _, p := range []bool{false, true} {
				if p && !have {
					continue
				}
				if got := s.countWideBy(qs, p); got != want {
					t.Fatalf("n = %d, k = %d, VPOPCNTQ %v: %d, want %d", n, k, p, got, want)
				}
			}
		}
	}
}

// TestExpandChunks compares the chunk tables of expandChunksAVX2 with
// expandChunksGo, for chunks of every width.
func TestExpandChunks(t *testing.T) {
	if !sieveWide {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewPCG(9, 10))
	var rows [64][sieveLanes]uint64
	for b := range rows {
		for l := range sieveLanes {
			rows[b][l] = rng.Uint64()
		}
	}
	var chunks [sieveChunksMost]sieveChunk
	base := uint32(sieveBitRows)
	shift := uint32(0)
	n := 0
	for _, w := range []uint32{4, 1, 3, 2, 4, 4} {
		chunks[n] = sieveChunk{shift: shift, mask: 1<<w - 1, base: base * 8 * sieveLanes}
		shift += w
		base += 1 << w
		n++
	}
	size := int(base) * sieveLanes
	want, got := make([]uint64, size), make([]uint64, size)
	expandChunksGo(want, &rows, &chunks, n)
	expandChunks(got, &rows, &chunks, n)
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("word %d: %#x, want %#x", i, got[i], want[i])
		}
	}
}
