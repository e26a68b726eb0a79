package qs1

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/budget"
)

// ClassicMaxN is the largest n [Classic] accepts; its counters take 20n
// bytes and its first pass is slow beyond.
const ClassicMaxN = 100_000_000

// ClassicMemory returns the bytes [Classic] needs for n queens.
func ClassicMemory(n int) uint64 { return 4*uint64(n) + 16*uint64(n) }

// Classic finds one solution for n queens with QS1 as published: a random
// permutation, then improving swaps of pairs with an attacked member until
// no collision is left, restarting from a new permutation when a whole pass
// finds no improving swap. Each swap is evaluated and applied in O(1); a
// pass is O(n + tries). Stats.Steps and Stats.Swaps count swaps made,
// Stats.Evaluations swaps evaluated, Stats.Conflicts the collisions left
// (-1 when stopped while the permutation was still being set up).
func Classic(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, ClassicMaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, b); ok {
		return res, nil
	}
	g := newRNG(s.Seed)
	p := make(nqueens.Placement, n)
	d := heuristic.NewDiagonals(n)
	var st nqueens.Stats
	done := func(status nqueens.Status) (nqueens.Result, error) {
		st.Conflicts = d.Collisions()
		st.Elapsed = b.Elapsed()
		if s.Observer != nil {
			s.Observer.Observe(nqueens.Event{Kind: nqueens.Done, Step: st.Steps, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: p})
		}
		return nqueens.Result{Placement: p, Status: status, Stats: st}, nil
	}
	for {
		status, stop := setup(p, d, g, b)
		if st.Restarts == 0 {
			st.Setup = b.Elapsed()
		}
		if stop {
			res, err := done(status)
			res.Stats.Conflicts = -1 // not counted yet
			return res, err
		}
		if s.Observer != nil {
			s.Observer.Observe(nqueens.Event{Kind: nqueens.Start, Step: st.Steps, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: p})
		}
		for d.Collisions() > 0 {
			improved := false
			for i := 0; i < n; i++ {
				// Pairs (i, j) qualify while queen i is attacked; those
				// where only j is attacked come up when j's turn comes.
				for k := 1; k < n && d.Attacked(i, p[i]); k++ {
					if status, stop := b.Check(st.Steps, st.Restarts); stop {
						return done(status)
					}
					j := i + k
					if j >= n {
						j -= n
					}
					st.Evaluations++
					if d.SwapDelta(p, i, j) < 0 {
						d.Swap(p, i, j)
						st.Steps++
						st.Swaps++
						improved = true
						if s.Observer != nil {
							s.Observer.Observe(nqueens.Event{Kind: nqueens.Swap, Step: st.Steps, Restarts: st.Restarts, Col: i, Col2: j, Heuristic: d.Collisions(), Placement: p})
						}
					}
				}
			}
			if !improved {
				break
			}
		}
		if d.Collisions() == 0 {
			return done(nqueens.Solved)
		}
		// A restart beyond MaxRestarts is not made, so not counted.
		if status, stop := b.Check(st.Steps, st.Restarts+1); stop {
			return done(status)
		}
		st.Restarts++
		if s.Observer != nil {
			s.Observer.Observe(nqueens.Event{Kind: nqueens.Restart, Step: st.Steps, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: p})
		}
	}
}

// setup fills p with a random permutation and d with its diagonals, looking
// at the budget every 65536 queens so that a cancel is seen within
// milliseconds even at n = 10^8.
func setup(p nqueens.Placement, d *heuristic.Diagonals, g rng, b *budget.Budget) (nqueens.Status, bool) {
	const every = 1 << 16
	for i := range p {
		p[i] = int32(i)
	}
	for i := len(p) - 1; i > 0; i-- {
		if i%every == 0 {
			if status, stop := b.Poll(); stop {
				return status, true
			}
		}
		j := g.Below(uint64(i + 1))
		p[i], p[j] = p[j], p[i]
	}
	d.Reset(nil)
	for c, r := range p {
		if c%every == 0 {
			if status, stop := b.Poll(); stop {
				return status, true
			}
		}
		d.Add(c, r)
	}
	return nqueens.Solved, false
}
