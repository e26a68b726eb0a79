package parse

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// N reads a board size: a whole number in [1, max] written as [number]
// allows.
func N(s string, max int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 0, errors.New("missing board size n: give a positive whole number such as 8 or 1e6")
	}
	v, why := wholeNumber(s)
	switch why {
	case notNumber:
		return 0, fmt.Errorf("n = %q is not a number: give a positive whole number such as 8 or 1e6", s)
	case notWhole:
		return 0, fmt.Errorf("n = %s is not a whole number", s)
	case tooLarge:
		return 0, fmt.Errorf("n = %s is too large: at most %d", s, max)
	}
	if v < 1 {
		return 0, fmt.Errorf("n = %s: the board size must be at least 1", s)
	}
	if v > int64(max) {
		return 0, fmt.Errorf("n = %s is too large: at most %d", s, max)
	}
	return int(v), nil
}

// Limit reads the value of a limit flag named flag (--max-steps,
// --max-restarts): a whole number written as for [N], 0 for no limit. Its
// errors name the flag.
func Limit(flag, s string) (int64, error) {
	v, why := wholeNumber(s)
	switch {
	case why == notNumber:
		return 0, fmt.Errorf("--%s %q is not a number: give 0 (no limit) or a positive whole number such as 1000 or 1e6", flag, s)
	case why == notWhole:
		return 0, fmt.Errorf("--%s %s is not a whole number", flag, s)
	case why == tooLarge:
		return 0, fmt.Errorf("--%s %s is too large: give 0 for no limit", flag, s)
	case v < 0:
		return 0, fmt.Errorf("--%s %s: give 0 (no limit) or a positive number", flag, s)
	}
	return v, nil
}

// Why wholeNumber refused a text.
const (
	isWhole = iota
	notNumber
	notWhole
	tooLarge
	tooSmall // below -MaxInt64/2; the value returned is -1
)

// number is the grammar of a number as people type it: digits, "_" or
// "," between groups of them, a fraction and an exponent: 1000000,
// 1_000_000, 1,000,000, 2.5e3. Anything around it but spaces, other
// bases (0x10) and words (Inf) are not numbers.
var number = regexp.MustCompile(`^[+-]?[0-9]+([_,][0-9]+)*(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// thousands matches a comma that does not start a group of three digits
// ("1,0"): commas are thousands separators, or nothing.
var badComma = regexp.MustCompile(`,([0-9]{0,2}([^0-9]|$)|[0-9]{4})`)

// wholeNumber reads an integer in the grammar of [number]; it refuses
// values beyond MaxInt64/2 in either direction.
func wholeNumber(s string) (int64, int) {
	t := strings.TrimSpace(s)
	if !number.MatchString(t) || badComma.MatchString(t) {
		return 0, notNumber
	}
	t = strings.ReplaceAll(t, "_", "")
	t = strings.ReplaceAll(t, ",", "")
	if v, err := strconv.ParseInt(t, 10, 64); err == nil {
		return v, isWhole
	}
	f, err := strconv.ParseFloat(t, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(f):
		return 0, notNumber
	case f < -float64(math.MaxInt64)/2:
		return -1, tooSmall // far below any minimum: the caller says how far
	case f > float64(math.MaxInt64)/2:
		return 0, tooLarge
	case f != math.Trunc(f):
		return 0, notWhole
	}
	return int64(f), isWhole
}

// Int reads a whole number of a flag, in the forms a board size takes
// ("1000", "1e3", "1_000", "1,000"), negative numbers too: the whole text
// or an error saying what is wrong with it (without the text, which the
// caller names with its flag).
func Int(s string) (int64, error) {
	v, why := wholeNumber(s)
	switch {
	case why == notNumber:
		return 0, errors.New("not a whole number: give one such as 7, 1000 or 1e6")
	case why == notWhole:
		return 0, errors.New("not a whole number")
	case why == tooLarge:
		return 0, errors.New("too large")
	case why == tooSmall:
		return 0, errors.New("too far below zero")
	}
	return v, nil
}
