package nqueens

import (
	"context"
	"errors"
	"fmt"
	"math"

	"github.com/nqueens/nqueens/internal/base/hugemem"
	"github.com/nqueens/nqueens/internal/base/linecheck"
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

// Square is a square of the board, 0-based: Row counts from the bottom row
// as boards are drawn, Col from the left. A queen on it is the entry
// placement[Col] = Row of a [Placement]. The zero value is the corner
// square in the bottom row and the first column.
type Square struct{ Row, Col int }

// String writes s 1-based, row first, as the commands read a square:
// "1,1" is the zero Square.
func (s Square) String() string { return fmt.Sprintf("%d,%d", s.Row+1, s.Col+1) }

// Line names the kind of line two attacking queens share: [Row],
// [Diagonal] or [AntiDiagonal]; its String is "row", "diagonal" or
// "anti-diagonal". Verify's engine (internal/base/linecheck) defines it.
type Line = linecheck.Line

// The lines a queen attacks along. Columns are never shared by a Placement.
const (
	Row          = linecheck.Row          // the same row
	Diagonal     = linecheck.Diagonal     // the same row+column (a "/" diagonal when row 0 is at the bottom)
	AntiDiagonal = linecheck.AntiDiagonal // the same row-column
)

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
// time in a bitmap that stays in the cache to n = 2^27, on up to two cores:
// n/2 bytes to 2^25, n/4 bytes to 2^27 (bounds for a last-level cache of
// 32 MiB; a smaller cache lowers them in proportion, to 2^25 and 2^23 where
// its size is unknown; from 128 MiB, n/2 bytes to 2^27). Above that it
// partitions the lines by their high bits so that each part is tested in
// the cache, on every core: n/2 bytes (500 MB beside 10^9 queens). The
// result is the same either way. It shares no code or state with any
// solver, so it is an independent check.
func Verify(p Placement) error { return VerifyContext(context.Background(), p) }

// VerifyMemory returns the bytes [Verify] allocates for n queens at most.
// Below n = 2^20: 5n bits (one per row and per diagonal of both families)
// plus 64 KiB, as the allocator rounds each of its three bit sets up to
// whole 8 KiB pages. From 2^20 to 2^25: a bitmap of 2n bits and a spare
// word for each of two parts of the columns, n/2 bytes; from 2^25 to 2^27,
// one such bitmap in two halves, each with a spare word, n/4 bytes (bounds
// as in [Verify]; with 128 MiB of cache or more, two parts to 2^27).
// Above: n/2 bytes (a bitmap of 2n bits and 4 bytes per column of a chunk
// of n/16) plus less than 200 KiB of bucket counts and buffers. Commands
// add it to a solver's own need before they refuse an n the machine cannot
// hold.
func VerifyMemory(n int) uint64 { return linecheck.Memory(n) }

// VerifyContext is [Verify] that gives up when ctx is done, returning
// ctx.Err(); it looks at ctx every 2^22 columns below n = 2^20, every 2^16
// to 2^27 and every n/256 above, so even a check of 10^9 queens stops
// promptly on Ctrl-C.
func VerifyContext(ctx context.Context, p Placement) error {
	if len(p) == 0 {
		return ErrEmpty
	}
	f, err := linecheck.First(ctx, p)
	if err != nil || f == nil {
		return err
	}
	if f.OutOfRange {
		return &RangeError{Column: f.Column, Row: p[f.Column], N: len(p)}
	}
	return &AttackError{A: f.Earlier, B: f.Column, RowA: p[f.Earlier], RowB: p[f.Column], Line: f.Line}
}

// HasSolution reports whether an n x n board admits a solution: every
// n >= 1 except 2 and 3.
func HasSolution(n int) bool { return n >= 1 && n != 2 && n != 3 }

// ColumnName names column c (0-based) of an n x n board as every board
// drawing labels it: a letter, "a" to "z", when n <= 26, else the 1-based
// number ("27"). Rows are named by their 1-based numbers.
func ColumnName(n, c int) string {
	if n <= 26 {
		return string(rune('a' + c))
	}
	return fmt.Sprint(c + 1)
}

// NewPlacement returns a placement of n queens, every row 0, for a solver
// to fill. From n = 2^18 (1 MiB) it asks the system, where it can (Linux),
// to back it with huge pages: a placement written at scattered places then
// takes a page fault and a TLB entry per 2 MiB instead of per 4 KiB. The
// memory is the same 4n bytes.
func NewPlacement(n int) Placement { return hugemem.Make[int32](n) }
