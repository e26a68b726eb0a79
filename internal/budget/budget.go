package budget

import (
	"context"
	"time"

	"github.com/nqueens/nqueens"
)

// Budget tracks the limits of one search: its context, TimeLimit, MaxSteps
// and MaxRestarts. Solvers call [Budget.Check] in their loop; it is cheap
// (a counter and a compare) except every pollEvery calls (every call when
// Settings.Observer watches the search), when it also reads the clock and
// the context. A Budget is used by one goroutine.
type Budget struct {
	ctx         context.Context
	start       time.Time
	deadline    time.Time // zero: none
	maxSteps    int64     // 0: none
	maxRestarts int64     // 0: none
	calls       uint32
	every       uint32 // Check polls every this many calls: pollEvery, or 1 when watched
	watcher     pauser // the Observer when it tells its pauses; nil: none
}

// pauser is an Observer that tells how long it has held the search
// inside Observe (an animation drawing frames and pausing between them):
// time that is not the search's, which the time limit does not count.
type pauser interface {
	Paused() time.Duration
}

// pollEvery is how many Check calls pass between looks at the clock and the
// context: small enough that a step-bound search notices a cancel within
// milliseconds, large enough that time.Now stays off the profile.
const pollEvery = 1 << 10

// New starts the clock for a search under s and ctx.
func New(ctx context.Context, s nqueens.Settings) *Budget {
	b := &Budget{ctx: ctx, start: time.Now(), maxSteps: s.MaxSteps, maxRestarts: s.MaxRestarts, every: pollEvery}
	if s.Observer != nil {
		// A watched search (an animation) is paced by its observer, whose
		// drawing costs far more than a poll: it looks at the context every
		// step, so Ctrl-C stops a small n within a step instead of letting
		// the search run to its end once the pauses stop.
		b.every = 1
		b.watcher, _ = s.Observer.(pauser)
	}
	if s.TimeLimit > 0 {
		b.deadline = b.start.Add(s.TimeLimit)
	}
	return b
}

// Check returns (Solved, false) while the search may go on, and
// (LimitReached or Canceled, true) when it must stop. steps and restarts are
// the totals so far.
func (b *Budget) Check(steps, restarts int64) (nqueens.Status, bool) {
	if b.maxSteps > 0 && steps >= b.maxSteps || b.maxRestarts > 0 && restarts > b.maxRestarts {
		return nqueens.LimitReached, true
	}
	b.calls++
	if b.calls%b.every != 0 {
		return nqueens.Solved, false
	}
	return b.Poll()
}

// Poll looks at the context and the clock now; solvers whose steps are slow
// (O(n^2) or more) call it every step instead of Check. The time limit
// leaves out the time an Observer with a method Paused() time.Duration
// says it held the search (an animation's frames and pauses): qs1 8
// --animate --time-limit 1s at 100 ms a frame would otherwise stop after
// ten frames, "limit reached after 100 µs" of search.
func (b *Budget) Poll() (nqueens.Status, bool) {
	if b.ctx.Err() != nil {
		return nqueens.Canceled, true
	}
	if !b.deadline.IsZero() && time.Now().After(b.deadline) {
		if b.watcher == nil || time.Now().After(b.deadline.Add(b.watcher.Paused())) {
			return nqueens.LimitReached, true
		}
	}
	return nqueens.Solved, false
}

// Elapsed is the wall time since New.
func (b *Budget) Elapsed() time.Duration { return time.Since(b.start) }

// Trivial answers the sizes that need no search: n = 1 (one queen, Solved)
// and n = 2 or 3 (NoSolution, at once). For those it tells s.Observer that
// the search is Done and returns the result and true; for every other n it
// returns false and does nothing.
func Trivial(n int, s nqueens.Settings, b *Budget) (nqueens.Result, bool) {
	var res nqueens.Result
	switch {
	case n == 1:
		res = nqueens.Result{Placement: nqueens.Placement{0}, Status: nqueens.Solved}
	case !nqueens.HasSolution(n):
		res = nqueens.Result{Status: nqueens.NoSolution}
	default:
		return nqueens.Result{}, false
	}
	res.Stats.Elapsed = b.Elapsed()
	if s.Observer != nil {
		s.Observer.Observe(nqueens.Event{Kind: nqueens.Done, Placement: res.Placement})
	}
	return res, true
}
