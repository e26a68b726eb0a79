//go:build amd64 && !purego && !noasm

package qs1

import "unsafe"

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

// writeOutAsm is writeOutGo in assembly, on out[0] and the rows' first
// elements; the caller checks the bounds.
//
//go:noescape
func writeOutAsm(out *int32, m int, rows *[laneGroup]*int32, a *[laneGroup]int32, q int)

// writeOutKernel is writeOutGo, in assembly.
func writeOutKernel(out []int32, m int, rows *[laneGroup][]int32, a *[laneGroup]int32) {
	q := len(rows[0])
	var ptrs [laneGroup]*int32
	for t := range rows {
		if len(rows[t]) != q {
			panic("qs1: writeOut's rows differ in length")
		}
		ptrs[t] = unsafe.SliceData(rows[t])
	}
	if q == 0 {
		return
	}
	if len(out) < m*(q-1)+laneGroup {
		panic("qs1: writeOut out of bounds")
	}
	writeOutAsm(&out[0], m, &ptrs, a, q)
}
