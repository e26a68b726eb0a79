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

// Duration prints d with three significant figures in the unit people read
// best: 85 ns, 512 µs, 52.3 ms, 1.25 s, 2m5s.
func Duration(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return fmt.Sprintf("%d ns", d.Nanoseconds())
	case d < time.Millisecond:
		return fmt.Sprintf("%.3g µs", float64(d.Nanoseconds())/1e3)
	case d < time.Second:
		return fmt.Sprintf("%.3g ms", float64(d.Nanoseconds())/1e6)
	case d < time.Minute:
		return fmt.Sprintf("%.3g s", d.Seconds())
	}
	return d.Round(time.Second).String()
}

// Rough prints a time estimate in seconds without false precision:
// seconds, minutes, hours, days, then years (in e-notation beyond a
// million). It never prints a negative time: the estimates of n >= 27 run
// to millions of years, past what a time.Duration holds.
func Rough(sec float64) string {
	const day, year = 24 * 3600, 365.25 * 24 * 3600
	switch {
	case math.IsNaN(sec) || sec < 0:
		return "an unknown time"
	case sec < 59.5:
		return fmt.Sprintf("%.0fs", sec)
	case sec < 3600:
		return fmt.Sprintf("%.0f min", sec/60)
	case sec < 48*3600:
		return fmt.Sprintf("%.1f hours", sec/3600)
	case sec < 2*year:
		return fmt.Sprintf("%.0f days", sec/day)
	case sec < 1e6*year:
		return fmt.Sprintf("%.0f years", sec/year)
	case math.IsInf(sec, 1):
		return "forever"
	}
	return fmt.Sprintf("%.1e years", sec/year)
}

// BigCount prints k things: "1 solution", "92 solutions",
// "2207893435808352 solutions".
func BigCount(k *big.Int, noun string) string {
	if k.Cmp(big.NewInt(1)) == 0 {
		return "1 " + noun
	}
	return k.String() + " " + noun + "s"
}

// Count writes n and a noun, with an s unless n is 1: "1 restart",
// "3 restarts".
func Count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Plural writes n and a noun given in the plural, made singular for 1 by
// dropping the last word's s: "1 attacking pair", "3 attacking pairs",
// "1 swap", "1 queen". It suits nouns that come plural, such as a
// solver's step name or measure; [Count] takes the singular.
func Plural(n int64, plural string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, strings.TrimSuffix(plural, "s"))
	}
	return fmt.Sprintf("%d %s", n, plural)
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

// Bytes prints a byte count in binary units: 512 B, 3.8 MiB, 7.5 GiB.
func Bytes(b uint64) string {
	const unit = 1024
	if b < unit {
		return fmt.Sprintf("%d B", b)
	}
	div, exp := uint64(unit), 0
	for v := b / unit; v >= unit; v /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(b)/float64(div), "KMGTPE"[exp])
}
