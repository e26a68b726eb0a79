//go:build !amd64 || purego || noasm

package qs1

// greedyIsAsm says whether greedyKernel is the assembly.
const greedyIsAsm = false

// greedyKernel is greedyGo.
func greedyKernel(b *laneBits, lp []int32, q, from, to int, draws []uint32) (stop, looked int) {
	return greedyGo(b, lp, q, from, to, draws)
}

// writeOutKernel is writeOutGo.
func writeOutKernel(out []int32, m int, rows *[laneGroup][]int32, a *[laneGroup]int32) {
	writeOutGo(out, m, rows, a)
}
