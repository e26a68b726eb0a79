package cli

import (
	"math"
	"strconv"
	"strings"
)

// ParseN reads a board size as people type it: "1000000", "1e6", "1_000_000"
// or "1,000,000". It returns a [*UsageError] unless the text is a whole
// number in [1, max].
func ParseN(s string, max int) (int, error) {
	t := strings.TrimSpace(s)
	t = strings.ReplaceAll(t, "_", "")
	t = strings.ReplaceAll(t, ",", "")
	if t == "" {
		return 0, Usagef("missing board size n: give a positive whole number such as 8 or 1e6")
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		f, ferr := strconv.ParseFloat(t, 64)
		if ferr != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return 0, Usagef("n = %q is not a number: give a positive whole number such as 8 or 1e6", s)
		}
		if f != math.Trunc(f) {
			return 0, Usagef("n = %s is not a whole number", s)
		}
		if f > float64(math.MaxInt64)/2 {
			return 0, Usagef("n = %s is too large: at most %d", s, max)
		}
		v = int64(f)
	}
	if v < 1 {
		return 0, Usagef("n = %s: the board size must be at least 1", s)
	}
	if v > int64(max) {
		return 0, Usagef("n = %s is too large: at most %d", s, max)
	}
	return int(v), nil
}

// looksNegative reports whether a command-line word is a negative number,
// which a flag parser would take for an unknown flag.
func looksNegative(s string) bool {
	return len(s) > 1 && s[0] == '-' && (s[1] >= '0' && s[1] <= '9' || s[1] == '.')
}
