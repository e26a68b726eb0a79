// The engine behind Verify: checkRows finds the first
// fault of a placement of queens, one per column (rows[c] is the 0-based
// row of the queen in column c), or reports that there is none.
//
// checkRows is O(n) time for n queens. Below n = 2^20 it scans the columns
// once with one bit per row and per diagonal (5n bits). From 2^20 it
// first answers only whether the placement is valid, organised for the
// cache, and scans again for the first fault only when it is not:
//
//   - to n = 2^27 (the line check, verify_lines.go) one family of lines at a time
//     is marked in a bitmap of 2n bits that stays in the last-level cache,
//     and the family is valid exactly when n bits are set, on two cores:
//     to 2^25 the columns are split into two parts, each with a bitmap of
//     its own, above the lines into two ranges, each with half the bitmap;
//   - above (the chunked check, verify_chunks.go) the lines of each chunk of
//     columns are partitioned by their high bits, so that each bucket is
//     tested against its own region of the bitmap while it is in the cache.
//
// Both bounds are for a last-level cache of 32 MiB or more; a smaller one,
// read from Linux's sysfs (verify_lines.go), lowers them in proportion, to
// 2^25 and 2^23 where its size is unknown. VerifyMemory gives the bytes a
// check allocates.
//
// The line check's inner loop is in assembly on amd64 (verify_amd64.s,
// declared in verify_amd64.go), with a prefetch of the word of the queen
// 128 columns on; elsewhere, or with the purego or noasm build tag, it is
// the Go loop of verify_generic.go. Both are always compiled into the tests,
// which compare them.
//
// The answer does not depend on the machine, the number of cores or the
// cache: the first fault is always named by the sequential scan. These
// files use nothing of the rest of the module but the Line names, so
// Verify stays independent of every solver.

package nqueens

import (
	"context"
	"fmt"
)

// fault is the first fault of a placement: a row out of range, or two
// queens on one line.
type fault struct {
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

// checkRows returns the first fault of rows, or nil when it has none (an
// empty rows has none): the first row out of range if any, and otherwise
// the attacking pair whose later queen has the smallest column, rows
// before diagonals before anti-diagonals, then the smallest earlier
// column. It returns ctx.Err() when ctx is done; it looks at ctx every
// 2^22 columns below n = 2^20, every 2^16 to the line check's bound and
// every n/256 above. It allocates at most [VerifyMemory](len(rows)) bytes.
func checkRows(ctx context.Context, rows []int32) (*fault, error) {
	return machineBounds().checkRows(ctx, rows)
}

// checkRows is checkRows with the bounds b.
func (b bounds) checkRows(ctx context.Context, rows []int32) (*fault, error) {
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
			return &fault{Column: c, OutOfRange: true}, nil
		}
	}
	c, kind, k, err := firstClash(ctx, rows)
	if err != nil || c < 0 {
		return nil, err
	}
	return &fault{Column: c, Earlier: firstOnLine(rows, c, kind, k), Line: kind}, nil
}

// verifyMemory is VerifyMemory with the bounds b.
func (b bounds) verifyMemory(n int) uint64 {
	if n >= parallelMin && n <= b.check {
		return b.lineMemory(n) + 64<<10
	}
	if n >= parallelMin {
		return chunkMemory(n) + 64<<10
	}
	return 5*uint64(n)/8 + 64<<10
}

// parallelMin is the n from which checkRows organises the lines for the cache
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
// k of the given family; checkRows calls it once, after it has seen such a
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
	panic(fmt.Sprintf("nqueens: no queen on line %d of family %d before column %d", k, kind, end))
}
