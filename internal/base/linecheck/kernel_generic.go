//go:build !amd64 || purego || noasm

package linecheck

// linesAsm says whether markLines is the assembly.
const linesAsm = false

// markLines sets, for each column i < m of rows, the bit of its line
// rows[i] + k + i*step in bits when the line is below size, and otherwise a
// bit of the spare word after them (bits has ceil(size/64) + spareWords
// words).
func markLines(rows []int32, m int, bits []uint64, k, step int, size uint) {
	markLinesGo(rows, m, bits, k, step, size)
}

// scatterKernel is scatterGo.
func scatterKernel(rows []int32, entries []uint32, b *scatterBuffer) bool {
	return scatterGo(rows, entries, b)
}
