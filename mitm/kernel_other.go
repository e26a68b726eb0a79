//go:build !amd64 || purego || noasm

package mitm

// sieveWide is whether sieves hold four lanes a row: never without AVX2
// assembly, where one word a row is faster.
var sieveWide = false

// countWide returns the number of pairs of a query of qs and a stored
// pattern of a wide sieve that are disjoint (only tests build wide sieves
// here).
func (s *Sieve) countWide(qs []uint64) uint64 { return s.countWideGo(qs) }

// joinBatch is joinBatchGo (never called without AVX2: list joins in Go).
func joinBatch(out, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int {
	return joinBatchGo(out, npat, njoin, avoid, fpat, fjoin)
}

// transposeBits transposes the bit matrix in (bit b of in[i] to bit i of
// row b) and returns the rows: in itself.
func transposeBits(in, _ *[64]uint64) *[64]uint64 {
	transpose64(in)
	return in
}

// expandChunks is expandChunksGo.
func expandChunks(w []uint64, rows *[64][sieveLanes]uint64, chunks *[sieveChunksMost]sieveChunk, nchunks int) {
	expandChunksGo(w, rows, chunks, nchunks)
}

// spare copies to dst the words w of src with w&except == 0, in order,
// and returns their number.
func spare(dst, src []uint64, except uint64) int { return spareGo(dst, src, except) }
