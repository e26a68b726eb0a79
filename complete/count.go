package complete

import (
	"context"
	"errors"
	"runtime"
	"time"

	"github.com/nqueens/nqueens"
)

// MaxExact is the largest board the exact search takes: a line's free
// squares are one 64-bit word.
const MaxExact = 64

// ErrTooLarge is returned (wrapped) by [Decide], [CountCompletions] and [ListCompletions] for a
// board larger than [MaxExact].
var ErrTooLarge = errors.New("complete: board too large for the exact engine")

// Settings are the limits of an exact search. The zero value means: one
// worker per CPU (GOMAXPROCS), no time limit.
type Settings struct {
	// Workers is the number of goroutines that search; 0 means
	// GOMAXPROCS. The answer never depends on it.
	Workers int
	// TimeLimit bounds the wall time; 0 means none.
	TimeLimit time.Duration
	// Seed seeds the random orders of [Decide]'s line search and its
	// local search: the same seed gives the same answer.
	Seed uint64
	// Progress, if non-nil, is kept up to date as the search goes, for
	// another goroutine to read (a progress line).
	Progress *Progress
}

// Answer is what an exact search found.
type Answer struct {
	// Status is Solved (a completion found, or a count or listing
	// finished), NoSolution (the search proved there is none),
	// LimitReached or Canceled.
	Status nqueens.Status
	// Placement is, for [Decide], the first completion in the search's
	// order: the same for every number of workers.
	Placement nqueens.Placement
	// Count is the number of completions: all of them when Status is
	// Solved (CountCompletions and ListCompletions), those found so far
	// otherwise.
	Count uint64
	// Nodes counts the states the search entered: queens placed and
	// diagonals left empty (for Decide, those of the search that answered;
	// the swaps when it is the local search). It is the same for every
	// number of workers.
	Nodes int64
	// Search names, for Decide, the search of its race that answered:
	// "lines", "diagonals" or "local"; for ListCompletions, the search
	// that listed, "lines" or "diagonals"; it is empty otherwise.
	Search string
	// Restarts counts, for Decide, the times the search that answered
	// started again from the root: the line search's runs after the
	// first, or the local search's restarts.
	Restarts int64
	// Tasks is the number of subtrees the search was split into, TasksDone
	// those searched to the end.
	Tasks, TasksDone int
	Elapsed          time.Duration
}

func workers(s Settings) int { return workerCount(s.Workers) }

// workerCount is n, or GOMAXPROCS when n <= 0.
func workerCount(n int) int {
	if n > 0 {
		return n
	}
	return runtime.GOMAXPROCS(0)
}

// prepare compiles in for the exact search and returns ctx bounded by
// s.TimeLimit (unchanged when it is zero), with the cancel to defer.
func prepare(ctx context.Context, in *Instance, s Settings) (*root, context.Context, context.CancelFunc, error) {
	rt, err := newRoot(in)
	if err != nil {
		return nil, ctx, func() {}, err
	}
	if s.TimeLimit > 0 {
		ctx, cancel := context.WithTimeout(ctx, s.TimeLimit)
		return rt, ctx, cancel, nil
	}
	return rt, ctx, func() {}, nil
}

// CountCompletions counts every completion of in exactly, by the exact
// search branching on diagonals, its tree split into subtrees that
// s.Workers goroutines search in order. Its time and memory are as
// [Decide]'s, without the early stop.
func CountCompletions(ctx context.Context, in *Instance, s Settings) (Answer, error) {
	start := time.Now()
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	if rt.empty { // pruned at the root: a count of 0, finished
		return Answer{Status: nqueens.Solved, Elapsed: time.Since(start)}, nil
	}
	nw := workers(s)
	want := 1
	if nw > 1 {
		want = 64 * nw
	}
	tasks, splitNodes := rt.split(want, byDiagonals)
	s.Progress.begin(len(tasks), 0, splitNodes)
	u := runner{n: rt.n, lineMin: byDiagonals, workers: nw, live: s.Progress, finished: func(_ int, r taskResult) {
		if r.done {
			s.Progress.taskDone()
		}
	}}
	res, _ := u.run(ctx, tasks)
	return gather(ctx, res, splitNodes, start), nil
}

// gather adds the count's results up in the search's order.
func gather(ctx context.Context, res []taskResult, splitNodes int64, start time.Time) Answer {
	a := Answer{Tasks: len(res), Nodes: splitNodes}
	for _, r := range res {
		a.Nodes += r.nodes
		a.Count += r.count
		if r.done {
			a.TasksDone++
		}
	}
	a.Status = nqueens.Solved
	if a.TasksDone < len(res) {
		a.Status = stopStatus(ctx)
	}
	a.Elapsed = time.Since(start)
	return a
}

// stopStatus is the status of a search that ctx stopped.
func stopStatus(ctx context.Context) nqueens.Status {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return nqueens.LimitReached
	}
	return nqueens.Canceled
}

// listDive is how many nodes the listing's dive by lines searches for a
// first completion before it leaves the listing to the search by
// diagonals.
const listDive = 1 << 14

// ListCompletions calls yield with every completion of in, each once, in
// a fixed order (one worker), until yield returns false. Each placement is
// yield's to keep. It first dives: the exact search branching on the line
// with the fewest free squares, its least constraining square first
// (the one that takes the fewest free squares from the other rows),
// which on a board with many completions reaches one with hardly a step
// back (the empty 64 x 64 board in under a hundred nodes) and lists the
// rest from there. When the dive finds none in its first 16,384 nodes,
// the listing starts over by diagonals ([CountCompletions]' search), whose
// proofs that no completion is left are the shortest. Answer.Search names
// the search that listed ("lines" or "diagonals"), Count the completions
// yielded and Nodes those of both. Time is exponential in the queens left
// in the worst case; memory O(n^2) words.
func ListCompletions(ctx context.Context, in *Instance, s Settings, yield func(nqueens.Placement) bool) (Answer, error) {
	start := time.Now()
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	a := Answer{Tasks: 1, Status: nqueens.Solved}
	if !rt.empty {
		a = rt.list(ctx, s.Progress, yield, listDive)
	}
	a.Elapsed = time.Since(start)
	return a, nil
}

// list is [ListCompletions] of a root that is not empty, its dive dive
// nodes long.
func (rt *root) list(ctx context.Context, live *Progress, yield func(nqueens.Placement) bool, dive int64) Answer {
	a := Answer{Tasks: 1, Status: nqueens.Solved, Search: "lines"}
	live.begin(1, 0, 0)
	w := newWorker(ctx, rule{rt.n, byLines})
	w.yield, w.live, w.leastConstraining, w.budget = yield, live, true, dive
	r := w.runTask(rt.task(byLines), nil)
	if r.count == 0 && !r.done && ctx.Err() == nil { // the dive found none
		dived := r.nodes
		w = newWorker(ctx, rule{rt.n, byDiagonals})
		w.yield, w.live = yield, live
		r = w.runTask(rt.task(byDiagonals), nil)
		r.nodes += dived
		a.Search = "diagonals"
	}
	a.Nodes, a.Count = r.nodes, r.count
	if r.done {
		a.TasksDone = 1
		live.taskDone()
	} else if ctx.Err() != nil {
		a.Status = stopStatus(ctx)
	}
	return a
}
