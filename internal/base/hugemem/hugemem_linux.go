package hugemem

import (
	"os"
	"syscall"
	"unsafe"
)

// advise asks Linux to back the whole pages inside b with
// transparent huge pages when they are first touched (madvise
// MADV_HUGEPAGE: honoured where the system's setting is "madvise" or
// "always"). It is advice only: an error changes nothing and is ignored.
func advise(b []byte) {
	page := uintptr(os.Getpagesize())
	base := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	lo := (page - base%page) % page
	hi := (base+uintptr(len(b)))&^(page-1) - base
	if hi <= lo {
		return
	}
	_ = syscall.Madvise(b[lo:hi], syscall.MADV_HUGEPAGE)
}
