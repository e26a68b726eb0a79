package fullboard

import (
	"encoding/binary"
	"math"
	"math/bits"

	"github.com/nqueens/nqueens"
)

// board is an n x n grid of squares holding exactly one queen per column,
// one byte per square (1: a queen, 0: empty). It is stored column by
// column, cell[c*stride+r] being the square in column c, row r, and each
// column is padded with empty squares to a multiple of 8 bytes, so the
// scan for a column's queen reads it 8 squares at a time. The counters are
// scratch space for [board.pairs]; they hold nothing between calls.
//
// pairs visits the columns in the order of scan, any permutation of the
// columns: the count does not depend on it, but an early exit comes sooner
// when the columns whose queens attack each other come first (see
// [board.prepare]).
type board struct {
	n      int
	stride int // n rounded up to a multiple of 8
	cell   []byte
	rows   []int32 // queens per row, indexed by r
	diag   []int32 // queens per diagonal, indexed by r+c
	anti   []int32 // queens per anti-diagonal, indexed by r-c+n-1
	// attacked lists the columns whose queens are attacked in the state
	// of the last prepare, calm the others; scan is the order of pairs.
	attacked, calm, scan []int32
}

func newBoard(n int) *board {
	stride := (n + 7) &^ 7
	b := &board{
		n:      n,
		stride: stride,
		cell:   make([]byte, n*stride),
		rows:   make([]int32, n),
		diag:   make([]int32, 2*n-1),
		anti:   make([]int32, 2*n-1),

		attacked: make([]int32, 0, n),
		calm:     make([]int32, 0, n),
		scan:     make([]int32, n),
	}
	for c := range b.scan {
		b.scan[c] = int32(c)
	}
	return b
}

// column returns the squares of column c, row 0 first, padding included.
func (b *board) column(c int) []byte { return b.cell[c*b.stride : (c+1)*b.stride] }

// queen returns the row of the queen in column c: O(n).
func (b *board) queen(c int) int { return find(b.column(c)) }

// find returns the index of the queen in col, which holds exactly one and
// whose length is a multiple of 8. It reads 8 squares at a time: the first
// nonzero word holds the queen, its lowest nonzero byte (little-endian
// load) is the square. (Reading every word without a branch was measured
// slower.)
func find(col []byte) int {
	for r := 0; r+8 <= len(col); r += 8 {
		if w := binary.LittleEndian.Uint64(col[r:]); w != 0 {
			return r + bits.TrailingZeros64(w)>>3
		}
	}
	return len(col) - 1 // not reached while the invariant holds
}

// set clears the grid and places the queens of p.
func (b *board) set(p nqueens.Placement) {
	clear(b.cell)
	for c, r := range p {
		b.cell[c*b.stride+int(r)] = 1
	}
}

// placement writes the row of every column's queen into p: O(n^2).
func (b *board) placement(p nqueens.Placement) {
	for c := range p {
		p[c] = int32(b.queen(c))
	}
}

// pairs counts the attacking pairs on the grid: k queens on one row or
// diagonal contribute k(k-1)/2. Queens are found by scanning each column
// up to its queen, O(n^2); each one found adds the queens already
// tallied on its three lines. The tally only grows, so as soon as it
// exceeds bound the count stops and returns a value greater than bound:
// the result is exact whenever it is <= bound.
func (b *board) pairs(bound int64) int64 {
	n := b.n
	rows, diag, anti := b.rows[:n], b.diag[:2*n-1], b.anti[:2*n-1]
	clear(rows)
	clear(diag)
	clear(anti)
	var h int64
	stride := b.stride
	cell := b.cell[:n*stride]
	for _, c32 := range b.scan[:n] {
		c := int(c32)
		r := find(cell[c*stride : c*stride+stride])
		d, a := r+c, r-c+n-1
		h += int64(rows[r] + diag[d] + anti[a])
		rows[r]++
		diag[d]++
		anti[a]++
		if h > bound {
			return h
		}
	}
	return h
}

// prepare counts the attacking pairs of the current grid and sorts its
// columns into attacked and calm queens, O(n^2), for [board.scanFrom].
func (b *board) prepare() int64 {
	h := b.pairs(math.MaxInt64) // leaves the full tallies in the counters
	n := b.n
	b.attacked, b.calm = b.attacked[:0], b.calm[:0]
	for c := range n {
		r := b.queen(c)
		if b.rows[r]+b.diag[r+c]+b.anti[r-c+n-1] > 3 { // more than itself
			b.attacked = append(b.attacked, int32(c))
		} else {
			b.calm = append(b.calm, int32(c))
		}
	}
	return h
}

// scanFrom sets the order of [board.pairs] for the successors that move
// the queen of column c: c first, then the columns attacked and the calm
// ones in the last prepared state. A successor's pairs not involving c are
// the pairs among the attacked columns, so the tally comes near its total
// after those, and a successor above the bound is abandoned there rather
// than after all n columns.
func (b *board) scanFrom(c int) {
	scan := append(b.scan[:0], int32(c))
	for _, x := range b.attacked {
		if int(x) != c {
			scan = append(scan, x)
		}
	}
	for _, x := range b.calm {
		if int(x) != c {
			scan = append(scan, x)
		}
	}
	b.scan = scan
}
