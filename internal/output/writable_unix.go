//go:build unix

package output

import "syscall"

// checkWritable reports whether the process may write the existing file
// at path (access(2) with W_OK).
func checkWritable(path string) error { return syscall.Access(path, 2 /* W_OK */) }
