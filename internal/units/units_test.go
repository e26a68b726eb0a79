package units

import (
	"math"
	"math/big"
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

// TestRough: estimates beyond time.Duration's 292 years (n >= 27)
// printed negative times once.
func TestRough(t *testing.T) {
	const year = 365.25 * 24 * 3600
	for _, tc := range []struct {
		sec  float64
		want string
	}{
		{0, "0s"},
		{12.4, "12s"},
		{59.6, "1 min"},
		{94, "1.6 min"}, // beside "47s" for two cores, "2 min" misled
		{150, "2.5 min"},
		{176, "2.9 min"},
		{178, "3 min"},
		{300, "5 min"},
		{1800, "30 min"},
		{5400, "1.5 hours"},
		{3 * 24 * 3600, "3 days"},
		{400 * 24 * 3600, "400 days"},
		{2359 * year, "2,400 years"},
		{99 * year, "99 years"},
		{3999 * year, "4,000 years"},
		{527703 * year, "530,000 years"},
		{1.1e6 * year, "1.1 million years"},
		{12e15 * year, "12,000 trillion years"},
		{9.3e15, "290 million years"}, // more than math.MaxInt64 ns
		{math.Inf(1), "forever"},
		{-1, "an unknown time"},
		{math.NaN(), "an unknown time"},
	} {
		if got := Rough(tc.sec); got != tc.want {
			t.Errorf("Rough(%g) = %q, want %q", tc.sec, got, tc.want)
		}
	}
}

func TestCountAndBytes(t *testing.T) {
	if got := Count(1, "node") + ", " + Count(0, "node") + ", " + Count(12, "node"); got != "1 node, 0 nodes, 12 nodes" {
		t.Errorf("Count: %q", got)
	}
	for in, want := range map[uint64]string{512: "512 B", 4 << 20: "4.0 MiB", 7.5 * (1 << 30): "7.5 GiB", 999: "999 B", 1000: "0.98 KiB", 1023: "1.0 KiB", 1000 << 10: "0.98 MiB", 1023<<10 + 1000: "1.0 MiB", 1<<64 - 1: "16.0 EiB"} {
		if got := Bytes(in); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", in, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		noun string
		want string
	}{{1, "attacking pairs", "1 attacking pair"}, {2, "attacking pairs", "2 attacking pairs"}, {0, "swaps", "0 swaps"}, {1, "queens", "1 queen"}, {-1, "collisions", "-1 collision"}} {
		if got := Plural(tc.n, tc.noun); got != tc.want {
			t.Errorf("Plural(%d, %q) = %q, want %q", tc.n, tc.noun, got, tc.want)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 469455: "469,455", 1234567: "1,234,567", -1234567: "-1,234,567", -100: "-100"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
		if got := BigThousands(big.NewInt(n)); got != want {
			t.Errorf("BigThousands(%d) = %q, want %q", n, got, want)
		}
	}
}
