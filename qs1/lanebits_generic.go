//go:build !amd64 || purego || noasm

package qs1

// greedyIsAsm says whether greedyKernel is the assembly.
const greedyIsAsm = false

// greedyKernel is greedyGo.
func greedyKernel(b *laneBits, lp []int32, q, from, to int, draws []uint32) (stop, looked int) {
	return greedyGo(b, lp, q, from, to, draws)
}
