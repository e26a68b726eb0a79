//go:build amd64 && !purego && !noasm

package mitm

import "golang.org/x/sys/cpu"

// sieveWide is whether sieves hold four lanes a row, counted with AVX2.
var sieveWide = cpu.X86.HasAVX2

// countWide returns the number of pairs of a query of qs and a stored
// pattern of a wide sieve that are disjoint (AVX2: one VPOR a row for 256
// patterns).
func (s *Sieve) countWide(qs []uint64) uint64 {
	if len(s.visit) == 0 || len(qs) == 0 {
		return 0
	}
	a := wideArgs{
		words:   &s.words[0],
		visit:   &s.visit[0],
		visitAt: &s.visitAt[0],
		rowOff:  &s.rowOff,
		rows:    s.rows,
		lo:      uint64(s.lo),
		hi:      uint64(s.hi),
		mask:    uint64(1)<<s.half - 1,
		half:    uint64(s.half),
		full:    uint64(1)<<(2*s.half) - 1,
		zero:    uint64(8 * s.lanes * sieveZero),
	}
	return sieveQueriesAVX2(&a, qs)
}

// wideArgs is what sieveQueriesAVX2 reads of a sieve; the assembly
// knows its fields' offsets.
type wideArgs struct {
	words   *uint64     // 0
	visit   *int32      // 8
	visitAt *int32      // 16
	rowOff  *[64]uint32 // 24
	rows    uint64      // 32
	lo, hi  uint64      // 40, 48: the index bits' shifts
	mask    uint64      // 56: the index bits of one mask, from bit 0
	half    uint64      // 64: their number
	full    uint64      // 72: all index bits, from bit 0
	zero    uint64      // 80: the zero row's byte offset
}

// sieveQueriesAVX2 returns countWide(qs) (kernel_amd64.s).
//
//go:noescape
func sieveQueriesAVX2(a *wideArgs, qs []uint64) uint64

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
