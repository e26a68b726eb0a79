package nqueens

import "unsafe"

// makeHuge is make([]T, n), with its memory advised to be backed by huge
// pages (adviseHuge) from 1 MiB: for the large arrays a check or a solver
// writes at scattered places, where 4 KiB pages would cost a TLB miss and
// a page fault per page.
func makeHuge[T any](n int) []T {
	s := make([]T, n)
	if size := uintptr(n) * unsafe.Sizeof(*new(T)); size >= 1<<20 {
		adviseHuge(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), size))
	}
	return s
}

// asRows returns the lines of a bucket as the rows markLines reads (each
// below 2^31).
func asRows(lines []uint32) []int32 {
	return unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(lines))), len(lines))
}
