package compare_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
)

// coldSolver solves as the fake formula does, the first call taking cold
// and every later one warm on clk; steps(call) are the steps of the
// call-th call (from 1). It counts its calls.
func coldSolver(clk *fakeClock, cold, warm time.Duration, calls *atomic.Int64, steps func(call int64) int64) compare.Solver {
	return compare.Solver{Name: "cold", Solve: func(_ context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		call := calls.Add(1)
		d := warm
		if call == 1 {
			d = cold
		}
		clk.Advance(d)
		return nqueens.Result{Placement: explicit(n), Status: nqueens.Solved,
			Stats: nqueens.Stats{Steps: steps(call), Setup: d / 4, Elapsed: d}}, nil
	}}
}

func runOne(t *testing.T, s compare.Solver, clk *fakeClock) compare.Trial {
	t.Helper()
	trials, err := compare.Run(context.Background(), compare.Plan{Cases: []compare.Case{{Solver: s, N: 8}}, Seeds: []uint64{1}, Now: clk.Now})
	if err != nil || len(trials) != 1 {
		t.Fatalf("%v, %v", trials, err)
	}
	return trials[0]
}

// TestBatch: a solve under BatchTime (7.7 µs cold, 1.1 µs warm, formula
// at n = 1000) is timed again in batches until one lasts BatchTime, then
// in BatchReadings of them, and its time is the warm time per run; the
// trial says how many runs a batch holds.
func TestBatch(t *testing.T) {
	clk := newFakeClock()
	var calls atomic.Int64
	tr := runOne(t, coldSolver(clk, 7700*time.Nanosecond, 1100*time.Nanosecond, &calls, func(int64) int64 { return 5 }), clk)
	if tr.Outcome != compare.Solved || tr.Elapsed != 1100*time.Nanosecond || tr.Setup != 275*time.Nanosecond || tr.Steps != 5 {
		t.Errorf("%+v: want solved in 1.1 µs a run (275 ns of start), 5 steps", tr)
	}
	if time.Duration(tr.Batch)*tr.Elapsed < compare.BatchTime || tr.Batch > compare.MaxBatch {
		t.Errorf("a batch of %d runs of %v: under BatchTime", tr.Batch, tr.Elapsed)
	}
	if int(calls.Load()) < 1+compare.BatchReadings*tr.Batch {
		t.Errorf("%d calls for the first run and %d batches of %d", calls.Load(), compare.BatchReadings, tr.Batch)
	}
}

// TestBatchLongRun: a solve of BatchTime or more is its one run.
func TestBatchLongRun(t *testing.T) {
	clk := newFakeClock()
	var calls atomic.Int64
	tr := runOne(t, coldSolver(clk, compare.BatchTime, time.Nanosecond, &calls, func(int64) int64 { return 5 }), clk)
	if tr.Outcome != compare.Solved || tr.Elapsed != compare.BatchTime || tr.Batch != 0 || calls.Load() != 1 {
		t.Errorf("%+v after %d calls: want one run of %v, no batch", tr, calls.Load(), compare.BatchTime)
	}
}

// TestBatchNotSameWork: a solver whose runs with one seed make different
// steps fails the trial, with a detail that says so.
func TestBatchNotSameWork(t *testing.T) {
	clk := newFakeClock()
	var calls atomic.Int64
	tr := runOne(t, coldSolver(clk, time.Microsecond, time.Microsecond, &calls, func(call int64) int64 { return call / 50 }), clk)
	if tr.Outcome != compare.Failed || !strings.Contains(tr.Detail, "not the same work for the same seed") {
		t.Errorf("%+v: want a failure, not the same work", tr)
	}
}

// TestBatchRuns: the next batch lasts the time asked for and a fifth
// more, growing at most a hundredfold (tenfold from a clock that did not
// move), and holds at most MaxBatch runs.
func TestBatchRuns(t *testing.T) {
	for _, c := range []struct {
		runs       int
		took, long time.Duration
		want       int
	}{
		{1, 7700 * time.Nanosecond, time.Millisecond, 100},
		{1, 20 * time.Microsecond, time.Millisecond, 61},
		{100, 110 * time.Microsecond, time.Millisecond, 1091},
		{10, 0, time.Millisecond, 100},
		{1, time.Nanosecond, time.Millisecond, 100},
		{1, 2 * time.Millisecond, time.Millisecond, 1},
		{1 << 19, time.Microsecond, time.Millisecond, compare.MaxBatch},
	} {
		if got := compare.BatchRuns(c.runs, c.took, c.long); got != c.want {
			t.Errorf("BatchRuns(%d, %v, %v) = %d, want %d", c.runs, c.took, c.long, got, c.want)
		}
	}
}

// TestBatchStopped: a run again stopped by the time limit (a limit near
// the run's time) leaves the trial its first run's time, solved.
func TestBatchStopped(t *testing.T) {
	clk := newFakeClock()
	var calls atomic.Int64
	s := compare.Solver{Name: "near", Solve: func(_ context.Context, n int, _ nqueens.Settings) (nqueens.Result, error) {
		clk.Advance(100 * time.Microsecond)
		if calls.Add(1) > 2 {
			return nqueens.Result{Status: nqueens.LimitReached, Stats: nqueens.Stats{Steps: 3}}, nil
		}
		return nqueens.Result{Placement: explicit(n), Status: nqueens.Solved, Stats: nqueens.Stats{Steps: 3}}, nil
	}}
	tr := runOne(t, s, clk)
	if tr.Outcome != compare.Solved || tr.Elapsed != 100*time.Microsecond || tr.Batch != 0 || calls.Load() < 3 {
		t.Errorf("%+v after %d calls: want solved, its first run of 100 µs", tr, calls.Load())
	}
}
