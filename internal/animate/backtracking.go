package animate

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/render"
)

// Backtracking lists every solution for n queens by the textbook
// backtracking search, slowly enough to be watched: columns left to right,
// in each column the rows from the bottom up, a queen placed only where no
// queen to its left attacks it, and taken back when no row of the next
// column is safe or every row there has been tried.
//
// obs sees every step as a Move event: From is render.Empty when a queen
// is placed, To is render.Empty when one is taken back; Step counts the
// queens placed so far (the nodes of the search tree), Heuristic is the
// number of queens on the board; a Start event opens the search and a Done
// event ends it. found is called with each solution, in lexicographic
// order, just before the Move event that completes it, so an observer can
// already count it; found must not keep p. Columns without a queen hold
// render.Empty in every Placement.
//
// It returns the number of solutions and, when ctx is canceled, ctx's
// error (checked at every node). Time O(nodes), exponential in n; memory
// O(n).
func Backtracking(ctx context.Context, n int, obs nqueens.Observer, found func(p nqueens.Placement)) (int64, error) {
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = render.Empty
	}
	rows := make([]bool, n)
	diag := make([]bool, 2*n) // row+col
	anti := make([]bool, 2*n) // row-col+n
	var nodes, solutions int64
	observe := func(e nqueens.Event) {
		if obs != nil {
			e.Step, e.Placement = nodes, p
			obs.Observe(e)
		}
	}
	observe(nqueens.Event{Kind: nqueens.Start})
	var place func(c int) error
	place = func(c int) error {
		for r := range n {
			if rows[r] || diag[r+c] || anti[r-c+n] {
				continue
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			nodes++
			p[c] = int32(r)
			rows[r], diag[r+c], anti[r-c+n] = true, true, true
			if c == n-1 {
				solutions++
				if found != nil {
					found(p)
				}
			}
			observe(nqueens.Event{Kind: nqueens.Move, Col: c, From: render.Empty, To: int32(r), Heuristic: int64(c + 1)})
			if c < n-1 {
				if err := place(c + 1); err != nil {
					return err
				}
			}
			p[c] = render.Empty
			rows[r], diag[r+c], anti[r-c+n] = false, false, false
			observe(nqueens.Event{Kind: nqueens.Move, Col: c, From: int32(r), To: render.Empty, Heuristic: int64(c)})
		}
		return nil
	}
	err := place(0)
	observe(nqueens.Event{Kind: nqueens.Done})
	return solutions, err
}
