package units_test

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/testkit/golden"
	"github.com/nqueens/nqueens/internal/units"
)

var durationForm = regexp.MustCompile(`^(\d+) ns$|^(\d+(?:\.\d+)?) (µs|ms|s)$|^(?:\d+h)?\d+m\d+s$`)

// TestDurationSweep: every duration prints a number below 1000 (below 60
// seconds) with at most three significant figures in the unit it names,
// within half a unit in the last place of the truth, never an exponent.
func TestDurationSweep(t *testing.T) {
	full := regexp.MustCompile("^(?:" + units.DurationPattern + ")$")
	scale := map[string]float64{"µs": 1e3, "ms": 1e6, "s": 1e9}
	for _, d := range golden.DurationSamples() {
		s := units.Duration(d)
		m := durationForm.FindStringSubmatch(s)
		if m == nil || strings.Contains(s, "e") && !strings.HasSuffix(s, "s") {
			t.Fatalf("Duration(%d) = %q: not a form Duration prints", d, s)
		}
		if !full.MatchString(s) || !full.MatchString(strings.ReplaceAll(s, "µ", "u")) {
			t.Fatalf("Duration(%d) = %q: DurationPattern does not match it", d, s)
		}
		if m[2] == "" {
			continue // ns are exact; from a minute on time.Duration's own form
		}
		v, _ := strconv.ParseFloat(m[2], 64)
		limit := 1000.0
		if m[3] == "s" {
			limit = 60
		}
		if v < 1 || v >= limit {
			t.Fatalf("Duration(%d) = %q: %v is outside [1, %v) for %s", d, s, v, limit, m[3])
		}
		if digits := len(strings.TrimLeft(strings.ReplaceAll(m[2], ".", ""), "0")); digits > 3 {
			t.Fatalf("Duration(%d) = %q: more than three significant figures", d, s)
		}
		if rel := math.Abs(v*scale[m[3]]-float64(d)) / float64(d); rel > 0.005 {
			t.Fatalf("Duration(%d) = %q: off by %.2g%%", d, s, rel*100)
		}
	}
	if got := units.Duration(-1500 * time.Microsecond); got != "-1.5 ms" {
		t.Errorf("Duration(-1.5ms) = %q", got)
	}
	if got := units.Duration(math.MinInt64); !full.MatchString(got) {
		t.Errorf("Duration(MinInt64) = %q", got)
	}
}
