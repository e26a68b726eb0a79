package complete

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens"
)

// Decide's race: three searches side by side, the answer that of the one
// that needs the least work in fixed units.

// The searches [Decide] races, in their order of precedence among equal
// costs.
const (
	raceLines     = iota // the line search: the exact search branching on lines, with restarts (lines.go)
	raceDiagonals        // the exact search branching on diagonals (search.go)
	raceLocal            // the local search (localsearch.go)
	racers
)

var raceNames = [racers]string{"lines", "diagonals", "local"}

// localEntry is the cost the local search starts from in [Decide]'s
// race: it waits until both exact searches have spent that much (about a
// second of this machine's time) and cannot answer for less. Most
// instances are settled sooner by an exact search, and the local search
// would only burn a third of the processor time racing it.
const localEntry = 1_000_000_000

// diagonalWorkers is how many goroutines the diagonal search of the race
// runs on: the search that proves there is no completion, the longest
// when there is none, takes most of the processors.
const diagonalWorkers = 2

// Costs of a unit of work of each search, in the same unit (about a
// nanosecond of this machine's time: only their ratios matter). The race's
// answer depends on them and on nothing else: not on the machine, the
// load or the schedule.
var raceCost = [racers]int64{
	raceLines:     300, // a node
	raceDiagonals: 600, // a node
	raceLocal:     75,  // an evaluation of a swap (see local.work)
}

// localCost is the race's cost of the local search's work (local.work).
func (r *race) localCost(work int64) int64 { return r.localEntry + work*raceCost[raceLocal] }

// race runs the searches of [Decide] side by side. Each is
// deterministic, so the cost of reaching its answer is a fixed number; the
// answer given is that of the search with the least cost. A search stops
// as soon as another has answered at a lower cost than it has spent, so
// the one with the least never stops; when every search has answered or
// stopped, the answer is known. Only the diagonal search answers that
// there is no completion (the line search keeps quiet when a run ends
// within its budget, the local search cannot tell): once it has, no other
// can answer at any cost, and they stop at once.
type race struct {
	localEntry int64 // the cost the local search starts from: localEntry in Decide

	spent [racers]atomic.Int64 // cost so far, published every few thousand units
	final [racers]atomic.Int64 // cost of the answer; 0: none yet
	ended [racers]atomic.Bool  // the search has returned, answered or not
	busy  [racers]time.Time    // when the search last woke (see yield)
	none  atomic.Bool          // the diagonal search proved there is no completion
}

// background is the cost after which the line search runs a quarter of
// the time only, as the local search always does, leaving the processors
// to the diagonal search: most completions the line search finds, it
// finds sooner (n = 40 seed 5 takes it 2.2e10), the local search seldom
// answers first, and when there is no completion only the diagonal search
// can say so. Sleeping changes when an answer comes, never which.
const background = 30_000_000_000

// yield makes search i (not the diagonal one) sleep three times as long
// as it ran since it last woke, every 20 ms or so. Only search i's
// goroutine calls it for i.
func (r *race) yield(i int) {
	now := time.Now()
	if r.busy[i].IsZero() {
		r.busy[i] = now
	}
	if ran := now.Sub(r.busy[i]); ran >= 20*time.Millisecond {
		time.Sleep(3 * ran)
		r.busy[i] = time.Now()
	}
}

// lost reports whether search i, having spent cost, can no longer give
// the answer: another answered at a lower cost (or an equal one, first in
// precedence).
func (r *race) lost(i int, cost int64) bool {
	r.spent[i].Store(cost)
	if i != raceDiagonals {
		if r.none.Load() {
			return true
		}
		if (i == raceLocal || cost > background) && !r.ended[raceDiagonals].Load() {
			r.yield(i)
		}
	}
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
// three searches: the exact search branching on lines, in random orders
// from s.Seed with restarts (it tends to reach a completion soonest when
// there is one), the exact search branching on diagonals, on two
// goroutines (its proofs that there is none are shortest) and the local
// search ([LocalSearch], from s.Seed), which finds completions of some
// instances sooner than either but cannot prove there is none (it joins
// once the exact searches have spent about a second's work, and counts
// that in its cost). The answer is that of the search that reaches one
// with the least work, counted in fixed units per node or swap: the same
// for a seed on every machine, under any load, whatever s.Workers says
// (Decide uses four goroutines; the local search runs a quarter of the
// time, and so does the line search past a long while). Answer.Search
// names the search that answered. Time is exponential in the queens left
// to place in the worst case; memory is O(n^2) words per goroutine.
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
	case rt.rl == 0:
		return Answer{Status: nqueens.Solved, Placement: nqueens.Placement(rt.sol).Clone(), Count: 1, Tasks: 1, TasksDone: 1, Elapsed: time.Since(start)}, nil
	}
	r := race{localEntry: localEntry}
	a := r.decide(ctx, rt, in, s)
	a.Elapsed = time.Since(start)
	return a, nil
}

