//go:build amd64 && !purego && !noasm

package nqueens

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
