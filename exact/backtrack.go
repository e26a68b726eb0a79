package exact

import "context"

// countBacktrack is the textbook depth-first search: put a queen in column
// c on a row whose row, diagonal and anti-diagonal are free, go on to
// column c+1, and take it back. The used lines are arrays of booleans.
// Every complete placement is a solution; its canonical test gives the
// unique count. Time is proportional to the nodes of the search tree.
func countBacktrack(ctx context.Context, n int) (Counts, error) {
	b := backtracker{
		n:     n,
		p:     make([]int, n),
		q:     make([]int, n),
		row:   make([]bool, n),
		diag:  make([]bool, 2*n-1), // row + column
		anti:  make([]bool, 2*n-1), // row - column + n-1
		check: canceled{ctx: ctx},
	}
	b.place(0)
	if b.check.err != nil {
		return Counts{}, b.check.err
	}
	return b.counts, nil
}

type backtracker struct {
	n               int
	p, q            []int // p[c]: row of the queen in column c; q: scratch
	row, diag, anti []bool
	counts          Counts
	check           canceled
}

func (b *backtracker) place(c int) {
	if c == b.n {
		b.counts.Total++
		if canon, _ := orbit(b.p, b.q); canon {
			b.counts.Unique++
		}
		return
	}
	if b.check.poll() {
		return
	}
	for r := range b.n {
		d, a := r+c, r-c+b.n-1
		if b.row[r] || b.diag[d] || b.anti[a] {
			continue
		}
		b.p[c] = r
		b.row[r], b.diag[d], b.anti[a] = true, true, true
		b.place(c + 1)
		b.row[r], b.diag[d], b.anti[a] = false, false, false
	}
}
