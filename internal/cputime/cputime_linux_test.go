package cputime

import (
	"syscall"
	"testing"
	"time"
)

// TestProcessUnits: Process agrees with times(2), which Linux reports in
// clock ticks of 1/100 s (USER_HZ) rounded down for user and system time
// each: a reading in the wrong unit is off by a factor of 1000 at least.
func TestProcessUnits(t *testing.T) {
	start, _ := Process()
	// At least 50 ms of processor time, so that ticks count for something,
	// within maxChunks chunks of work.
	now := start
	for i := 0; now < start+50*time.Millisecond; i++ {
		if i == maxChunks {
			t.Fatalf("Process grew from %v to %v only, in %d steps", start, now, chunk*maxChunks)
		}
		spin(chunk)
		now, _ = Process()
	}
	before, _ := Process()
	var tms syscall.Tms
	if _, err := syscall.Times(&tms); err != nil {
		t.Skip("times:", err)
	}
	after, _ := Process()
	const tick = time.Second / 100
	ticks := time.Duration(tms.Utime+tms.Stime) * tick
	if ticks < before-3*tick || ticks > after {
		t.Errorf("times(2) says %v, Process %v before and %v after", ticks, before, after)
	}
}
