package golden

import (
	"math"
	"time"
)

// DurationSamples returns the durations that the tests of units.Duration
// and of the mask [Durations] sweep, so that the two agree on the same
// values: a grid 1% apart over the whole range of time.Duration, and
// both sides of each rounding boundary at every power of ten and unit
// change. About 4,500 values, in no particular order.
func DurationSamples() []time.Duration {
	var ds []time.Duration
	for f := 1.0; f < math.MaxInt64/1.01; f *= 1.01 {
		ds = append(ds, time.Duration(f))
	}
	for p := time.Duration(1); p <= 1e17; p *= 10 { // p*10 stays in range
		for _, k := range []time.Duration{1, 2, 5, 6, 10} {
			for _, m := range []time.Duration{p * k, p*k - p/200, p*k - p/2000 - 1, p*k - p/2000, p*k - p/2000 + 1} {
				for dd := time.Duration(-2); dd <= 2; dd++ {
					if d := m + dd; d > 0 {
						ds = append(ds, d)
					}
				}
			}
		}
	}
	for _, d := range []time.Duration{time.Minute, time.Hour} {
		for dd := -time.Second; dd <= time.Second; dd += time.Millisecond {
			ds = append(ds, d+dd)
		}
	}
	return append(ds, 0, 1, math.MaxInt64)
}
