package heuristic

import "github.com/nqueens/nqueens"

// Diagonals counts the queens on every diagonal and anti-diagonal of an
// n x n board and keeps Sosic and Gu's collision count (see [Collisions]) up
// to date. It suits permutations, where rows are never shared. Every method
// is O(1) except [NewDiagonals] and [Diagonals.Reset], which are O(n).
// Memory: 4n int32 counters.
//
// Invariant: Collisions() == Collisions of the queens added and not
// removed. The zero value is an empty 0 x 0 board; use [NewDiagonals].
type Diagonals struct {
	n          int
	diag, anti []int32
	collisions int64
}

// NewDiagonals returns counters for an empty n x n board.
func NewDiagonals(n int) *Diagonals {
	m := max(2*n-1, 0)
	return &Diagonals{n: n, diag: make([]int32, m), anti: make([]int32, m)}
}

// Reset empties the board and adds the queens of p (len(p) must be n).
func (d *Diagonals) Reset(p nqueens.Placement) {
	clear(d.diag)
	clear(d.anti)
	d.collisions = 0
	for c, r := range p {
		d.Add(c, r)
	}
}

// Collisions is the number of diagonal collisions on the board.
func (d *Diagonals) Collisions() int64 { return d.collisions }

// Add puts a queen at column c, row r.
func (d *Diagonals) Add(c int, r int32) {
	i, j := int(r)+c, int(r)-c+d.n-1
	if d.diag[i] > 0 {
		d.collisions++
	}
	if d.anti[j] > 0 {
		d.collisions++
	}
	d.diag[i]++
	d.anti[j]++
}

// Remove takes away a queen at column c, row r; one must be there.
func (d *Diagonals) Remove(c int, r int32) {
	i, j := int(r)+c, int(r)-c+d.n-1
	d.diag[i]--
	d.anti[j]--
	if d.diag[i] > 0 {
		d.collisions--
	}
	if d.anti[j] > 0 {
		d.collisions--
	}
}

// Attacked reports whether the queen at column c, row r shares a diagonal
// with another queen. A queen must stand there.
func (d *Diagonals) Attacked(c int, r int32) bool {
	return d.diag[int(r)+c] > 1 || d.anti[int(r)-c+d.n-1] > 1
}

// SwapDelta returns the change in Collisions if the queens in columns i and
// j of p exchanged rows, without exchanging them. The counters must hold
// exactly the queens of p. It reads eight counters and writes none.
func (d *Diagonals) SwapDelta(p nqueens.Placement, i, j int) int64 {
	if i == j {
		return 0
	}
	ri, rj := int(p[i]), int(p[j])
	m := d.n - 1
	return lineDelta(d.diag, i+ri, j+rj, i+rj, j+ri) +
		lineDelta(d.anti, ri-i+m, rj-j+m, rj-i+m, ri-j+m)
}

// lineDelta is the change in collisions on one family of diagonals when a
// queen leaves each of out1 and out2 and one joins each of in1 and in2. In
// a swap the diagonals left and the diagonals joined are disjoint (two
// squares of one column, or of one row, share no diagonal), but out1 may
// equal out2 and in1 may equal in2.
func lineDelta(count []int32, out1, out2, in1, in2 int) int64 {
	var delta int64
	k1, k2 := count[out1], count[out2]
	if out1 == out2 {
		k2--
	}
	if k1 >= 2 { // leaving a line with others on it removes one collision
		delta--
	}
	if k2 >= 2 {
		delta--
	}
	a1, a2 := count[in1], count[in2]
	if in1 == in2 {
		a2++
	}
	if a1 >= 1 { // joining an occupied line adds one
		delta++
	}
	if a2 >= 1 {
		delta++
	}
	return delta
}

// Swap exchanges the rows of the queens in columns i and j of p and updates
// the counters. It returns the change in Collisions.
func (d *Diagonals) Swap(p nqueens.Placement, i, j int) int64 {
	if i == j {
		return 0
	}
	before := d.collisions
	ri, rj := p[i], p[j]
	d.Remove(i, ri)
	d.Remove(j, rj)
	d.Add(i, rj)
	d.Add(j, ri)
	p[i], p[j] = rj, ri
	return d.collisions - before
}

// Free reports whether no queen stands on either diagonal through column
// c, row r (the square itself included).
func (d *Diagonals) Free(c int, r int32) bool {
	return d.diag[int(r)+c] == 0 && d.anti[int(r)-c+d.n-1] == 0
}
