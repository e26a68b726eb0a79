package hugemem

import "unsafe"

// Make is make([]T, n), with its memory advised to be backed by huge
// pages (advise) from 1 MiB: for the large arrays a check or a solver
// writes at scattered places, where 4 KiB pages would cost a TLB miss and
// a page fault per page.
func Make[T any](n int) []T {
	s := make([]T, n)
	if size := uintptr(n) * unsafe.Sizeof(*new(T)); size >= 1<<20 {
		advise(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), size))
	}
	return s
}
