package exact

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"strings"
	"time"
)

// MaxN is the largest board the counters accept: a row is a uint32 bitboard.
const MaxN = 32

// Method names a counting strategy.
type Method string

// The methods, from simple to fast. All give the same totals.
const (
	Naive     Method = "naive"     // every permutation, tested
	Backtrack Method = "backtrack" // arrays of used columns and diagonals, recursive
	Bitwise   Method = "bitwise"   // bitboards, x & -x, mirror symmetry
	Iterative Method = "iterative" // bitboards with an explicit stack
	Fast      Method = "fast"      // full symmetry, every core
	MITM      Method = "mitm"      // meet in the middle: halves joined by bitwise AND, every core
)

// MethodInfo describes a method for help text and limits.
type MethodInfo struct {
	Method  Method
	Summary string
	// MaxN is the largest n the method accepts (larger would take days).
	MaxN int
	// Unique reports whether the method counts unique solutions too.
	Unique bool
}

// Methods lists the methods in teaching order.
var Methods = []MethodInfo{
	{Naive, "generate every permutation of the rows and test it (n! work)", 14, true},
	{Backtrack, "one queen per row, arrays of used columns and diagonals, recursive", MaxN, true},
	{Bitwise, "bitboards, lowest free square by x & -x, first queen in the left half only", MaxN, false},
	{Iterative, "the bitwise search with an explicit stack, no recursion", MaxN, true},
	{Fast, "bitboards, full 8-fold symmetry, small subproblems on every core (default)", MaxN, true},
	{MITM, "meet in the middle: top and bottom halves joined by bitwise AND, every core", mitmMaxN, true},
}

// LookupMethod returns the method named s, or an error listing the names.
func LookupMethod(s string) (MethodInfo, error) {
	names := make([]string, len(Methods))
	for i, m := range Methods {
		if string(m.Method) == s {
			return m, nil
		}
		names[i] = string(m.Method)
	}
	return MethodInfo{}, fmt.Errorf("unknown method %q: use one of %s", s, strings.Join(names, ", "))
}

// Options select the method and how it runs. The zero value counts with
// [Fast] on every core, without progress reports.
type Options struct {
	Method Method // "" means Fast
	// Workers is the number of goroutines Fast uses; 0 means GOMAXPROCS.
	// The other methods run on the calling goroutine.
	Workers int
	// Progress, if non-nil, is called from one goroutine at a time as
	// Fast finishes tasks, with the tasks done and the total.
	Progress func(done, total int)
}

// Counts are the solutions of one board size.
type Counts struct {
	N      int
	Total  uint64 // OEIS A000170
	Unique uint64 // OEIS A002562; valid only when HasUnique
	// HasUnique is false for methods that do not count unique solutions.
	HasUnique bool
	Elapsed   time.Duration
}

// ErrOverflow is returned when a count does not fit in a uint64.
var ErrOverflow = errors.New("exact: the count exceeds 2^64-1")

// ErrBadSize is returned (wrapped) for n outside 1..MaxN, or beyond what a
// slow method can finish.
var ErrBadSize = errors.New("exact: board size out of range")

// Count counts the solutions for an n x n board with the method in o. When
// ctx is canceled it returns promptly with ctx's error and the counts of
// the work finished so far (Fast: whole tasks; other methods: zero).
func Count(ctx context.Context, n int, o Options) (Counts, error) {
	m := o.Method
	if m == "" {
		m = Fast
	}
	info, err := LookupMethod(string(m))
	if err != nil {
		return Counts{}, err
	}
	if n < 1 || n > info.MaxN {
		return Counts{}, fmt.Errorf("%w: n = %d, method %s takes 1..%d", ErrBadSize, n, m, info.MaxN)
	}
	start := time.Now()
	var c Counts
	switch m {
	case Naive:
		c, err = countNaive(ctx, n)
	case Backtrack:
		c, err = countBacktrack(ctx, n)
	case Bitwise:
		c, err = countBitwise(ctx, n)
	case Iterative:
		c, err = countIterative(ctx, n)
	case Fast:
		c, err = countFast(ctx, n, o)
	case MITM:
		c, err = countMITM(ctx, n, o)
	}
	c.N = n
	c.HasUnique = info.Unique
	c.Elapsed = time.Since(start)
	return c, err
}

// add returns a+b, or ErrOverflow.
func add(a, b uint64) (uint64, error) {
	s, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		return 0, ErrOverflow
	}
	return s, nil
}

// canceled polls ctx every 2^16 calls; the slow methods call it at each
// node of their search so that Ctrl-C is honoured within milliseconds.
type canceled struct {
	ctx   context.Context
	calls uint32
	err   error
}

func (c *canceled) poll() bool {
	c.calls++
	if c.calls&(1<<16-1) == 0 && c.err == nil {
		c.err = c.ctx.Err()
	}
	return c.err != nil
}
