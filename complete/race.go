package complete

import (
	"context"
	"math/bits"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// The searches [Decide] races, in their order of precedence among equal
// costs.
const (
	raceLines     = iota // the exact search branching on lines, with restarts
	raceDiagonals        // the exact search branching on diagonals
	raceLocal            // the local search
	racers
)

var raceNames = [racers]string{"lines", "diagonals", "local"}

// localEntry is the cost the local search starts from: it waits until
// both exact searches have spent that much (about a second of this
// machine's time) and cannot answer for less. Most instances are settled
// sooner by an exact search, and the local search would only burn a third
// of the processor time racing it.
var localEntry int64 = 1_000_000_000 // a variable for the tests

// Costs of a unit of work of each search, in the same unit (about a
// nanosecond of this machine's time: only their ratios matter). The race's
// answer depends on them and on nothing else: not on the machine, the
// load or the schedule.
var raceCost = [racers]int64{
	raceLines:     300, // a node
	raceDiagonals: 600, // a node
	raceLocal:     75,  // an evaluation of a swap
}

// decideRace runs the searches of [Decide] side by side. Each is deterministic
// and alone on its goroutine, so the cost of reaching its answer is a
// fixed number; the answer given is that of the search with the least
// cost. A search stops as soon as another has answered at a lower cost
// than it has spent, so the one with the least never stops; when every
// search has answered or stopped, the answer is known.
type decideRace struct {
	spent [racers]atomic.Int64 // cost so far, published every few thousand units
	final [racers]atomic.Int64 // cost of the answer; 0: none yet
	ended [racers]atomic.Bool  // the search has returned, answered or not
}

// lost reports whether search i, having spent cost, can no longer give
// the answer: another answered at a lower cost (or an equal one, first in
// precedence).
func (r *decideRace) lost(i int, cost int64) bool {
	r.spent[i].Store(cost)
	for j := range racers {
		f := r.final[j].Load()
		if j != i && f > 0 && (f < cost || f == cost && j < i) {
			return true
		}
	}
	return false
}

// raceResult is what one search of the race gave.
type raceResult struct {
	answered bool // an answer: a completion or a proof that there is none
	status   nqueens.Status
	place    nqueens.Placement
	work     int64 // nodes, or swaps for the local search
	restarts int64 // runs after the first (lines) or restarts (local)
	cost     int64 // the cost of the answer, in the race's units (see raceCost)
}

// Decide finds a completion of in, or proves there is none. It races
// three searches, each on its own goroutine: the exact search branching
// on lines, in random orders from s.Seed with restarts (it tends to reach
// a completion soonest when there is one), the exact search branching on
// diagonals (its proofs that there is none are shortest) and the local
// search ([Complete], from s.Seed), which finds completions of some
// instances sooner than either but cannot prove there is none (it joins
// once the exact searches have spent [localEntry], and counts that in its
// cost). The answer is that of the search that reaches one with the least
// work, counted in fixed units per node or swap: the same for a seed on
// every machine, under any load, whatever s.Workers says (Decide uses
// three goroutines). Time is exponential in the queens left to place in
// the worst case; memory is O(n^2) words.
func Decide(ctx context.Context, in *Instance, s Settings) (Answer, error) {
	start := time.Now()
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	switch {
	case rt.empty:
		return Answer{Status: nqueens.NoSolution, Tasks: 1, TasksDone: 1, Elapsed: time.Since(start)}, nil
	case ctx.Err() != nil:
		return Answer{Status: stopStatus(ctx), Tasks: 1, Elapsed: time.Since(start)}, nil
	}
	if rt.rl == 0 {
		return Answer{Status: nqueens.Solved, Placement: nqueens.Placement(rt.sol).Clone(), Count: 1, Tasks: 1, TasksDone: 1, Elapsed: time.Since(start)}, nil
	}
	var r decideRace
	var res [racers]raceResult
	var wg sync.WaitGroup
	s.Progress.begin(1, 0, 0)
	for i := range racers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i] = r.run(ctx, i, rt, in, s)
			if res[i].answered {
				r.final[i].Store(max(1, res[i].cost))
			}
			r.ended[i].Store(true)
		}()
	}
	wg.Wait()
	a := Answer{Tasks: 1, Elapsed: time.Since(start)}
	best := -1
	for i := range racers {
		if i != raceLocal {
			a.Nodes += res[i].work // stopped: the nodes of the exact searches
		}
		if res[i].answered && (best < 0 || r.final[i].Load() < r.final[best].Load()) {
			best = i
		}
	}
	if best < 0 {
		a.Status = stopStatus(ctx)
		return a, nil
	}
	a.Status, a.Placement, a.Nodes, a.Restarts, a.TasksDone = res[best].status, res[best].place, res[best].work, res[best].restarts, 1
	a.Search = raceNames[best]
	if a.Status == nqueens.Solved {
		a.Count = 1
	}
	return a, nil
}

