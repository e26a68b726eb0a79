package fullboard

import (
	"encoding/binary"
	"math/bits"

	"github.com/nqueens/nqueens"
)

// board is an n x n grid of squares holding exactly one queen per column,
// one byte per square (1: a queen, 0: empty). It is stored column by
// column, cell[c*stride+r] being the square in column c, row r, and each
// column is padded with empty squares to a multiple of 8 bytes, so the
// scan for a column's queen reads it 8 squares at a time. The counters are
// scratch space for [board.pairs]; they hold nothing between calls.
type board struct {
	n      int
	stride int // n rounded up to a multiple of 8
	cell   []byte
	rows   []int32 // queens per row, indexed by r
	diag   []int32 // queens per diagonal, indexed by r+c
	anti   []int32 // queens per anti-diagonal, indexed by r-c+n-1
}

func newBoard(n int) *board {
	stride := (n + 7) &^ 7
	return &board{
		n:      n,
		stride: stride,
		cell:   make([]byte, n*stride),
		rows:   make([]int32, n),
		diag:   make([]int32, 2*n-1),
		anti:   make([]int32, 2*n-1),
	}
}

// column returns the squares of column c, row 0 first, padding included.
func (b *board) column(c int) []byte { return b.cell[c*b.stride : (c+1)*b.stride] }

// queen returns the row of the queen in column c: O(n).
func (b *board) queen(c int) int { return find(b.column(c)) }

// find returns the index of the first queen in col, which holds one and
// whose length is a multiple of 8. It reads 8 squares at a time: the first
// nonzero word holds the queen, its lowest nonzero byte (little-endian
// load) is the square.
func find(col []byte) int {
	for r := 0; r+8 <= len(col); r += 8 {
		if w := binary.LittleEndian.Uint64(col[r:]); w != 0 {
			return r + bits.TrailingZeros64(w)/8
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
	for c := 0; c < n; c++ {
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
