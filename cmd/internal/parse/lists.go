package parse

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// MaxList bounds how many sizes or seeds a list or range may expand to.
const MaxList = 10_000

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
