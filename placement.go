package nqueens

import (
	"context"
	"errors"
	"fmt"
	"math"
)

// MaxN is the largest board size a [Placement] can describe: rows are int32.
const MaxN = math.MaxInt32

// Placement is one queen per column: Placement[c] is the 0-based row of the
// queen in column c. A placement of length n is valid when every row is in
// [0, n) and no two queens share a row or a diagonal. The zero value (nil)
// is the empty board, n = 0, which has no solution by convention.
//
// int32 keeps a placement of 10^9 queens at 4 GB.
type Placement []int32

// Clone returns a copy of p that shares no memory with it.
func (p Placement) Clone() Placement {
	if p == nil {
		return nil
	}
	return append(Placement(nil), p...)
}

// Line names the kind of line two attacking queens share.
type Line int

// The lines a queen attacks along. Columns are never shared by a Placement.
const (
	Row          Line = iota // the same row
	Diagonal                 // the same row+column (a "/" diagonal when row 0 is at the bottom)
	AntiDiagonal             // the same row-column
)

func (l Line) String() string {
	switch l {
	case Row:
		return "row"
	case Diagonal:
		return "diagonal"
	case AntiDiagonal:
		return "anti-diagonal"
	}
	return fmt.Sprintf("Line(%d)", int(l))
}

// AttackError reports two queens that attack each other: the queens in
// columns A and B (A < B, 0-based) share a line. Verify returns it for the
// first attacking pair it finds.
type AttackError struct {
	A, B       int   // 0-based columns, A < B
	RowA, RowB int32 // 0-based rows
	Line       Line
}

func (e *AttackError) Error() string {
	return fmt.Sprintf("queens at column %d, row %d and column %d, row %d are on one %s (1-based)",
		e.A+1, e.RowA+1, e.B+1, e.RowB+1, e.Line)
}

// RangeError reports a row outside [0, n).
type RangeError struct {
	Column int   // 0-based
	Row    int32 // 0-based, as found
	N      int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("the queen in column %d is in row %d, outside 1..%d (1-based)", e.Column+1, int64(e.Row)+1, e.N)
}

// ErrEmpty is returned by [Verify] for a placement with no queens.
var ErrEmpty = errors.New("nqueens: empty placement (n = 0)")

// Verify reports whether p is a solution: nil when no two queens attack each
// other, otherwise an [*AttackError] naming the first attacking pair found
// (scanning columns left to right: the pair whose later queen has the
// smallest column, rows before diagonals before anti-diagonals), a
// [*RangeError] for a row outside [0, n), or [ErrEmpty].
//
// Verify is O(n) time and uses 5n bits of memory below n = 2^20 (one bit per
// row and per diagonal). From n = 2^20 it checks one family of lines at a
// time in a bitmap that stays in the cache to n = 2^27, on up to two cores
// to 2^25: n/2 bytes to 2^25, n/4 bytes to 2^27 (bounds for a last-level
// cache of 32 MiB or more; a smaller cache lowers them in proportion, to
// 2^25 and 2^23 where its size is unknown). Above that it partitions
// the lines by their high bits so that each part is tested in the cache, on
// every core: n/2 bytes (500 MB beside 10^9 queens). The result is the same
// either way. It shares no code or state with any solver, so it is an
// independent check.
func Verify(p Placement) error { return VerifyContext(context.Background(), p) }

// VerifyMemory returns the bytes [Verify] allocates for n queens at most.
// Below n = 2^20: 5n bits (one per row and per diagonal of both families)
// plus 64 KiB, as the allocator rounds each of its three bit sets up to
// whole 8 KiB pages. From 2^20 to 2^25: a bitmap of 2n bits and a spare
// word for each of two parts of the columns, n/2 bytes; from 2^25 to 2^27,
// one such bitmap, n/4 bytes (bounds as in [Verify]). Above: n/2 bytes (a bitmap of 2n bits
// and 4 bytes per column of a chunk of n/16) plus at most 3 MiB of bucket
// counts. Commands add it to a solver's own need before they refuse an n
// the machine cannot hold.
func VerifyMemory(n int) uint64 {
	if check, _ := lineLimits(); n >= parallelVerifyMin && n <= check {
		return lineMemory(n) + 64<<10
	}
	if n >= parallelVerifyMin {
		return uint64(n)/2 + 3<<20 + 64<<10
	}
	return 5*uint64(n)/8 + 64<<10
}

