package cputime

import (
	"runtime"
	"testing"
)

// TestProcess: on a system that tells it, the time grows with work done.
func TestProcess(t *testing.T) {
	a, ok := Process()
	if !ok {
		if runtime.GOOS != "windows" && runtime.GOOS != "plan9" && runtime.GOOS != "js" {
			t.Skipf("no processor time on %s", runtime.GOOS)
		}
		return
	}
	x := 0
	for {
		for i := range 1 << 20 {
			x += i
		}
		if b, _ := Process(); b > a {
			break
		}
	}
	_ = x
}
