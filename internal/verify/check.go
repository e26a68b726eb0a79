package verify

import (
	"context"
	"fmt"
)

// Line is a family of lines a queen attacks along: rows (the line of a
// queen in column c and row r is r), diagonals (r+c) and anti-diagonals
// (r-c+n-1). Columns are never shared.
type Line int

// The families, in the order [Check] tests them.
const (
	Row Line = iota
	Diagonal
	AntiDiagonal
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

// Check returns the first fault of rows, or nil when it has none (an
// empty rows has none): the first row out of range if any, and otherwise
// the attacking pair whose later queen has the smallest column, rows
// before diagonals before anti-diagonals, then the smallest earlier
// column. It returns ctx.Err() when ctx is done; it looks at ctx every
// 2^22 columns below n = 2^20, every 2^16 to the line check's bound and
// every n/256 above. It allocates at most [Memory](len(rows)) bytes.
func Check(ctx context.Context, rows []int32) (*Fault, error) {
	n := len(rows)
	if n == 0 {
		return nil, nil
	}
	if n >= parallelMin {
		// The cache-organised check answers whether rows is valid; an
		// invalid one is checked again below, sequentially, to name the
		// first fault.
		check := partitionedCheck
		if limit, _ := lineLimits(); n <= limit {
			check = lineCheck
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

// Memory returns the bytes [Check] allocates for n queens at most.
// Below n = 2^20: 5n bits (one per row and per diagonal of both families)
// plus 64 KiB, as the allocator rounds each of its three bit sets up to
// whole 8 KiB pages. From 2^20 to 2^25: a bitmap of 2n bits and a spare
// word for each of two parts of the columns, n/2 bytes; from 2^25 to 2^27,
// one such bitmap, n/4 bytes (bounds for a last-level cache of 32 MiB, as
// in the package's doc). Above: n/2 bytes (a bitmap of 2n bits and 4
// bytes per column of a chunk of n/16) plus at most 3 MiB of bucket
// counts.
func Memory(n int) uint64 {
	if check, _ := lineLimits(); n >= parallelMin && n <= check {
		return lineMemory(n) + 64<<10
	}
	if n >= parallelMin {
		return uint64(n)/2 + 3<<20 + 64<<10
	}
	return 5*uint64(n)/8 + 64<<10
}

// parallelMin is the n from which Check organises the lines for the cache
// and uses more than one core (see lineCheck and partitionedCheck).
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
// k of the given family; Check calls it once, after it has seen such a
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
	panic(fmt.Sprintf("verify: no queen on line %d of family %d before column %d", k, kind, end))
}
