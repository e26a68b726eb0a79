package solvertest

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
)

// Options tune the table for one solver.
type Options struct {
	MaxN  int // largest n of the table (default 64)
	Seeds int // seeds per n (default 10)
	// HardN is an n where the solver needs long enough that cancellation
	// and limits can be observed (default 1000).
	HardN int
	// Deterministic solvers (no randomness) skip the check that different
	// seeds may differ; all solvers must give equal results for equal seeds.
}

func (o *Options) defaults() {
	if o.MaxN == 0 {
		o.MaxN = 64
	}
	if o.Seeds == 0 {
		o.Seeds = 10
	}
	if o.HardN == 0 {
		o.HardN = 1000
	}
}

// Run runs the shared table against solve.
func Run(t *testing.T, solve nqueens.Solver, o Options) {
	o.defaults()
	t.Run("table", func(t *testing.T) { table(t, solve, o) })
	t.Run("no-solution", func(t *testing.T) { noSolution(t, solve) })
	t.Run("bad-size", func(t *testing.T) { badSize(t, solve) })
	t.Run("deterministic", func(t *testing.T) { deterministic(t, solve, o) })
	t.Run("canceled", func(t *testing.T) { canceled(t, solve, o) })
	t.Run("max-steps", func(t *testing.T) { maxSteps(t, solve, o) })
	t.Run("max-restarts", func(t *testing.T) { maxRestarts(t, solve) })
	t.Run("observer", func(t *testing.T) { observer(t, solve) })
}

func table(t *testing.T, solve nqueens.Solver, o Options) {
	for n := 1; n <= o.MaxN; n++ {
		if !nqueens.HasSolution(n) {
			continue
		}
		for seed := range uint64(o.Seeds) {
			res, err := solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil {
				t.Fatalf("n=%d seed=%d: %v", n, seed, err)
			}
			if res.Status != nqueens.Solved {
				t.Fatalf("n=%d seed=%d: status %v, want solved", n, seed, res.Status)
			}
			if len(res.Placement) != n {
				t.Fatalf("n=%d seed=%d: placement has %d queens", n, seed, len(res.Placement))
			}
			if err := nqueens.Verify(res.Placement); err != nil {
				t.Fatalf("n=%d seed=%d: %v", n, seed, err)
			}
			if res.Stats.Conflicts != 0 {
				t.Fatalf("n=%d seed=%d: solved with Stats.Conflicts = %d", n, seed, res.Stats.Conflicts)
			}
		}
	}
}

func noSolution(t *testing.T, solve nqueens.Solver) {
	for _, n := range []int{2, 3} {
		start := time.Now()
		res, err := solve(context.Background(), n, nqueens.Settings{})
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		if res.Status != nqueens.NoSolution {
			t.Fatalf("n=%d: status %v, want no solution", n, res.Status)
		}
		// "At once": generous for a loaded machine, far below any search.
		if d := time.Since(start); d > time.Second {
			t.Fatalf("n=%d took %v to say no solution", n, d)
		}
	}
}

func badSize(t *testing.T, solve nqueens.Solver) {
	for _, n := range []int{0, -1} {
		_, err := solve(context.Background(), n, nqueens.Settings{})
		if !errors.Is(err, nqueens.ErrBadSize) {
			t.Fatalf("n=%d: error %v, want ErrBadSize", n, err)
		}
	}
}

func deterministic(t *testing.T, solve nqueens.Solver, o Options) {
	for _, n := range []int{8, 13, o.MaxN} {
		for seed := range uint64(3) {
			a, errA := solve(context.Background(), n, nqueens.Settings{Seed: seed})
			b, errB := solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if errA != nil || errB != nil {
				t.Fatal(errA, errB)
			}
			if !slices.Equal(a.Placement, b.Placement) || a.Stats.Steps != b.Stats.Steps || a.Stats.Restarts != b.Stats.Restarts {
				t.Fatalf("n=%d seed=%d: two runs differ", n, seed)
			}
		}
	}
}

func canceled(t *testing.T, solve nqueens.Solver, o Options) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	res, err := solve(ctx, o.HardN, nqueens.Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("canceled solve of n=%d took %v", o.HardN, d)
	}
	if res.Status != nqueens.Canceled && res.Status != nqueens.Solved {
		t.Fatalf("status %v, want canceled (or solved)", res.Status)
	}
	if res.Status == nqueens.Solved {
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Fatalf("solved despite cancel, but: %v", err)
		}
	}
}

func maxSteps(t *testing.T, solve nqueens.Solver, o Options) {
	res, err := solve(context.Background(), o.HardN, nqueens.Settings{Seed: 1, MaxSteps: 1})
	if err != nil {
		t.Fatal(err)
	}
	switch res.Status {
	case nqueens.LimitReached:
		if res.Stats.Steps > 1 {
			t.Fatalf("MaxSteps 1 but %d steps made", res.Stats.Steps)
		}
	case nqueens.Solved:
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Fatal(err)
		}
	default:
		t.Fatalf("status %v, want limit reached or solved", res.Status)
	}
}

// maxRestarts: a search stopped by MaxRestarts made exactly that many
// restarts (the one refused is not counted), and one that ends otherwise
// made no more.
func maxRestarts(t *testing.T, solve nqueens.Solver) {
	for seed := range uint64(10) {
		res, err := solve(context.Background(), 8, nqueens.Settings{Seed: seed, MaxRestarts: 1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Restarts > 1 || res.Status == nqueens.LimitReached && res.Stats.Restarts != 1 {
			t.Fatalf("seed %d: MaxRestarts 1 but %d restarts, status %v", seed, res.Stats.Restarts, res.Status)
		}
	}
}

func observer(t *testing.T, solve nqueens.Solver) {
	var last nqueens.Event
	var calls int
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		calls++
		last = e
		last.Placement = e.Placement.Clone()
	})
	res, err := solve(context.Background(), 16, nqueens.Settings{Seed: 3, Observer: obs})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatal(err, res.Status)
	}
	if calls == 0 {
		t.Fatal("observer never called")
	}
	if last.Kind != nqueens.Done || !slices.Equal(last.Placement, res.Placement) {
		t.Fatalf("last event %v with %v, want done with %v", last.Kind, last.Placement, res.Placement)
	}
}