// run runs search i of the race to its answer, or until it has lost or
// ctx ends.
func (r *decideRace) run(ctx context.Context, i int, rt *root, in *Instance, s Settings) raceResult {
	if i == raceLocal {
		if !r.await(ctx, localEntry) {
			return raceResult{status: stopStatus(ctx)}
		}
		l := newLocal(in, s.Seed)
		l.race = func(work int64) bool { return !r.lost(i, localEntry+work*raceCost[raceLocal]) }
		res := l.solve(ctx, nqueens.Settings{})
		st := res.Stats
		out := raceResult{status: res.Status, work: st.Steps, restarts: st.Restarts, cost: localEntry + (st.Evaluations+int64(rt.n)*(st.Restarts+1))*raceCost[raceLocal]}
		switch res.Status {
		case nqueens.Solved:
			out.answered, out.place = true, res.Placement.Clone()
		case nqueens.NoSolution: // at most one queen free, and it collides
			out.answered = true
		case nqueens.Canceled:
			out.status = stopStatus(ctx)
		}
		return out
	}
	if i == raceLines {
		return r.restarts(ctx, rt, s)
	}
	w := newWorker(ctx, rt.n, byDiagonals)
	w.first = true
	w.live = s.Progress
	tr := w.runTask(rt.task(byDiagonals), func() bool { return r.lost(i, w.nodes*raceCost[i]) })
	switch {
	case tr.found != nil:
		return raceResult{answered: true, status: nqueens.Solved, place: tr.found, work: tr.nodes, cost: tr.nodes * raceCost[i]}
	case tr.done:
		return raceResult{answered: true, status: nqueens.NoSolution, work: tr.nodes, cost: tr.nodes * raceCost[i]}
	}
	return raceResult{work: tr.nodes, status: stopStatus(ctx)}
}

// restartUnit is the node budget of the shortest run of the line search;
// the runs' budgets are restartUnit times the Luby sequence 1, 1, 2, 1,
// 1, 2, 4, 1, ...
const restartUnit = 1000

// restarts runs the line search of the race: depth first, branching on
// the line with the fewest free squares, its squares tried in an order
// drawn from s.Seed, and started again with a new order whenever a run
// exceeds its budget of nodes. A run that ends within its budget has
// searched the whole tree. Completions often lie in a part of the tree a
// fixed order reaches late; random orders and restarts cut those long
// tails (Gomes, Selman and Kautz, 1998). The budgets follow Luby, Sinclair
// and Zuckerman's sequence, so that the whole search costs at most a
// logarithmic factor more than the best fixed budget.
func (r *decideRace) restarts(ctx context.Context, rt *root, s Settings) raceResult {
	w := newWorker(ctx, rt.n, byLines)
	w.first, w.live, w.shuffle, w.rng = true, s.Progress, true, stream.New(s.Seed, 1)
	t := rt.task(byLines)
	var spent int64
	for run := uint64(1); ; run++ {
		w.budget = restartUnit * luby(run)
		tr := w.runTask(t, func() bool { return r.lost(raceLines, (spent+w.nodes)*raceCost[raceLines]) })
		spent += tr.nodes
		cost := spent * raceCost[raceLines]
		switch {
		case tr.found != nil:
			return raceResult{answered: true, status: nqueens.Solved, place: tr.found, work: spent, restarts: int64(run - 1), cost: cost}
		case tr.done:
			return raceResult{answered: true, status: nqueens.NoSolution, work: spent, restarts: int64(run - 1), cost: cost}
		case ctx.Err() != nil || r.lost(raceLines, cost):
			return raceResult{work: spent, status: stopStatus(ctx)}
		}
	}
}

// luby returns the i-th term (from 1) of the sequence 1, 1, 2, 1, 1, 2, 4,
// 1, 1, 2, 1, 1, 2, 4, 8, ...: 2^(k-1) when i = 2^k - 1, and otherwise the
// term i - 2^(k-1) + 1 for the k with 2^(k-1) <= i < 2^k - 1.
func luby(i uint64) int64 {
	for {
		k := uint(bits.Len64(i + 1)) // 2^(k-1) <= i+1 < 2^k
		if i+1 == 1<<(k-1) {
			return 1 << (k - 2)
		}
		i -= 1<<(k-1) - 1
	}
}

// await waits until each exact search has ended or spent at least cost;
// false when ctx ends first. It polls: the searches publish what
// they spent every few thousand nodes.
func (r *decideRace) await(ctx context.Context, cost int64) bool {
	for {
		ready := true
		for _, j := range []int{raceLines, raceDiagonals} {
			if !r.ended[j].Load() && r.spent[j].Load() < cost {
				ready = false
			}
		}
		if ready {
			return true
		}
		select {
		case <-ctx.Done():
			return false
		case <-time.After(2 * time.Millisecond):
		}
	}
}
