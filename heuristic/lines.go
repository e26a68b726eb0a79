package heuristic

import "github.com/nqueens/nqueens"

// Lines counts the queens on every row, diagonal and anti-diagonal of an
// n x n board and keeps the number of attacking pairs (see
// [AttackingPairs]) up to date. Every method is O(1) except [NewLines] and
// [Lines.Reset], which are O(n). Memory: 5n int32 counters.
//
// Invariant: Pairs() == AttackingPairs of the queens added and not removed.
// The zero value is an empty 0 x 0 board; use [NewLines].
type Lines struct {
	n                int
	rows, diag, anti []int32
	pairs            int64
}

// NewLines returns counters for an empty n x n board.
func NewLines(n int) *Lines {
	return &Lines{n: n, rows: make([]int32, n), diag: make([]int32, 2*n-1), anti: make([]int32, 2*n-1)}
}

// Reset empties the board and adds the queens of p (len(p) must be n).
func (l *Lines) Reset(p nqueens.Placement) {
	clear(l.rows)
	clear(l.diag)
	clear(l.anti)
	l.pairs = 0
	for c, r := range p {
		l.Add(c, r)
	}
}

// Pairs is the number of attacking pairs on the board.
func (l *Lines) Pairs() int64 { return l.pairs }

// Add puts a queen at column c, row r.
func (l *Lines) Add(c int, r int32) {
	i, d, a := int(r), int(r)+c, int(r)-c+l.n-1
	l.pairs += int64(l.rows[i] + l.diag[d] + l.anti[a])
	l.rows[i]++
	l.diag[d]++
	l.anti[a]++
}

// Remove takes away a queen at column c, row r; one must be there.
func (l *Lines) Remove(c int, r int32) {
	i, d, a := int(r), int(r)+c, int(r)-c+l.n-1
	l.rows[i]--
	l.diag[d]--
	l.anti[a]--
	l.pairs -= int64(l.rows[i] + l.diag[d] + l.anti[a])
}

// Through returns the number of queens on the row and the two diagonals
// through column c, row r (a queen standing there counts three times).
func (l *Lines) Through(c int, r int32) int32 {
	return l.rows[r] + l.diag[int(r)+c] + l.anti[int(r)-c+l.n-1]
}

// MoveDelta returns the change in Pairs if the queen at column c moved from
// row from to row to, without moving it.
func (l *Lines) MoveDelta(c int, from, to int32) int64 {
	if from == to {
		return 0
	}
	// Two squares of one column share no row and no diagonal, so the lines
	// through "to" do not hold the moving queen: it leaves its three old
	// lines (Through counts it once on each) and joins three new ones.
	return int64(l.Through(c, to)) - int64(l.Through(c, from)-3)
}

// Move moves the queen at column c from row from to row to.
func (l *Lines) Move(c int, from, to int32) {
	l.Remove(c, from)
	l.Add(c, to)
}
