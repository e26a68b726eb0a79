package units

import (
	"testing"
	"time"
)

func TestDuration(t *testing.T) {
	for d, want := range map[time.Duration]string{
		85:                       "85 ns",
		512 * time.Microsecond:   "512 µs",
		52300 * time.Microsecond: "52.3 ms",
		1250 * time.Millisecond:  "1.25 s",
		125 * time.Second:        "2m5s",
	} {
		if got := Duration(d); got != want {
			t.Errorf("Duration(%v) = %q, want %q", d, got, want)
		}
	}
}
