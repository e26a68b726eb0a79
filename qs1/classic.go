package qs1

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
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
// Stats.Evaluations swaps evaluated, Stats.Conflicts the collisions left.
func Classic(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, ClassicMaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := nqueens.NewBudget(ctx, s)
	if n == 1 || !nqueens.HasSolution(n) {
		return trivial(n, b), nil
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
		if status, stop := b.Poll(); stop {
			return done(status)
		}
		g.shuffle(p)
		d.Reset(p)
		if s.Observer != nil {
			s.Observer.Observe(nqueens.Event{Kind: nqueens.Start, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: p})
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
