//go:build amd64 && !purego && !noasm

package mitm

import "golang.org/x/sys/cpu"

// sieveWide is whether sieves hold four lanes a row, counted with AVX2.
var sieveWide = cpu.X86.HasAVX2

// sievePopcount is whether the wide kernel counts with VPOPCNTQ on 256-bit
// vectors (AVX-512 VPOPCNTDQ and VL) rather than a byte table.
var sievePopcount = cpu.X86.HasAVX512VPOPCNTDQ && cpu.X86.HasAVX512VL

// countWide returns the number of pairs of a query of qs and a stored
// pattern of a wide sieve that are disjoint (AVX2: one VPOR a chunk of a
// query for 256 patterns), with VPOPCNTQ where the CPU has it.
func (s *Sieve) countWide(qs []uint64) uint64 { return s.countWideBy(qs, sievePopcount) }

// countWideBy is countWide, counting with VPOPCNTQ when popcount is set
// (the CPU must have it) and a byte table otherwise.
func (s *Sieve) countWideBy(qs []uint64, popcount bool) uint64 {
	if len(s.visit) == 0 || len(qs) == 0 {
		return 0
	}
	dn := s.denser()
	a := wideArgs{
		words:   &s.words[0],
		visit:   &s.visit[0],
		visitAt: &s.visitAt[0],
		nchunks: uint64(s.nchunks),
		lo:      uint64(s.lo),
		hi:      uint64(s.hi),
		mask:    uint64(1)<<s.half - 1,
		half:    uint64(s.half),
		full:    uint64(1)<<(2*s.half) - 1,
		m0:      dn.m0,
		m1:      dn.m1,
		m2:      dn.m2,
	}
	if popcount {
		a.popcount = 1
	}
	return sieveQueriesAVX2(&a, qs)
}

// wideArgs is what sieveQueriesAVX2 reads of a sieve; the assembly
// knows its fields' offsets.
type wideArgs struct {
	words    *uint64 // 0
	visit    *int32  // 8
	visitAt  *int32  // 16
	nchunks  uint64  // 24: chunk j's rows start at row 2+16j
	lo, hi   uint64  // 32, 40: the index bits' shifts
	mask     uint64  // 48: the index bits of one mask, from bit 0
	half     uint64  // 56: their number
	full     uint64  // 64: all index bits, from bit 0
	m0, m1   uint64  // 72, 80: the denser's masks
	m2       uint64  // 88
	popcount uint64  // 96: 1 to count with VPOPCNTQ
}

// sieveQueriesAVX2 returns countWide(qs) (kernel_amd64.s).
//
//go:noescape
func sieveQueriesAVX2(a *wideArgs, qs []uint64) uint64

// expandChunks is expandChunksGo with AVX2, a row of four lanes a VPOR.
func expandChunks(w []uint64, rows *[64][sieveLanes]uint64, chunks *[sieveChunksMost]sieveChunk, nchunks int) {
	if nchunks == 0 {
		return
	}
	last := chunks[nchunks-1]
	_ = w[int(last.base)/8+int(last.mask+1)*sieveLanes-1]
	expandChunksAVX2(&w[0], rows, chunks, nchunks)
}

// expandChunksAVX2 is expandChunks (kernel_amd64.s).
//
//go:noescape
func expandChunksAVX2(w *uint64, rows *[64][sieveLanes]uint64, chunks *[sieveChunksMost]sieveChunk, nchunks int)

// joinBatch is joinBatchGo with AVX2, four far entries at a time; out
// needs joinSlack words of room past the pairs, and fpat and fjoin
// joinSlack entries of capacity past their ends.
func joinBatch(out, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int {
	if len(npat) == 0 || len(fjoin) == 0 {
		return 0
	}
	_ = out[len(npat)*len(fjoin)+joinSlack-1]
	_, _ = fpat[:len(fjoin)+joinSlack-1], fjoin[:len(fjoin)+joinSlack-1]
	_ = njoin[len(npat)-1]
	return joinAVX2(&out[0], npat, njoin, avoid, fpat, fjoin)
}

// joinAVX2 is joinBatch (kernel_amd64.s).
//
//go:noescape
func joinAVX2(out *uint64, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int

// transposeBits transposes the bit matrix in (bit b of in[i] to bit i of
// row b) up to a permutation of the columns i, the same for every row,
// and returns the rows: in itself or out.
func transposeBits(in, out *[64]uint64) *[64]uint64 {
	if sieveWide {
		transposeAVX2(in, out)
		return out
	}
	transpose64(in)
	return in
}

// transposeAVX2 is transposeBits with AVX2: bit b of in[i] goes to bit
// pi(i) of out[b] (kernel_amd64.s).
//
//go:noescape
func transposeAVX2(in, out *[64]uint64)

// spare copies to dst the words w of src with w&except == 0, in order,
// and returns their number; dst needs room for 3 words past them.
func spare(dst, src []uint64, except uint64) int {
	whole := len(src) &^ 3
	n := 0
	if whole > 0 {
		_ = dst[whole+spareSlack-1]
		n = spareAVX2(&dst[0], src[:whole], except)
	}
	return n + spareGo(dst[n:], src[whole:], except)
}

// spareAVX2 is spare (kernel_amd64.s).
//
//go:noescape
func spareAVX2(dst *uint64, src []uint64, except uint64) int
