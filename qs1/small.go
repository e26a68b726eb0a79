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
	r := &small{n: n, p: make(nqueens.Placement, n), d: heuristic.NewDiagonals(n), g: newRNG(s.Seed), b: b, obs: s.Observer}
	if r.obs != nil {
		r.view = make(nqueens.Placement, n)
	}
	for {
		if status, stop := r.start(); stop {
			res := r.done(status, r.view)
			res.Stats.Conflicts = -1 // the start was not finished
			return res, nil
		}
		if status, stop := r.swaps(); stop {
			return r.done(status, r.p), nil
		}
		if r.d.Collisions() == 0 {
			return r.done(nqueens.Solved, r.p), nil
		}
		// A restart beyond MaxRestarts is not made, so not counted.
		if status, stop := b.Check(r.st.Steps, r.st.Restarts+1); stop {
			return r.done(status, r.p), nil
		}
		r.st.Restarts++
		if r.obs != nil {
			r.obs.Observe(nqueens.Event{Kind: nqueens.Restart, Step: r.st.Steps, Restarts: r.st.Restarts, Heuristic: r.d.Collisions(), Placement: r.p})
		}
	}
}

// small is the state of one solveSmall.
type small struct {
	n    int
	p    nqueens.Placement
	d    *heuristic.Diagonals
	g    rng
	b    *budget.Budget
	obs  nqueens.Observer
	view nqueens.Placement // the board as shown during a start (observed only)
	st   nqueens.Stats
}

// done returns the result with the placement p and reports it to the
// Observer as shown.
func (r *small) done(status nqueens.Status, shown nqueens.Placement) nqueens.Result {
	r.st.Conflicts = r.d.Collisions()
	r.st.Elapsed = r.b.Elapsed()
	if r.obs != nil {
		r.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: r.st.Steps, Restarts: r.st.Restarts, Heuristic: r.d.Collisions(), Placement: shown})
	}
	return nqueens.Result{Placement: r.p, Status: status, Stats: r.st}
}

// start shuffles the rows into a random order, then each column takes the
// first row of that order left with both diagonals free (the next row when
// none is). Observed, it shows each queen placed, and stop reports that the
// budget ran out first.
func (r *small) start() (status nqueens.Status, stop bool) {
	n, p, d, g := r.n, r.p, r.d, r.g
	for i := range p {
		p[i] = int32(i)
	}
	for k := 0; k < n-1; k++ {
		j := k + int(g.Below(uint64(n-k)))
		p[k], p[j] = p[j], p[k]
	}
	d.Reset(nil)
	if r.obs != nil {
		for c := range r.view {
			r.view[c] = nqueens.Empty
		}
		r.obs.Observe(nqueens.Event{Kind: nqueens.Start, Step: r.st.Steps, Restarts: r.st.Restarts, Placement: r.view})
	}
	evaluations := int64(0)
	for i := 0; i < n; i++ {
		for j := i; j < n; j++ {
			evaluations++
			if d.Free(i, p[j]) {
				p[i], p[j] = p[j], p[i]
				break
			}
		}
		d.Add(i, p[i])
		if r.obs != nil {
			if status, stop = r.b.Poll(); stop {
				break
			}
			r.view[i] = p[i]
			r.obs.Observe(nqueens.Event{Kind: nqueens.Move, Step: r.st.Steps, Restarts: r.st.Restarts, Col: i, From: nqueens.Empty, To: p[i], Heuristic: d.Collisions(), Placement: r.view})
		}
	}
	r.st.Evaluations += evaluations
	if r.st.Restarts == 0 {
		r.st.Setup = r.b.Elapsed()
	}
	return status, stop
}

// swaps are classic QS1's from the greedy start, and a sideways swap
// (collisions unchanged) taken with probability 1/2, at most 2n of them
// per start: the greedy start often ends on a plateau, where improving
// swaps alone stall and restart. They go on until no collision is left or
// a whole pass finds no swap to take; stop reports that the budget ran
// out first.
func (r *small) swaps() (status nqueens.Status, stop bool) {
	n, p, d, g := r.n, r.p, r.d, r.g
	sideways := 0
	for d.Collisions() > 0 {
		improved := false
		for i := 0; i < n; i++ {
			for k := 1; k < n && d.Attacked(i, p[i]); k++ {
				if status, stop := r.b.Check(r.st.Steps, r.st.Restarts); stop {
					return status, true
				}
				j := i + k
				if j >= n {
					j -= n
				}
				r.st.Evaluations++
				if dl := d.SwapDelta(p, i, j); dl < 0 || dl == 0 && sideways < 2*n && g.Below(2) == 0 {
					if dl == 0 {
						sideways++
					}
					d.Swap(p, i, j)
					r.st.Steps++
					r.st.Swaps++
					improved = true
					if r.obs != nil {
						r.obs.Observe(nqueens.Event{Kind: nqueens.Swap, Step: r.st.Steps, Restarts: r.st.Restarts, Col: i, Col2: j, Heuristic: d.Collisions(), Placement: p})
					}
				}
			}
		}
		if !improved {
			return nqueens.Solved, false
		}
	}
	return nqueens.Solved, false
}