// decide runs the race on rt (not empty, not complete) and gives its
// answer.
func (r *race) decide(ctx context.Context, rt *root, in *Instance, s Settings) Answer {
	var res [racers]raceResult
	var wg sync.WaitGroup
	s.Progress.begin(1, 0, 0)
	for i := range racers {
		wg.Go(func() {
			res[i] = r.run(ctx, i, rt, in, s)
			if res[i].answered && res[i].status == nqueens.NoSolution {
				r.none.Store(true)
			}
			if res[i].answered {
				r.final[i].Store(max(1, res[i].cost))
			}
			r.ended[i].Store(true)
		})
	}
	wg.Wait()
	return r.answer(ctx, &res)
}

// answer is the race's answer once every search has ended: that of the
// one that answered at the least cost.
func (r *race) answer(ctx context.Context, res *[racers]raceResult) Answer {
	a := Answer{Tasks: 1}
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
		return a
	}
	w := res[best]
	a.Status, a.Placement, a.Nodes, a.Restarts, a.TasksDone = w.status, w.place, w.work, w.restarts, 1
	a.Search = raceNames[best]
	if a.Status == nqueens.Solved {
		a.Count = 1
	}
	return a
}

// run runs search i of the race to its answer, or until it has lost or
// ctx ends.
func (r *race) run(ctx context.Context, i int, rt *root, in *Instance, s Settings) raceResult {
	switch i {
	case raceLines:
		return r.lines(ctx, rt, s)
	case raceDiagonals:
		return r.diagonals(ctx, rt, s)
	}
	return r.local(ctx, in, s)
}

// local runs the local search of the race, once the exact searches have
// spent r.localEntry.
func (r *race) local(ctx context.Context, in *Instance, s Settings) raceResult {
	if !r.await(ctx, r.localEntry) {
		return raceResult{status: stopStatus(ctx)}
	}
	l := newLocal(in, s.Seed)
	l.race = func(work int64) bool { return !r.lost(raceLocal, r.localCost(work)) }
	res := l.solve(ctx, nqueens.Settings{})
	st := res.Stats
	out := raceResult{status: res.Status, work: st.Steps, restarts: st.Restarts, cost: r.localCost(l.work(st))}
	switch res.Status {
	case nqueens.Solved:
		out.answered, out.place = true, res.Placement.Clone()
	case nqueens.Canceled:
		out.status = stopStatus(ctx)
	}
	return out
}

// diagonalTasks is how many subtrees the diagonal search of the race is
// split into (at least; in the search's order), whatever the number of
// its goroutines: its work, and so the race's answer, do not depend on
// that number.
const diagonalTasks = 256

// diagonals runs the search of the race that branches on diagonals, its
// subtrees shared by diagonalWorkers goroutines. Its work is the nodes of
// the split and of every subtree up to the first one with a completion
// (all of them when none has one): a fixed number. While it runs, the
// nodes of the subtrees finished in a row from the first, and of the
// first one not finished, are a lower bound of that work: it stops when
// another search has answered for less.
func (r *race) diagonals(ctx context.Context, rt *root, s Settings) raceResult {
	tasks, splitNodes := rt.split(diagonalTasks, byDiagonals)
	live := make([]atomic.Int64, len(tasks)) // nodes so far; -1 - nodes when done
	lowerBound := func() int64 {
		b := splitNodes
		for i := range live {
			v := live[i].Load()
			if v >= 0 {
				return b + v
			}
			b += -1 - v
		}
		return b
	}
	u := runner{n: rt.n, lineMin: byDiagonals, workers: diagonalWorkers, first: true, live: s.Progress,
		stop: func(i int, nodes int64) bool {
			live[i].Store(nodes)
			return r.lost(raceDiagonals, lowerBound()*raceCost[raceDiagonals])
		},
		finished: func(i int, tr taskResult) { live[i].Store(-1 - tr.nodes) },
	}
	res, win := u.run(ctx, tasks)
	work := splitNodes
	for i := range tasks {
		if i > win {
			break
		}
		if !res[i].done && res[i].found == nil {
			return raceResult{work: work, status: stopStatus(ctx)}
		}
		work += res[i].nodes
	}
	cost := work * raceCost[raceDiagonals]
	if win < len(tasks) {
		return raceResult{answered: true, status: nqueens.Solved, place: res[win].found, work: work, cost: cost}
	}
	return raceResult{answered: true, status: nqueens.NoSolution, work: work, cost: cost}
}

// await waits until each exact search has ended or spent at least cost;
// false when ctx ends first. It polls: the searches publish what
// they spent every few thousand nodes.
func (r *race) await(ctx context.Context, cost int64) bool {
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
