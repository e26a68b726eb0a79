//go:build linux

package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread returns the processor time the calling thread has used so far
// (CLOCK_THREAD_CPUTIME_ID: nanoseconds, not clock ticks), and false
// where the system does not tell it (then 0). A goroutine that measures
// itself must hold its thread (runtime.LockOSThread) between two
// readings.
func Thread() (time.Duration, bool) {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
