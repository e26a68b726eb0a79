package linecheck

import (
	"context"
	"fmt"
)

// Fault is the first fault of a placement: a row out of range, or two
// queens on one line.
type Fault struct {
	// Column is the column of the first queen whose row is outside
	// [0, n), or of the later queen of the first attacking pair.
	Column int
	// OutOfRange says that Column's row is outside [0, n); then Earlier
	// and Line are zero.
	OutOfRange bool
	// Earlier is the earlier queen of the attacking pair (Earlier <
	// Column), and Line the family of the line the two share.
	Earlier int
	Line    Line
}

// First returns the first fault of rows, or nil when it has none (an
// empty rows has none): the first row out of range if any, and otherwise
// the attacking pair whose later queen has the smallest column, rows
// before diagonals before anti-diagonals, then the smallest earlier
// column. It returns ctx.Err() when ctx is done; it looks at ctx every
// 2^22 columns below n = 2^20, every 2^16 to the line check's bound and
// every n/256 above. It allocates at most [Memory](len(rows)) bytes.
func First(ctx context.Context, rows []int32) (*Fault, error) {
	return machineBounds().checkRows(ctx, rows)
}

// checkRows is First with the bounds b.
func (b bounds) checkRows(ctx context.Context, rows []int32) (*Fault, error) {
	n := len(rows)
	if n == 0 {
		return nil, nil
	}
	if n >= parallelMin {
		// The cache-organised check answers whether rows is valid; an
		// invalid one is checked again below, sequentially, to name the
		// first fault.
		check := chunkedCheck
		if n <= b.check {
			check = b.lineCheck
		}
		bad, err := check(ctx, rows)
		if err != nil {
			return nil, err
		}
		if !bad {
			return nil, nil
		}
	}
	for c, r := range rows {
		if r < 0 || int(r) >= n {
			return &Fault{Column: c, OutOfRange: true}, nil
		}
	}
	c, kind, k, err := firstClash(ctx, rows)
	if err != nil || c < 0 {
		return nil, err
	}
	return &Fault{Column: c, Earlier: firstOnLine(rows, c, kind, k), Line: kind}, nil
}

// Memory returns the bytes [First] allocates for n queens at most (the
// figures are in nqueens.VerifyMemory's comment).
func Memory(n int) uint64 { return machineBounds().verifyMemory(n) }

// verifyMemory is Memory with the bounds b.
func (b bounds) verifyMemory(n int) uint64 {
	if n >= parallelMin && n <= b.check {
		return b.lineMemory(n) + 64<<10
	}
	if n >= parallelMin {
		return chunkMemory(n) + 64<<10
	}
	return 5*uint64(n)/8 + 64<<10
}

// Line names the kind of line two attacking queens share; nqueens.Line
// is this type.
type Line int

// The lines a queen attacks along. Columns are never shared by a placement.
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

// parallelMin is the n from which First organises the lines for the cache
// and uses more than one core (see lineCheck and chunkedCheck).
const parallelMin = 1 << 20

// firstClash returns the first column whose queen shares a line with an
// earlier queen, the line's family and its index, or c = -1. Families are
// tested in the order row, diagonal, anti-diagonal. Every row must be in
// [0, n). It returns ctx.Err() when ctx is done.
func firstClash(ctx context.Context, rows []int32) (c int, kind Line, k int, err error) {
	n := len(rows)
	rowBits := make([]uint64, (n+63)/64)
	diagBits := make([]uint64, (2*n+63)/64)
	antiBits := make([]uint64, (2*n+63)/64)
	for c, r := range rows {
		if c&(1<<22-1) == 0 && ctx.Err() != nil {
			return 0, 0, 0, ctx.Err()
		}
		k := int(r)
		if rowBits[k>>6]&(1<<(k&63)) != 0 {
			return c, Row, k, nil
		}
		rowBits[k>>6] |= 1 << (k & 63)
		k = int(r) + c
		if diagBits[k>>6]&(1<<(k&63)) != 0 {
			return c, Diagonal, k, nil
		}
		diagBits[k>>6] |= 1 << (k & 63)
		k = int(r) - c + n - 1
		if antiBits[k>>6]&(1<<(k&63)) != 0 {
			return c, AntiDiagonal, k, nil
		}
		antiBits[k>>6] |= 1 << (k & 63)
	}
	return -1, 0, 0, nil
}

// firstOnLine returns the first column before end whose queen lies on line
// k of the given family; First calls it once, after it has seen such a
// queen.
func firstOnLine(rows []int32, end int, kind Line, k int) int {
	n := len(rows)
	for c, r := range rows[:end] {
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
	panic(fmt.Sprintf("linecheck: no queen on line %d of family %d before column %d", k, kind, end))
}
