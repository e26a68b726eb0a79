// Package units prints quantities the way people read them, one function
// shared by every command and table so they all agree.
package units

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// DurationPattern is a regular expression that matches, in full, every
// string [Duration] returns, and its ASCII form (us for µs). Golden tests mask
// durations with it, so a pattern and a formatter that drift apart fail a
// test rather than a run by chance.
const DurationPattern = `-?(\d+ ns|\d+(\.\d+)? (µs|us|ms|s)|(\d+h)?\d+m\d+s)`

// Duration prints d with at most three significant figures in the largest
// unit that keeps the number below 1000: 85 ns, 512 µs, 52.3 ms, 1.25 s,
// and from a minute on as time.Duration does, to the second: 2m5s. A value
// that rounds up to 1000 moves to the next unit (999.7 µs prints 1 ms),
// so no exponent is ever printed. Trailing zeros are dropped (1.5 s, 2 ms).
func Duration(d time.Duration) string {
	if d < 0 {
		if d == math.MinInt64 {
			d++ // -d overflows; a nanosecond is below the precision printed
		}
		return "-" + Duration(-d)
	}
	if d < time.Microsecond {
		return fmt.Sprintf("%d ns", d.Nanoseconds())
	}
	ns := float64(d.Nanoseconds())
	for _, u := range [...]struct {
		scale float64
		name  string
		below float64 // the rounded value must be below this
	}{{1e3, "µs", 1000}, {1e6, "ms", 1000}, {1e9, "s", 60}} {
		if s, v := sig3(ns / u.scale); v < u.below {
			return s + " " + u.name
		}
	}
	if d > math.MaxInt64-time.Second/2 {
		return d.Truncate(time.Second).String() // Round would saturate
	}
	return d.Round(time.Second).String()
}

// sig3 writes x (>= 1) with three significant figures, trailing zeros
// dropped, and returns the value written, so a caller sees a rounding up
// to the next power of ten (999.7 writes 1e+03 and returns 1000).
func sig3(x float64) (string, float64) {
	s := strconv.FormatFloat(x, 'g', 3, 64)
	v, _ := strconv.ParseFloat(s, 64)
	return s, v
}

// Rough prints a time estimate in seconds without false precision:
// seconds, minutes (in tenths below three), hours, days, then years, from
// a hundred on to two significant figures with thousands separators and
// from a million on in words: "4,000 years", "530,000 years",
// "1.1 million years", "290 billion years". It never prints an exponent
// or a negative time: the estimates of n >= 27 run to millions of years,
// past what a time.Duration holds. Each unit starts where the one below
// would round up to it (59.6 s is "1 min", 59.5 min "1.0 hours").
func Rough(sec float64) string {
	const day, year = 24 * 3600, 365.25 * 24 * 3600
	switch {
	case math.IsNaN(sec) || sec < 0:
		return "an unknown time"
	case sec < 59.5:
		return fmt.Sprintf("%.0fs", sec)
	case sec < 177:
		// Tenths of a minute below three, where whole minutes are off by
		// up to a third: "2 min on 1 core, 47s on 2" read as if two cores
		// were faster than twice one (94 s is 1.6 min).
		return strings.TrimSuffix(fmt.Sprintf("%.1f", sec/60), ".0") + " min"
	case sec < 3570:
		return fmt.Sprintf("%.0f min", sec/60)
	case sec < 47.95*3600:
		return fmt.Sprintf("%.1f hours", sec/3600)
	case sec < 2*year:
		return fmt.Sprintf("%.0f days", sec/day)
	case math.IsInf(sec, 1):
		return "forever"
	}
	return years(sec / year)
}

