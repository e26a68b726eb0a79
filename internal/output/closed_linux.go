package output

import (
	"os"
	"syscall"
)

// stdoutClosed reports whether descriptor 1 is what the Go runtime opens
// for a descriptor that was closed at start: /dev/null, read-write. A
// shell's > /dev/null opens it write-only.
func stdoutClosed() bool {
	var st, null syscall.Stat_t
	if syscall.Fstat(1, &st) != nil || syscall.Stat(os.DevNull, &null) != nil {
		return false
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFCHR || st.Rdev != null.Rdev {
		return false
	}
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 1, syscall.F_GETFL, 0)
	return errno == 0 && flags&syscall.O_ACCMODE == syscall.O_RDWR
}
