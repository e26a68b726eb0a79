package compare_test

import (
	"context"
	"sync"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
)

// fakeClock is a clock the fake solvers advance, so that the times in a
// table are the same on every run.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{now: time.Date(2026, 11, 21, 12, 0, 0, 0, time.UTC)}
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// explicit returns the classic explicit solution for n (n != 2, 3): even
// rows then odd rows, with the two exceptions for n mod 6 = 2 and 3.
func explicit(n int) nqueens.Placement {
	var evens, odds []int32
	for r := 2; r <= n; r += 2 {
		evens = append(evens, int32(r))
	}
	for r := 1; r <= n; r += 2 {
		odds = append(odds, int32(r))
	}
	switch n % 6 {
	case 2: // odds: 3, 1, 7, 9, ..., 5
		if len(odds) >= 3 {
			rest := append([]int32{3, 1}, odds[3:]...)
			odds = append(rest, 5)
		}
	case 3: // evens: 4, 6, ..., 2; odds: 5, 7, ..., 1, 3
		evens = append(evens[1:], 2)
		odds = append(odds[2:], 1, 3)
	}
	p := make(nqueens.Placement, 0, n)
	for _, r := range append(evens, odds...) {
		p = append(p, r-1)
	}
	return p
}

// fakeSolver answers with the explicit solution after advancing clk by
// cost(n, seed); moves and restarts come from the seed.
func fakeSolver(clk *fakeClock, cost func(n int, seed uint64) time.Duration) nqueens.Solver {
	return func(_ context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		d := cost(n, s.Seed)
		clk.Advance(d)
		st := nqueens.Stats{Steps: int64(n) * int64(s.Seed), Restarts: int64(s.Seed % 2), Elapsed: d}
		if !nqueens.HasSolution(n) {
			return nqueens.Result{Status: nqueens.NoSolution, Stats: st}, nil
		}
		return nqueens.Result{Placement: explicit(n), Status: nqueens.Solved, Stats: st}, nil
	}
}

// fakeEntries are four deterministic solvers: "formula" (linear time, no
// moves), "steady" (quadratic, varies with the seed, half of it a start
// phase), "slow" (hits the
// time limit from n = 32 on) and "broken" (claims a solution but returns
// every queen in row 0).
func fakeEntries(clk *fakeClock, limit time.Duration) []compare.Solver {
	formula := fakeSolver(clk, func(n int, _ uint64) time.Duration { return time.Duration(n) * 40 * time.Nanosecond })
	formulaNoMoves := func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		res, err := formula(ctx, n, s)
		res.Stats.Steps, res.Stats.Restarts = 0, 0
		return res, err
	}
	steadySteps := fakeSolver(clk, func(n int, seed uint64) time.Duration {
		return time.Duration(n*n) * time.Duration(1+seed%3) * 25 * time.Nanosecond
	})
	// steady spends half its time in a start phase before its steps.
	steady := func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		res, err := steadySteps(ctx, n, s)
		res.Stats.Setup = res.Stats.Elapsed / 2
		return res, err
	}
	slowBelow := fakeSolver(clk, func(n int, seed uint64) time.Duration {
		return time.Duration(n*n*n) * time.Duration(seed) * 10 * time.Nanosecond
	})
	slow := func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		if n < 32 {
			return slowBelow(ctx, n, s)
		}
		clk.Advance(s.TimeLimit)
		return nqueens.Result{Placement: make(nqueens.Placement, n), Status: nqueens.LimitReached,
			Stats: nqueens.Stats{Steps: 1000, Restarts: 7}}, nil
	}
	broken := func(_ context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		clk.Advance(time.Duration(n) * time.Nanosecond)
		return nqueens.Result{Placement: make(nqueens.Placement, n), Status: nqueens.Solved,
			Stats: nqueens.Stats{Steps: 1}}, nil
	}
	return []compare.Solver{
		{Name: "formula", StepName: "moves", Solve: formulaNoMoves, MaxN: 1 << 30},
		{Name: "steady", StepName: "swaps", Solve: steady, MaxN: 1 << 30},
		{Name: "slow", StepName: "moves", Solve: slow, MaxN: 1 << 30},
		{Name: "broken", StepName: "moves", Solve: broken, MaxN: 1 << 30},
	}
}
