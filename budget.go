package nqueens

import (
	"context"
	"time"
)

// Budget tracks the limits of one search: its context, TimeLimit, MaxSteps
// and MaxRestarts. Solvers call [Budget.Check] in their loop; it is cheap
// (a counter and a compare) except every pollEvery calls, when it also reads
// the clock and the context. A Budget is used by one goroutine.
type Budget struct {
	ctx         context.Context
	start       time.Time
	deadline    time.Time // zero: none
	maxSteps    int64     // 0: none
	maxRestarts int64     // 0: none
	calls       uint32
}

// pollEvery is how many Check calls pass between looks at the clock and the
// context: small enough that a step-bound search notices a cancel within
// milliseconds, large enough that time.Now stays off the profile.
const pollEvery = 1 << 10

// NewBudget starts the clock for a search under s and ctx.
func NewBudget(ctx context.Context, s Settings) *Budget {
	b := &Budget{ctx: ctx, start: time.Now(), maxSteps: s.MaxSteps, maxRestarts: s.MaxRestarts}
	if s.TimeLimit > 0 {
		b.deadline = b.start.Add(s.TimeLimit)
	}
	return b
}

// Check returns (Solved, false) while the search may go on, and
// (LimitReached or Canceled, true) when it must stop. steps and restarts are
// the totals so far.
func (b *Budget) Check(steps, restarts int64) (Status, bool) {
	if b.maxSteps > 0 && steps >= b.maxSteps || b.maxRestarts > 0 && restarts > b.maxRestarts {
		return LimitReached, true
	}
	b.calls++
	if b.calls%pollEvery != 0 {
		return Solved, false
	}
	return b.Poll()
}

// Poll looks at the context and the clock now; solvers whose steps are slow
// (O(n^2) or more) call it every step instead of Check.
func (b *Budget) Poll() (Status, bool) {
	if b.ctx.Err() != nil {
		return Canceled, true
	}
	if !b.deadline.IsZero() && time.Now().After(b.deadline) {
		return LimitReached, true
	}
	return Solved, false
}

// Elapsed is the wall time since NewBudget.
func (b *Budget) Elapsed() time.Duration { return time.Since(b.start) }
