package minconflicts

import "github.com/nqueens/nqueens"

// line is one row, diagonal or anti-diagonal of the board: the number of
// queens on it and the XOR of their columns, side by side so that reading
// the count and updating both costs one cache miss.
type line struct {
	k int32 // queens on the line
	x int32 // XOR of their columns: the column itself when k == 1
}

// board is the state of one search: the placement, the lines (rows,
// diagonals row+column, anti-diagonals row-column+n-1), the number of
// attacking pairs, and a set of columns that holds every conflicted queen.
//
// Invariants, after every method returns:
//   - the lines count the queens of p on them and XOR their columns, and
//     pairs is the number of attacking pairs (k queens on one line make
//     k(k-1)/2);
//   - every column whose queen shares a line with another queen is in set
//     (inSet[c] is true exactly for the columns in set). The set may also
//     hold columns no longer conflicted; the search drops them when it
//     draws them.
//
// add, remove, conflicts, mark and drop are O(1); newBoard and clear are
// O(n). Memory: 49n bytes (the placement, 5n lines, the set and its flags).
type board struct {
	n                int
	p                nqueens.Placement
	rows, diag, anti []line
	pairs            int64
	set              []int32
	inSet            []bool
}

func newBoard(n int) *board {
	return &board{
		n:     n,
		p:     make(nqueens.Placement, n),
		rows:  make([]line, n),
		diag:  make([]line, 2*n-1),
		anti:  make([]line, 2*n-1),
		set:   make([]int32, 0, n),
		inSet: make([]bool, n),
	}
}

// clear empties the board and the set.
func (b *board) clear() {
	clear(b.rows)
	clear(b.diag)
	clear(b.anti)
	clear(b.inSet)
	b.set = b.set[:0]
	b.pairs = 0
}

// add puts the queen of column c on row r (the column must be off the
// board) and puts into the set every queen that was alone on a line it now
// shares with c. c itself is not added.
func (b *board) add(c int, r int32) {
	b.p[c] = r
	b.join(&b.rows[r], c)
	b.join(&b.diag[int(r)+c], c)
	b.join(&b.anti[int(r)-c+b.n-1], c)
}

// join adds the queen of column c to line l.
func (b *board) join(l *line, c int) {
	// A line that held exactly one queen names it by its XOR; a line that
	// held two or more already made all of them conflicted.
	if l.k == 1 {
		b.mark(l.x)
	}
	b.pairs += int64(l.k)
	l.k++
	l.x ^= int32(c)
}

// remove takes the queen of column c off the board (its row stays in p
// until the next add).
func (b *board) remove(c int) {
	r := b.p[c]
	b.leave(&b.rows[r], c)
	b.leave(&b.diag[int(r)+c], c)
	b.leave(&b.anti[int(r)-c+b.n-1], c)
}

func (b *board) leave(l *line, c int) {
	l.k--
	l.x ^= int32(c)
	b.pairs -= int64(l.k)
}

// conflicts is the number of other queens on the lines of the queen in
// column c.
func (b *board) conflicts(c int) int32 {
	r := b.p[c]
	return b.rows[r].k + b.diag[int(r)+c].k + b.anti[int(r)-c+b.n-1].k - 3
}

// mark puts column c into the set unless it is there.
func (b *board) mark(c int32) {
	if !b.inSet[c] {
		b.inSet[c] = true
		b.set = append(b.set, c)
	}
}

// drop removes the column at index i of the set (order is not kept).
func (b *board) drop(i int) {
	c := b.set[i]
	b.inSet[c] = false
	last := len(b.set) - 1
	b.set[i] = b.set[last]
	b.set = b.set[:last]
}
