package backtrack

import (
	"context"
	"math/bits"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
)

// MaxN is the largest n [Solve] accepts: rows and diagonal indexes fit in
// int32 arithmetic widened to int. Beyond a few dozen queens only a time
// limit keeps the search short.
const MaxN = nqueens.MaxN / 2

// bitboardMax is the largest n searched on 64-bit bitboards.
const bitboardMax = 64

// Memory returns the bytes [Solve] needs for n queens at its peak.
func Memory(n int) uint64 {
	if n <= bitboardMax {
		return 4 * uint64(n) // the placement; the bitboards are on the stack
	}
	return 4*uint64(n) + 5*uint64(n) // the placement and 5n flags
}

// Solve returns the first solution depth-first search finds for n queens,
// trying rows in increasing order column by column (see the package
// documentation). Stats.Steps counts the nodes visited.
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := budget.New(ctx, s)
	if !nqueens.HasSolution(n) { // n = 1 is searched: one node, as the array version counts
		res, _ := budget.Trivial(n, s, b)
		return res, nil
	}
	st := newSearch(n, b, s.Observer)
	var res nqueens.Result
	if n <= bitboardMax {
		res = st.bitboard()
	} else {
		res = st.array()
	}
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// search is what both versions share: the placement being built, the
// budget, the observer and the counts.
type search struct {
	n     int
	p     nqueens.Placement // row per column, -1 when empty
	b     *budget.Budget
	obs   nqueens.Observer
	stats nqueens.Stats
}

func newSearch(n int, b *budget.Budget, obs nqueens.Observer) *search {
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	s := &search{n: n, p: p, b: b, obs: obs}
	if obs != nil {
		obs.Observe(nqueens.Event{Kind: nqueens.Start, Heuristic: int64(n), Placement: p})
	}
	return s
}

// place records a node: the queen of column c goes to row r. It reports
// false, placing nothing, when the budget says stop; the status is in
// stopped.
func (s *search) place(c int, r int32) (nqueens.Status, bool) {
	if status, stop := s.b.Check(s.stats.Steps, 0); stop {
		return status, false
	}
	s.stats.Steps++
	from := s.p[c]
	s.p[c] = r
	if s.obs != nil {
		s.obs.Observe(nqueens.Event{Kind: nqueens.Move, Step: s.stats.Steps, Col: c, From: from, To: r, Heuristic: int64(s.n - c - 1), Placement: s.p})
	}
	return nqueens.Solved, true
}

// empty takes the queen of column c away when backtracking.
func (s *search) empty(c int) {
	from := s.p[c]
	if from < 0 {
		return
	}
	s.p[c] = -1
	if s.obs != nil {
		s.obs.Observe(nqueens.Event{Kind: nqueens.Move, Step: s.stats.Steps, Col: c, From: from, To: -1, Heuristic: int64(s.n - c), Placement: s.p})
	}
}

// result finishes the search with status; placed is the number of columns
// holding a queen.
func (s *search) result(status nqueens.Status, placed int) nqueens.Result {
	// A column at the stopping depth may still hold a candidate row tried
	// before; only the columns below placed are part of the state.
	for c := placed; c < s.n; c++ {
		s.p[c] = -1
	}
	s.stats.Conflicts = int64(s.n - placed)
	if s.obs != nil {
		s.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: s.stats.Steps, Heuristic: s.stats.Conflicts, Placement: s.p})
	}
	return nqueens.Result{Placement: s.p, Status: status, Stats: s.stats}
}

// bitboard is the search for n <= 64 with an explicit stack: free[d] holds
// the rows of column d not yet tried and not attacked; rows, up and down are
// the occupied rows and the diagonals, shifted to column d, of the queens in
// columns 0..d-1.
func (s *search) bitboard() nqueens.Result {
	n := s.n
	full := ^uint64(0) >> (64 - n)
	var free, rows, up, down [bitboardMax + 1]uint64
	free[0] = full
	d := 0
	for {
		if free[d] == 0 {
			s.empty(d)
			d--
			if d < 0 {
				return s.result(nqueens.NoSolution, 0)
			}
			continue
		}
		bit := free[d] & -free[d]
		free[d] ^= bit
		if status, ok := s.place(d, int32(bits.TrailingZeros64(bit))); !ok {
			return s.result(status, d)
		}
		if d == n-1 {
			return s.result(nqueens.Solved, n)
		}
		rows[d+1] = rows[d] | bit
		up[d+1] = (up[d] | bit) << 1 & full
		down[d+1] = (down[d] | bit) >> 1
		free[d+1] = full &^ (rows[d+1] | up[d+1] | down[d+1])
		d++
	}
}

// squaresPerPoll is how many squares the array version tests between looks
// at the clock and the context, on top of the checks at every node.
const squaresPerPoll = 1 << 20

// array is the search for any n on plain arrays: one flag per row, per
// diagonal (row+column) and per anti-diagonal (row-column+n-1). It visits
// the nodes of [search.bitboard] in the same order.
func (s *search) array() nqueens.Result {
	n := s.n
	row := make([]bool, n)
	diag := make([]bool, 2*n-1)
	anti := make([]bool, 2*n-1)
	var squares int
	c, next := 0, 0 // the column being filled and the first row to try there
	for {
		r := next
		for ; r < n; r++ {
			if !row[r] && !diag[r+c] && !anti[r-c+n-1] {
				break
			}
		}
		s.stats.Evaluations += int64(r - next + 1)
		squares += r - next + 1
		if squares >= squaresPerPoll {
			squares = 0
			if status, stop := s.b.Poll(); stop {
				return s.result(status, c)
			}
		}
		if r < n {
			if status, ok := s.place(c, int32(r)); !ok {
				return s.result(status, c)
			}
			row[r], diag[r+c], anti[r-c+n-1] = true, true, true
			if c == n-1 {
				return s.result(nqueens.Solved, n)
			}
			c, next = c+1, 0
			continue
		}
		s.stats.Evaluations-- // r == n tested no square
		s.empty(c)
		c--
		if c < 0 {
			return s.result(nqueens.NoSolution, 0)
		}
		r = int(s.p[c])
		row[r], diag[r+c], anti[r-c+n-1] = false, false, false
		next = r + 1
	}
}
