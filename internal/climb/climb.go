package climb

import (
	"context"
	"math"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
	"github.com/nqueens/nqueens/internal/stream"
)

// Stream is the second word of the PCG state ([stream.NewPCG]); the seed is
// the first ("hillclmb"). Reference implementations in tests draw from it
// too, through math/rand/v2, which stream.NewPCG's IntN matches.
const Stream = 0x68696c6c636c6d62

// pollWork is about how many elementary reads (squares or queens looked at)
// a board does between looks at the clock and the context inside a move:
// about a millisecond of work.
const pollWork = 1 << 20

// Move puts the queen of column Col in row Row.
type Move struct{ Col, Row int32 }

// Board is a representation of the climb's state, n queens one per
// column. Run calls its methods from one goroutine.
type Board interface {
	// Reset makes p, which has one row per column, the current state and
	// returns its attacking pairs (k queens on one line count k(k-1)/2).
	Reset(p nqueens.Placement) int64
	// Best evaluates every successor of the current state, which is p
	// with h attacking pairs: each queen moved to each other row of its
	// column. It returns the fewest attacking pairs of a successor, when
	// that is fewer than h, and the successors that have them in ties
	// (reusing its array), columns ascending and rows ascending within a
	// column; otherwise h and no ties. It calls w.Column after each
	// column (or after each successor, when one is much work), and
	// returns at once with stop set when that says so.
	Best(p nqueens.Placement, h int64, ties []Move, w *Work) (best int64, _ []Move, stop bool)
	// Move moves the queen of column c from row from to row to.
	Move(c int, from, to int32)
}

// Work counts the successors a board evaluates and looks at the clock and
// the context every pollWork reads.
type Work struct {
	budget      *budget.Budget
	evaluations int64
	reads       int
	status      nqueens.Status
}

// Column records that the successors of one column, or some of them,
// were evaluated (successors of them, reading about reads squares or
// queens); it reports whether the search must stop. It is cheap, an addition and a compare
// inlined into the board's loop, except every pollWork reads.
func (w *Work) Column(successors int64, reads int) (stop bool) {
	w.evaluations += successors
	w.reads += reads
	return w.reads >= pollWork && w.poll()
}

// poll looks at the clock and the context and starts counting reads again.
// It stays out of line so that Column is small enough to inline.
//
//go:noinline
func (w *Work) poll() (stop bool) {
	w.reads = 0
	w.status, stop = w.budget.Poll()
	return stop
}

// Run climbs from random states of n queens until one has no attacking
// pair, or a limit of s or ctx stops it, and returns the result: the
// solution, or the state with the fewest attacking pairs reached.
// Stats.Steps counts moves, Stats.Restarts climbs after the first,
// Stats.Evaluations successors evaluated (n(n-1) per move tried),
// Stats.Conflicts the attacking pairs of the returned placement,
// Stats.Setup the first random start (the board built and its pairs
// counted). n = 1, 2
// and 3 are answered at once; the caller checks that n is in range.
func Run(ctx context.Context, n int, s nqueens.Settings, b Board) nqueens.Result {
	bud := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, bud); ok {
		return res
	}
	c := &climb{
		n:     n,
		board: b,
		rng:   stream.NewPCG(s.Seed, Stream),
		work:  Work{budget: bud},
		obs:   s.Observer,
		p:     make(nqueens.Placement, n),
		best:  make(nqueens.Placement, n),
		bestH: math.MaxInt64,
		ties:  make([]Move, 0, n*(n-1)),
	}
	res := c.run()
	res.Stats.Elapsed = bud.Elapsed()
	return res
}

// climb is the state of one Run.
type climb struct {
	n     int
	board Board
	rng   stream.Stream
	work  Work
	obs   nqueens.Observer
	stats nqueens.Stats
	p     nqueens.Placement // the current state, as the board holds it
	h     int64             // attacking pairs of p
	best  nqueens.Placement // the best local minimum so far
	bestH int64
	ties  []Move // the best successors of the current move
}

func (c *climb) run() nqueens.Result {
	bud := c.work.budget
	if status, stop := bud.Poll(); stop {
		c.start() // a defined placement to return
		return c.finish(status)
	}
	for {
		c.start()
		if c.stats.Restarts == 0 {
			c.stats.Setup = bud.Elapsed()
		}
		c.observe(nqueens.Event{Kind: nqueens.Start})
		for c.h > 0 {
			if status, stop := bud.Check(c.stats.Steps, c.stats.Restarts); stop {
				return c.finish(status)
			}
			best, ties, stop := c.board.Best(c.p, c.h, c.ties, &c.work)
			c.ties = ties
			c.stats.Evaluations = c.work.evaluations
			if stop {
				return c.finish(c.work.status)
			}
			if len(ties) == 0 {
				break // a local minimum or a plateau
			}
			m := ties[c.rng.IntN(len(ties))]
			from := c.p[m.Col]
			c.board.Move(int(m.Col), from, m.Row)
			c.p[m.Col], c.h = m.Row, best
			c.stats.Steps++
			c.observe(nqueens.Event{Kind: nqueens.Move, Col: int(m.Col), From: from, To: m.Row})
		}
		if c.h == 0 {
			return c.finish(nqueens.Solved)
		}
		if c.h < c.bestH {
			c.bestH = c.h
			copy(c.best, c.p)
		}
		// Asking with the restart about to be made keeps Stats.Restarts
		// at MaxRestarts when that limit stops the search.
		if status, stop := bud.Check(c.stats.Steps, c.stats.Restarts+1); stop {
			return c.finish(status)
		}
		c.stats.Restarts++
		c.observe(nqueens.Event{Kind: nqueens.Restart})
	}
}

// start places one queen per column in a random row: n draws.
func (c *climb) start() {
	for col := range c.p {
		c.p[col] = int32(c.rng.IntN(c.n))
	}
	c.h = c.board.Reset(c.p)
}

// observe fills in the common fields of e and passes it to the observer.
func (c *climb) observe(e nqueens.Event) {
	if c.obs == nil {
		return
	}
	e.Step, e.Restarts, e.Heuristic, e.Placement = c.stats.Steps, c.stats.Restarts, c.h, c.p
	c.obs.Observe(e)
}

// finish ends the search with status: the current state, or the best one
// reached when the search did not solve.
func (c *climb) finish(status nqueens.Status) nqueens.Result {
	p, h := c.p, c.h
	if status != nqueens.Solved && c.bestH < h {
		p, h = c.best, c.bestH
	}
	c.stats.Conflicts = h
	if c.obs != nil {
		c.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: c.stats.Steps, Restarts: c.stats.Restarts, Heuristic: h, Placement: p})
	}
	return nqueens.Result{Placement: p, Status: status, Stats: c.stats}
}
