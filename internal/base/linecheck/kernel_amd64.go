//go:build amd64 && !purego && !noasm

package linecheck

import "unsafe"

// markLinesAsm is markLines in assembly (lines_amd64.s), with a
// prefetch of the word of the queen 128 columns on.
//
//go:noescape
func markLinesAsm(rows []int32, m int, bits []uint64, k, step int, size uint)

// linesAsm says whether markLines is the assembly.
const linesAsm = true

// markLines sets, for each column i < m of rows, the bit of its line
// rows[i] + k + i*step in bits when the line is below size, and otherwise a
// bit of the spare word after them (bits has ceil(size/64) + spareWords
// words). Columns from m on are read only to prefetch.
func markLines(rows []int32, m int, bits []uint64, k, step int, size uint) {
	if m < 0 || m > len(rows) || len(bits) < spareWords || size > 64*uint(len(bits)-spareWords) {
		panic("verify: markLines out of bounds")
	}
	markLinesAsm(rows, m, bits, k, step, size)
}

// scatterAsm is scatterGo in assembly, on the first elements of rows (cols
// of them) and entries (size of them); the caller checks the bounds of
// rows, b.nb and the alignment of entries. The full buffers go to memory
// with non-temporal stores: a whole line written without reading it
// first.
//
//go:noescape
func scatterAsm(rows *int32, cols int, entries *uint32, size int, b *scatterBuffer) bool

// scatterKernel is scatterGo, in assembly. entries must start on a cache
// line (alignedLines) and every b.pos[q] be a multiple of chunkLine.
func scatterKernel(rows []int32, entries []uint32, b *scatterBuffer) bool {
	if b.nb > chunkBuckets || len(entries) == 0 || uintptr(unsafe.Pointer(&entries[0]))%64 != 0 {
		panic("verify: scatter out of bounds")
	}
	if len(rows) == 0 {
		return true
	}
	return scatterAsm(&rows[0], len(rows), &entries[0], len(entries), b)
}
