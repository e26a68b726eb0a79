package linearboard

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
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

// stream is the second PCG word; the seed is the first. It is the one
// package fullboard uses, so both make the same moves for a seed.
const stream = 0x68696c6c636c6d62 // "hillclmb"

// pollWork is about how many queens are looked at between looks at the
// clock and the context inside a move (about a millisecond of work).
const pollWork = 1 << 20

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
	b := nqueens.NewBudget(ctx, s)
	if res, ok := nqueens.Trivial(n, s, b); ok {
		return res, nil
	}
	se := &search{
		n:      n,
		p:      make(nqueens.Placement, n),
		lines:  heuristic.NewLines(n),
		rng:    rand.New(rand.NewPCG(s.Seed, stream)),
		budget: b,
		obs:    s.Observer,
		ties:   make([]move, 0, n*(n-1)),
		best:   make(nqueens.Placement, n),
		bestH:  math.MaxInt64,
	}
	res := se.run()
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// move puts the queen of column col in row row.
type move struct{ col, row int32 }

// search is the state of one Solve.
type search struct {
	n      int
	p      nqueens.Placement
	h      int64            // attacking pairs of p
	lines  *heuristic.Lines // counts h from scratch at each start
	rng    *rand.Rand
	budget *nqueens.Budget
	obs    nqueens.Observer
	stats  nqueens.Stats
	ties   []move // the best successors of the current move
	work   int    // queens looked at since the last poll
	best   nqueens.Placement
	bestH  int64
}

func (s *search) run() nqueens.Result {
	if status, stop := s.budget.Poll(); stop {
		s.start() // a defined placement to return
		return s.finish(status)
	}
	for {
		s.start()
		s.observe(nqueens.Event{Kind: nqueens.Start})
		for s.h > 0 {
			if status, stop := s.budget.Check(s.stats.Steps, s.stats.Restarts); stop {
				return s.finish(status)
			}
			m, h, ok, status, stop := s.steepest()
			if stop {
				return s.finish(status)
			}
			if !ok {
				break // a local minimum or a plateau
			}
			from := s.p[m.col]
			s.p[m.col] = m.row
			s.h = h
			s.stats.Steps++
			s.observe(nqueens.Event{Kind: nqueens.Move, Col: int(m.col), From: from, To: m.row})
		}
		if s.h == 0 {
			return s.finish(nqueens.Solved)
		}
		s.keepIfBest()
		// Asking with the restart about to be made keeps Stats.Restarts
		// at MaxRestarts when that limit stops the search.
		if status, stop := s.budget.Check(s.stats.Steps, s.stats.Restarts+1); stop {
			return s.finish(status)
		}
		s.stats.Restarts++
		s.observe(nqueens.Event{Kind: nqueens.Restart})
	}
}

// start places one queen per column in a random row and counts h from
// scratch, O(n).
func (s *search) start() {
	for c := range s.p {
		s.p[c] = int32(s.rng.IntN(s.n))
	}
	s.lines.Reset(s.p)
	s.h = s.lines.Pairs()
}

// steepest evaluates every successor and returns one of the best at
// random with its heuristic, if it is strictly better than the current
// state (ok). stop reports that the context or the clock ended the search.
func (s *search) steepest() (m move, h int64, ok bool, status nqueens.Status, stop bool) {
	n, p := s.n, s.p
	bound := s.h - 1 // successors above the bound are of no use
	ties := s.ties[:0]
	for c := 0; c < n; c++ {
		from := p[c]
		// The successor (c, t) has h - old + attackers(p, c, t); the
		// queen itself is on its own row, so it is taken off once.
		old := int64(attackers(p, c, from, math.MaxInt32) - 1)
		limit := bound - s.h + old // most attackers of t still of use
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
				ties = append(ties, move{int32(c), t})
			}
		}
		s.stats.Evaluations += int64(n - 1)
		if s.work += n * n; s.work >= pollWork {
			s.work = 0
			if status, stop := s.budget.Poll(); stop {
				s.ties = ties
				return move{}, 0, false, status, true
			}
		}
	}
	s.ties = ties
	if len(ties) == 0 {
		return move{}, 0, false, nqueens.Solved, false
	}
	return ties[s.rng.IntN(len(ties))], bound, true, nqueens.Solved, false
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

// keepIfBest remembers the current state if it has the fewest attacking
// pairs so far: O(n), once per climb.
func (s *search) keepIfBest() {
	if s.h < s.bestH {
		s.bestH = s.h
		copy(s.best, s.p)
	}
}

// observe fills in the common fields of e and passes it to the observer.
func (s *search) observe(e nqueens.Event) {
	if s.obs == nil {
		return
	}
	e.Step, e.Restarts, e.Heuristic, e.Placement = s.stats.Steps, s.stats.Restarts, s.h, s.p
	s.obs.Observe(e)
}

// finish ends the search with status: the current state, or the best one
// reached when the search did not solve.
func (s *search) finish(status nqueens.Status) nqueens.Result {
	p, h := s.p, s.h
	if status != nqueens.Solved && s.bestH < h {
		p, h = s.best, s.bestH
	}
	s.stats.Conflicts = h
	if s.obs != nil {
		s.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: s.stats.Steps, Restarts: s.stats.Restarts, Heuristic: h, Placement: p})
	}
	return nqueens.Result{Placement: p, Status: status, Stats: s.stats}
}
