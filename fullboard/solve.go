package fullboard

import (
	"context"
	"math"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/climb"
)

// MaxN is the largest n [Solve] accepts. A move costs O(n^4): at n = 1000
// one move is about 10^12 square reads, so the useful range ends far
// below; the limit only keeps the grid (n^2 bytes) and the list of tied
// successors (8n^2 bytes) small.
const MaxN = 1000

// Memory returns the bytes [Solve] needs for n queens at its peak.
func Memory(n int) uint64 {
	m := uint64(n)
	return m*(m+7) + 8*m*(m-1) + 8*4*m + 4*m
}

// Solve finds one solution for n queens by steepest-ascent hill climbing
// with random restarts on an n x n grid (see the package documentation).
// Each move costs O(n^4) time. Stats.Steps counts moves, Stats.Restarts
// climbs after the first, Stats.Evaluations successors evaluated (n(n-1)
// per move tried), Stats.Conflicts the attacking pairs of the returned
// placement. When a limit stops the search the placement returned is the
// best state reached (fewest attacking pairs).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	return climb.Run(ctx, n, s, newBoard(n)), nil
}

// Reset places the queens of p on the grid and counts its attacking
// pairs: O(n^2).
func (b *board) Reset(p nqueens.Placement) int64 {
	b.set(p)
	return b.pairs(math.MaxInt64)
}

// Move moves the queen of column c from row from to row to: O(1).
func (b *board) Move(c int, from, to int32) {
	col := b.column(c)
	col[from], col[to] = 0, 1
}

// Best evaluates every successor on the grid, each made in place, counted
// with a bound and undone: O(n^4). p is not read: the grid is the state.
func (b *board) Best(_ nqueens.Placement, h int64, ties []climb.Move, w *climb.Work) (int64, []climb.Move, bool) {
	n := b.n
	bound := h - 1 // successors above the bound are of no use
	ties = ties[:0]
	b.prepare()
	for c := 0; c < n; c++ {
		b.scanFrom(c)
		col := b.column(c)
		from := b.queen(c)
		col[from] = 0
		for r := 0; r < n; r++ {
			if r == from {
				continue
			}
			col[r] = 1
			k := b.pairs(bound)
			col[r] = 0
			if k <= bound {
				if k < bound {
					bound = k
					ties = ties[:0]
				}
				ties = append(ties, climb.Move{Col: int32(c), Row: int32(r)})
			}
			// A successor reads up to n^2 squares: at n = 1000 a column
			// is half a second, so the limits are looked at within it.
			if w.Column(1, n*n) {
				col[from] = 1
				return h, ties, true
			}
		}
		col[from] = 1
	}
	if len(ties) == 0 {
		return h, ties, false
	}
	return bound, ties, false
}