// VerifyContext is [Verify] that gives up when ctx is done, returning
// ctx.Err(); it looks at ctx every 2^22 columns below n = 2^20, every 2^16
// to 2^27 and every n/256 above, so a check of 10^9 queens stops within
// milliseconds of Ctrl-C.
func VerifyContext(ctx context.Context, p Placement) error {
	n := len(p)
	if n == 0 {
		return ErrEmpty
	}
	if n >= parallelVerifyMin {
		// The cache-organised check answers whether p is valid; an invalid
		// p is checked again below, sequentially, to name the first pair.
		check := partitionedCheck
		if limit, _ := lineLimits(); n <= limit {
			check = lineCheck
		}
		bad, err := check(ctx, p)
		if err != nil {
			return err
		}
		if !bad {
			return nil
		}
	}
	for c, r := range p {
		if r < 0 || int(r) >= n {
			return &RangeError{Column: c, Row: r, N: n}
		}
	}
	c, kind, k, err := firstClash(ctx, p, true, true, true)
	if err != nil || c < 0 {
		return err
	}
	return attack(p, c, kind, k)
}

// parallelVerifyMin is the n from which Verify partitions the lines for the
// cache and uses every core (see partitionedCheck).
const parallelVerifyMin = 1 << 20

// firstClash returns the first column whose queen shares a line of the
// chosen kinds with an earlier queen, the kind and the line's index, or
// c = -1. Kinds are tested in the order row, diagonal, anti-diagonal. It
// returns ctx.Err() when ctx is done.
func firstClash(ctx context.Context, p Placement, rows, diags, antis bool) (c int, kind Line, k int, err error) {
	n := len(p)
	var rowBits, diagBits, antiBits []uint64
	if rows {
		rowBits = make([]uint64, (n+63)/64)
	}
	if diags {
		diagBits = make([]uint64, (2*n+63)/64)
	}
	if antis {
		antiBits = make([]uint64, (2*n+63)/64)
	}
	for c, r := range p {
		if c&(1<<22-1) == 0 && ctx.Err() != nil {
			return 0, 0, 0, ctx.Err()
		}
		if rows {
			k := int(r)
			if rowBits[k>>6]&(1<<(k&63)) != 0 {
				return c, Row, k, nil
			}
			rowBits[k>>6] |= 1 << (k & 63)
		}
		if diags {
			k := int(r) + c
			if diagBits[k>>6]&(1<<(k&63)) != 0 {
				return c, Diagonal, k, nil
			}
			diagBits[k>>6] |= 1 << (k & 63)
		}
		if antis {
			k := int(r) - c + n - 1
			if antiBits[k>>6]&(1<<(k&63)) != 0 {
				return c, AntiDiagonal, k, nil
			}
			antiBits[k>>6] |= 1 << (k & 63)
		}
	}
	return -1, 0, 0, nil
}

// attack builds the error for the queen of column c, which shares line k
// with an earlier queen.
func attack(p Placement, c int, kind Line, k int) error {
	a := firstOnLine(p, c, kind, k)
	return &AttackError{A: a, B: c, RowA: p[a], RowB: p[c], Line: kind}
}

// firstOnLine returns the first column before end whose queen lies on line
// k of the given kind; Verify calls it once, after it has seen such a queen.
func firstOnLine(p Placement, end int, kind Line, k int) int {
	n := len(p)
	for c, r := range p[:end] {
		var on int
		switch kind {
		case Row:
			on = int(r)
		case Diagonal:
			on = int(r) + c
		case AntiDiagonal:
			on = int(r) - c + n - 1
		}
		if on == k {
			return c
		}
	}
	panic(fmt.Sprintf("nqueens: no queen on %s %d before column %d", kind, k, end))
}

// HasSolution reports whether an n x n board admits a solution: every
// n >= 1 except 2 and 3.
func HasSolution(n int) bool { return n >= 1 && n != 2 && n != 3 }
