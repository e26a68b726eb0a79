package exact

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/longrun"
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
	MITM      Method = "mitm"      // meet in the middle: halves from quarter tables, pairs counted by a bit sieve
)

// MethodInfo describes a method: what it does in a line, its limits,
// its plan and its memory.
type MethodInfo struct {
	Method  Method
	Summary string
	// MaxN is the largest n the method accepts (larger would take days).
	MaxN int
	// Unique reports whether the method counts unique solutions too.
	Unique bool
	// Plan, if non-nil, splits the count of n (1 <= n <= MaxN) into
	// independent tasks: the method then runs on every core, and a
	// [longrun.Job] of its tasks has shards, checkpoints, resume and
	// estimates. The plan's task counts add up to the counts, or to what
	// its [longrun.Resulter] turns into them.
	Plan func(n int) (longrun.Tasks, error)
	// Check, if non-nil, is a second method for the tasks of Plan: the
	// same list (the same Len and Checksum), listed and counted by other
	// code, to count a sample of a count's tasks again
	// ([longrun.Recount]). Much slower than Plan.
	Check func(n int) (longrun.Tasks, error)
	// Memory, if non-nil, returns the bytes a count of n on workers
	// goroutines (0: GOMAXPROCS) needs at its peak; commands refuse an n
	// that does not fit before starting. Nil: a few KB.
	Memory func(n, workers int) uint64
}

// Methods lists the methods in teaching order.
var Methods = []MethodInfo{
	{Method: Naive, Summary: "generate every permutation of the rows and test it (n! work)", MaxN: 14, Unique: true},
	{Method: Backtrack, Summary: "one queen per row, arrays of used columns and diagonals, recursive", MaxN: MaxN, Unique: true},
	{Method: Bitwise, Summary: "bitboards, lowest free square by x & -x, first queen in the left half only", MaxN: MaxN},
	{Method: Iterative, Summary: "the bitwise search with an explicit stack, no recursion", MaxN: MaxN, Unique: true},
	{Method: Fast, Summary: "bitboards, full 8-fold symmetry, small subproblems on every core", MaxN: MaxN, Unique: true,
		Plan: planOf(NewPlan)},
	{Method: MITM, Summary: "meet in the middle: halves from quarter tables, a bit sieve pairs them, every core", MaxN: mitmMaxN, Unique: true,
		Plan:   planOf(newMITMPlan),
		Check:  planOf(newMITMCheck),
		Memory: mitmBytes},
}

// mitmDefaultFrom and mitmDefaultTo are the sizes [MITM] counts by
// default: on one core it is faster than [Fast] from n = 14 on and slower
// below; at n = 25 its time, confirmed by pilots, is a seventh of Fast's;
// at 26, whose halves have 13 rows each, it needs 75 times the pairs and
// about Fast's time, in gigabytes where Fast takes 40 MB; at 27 its
// estimate is below Fast's, not yet confirmed by a pilot (BENCHMARKS.md).
// mitmDefaultFrom 0 keeps Fast everywhere.
const (
	mitmDefaultFrom = 14
	mitmDefaultTo   = 25
)

// DefaultMethod is the method a count of n uses when none is named: the
// fastest at that n.
func DefaultMethod(n int) Method {
	if mitmDefaultFrom > 0 && n >= mitmDefaultFrom && n <= mitmDefaultTo {
		return MITM
	}
	return Fast
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
// [DefaultMethod] on every core, without progress reports.
type Options struct {
	Method Method // "" means DefaultMethod(n)
	// Workers is the number of goroutines a method with a plan uses; 0
	// means GOMAXPROCS. The other methods run on the calling goroutine.
	Workers int
	// Progress, if non-nil, is called from one goroutine at a time as a
	// method with a plan finishes tasks, with the tasks done and their
	// number.
	Progress func(done, total int)
	// Observer, if non-nil, watches the Backtrack method's search (other
	// methods ignore it): a Start event, then a Move event for every
	// queen placed (From is [Empty]) and taken back (To is Empty), then
	// a Done event. Step counts the queens placed so far (the nodes of
	// the search tree), Heuristic is the number of queens on the board
	// (n: the Move completes a solution), Placement is the board with
	// Empty in the columns not reached. Solutions come in lexicographic
	// order. ctx is then checked at every node. Without an observer the
	// search pays one nil comparison per node.
	Observer nqueens.Observer
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

// ErrBadSize is [nqueens.ErrBadSize], the module's one sentinel for a
// board size out of range. exact returns it wrapped, for n outside
// 1..MaxN or beyond what a slow method can finish, in an error that reads
// "exact: board size out of range" and names n and the bound.
var ErrBadSize = nqueens.ErrBadSize

// badSize returns an error that wraps [ErrBadSize] and reads "exact: board
// size out of range", then ": " and detail when there is one.
func badSize(detail string) error { return &sizeError{detail} }

// sizeError is exact's wrapping of [ErrBadSize].
type sizeError struct{ detail string }

func (e *sizeError) Error() string {
	if e.detail == "" {
		return "exact: board size out of range"
	}
	return "exact: board size out of range: " + e.detail
}

func (e *sizeError) Unwrap() error { return ErrBadSize }

// Count counts the solutions for an n x n board with the method in o. When
// ctx is canceled it returns promptly with ctx's error and the counts of
// the work finished so far: a method with a plan, its whole tasks (a
// meet-in-the-middle part without a unique count); bitwise, the
// first-column branches finished (with their mirrors, no unique count);
// the others, every solution found.
func Count(ctx context.Context, n int, o Options) (Counts, error) {
	m := o.Method
	if m == "" {
		m = DefaultMethod(n)
	}
	info, err := LookupMethod(string(m))
	if err != nil {
		return Counts{}, err
	}
	if n < 1 || n > info.MaxN {
		return Counts{}, badSize(fmt.Sprintf("n = %d, method %s takes 1..%d", n, m, info.MaxN))
	}
	start := time.Now()
	var c Counts
	switch {
	case info.Plan != nil:
		c, err = countTasks(ctx, info, n, o)
	case m == Naive:
		c, err = countNaive(ctx, n)
	case m == Backtrack:
		c, err = countBacktrack(ctx, n, o.Observer)
	case m == Bitwise:
		c, err = countBitwise(ctx, n)
	case m == Iterative:
		c, err = countIterative(ctx, n)
	}
	c.N = n
	if err == nil || info.Plan == nil {
		// A stopped plan keeps what countTasks says: a part of a
		// meet-in-the-middle count has no unique count (its sums become
		// counts only when complete), and reported 0 unique as if counted.
		c.HasUnique = info.Unique
	}
	c.Elapsed = time.Since(start)
	return c, err
}

// canceled polls ctx at the first call and every 2^16 calls after; the
// slow methods call it at each node of their search so that Ctrl-C is
// honoured within milliseconds, and a context already done at once.
type canceled struct {
	ctx   context.Context
	calls uint32
	err   error
}

func (c *canceled) poll() bool {
	c.calls++
	if c.calls&(1<<16-1) == 1 && c.err == nil {
		c.err = c.ctx.Err()
	}
	return c.err != nil
}
