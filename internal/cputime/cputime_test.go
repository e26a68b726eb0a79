package cputime

import (
	"runtime"
	"testing"
	"time"
)

// sink keeps the compiler from dropping spin's work.
var sink uint64

// spin does n steps of arithmetic: work measured in operations, not in
// time.
func spin(n int) {
	x := sink
	for i := range n {
		x += uint64(i) ^ x>>3
	}
	sink = x
}

// maxChunks bounds the work a test may do before it decides the time did
// not grow: 2^30 steps of spin, about 2 s of one core here and far more
// than a clock tick (at most 10 ms) on any machine, where the first chunk
// of 2^20 is normally enough.
const (
	chunk     = 1 << 20
	maxChunks = 1 << 10
)

// grow spins in chunks until Process passes from, at most maxChunks
// chunks, and returns the last reading and whether it passed.
func grow(from time.Duration) (time.Duration, bool) {
	for range maxChunks {
		spin(chunk)
		if b, _ := Process(); b > from {
			return b, true
		}
	}
	b, _ := Process()
	return b, false
}

// TestProcess: on a system that tells it, the processor time grows with
// work done, and never goes back.
func TestProcess(t *testing.T) {
	a, ok := Process()
	if !ok {
		if runtime.GOOS != "windows" && runtime.GOOS != "plan9" && runtime.GOOS != "js" {
			t.Skipf("no processor time on %s", runtime.GOOS)
		}
		return
	}
	if a <= 0 {
		t.Errorf("Process = %v at the start of a test, want more than 0", a)
	}
	b, ok := grow(a)
	if !ok {
		t.Fatalf("Process still %v (from %v) after %d steps", b, a, chunk*maxChunks)
	}
	for range 1000 {
		c, _ := Process()
		if c < b {
			t.Fatalf("Process went back from %v to %v", b, c)
		}
		b = c
	}
}

// TestThread: on a system that tells it, a thread's time grows with the
// work it does, and by no more than the process's (Linux reads it in
// nanoseconds: any work shows).
func TestThread(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, ok := Thread()
	if !ok {
		if runtime.GOOS == "linux" {
			t.Fatal("no thread time on linux")
		}
		t.Skipf("no thread time on %s", runtime.GOOS)
	}
	p0, _ := Process()
	x := uint64(1)
	for i := range uint64(1 << 27) { // about 0.1 s of work
		x = x*6364136223846793005 + i
	}
	b, _ := Thread()
	p1, _ := Process()
	// The process's time is read in microseconds: a millisecond of slack.
	if b <= a || b-a > p1-p0+time.Millisecond {
		t.Errorf("thread time %v -> %v, process %v -> %v (%d)", a, b, p0, p1, x&1)
	}
}
