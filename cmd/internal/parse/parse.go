package parse

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// MaxList bounds how many sizes or seeds a list or range may expand to.
const MaxList = 10_000

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

// ErrBackwards is wrapped by the error of a range whose end is smaller
// than its start, such as 10..8; [ParseRange] returns the range as written
// with it, so that a command can suggest the other order.
var ErrBackwards = errors.New("runs backwards")

// Range is a range of board sizes: From, then each previous value plus
// Step (or times Step when Times is set), up to To included. A single
// size n is the Range{n, n, 1, false}.
type Range struct {
	From, To int
	Step     int  // at least 1; with Times at least 2
	Times    bool // multiply by Step instead of adding it
}

// Plain reports whether r takes every size from From to To (step 1).
func (r Range) Plain() bool { return !r.Times && r.Step == 1 }

// ParseRange reads one item of a size list: a size ("8", "1e6") or a range
// "a..b" (step 1), "a..b+s" (step s) or "a..bxf" or "a..b*f" (times f,
// f >= 2), every value in [1, max]. An error for a range that runs
// backwards wraps [ErrBackwards].
func ParseRange(s string, max int) (Range, error) {
	item := strings.TrimSpace(s)
	lo, rest, isRange := strings.Cut(item, "..")
	if !isRange {
		n, err := N(item, max)
		return Range{From: n, To: n, Step: 1}, err
	}
	hiText, step, op := rest, "1", byte('+')
	if i := strings.IndexAny(rest, "+x*"); i >= 0 {
		hiText, step, op = rest[:i], rest[i+1:], rest[i]
	}
	if strings.TrimSpace(lo) == "" || strings.TrimSpace(hiText) == "" {
		return Range{}, fmt.Errorf("the range %s needs both ends, as in 8..14", item)
	}
	a, err := N(lo, max)
	if err != nil {
		return Range{}, err
	}
	b, err := N(hiText, max)
	if err != nil {
		return Range{}, err
	}
	k, err := N(step, max)
	if err != nil {
		return Range{}, fmt.Errorf("step %q: %v", step, err)
	}
	if a > b {
		return Range{From: a, To: b, Step: k, Times: op != '+'}, fmt.Errorf("the range %s %w", item, ErrBackwards)
	}
	if op != '+' && k < 2 {
		return Range{}, fmt.Errorf("the factor in %s must be at least 2", item)
	}
	return Range{From: a, To: b, Step: k, Times: op != '+'}, nil
}

// appendTo appends the sizes of r to ns, failing when ns would hold more
// than [MaxList] values.
func (r Range) appendTo(ns []int) ([]int, error) {
	for n := r.From; n <= r.To; {
		ns = append(ns, n)
		if len(ns) > MaxList {
			return nil, fmt.Errorf("more than %d sizes", MaxList)
		}
		switch {
		case !r.Times && n > math.MaxInt-r.Step:
			return ns, nil
		case !r.Times:
			n += r.Step
		case n > math.MaxInt/r.Step:
			return ns, nil
		default:
			n *= r.Step
		}
	}
	return ns, nil
}

// Sizes reads a comma-separated list of [ParseRange] items, such as
// "8,16,32" or "8..64x2,100": the sizes sorted, without duplicates, each
// in [1, max], at most [MaxList] of them.
func Sizes(s string, max int) ([]int, error) {
	var ns []int
	for item := range strings.SplitSeq(s, ",") {
		r, err := ParseRange(item, max)
		if err != nil {
			return nil, err
		}
		if ns, err = r.appendTo(ns); err != nil {
			return nil, err
		}
	}
	slices.Sort(ns)
	return slices.Compact(ns), nil
}

