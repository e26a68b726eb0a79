package linearboard

import (
	"context"
	"math"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/climb"
)

// MaxN is the largest n [Solve] accepts. A move costs O(n^3): at n = 10000
// one move is about 10^12 operations, so the useful range ends far below;
// the limit only keeps the list of tied successors (8n^2 bytes) small.
const MaxN = 10_000

// Memory returns the bytes [Solve] needs for n queens at its peak.
func Memory(n int) uint64 {
	m := uint64(n)
	return 8*m*(m-1) + 3*4*m + 5*4*m
}

// Solve finds one solution for n queens by steepest-ascent hill climbing
// with random restarts on a vector of rows (see the package
// documentation). Each move costs O(n^3) time. Stats.Steps counts moves,
// Stats.Restarts climbs after the first, Stats.Evaluations successors
// evaluated (n(n-1) per move tried), Stats.Conflicts the attacking pairs of
// the returned placement. When a limit stops the search the placement
// returned is the best state reached (fewest attacking pairs).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	return climb.Run(ctx, n, s, &board{lines: heuristic.NewLines(n)}), nil
}

// board is the vector representation: the climb's placement is the state
// itself, and the pair count of a new start comes from line counters.
type board struct {
	lines *heuristic.Lines // counts h from scratch at each start
}

// Reset counts the attacking pairs of p from scratch: O(n).
func (b *board) Reset(p nqueens.Placement) int64 {
	b.lines.Reset(p)
	return b.lines.Pairs()
}

// Move does nothing: the vector the climb moves the queen in is the state.
func (b *board) Move(int, int32, int32) {}

// Best evaluates every successor of p, deriving its attacking pairs from
// h in O(n): O(n^3).
func (b *board) Best(p nqueens.Placement, h int64, ties []climb.Move, w *climb.Work) (int64, []climb.Move, bool) {
	n := len(p)
	bound := h - 1 // successors above the bound are of no use
	ties = ties[:0]
	for c := 0; c < n; c++ {
		from := p[c]
		// The successor (c, t) has h - old + attackers(p, c, t); the
		// queen itself is on its own row, so it is taken off once.
		old := int64(attackers(p, c, from, math.MaxInt32) - 1)
		limit := bound - h + old // most attackers of t still of use
		if limit >= 0 {
			for t := range int32(n) {
				if t == from {
					continue
				}
				k := int64(attackers(p, c, t, int32(limit)))
				if k > limit {
					continue
				}
				if k < limit {
					bound -= limit - k
					limit = k
					ties = ties[:0]
				}
				ties = append(ties, climb.Move{Col: int32(c), Row: t})
			}
		}
		if w.Column(int64(n-1), n*n) {
			return h, ties, true
		}
	}
	if len(ties) == 0 {
		return h, ties, false
	}
	return bound, ties, false
}

// attackers returns the number of queens of p on the row and the two
// diagonals through column c, row r, in one pass over p: O(n). The queen
// of column c counts once if it stands in row r and never otherwise (two
// squares of one column share no line). The pass stops soon after the
// count exceeds limit (it looks every 4 columns) and then returns a value
// greater than limit. (Looking every column, every 8 columns, nearest
// columns first, or computing the test without branches were all measured
// slower.)
func attackers(p nqueens.Placement, c int, r int32, limit int32) int32 {
	var k int32
	d := int32(-c) // the column distance c' - c
	i := 0
	for ; i+4 <= len(p); i += 4 {
		q := p[i : i+4 : i+4]
		k += hit(q[0]-r, d) + hit(q[1]-r, d+1) + hit(q[2]-r, d+2) + hit(q[3]-r, d+3)
		if k > limit {
			return k
		}
		d += 4
	}
	for ; i < len(p); i++ {
		k += hit(p[i]-r, d)
		d++
	}
	return k
}

// hit is 1 when a queen x rows and d columns away from a square attacks
// it (the same row, or the same diagonal: |x| = |d|), and 0 otherwise.
func hit(x, d int32) int32 {
	if x == 0 || x == d || x == -d {
		return 1
	}
	return 0
}
