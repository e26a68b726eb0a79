//go:build unix

package output

import (
	"io/fs"
	"os"
	"syscall"
)

// checkWritable reports whether the process may write the existing file
// at path (access(2) with W_OK).
func checkWritable(path string) error { return syscall.Access(path, 2 /* W_OK */) }

// keepOwner gives f the owner and group of old where the process may:
// root may set both, others only a group they belong to. A failure is not
// an error: the file then belongs to whoever wrote it, as with the shell's >
// on a new file.
func keepOwner(f *os.File, old fs.FileInfo) {
	st, ok := old.Sys().(*syscall.Stat_t)
	if !ok {
		return
	}
	if f.Chown(int(st.Uid), int(st.Gid)) != nil {
		f.Chown(-1, int(st.Gid))
	}
}