// years prints a number of years, y >= 0, as [Rough] does: whole years
// below a hundred, then two significant figures, grouped in thousands
// below a million and in words above ("1.1 million years"), with no
// exponent at any size ("12,000 trillion years").
func years(y float64) string {
	if math.IsInf(y, 1) {
		return "forever"
	}
	if y < 99.5 {
		return fmt.Sprintf("%.0f years", y)
	}
	// Two significant figures: round in the magnitude of y.
	mag := math.Pow(10, math.Floor(math.Log10(y))-1)
	y = math.Round(y/mag) * mag
	if y < 1e6 {
		return Thousands(int64(y)) + " years"
	}
	scale, word := Illion(y)
	v := y / scale
	if v < 10 {
		return strings.TrimSuffix(fmt.Sprintf("%.1f", v), ".0") + " " + word + " years"
	}
	if v < 1e15 {
		return Thousands(int64(math.Round(v))) + " " + word + " years"
	}
	return "forever" // past what an estimate can mean: 10^27 years
}

// Illion is the scale in words of a number x of a million or more:
// 10^6 "million", 10^9 "billion", or 10^12 "trillion" from 10^12 up.
func Illion(x float64) (scale float64, word string) {
	switch {
	case x >= 1e12:
		return 1e12, "trillion"
	case x >= 1e9:
		return 1e9, "billion"
	}
	return 1e6, "million"
}

// BigCount prints k things, with thousands separators as every count a
// person reads: "1 solution", "92 solutions", "2,207,893,435,808,352
// solutions".
func BigCount(k *big.Int, noun string) string {
	if k.Cmp(big.NewInt(1)) == 0 {
		return "1 " + noun
	}
	return BigThousands(k) + " " + noun + "s"
}

// Count writes n, with thousands separators, and a noun, with an s unless
// n is 1: "1 restart", "3 restarts", "14,200 solutions".
func Count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return Thousands(n) + " " + noun + "s"
}

// Plural writes n, with thousands separators, and a noun given in the
// plural, made singular for 1 by dropping the last word's s: "1 attacking
// pair", "3 attacking pairs", "1 swap", "236,543 nodes". It suits nouns
// that come plural, such as a solver's step name or measure; [Count]
// takes the singular.
func Plural(n int64, plural string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, strings.TrimSuffix(plural, "s"))
	}
	return Thousands(n) + " " + plural
}

// Thousands writes n with thousands separators: 1,000,000.
func Thousands(n int64) string { return group(strconv.FormatInt(n, 10)) }

// BigThousands writes n with thousands separators.
func BigThousands(n *big.Int) string { return group(n.String()) }

// group puts a comma between each three digits of a decimal integer,
// counted from the right (a leading minus sign is kept apart).
func group(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return sign + s
}

// Bytes prints a byte count in binary units with the number below 1000:
// 512 B, 3.8 MiB, 7.5 GiB, and 0.98 KiB rather than 1000 B (a value that
// would print 1000 or more moves to the next unit).
func Bytes(b uint64) string {
	if b < 1000 {
		return fmt.Sprintf("%d B", b)
	}
	v := float64(b)
	for _, u := range "KMGTP" {
		v /= 1024
		switch {
		case v < 0.995:
			return fmt.Sprintf("%.2f %ciB", v, u)
		case v < 999.95:
			return fmt.Sprintf("%.1f %ciB", v, u)
		}
	}
	return fmt.Sprintf("%.1f EiB", v/1024) // below 16 EiB: b is a uint64
}

// Ratio prints a multiple, x > 0, with three significant figures and a
// multiplication sign: 1.00×, 12.3×, 456×, 12,345×. A value that would
// round up to the next decade takes its form (9.996 prints 10.0×, not
// 10.00×). Zero, a negative or a value that is not finite prints "?×".
func Ratio(x float64) string {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || x <= 0:
		return "?×"
	case x < 9.995:
		return strconv.FormatFloat(x, 'f', 2, 64) + "×"
	case x < 99.95:
		return strconv.FormatFloat(x, 'f', 1, 64) + "×"
	}
	return group(strconv.FormatFloat(x, 'f', 0, 64)) + "×"
}
