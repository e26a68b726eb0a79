package cli

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// ParseN reads a board size as people type it: "1000000", "1e6", "1_000_000"
// or "1,000,000". It returns a [*UsageError] unless the text is a whole
// number in [1, max].
func ParseN(s string, max int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, Usagef("missing board size n: give a positive whole number such as 8 or 1e6")
	}
	v, why := wholeNumber(s)
	switch why {
	case notNumber:
		return 0, Usagef("n = %q is not a number: give a positive whole number such as 8 or 1e6", s)
	case notWhole:
		return 0, Usagef("n = %s is not a whole number", s)
	case tooLarge:
		return 0, Usagef("n = %s is too large: at most %d", s, max)
	}
	if v < 1 {
		return 0, Usagef("n = %s: the board size must be at least 1", s)
	}
	if v > int64(max) {
		return 0, Usagef("n = %s is too large: at most %d", s, max)
	}
	return int(v), nil
}

// ParseLimit reads the value of a limit flag (--max-steps, --max-restarts)
// in the forms ParseN accepts, so "1e6" works there too: a whole number,
// 0 for no limit. It returns a [*UsageError] naming the flag otherwise.
func ParseLimit(flag, s string) (int64, error) {
	v, why := wholeNumber(s)
	switch {
	case why == notNumber:
		return 0, Usagef("--%s %q is not a number: give 0 (no limit) or a positive whole number such as 1000 or 1e6", flag, s)
	case why == notWhole:
		return 0, Usagef("--%s %s is not a whole number", flag, s)
	case why == tooLarge:
		return 0, Usagef("--%s %s is too large: give 0 for no limit", flag, s)
	case v < 0:
		return 0, Usagef("--%s %s: give 0 (no limit) or a positive number", flag, s)
	}
	return v, nil
}

// Why wholeNumber refused a text.
const (
	isWhole = iota
	notNumber
	notWhole
	tooLarge
)

// wholeNumber reads an integer written with digits, an exponent ("1e6",
// "2.5e3"), and "_" or "," between digits; it refuses values beyond
// MaxInt64/2 in either direction.
func wholeNumber(s string) (int64, int) {
	t := strings.TrimSpace(s)
	t = strings.ReplaceAll(t, "_", "")
	t = strings.ReplaceAll(t, ",", "")
	if v, err := strconv.ParseInt(t, 10, 64); err == nil {
		return v, isWhole
	}
	f, err := strconv.ParseFloat(t, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(f) || t == "":
		return 0, notNumber
	case f < -float64(math.MaxInt64)/2:
		return -1, isWhole // far below any minimum: the caller says how far
	case f > float64(math.MaxInt64)/2:
		return 0, tooLarge
	case f != math.Trunc(f):
		return 0, notWhole
	}
	return int64(f), isWhole
}

// looksNegative reports whether a command-line word is a negative number,
// which a flag parser would take for an unknown flag.
func looksNegative(s string) bool {
	return len(s) > 1 && s[0] == '-' && (s[1] >= '0' && s[1] <= '9' || s[1] == '.')
}