// Seeds reads a comma-separated list of seeds (plain decimal uint64) and
// ranges "a..b", in the order given, at most [MaxList] of them.
func Seeds(s string) ([]uint64, error) {
	var seeds []uint64
	for item := range strings.SplitSeq(s, ",") {
		item = strings.TrimSpace(item)
		lo, hi, isRange := strings.Cut(item, "..")
		if !isRange {
			hi = lo
		}
		a, err := Seed(lo)
		if err != nil {
			return nil, err
		}
		b, err := Seed(hi)
		if err != nil {
			return nil, err
		}
		if a > b {
			return nil, fmt.Errorf("the range %s runs backwards", item)
		}
		if b-a >= MaxList || len(seeds)+int(b-a) >= MaxList {
			return nil, fmt.Errorf("more than %d seeds", MaxList)
		}
		for v := a; ; v++ {
			seeds = append(seeds, v)
			if v == b {
				break
			}
		}
	}
	return seeds, nil
}

// Seed reads one seed: a plain decimal uint64, spaces around it allowed.
func Seed(s string) (uint64, error) {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is not a seed (a whole number from 0)", strings.TrimSpace(s))
	}
	return v, nil
}

// maxBytes bounds [Bytes]: 2^62, beyond any memory.
const maxBytes = 1 << 62

// Bytes reads a memory size: a number with an optional unit B, K, M, G, T
// (powers of 1024, also written KiB, KB...). "1.5GiB" is 1.5·2^30; the
// result is below 2^62.
func Bytes(s string) (uint64, error) {
	t := strings.TrimSpace(s)
	i := len(t)
	for i > 0 && (t[i-1] < '0' || t[i-1] > '9') && t[i-1] != '.' {
		i--
	}
	num, unit := t[:i], strings.ToUpper(strings.TrimSpace(t[i:]))
	unit = strings.TrimSuffix(strings.TrimSuffix(unit, "B"), "I")
	shifts := map[string]uint{"": 0, "K": 10, "M": 20, "G": 30, "T": 40}
	shift, ok := shifts[unit]
	if !ok || num == "" {
		return 0, errors.New("give a size such as 2GiB, 512MiB or 1000000000")
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsNaN(v) || v < 0 {
		return 0, errors.New("give a size such as 2GiB, 512MiB or 1000000000")
	}
	b := v * float64(uint64(1)<<shift)
	if b >= maxBytes {
		return 0, errors.New("too large")
	}
	return uint64(b), nil
}

// square reads "ROW,COL", both 1-based in [1, n], or for n <= 26 a
// square named as boards name it, column letter then row ("c5" is 5,3),
// and returns them 0-based: row 1 is row 0.
func square(s string, n int) (row, col int, err error) {
	rs, cs, ok := strings.Cut(s, ",")
	if t := strings.TrimSpace(s); !ok && n <= 26 && t != "" && t[0] >= 'a' && t[0] <= 'z' {
		rs, cs, ok = t[1:], strconv.Itoa(int(t[0]-'a')+1), true
	}
	if !ok {
		return 0, 0, fmt.Errorf("give a square as ROW,COL, such as 1,%d (1-based)%s", n, boardName(n))
	}
	r, err1 := strconv.Atoi(strings.TrimSpace(rs))
	c, err2 := strconv.Atoi(strings.TrimSpace(cs))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("ROW and COL must be whole numbers, such as 1,%d", n)
	}
	if r < 1 || r > n || c < 1 || c > n {
		return 0, 0, fmt.Errorf("square %d,%d is off the %d x %d board: ROW and COL go from 1 to %d", r, c, n, n, n)
	}
	return r - 1, c - 1, nil
}

// boardName says how else a square of an n x n board may be given.
func boardName(n int) string {
	if n > 26 {
		return ""
	}
	return fmt.Sprintf(", or as on the board, such as %c1", 'a'+n-1)
}

// Squares reads one or more squares separated by ";", such as "1,1;2,3"
// (see [square]), each 0-based as {row, col}.
func Squares(s string, n int) ([][2]int, error) {
	var sqs [][2]int
	for part := range strings.SplitSeq(s, ";") {
		r, c, err := square(part, n)
		if err != nil {
			return nil, fmt.Errorf("%q: %v", part, err)
		}
		sqs = append(sqs, [2]int{r, c})
	}
	return sqs, nil
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
