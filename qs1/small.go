package qs1

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/budget"
)

// SmallMax is the n below which [Solve] runs its small-board variant
// (solveSmall): the greedy start, then QS1's swaps. At these sizes the swap
// phase of the large-n path, which accepts only a swap putting both queens
// on empty diagonals, stalls and restarts on most boards. The crossover was
// measured with BenchmarkSmall (see BENCHMARKS.md).
const SmallMax = 512

// solveSmall is Solve for n < SmallMax: each start shuffles the rows and
// places them column by column, each column taking the first remaining row
// whose two diagonals are free (keeping the next row of the order when
// none is: that queen is attacked), and then
// swaps attacked queens with partners as [Classic] does until no collision
// is left, restarting when a whole pass finds no improving swap. Unlike
// Classic it also takes a sideways swap (collisions unchanged) with
// probability 1/2, at most 2n per start: the greedy start tends to end on a
// plateau, and with them restarts become rare (at n = 64, none in seeds
// 1..5 against 1 or 2 without). O(n^2) per start at worst, 20n bytes.
//
// Observed, a start shows every queen placed: a Start event with an empty
// board (every row [nqueens.Empty]), then one Move event per column (From nqueens.Empty);
// the swaps follow as Swap events. Unobserved, nothing is copied.
func solveSmall(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	b := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, b); ok {
		return res, nil
	}
	g := newRNG(s.Seed)
	p := make(nqueens.Placement, n)
	d := heuristic.NewDiagonals(n)
	obs := s.Observer
	var view nqueens.Placement // the board as shown during a start
	if obs != nil {
		view = make(nqueens.Placement, n)
	}
	var st nqueens.Stats
	done := func(status nqueens.Status, shown nqueens.Placement) (nqueens.Result, error) {
		st.Conflicts = d.Collisions()
		st.Elapsed = b.Elapsed()
		if obs != nil {
			obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: st.Steps, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: shown})
		}
		return nqueens.Result{Placement: p, Status: status, Stats: st}, nil
	}
	for {
		// Start: a random order of the rows, then each column takes the
		// first row of that order left with both diagonals free.
		for i := range p {
			p[i] = int32(i)
		}
		for k := 0; k < n-1; k++ {
			j := k + int(g.Below(uint64(n-k)))
			p[k], p[j] = p[j], p[k]
		}
		d.Reset(nil)
		if obs != nil {
			for c := range view {
				view[c] = nqueens.Empty
			}
			obs.Observe(nqueens.Event{Kind: nqueens.Start, Step: st.Steps, Restarts: st.Restarts, Placement: view})
		}
		for i := 0; i < n; i++ {
			for j := i; j < n; j++ {
				st.Evaluations++
				if d.Free(i, p[j]) {
					p[i], p[j] = p[j], p[i]
					break
				}
			}
			d.Add(i, p[i])
			if obs != nil {
				if status, stop := b.Poll(); stop {
					if st.Restarts == 0 {
						st.Setup = b.Elapsed()
					}
					res, err := done(status, view)
					res.Stats.Conflicts = -1 // the start was not finished
					return res, err
				}
				view[i] = p[i]
				obs.Observe(nqueens.Event{Kind: nqueens.Move, Step: st.Steps, Restarts: st.Restarts, Col: i, From: nqueens.Empty, To: p[i], Heuristic: d.Collisions(), Placement: view})
			}
		}
		if st.Restarts == 0 {
			st.Setup = b.Elapsed()
		}
		// The swaps: classic QS1 from the greedy start, and a sideways swap
		// (collisions unchanged) taken with probability 1/2, at most
		// 2n of them per start: the greedy start often ends on
		// a plateau, where improving swaps alone stall and restart.
		sideways := 0
		for d.Collisions() > 0 {
			improved := false
			for i := 0; i < n; i++ {
				for k := 1; k < n && d.Attacked(i, p[i]); k++ {
					if status, stop := b.Check(st.Steps, st.Restarts); stop {
						return done(status, p)
					}
					j := i + k
					if j >= n {
						j -= n
					}
					st.Evaluations++
					if dl := d.SwapDelta(p, i, j); dl < 0 || dl == 0 && sideways < 2*n && g.Below(2) == 0 {
						if dl == 0 {
							sideways++
						}
						d.Swap(p, i, j)
						st.Steps++
						st.Swaps++
						improved = true
						if obs != nil {
							obs.Observe(nqueens.Event{Kind: nqueens.Swap, Step: st.Steps, Restarts: st.Restarts, Col: i, Col2: j, Heuristic: d.Collisions(), Placement: p})
						}
					}
				}
			}
			if !improved {
				break
			}
		}
		if d.Collisions() == 0 {
			return done(nqueens.Solved, p)
		}
		// A restart beyond MaxRestarts is not made, so not counted.
		if status, stop := b.Check(st.Steps, st.Restarts+1); stop {
			return done(status, p)
		}
		st.Restarts++
		if obs != nil {
			obs.Observe(nqueens.Event{Kind: nqueens.Restart, Step: st.Steps, Restarts: st.Restarts, Heuristic: d.Collisions(), Placement: p})
		}
	}
}
