//go:build unix

package cputime

import (
	"syscall"
	"time"
)

// Process returns the processor time the process has used so far, and
// false where the system does not tell it (then 0).
func Process() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
