//go:build amd64 && !purego && !noasm

package qs1

// greedyAsm is greedyGo in assembly (lanebits_amd64.s), on lp[0] and
// draws[0]; the caller checks the bounds.
//
//go:noescape
func greedyAsm(b *laneBits, lp *int32, q, from, to int, draws *uint32) (stop, looked int)

// greedyIsAsm says whether greedyKernel is the assembly.
const greedyIsAsm = true

// greedyKernel is greedyGo, in assembly.
func greedyKernel(b *laneBits, lp []int32, q, from, to int, draws []uint32) (stop, looked int) {
	if from == to {
		return to, 0
	}
	return greedyAsm(b, &lp[0], q, from, to, &draws[0])
}
