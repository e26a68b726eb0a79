package fullboard

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/nqueens/nqueens"
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

// stream is the second PCG word; the seed is the first.
const stream = 0x68696c6c636c6d62 // "hillclmb", as in package linearboard

// pollWork is about how many squares are read between looks at the clock
// and the context inside a move (about a millisecond of work).
const pollWork = 1 << 20

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
	b := nqueens.NewBudget(ctx, s)
	if res, ok := nqueens.Trivial(n, s, b); ok {
		return res, nil
	}
	se := &search{
		n:      n,
		grid:   newBoard(n),
		rng:    rand.New(rand.NewPCG(s.Seed, stream)),
		budget: b,
		obs:    s.Observer,
		ties:   make([]move, 0, n*(n-1)),
		p:      make(nqueens.Placement, n),
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
	grid   *board
	h      int64 // attacking pairs of the grid
	rng    *rand.Rand
	budget *nqueens.Budget
	obs    nqueens.Observer
	stats  nqueens.Stats
	ties   []move            // the best successors of the current move
	work   int               // squares read since the last poll
	p      nqueens.Placement // the grid as a placement, filled when needed
	best   nqueens.Placement // the best local minimum so far
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
			m, ok, status, stop := s.steepest()
			if stop {
				return s.finish(status)
			}
			if !ok {
				break // a local minimum or a plateau
			}
			from := s.grid.queen(int(m.col))
			col := s.grid.column(int(m.col))
			col[from], col[m.row] = 0, 1
			s.h = s.grid.pairs(math.MaxInt64)
			s.stats.Steps++
			s.observe(nqueens.Event{Kind: nqueens.Move, Col: int(m.col), From: int32(from), To: m.row})
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

// start places one queen per column in a random row.
func (s *search) start() {
	for c := range s.p {
		s.p[c] = int32(s.rng.IntN(s.n))
	}
	s.grid.set(s.p)
	s.h = s.grid.pairs(math.MaxInt64)
}

// steepest evaluates every successor and returns one of the best at
// random, if it is strictly better than the current state (ok). stop
// reports that the context or the clock ended the search.
func (s *search) steepest() (m move, ok bool, status nqueens.Status, stop bool) {
	n, g := s.n, s.grid
	bound := s.h - 1 // successors above the bound are of no use
	ties := s.ties[:0]
	g.prepare()
	for c := 0; c < n; c++ {
		g.scanFrom(c)
		col := g.column(c)
		from := g.queen(c)
		col[from] = 0
		for r := 0; r < n; r++ {
			if r == from {
				continue
			}
			col[r] = 1
			h := g.pairs(bound)
			col[r] = 0
			if h <= bound {
				if h < bound {
					bound = h
					ties = ties[:0]
				}
				ties = append(ties, move{int32(c), int32(r)})
			}
		}
		col[from] = 1
		s.stats.Evaluations += int64(n - 1)
		if s.work += n * n * n; s.work >= pollWork {
			s.work = 0
			if status, stop := s.budget.Poll(); stop {
				s.ties = ties
				return move{}, false, status, true
			}
		}
	}
	s.ties = ties
	if len(ties) == 0 {
		return move{}, false, nqueens.Solved, false
	}
	return ties[s.rng.IntN(len(ties))], true, nqueens.Solved, false
}

// keepIfBest remembers the current state if it has the fewest attacking
// pairs so far: O(n^2), once per climb.
func (s *search) keepIfBest() {
	if s.h < s.bestH {
		s.bestH = s.h
		s.grid.placement(s.best)
	}
}

// observe fills in the common fields of e and passes it to the observer.
// The placement is read off the grid, O(n^2), only when there is one.
func (s *search) observe(e nqueens.Event) {
	if s.obs == nil {
		return
	}
	s.grid.placement(s.p)
	e.Step, e.Restarts, e.Heuristic, e.Placement = s.stats.Steps, s.stats.Restarts, s.h, s.p
	s.obs.Observe(e)
}

// finish ends the search with status: the current state, or the best one
// reached when the search did not solve.
func (s *search) finish(status nqueens.Status) nqueens.Result {
	s.grid.placement(s.p)
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
