package exact

import (
	"context"

	"github.com/nqueens/nqueens"
)

// countBacktrack is the textbook depth-first search: put a queen in column
// c on a row whose row, diagonal and anti-diagonal are free, go on to
// column c+1, and take it back. The used lines are arrays of booleans.
// Every complete placement is a solution; its canonical test gives the
// unique count. Time is proportional to the nodes of the search tree.
// With an observer (see [Options.Observer]) every step is reported and
// ctx is checked at every node, for a search slow enough to watch.
func countBacktrack(ctx context.Context, n int, obs nqueens.Observer) (Counts, error) {
	b := backtracker{
		obs:   obs,
		n:     n,
		p:     make([]int, n),
		q:     make([]int, n),
		row:   make([]bool, n),
		diag:  make([]bool, 2*n-1), // row + column
		anti:  make([]bool, 2*n-1), // row - column + n-1
		check: canceled{ctx: ctx},
	}
	if obs != nil {
		b.shown = make(nqueens.Placement, n)
		for c := range b.shown {
			b.shown[c] = Empty
		}
		b.observe(nqueens.Event{Kind: nqueens.Start})
	}
	b.place(0)
	if obs != nil {
		b.observe(nqueens.Event{Kind: nqueens.Done})
	}
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
	obs             nqueens.Observer  // nil: not watched, and no cost but a comparison per node
	shown           nqueens.Placement // what obs sees: p, with Empty in the columns not reached
	nodes           int64             // queens placed so far, when watched
}

// Empty is the row of a column without a queen in the placements an
// [Options.Observer] sees: [nqueens.Empty].
const Empty = nqueens.Empty

// observe tells the observer e, with the step count and the placement.
func (b *backtracker) observe(e nqueens.Event) {
	e.Step, e.Placement = b.nodes, b.shown
	b.obs.Observe(e)
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
		if b.obs != nil {
			if b.check.err = b.check.ctx.Err(); b.check.err != nil {
				return
			}
			b.nodes++
			b.shown[c] = int32(r)
			b.observe(nqueens.Event{Kind: nqueens.Move, Col: c, From: Empty, To: int32(r), Heuristic: int64(c + 1)})
		}
		b.place(c + 1)
		b.row[r], b.diag[d], b.anti[a] = false, false, false
		if b.obs != nil {
			b.shown[c] = Empty
			b.observe(nqueens.Event{Kind: nqueens.Move, Col: c, From: int32(r), To: Empty, Heuristic: int64(c)})
		}
	}
}
