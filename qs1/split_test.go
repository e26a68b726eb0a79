package qs1

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
)

// TestLaneCount: the number of lanes depends on n alone, is coprime to 6
// (so the lanes share no line), leaves a corner with a solution, and keeps
// the lanes near laneTarget.
func TestLaneCount(t *testing.T) {
	for _, n := range []int{splitMin, splitMin + 1, 1_000_000, 1<<20 + 2, 10_000_000, 100_000_000, 1_000_000_000, nqueens.MaxN} {
		m := laneCount(n)
		if m%2 == 0 || m%3 == 0 || n%m == 2 || n%m == 3 {
			t.Errorf("n=%d: %d lanes, corner %d", n, m, n%m)
		}
		// Near splitMin the few candidates coprime to 6 are far apart.
		if q := n / m; q > laneTarget || n >= 1_000_000 && q < laneTarget/2 {
			t.Errorf("n=%d: %d lanes of %d rows, want about %d", n, m, q, laneTarget)
		}
	}
}

// TestLanesPartition: for n with corners of every kind, the placement is
// solved, every column below m*q holds a row of its lane (row = 2c mod m),
// and the corner keeps to its own rows.
func TestLanesPartition(t *testing.T) {
	ns := []int{splitMin, splitMin + 1, splitMin + 4, splitMin + 5, 5*laneTarget + 4, 1_000_000}
	if testing.Short() {
		ns = ns[:3]
	}
	for _, n := range ns {
		m := laneCount(n)
		q := n / m
		res, err := Solve(context.Background(), n, nqueens.Settings{Seed: 3})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatalf("n=%d: %v %v", n, res.Status, err)
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		for c, r := range res.Placement {
			if c < m*q {
				if int(r) >= m*q || int(r)%m != 2*(c%m)%m {
					t.Fatalf("n=%d (m=%d): column %d (lane %d) holds row %d", n, m, c, c%m, r)
				}
			} else if int(r) < m*q {
				t.Fatalf("n=%d (m=%d): corner column %d holds row %d", n, m, c, r)
			}
		}
	}
}

// TestLanesSameOnAnyCores: the lanes run on as many goroutines as
// GOMAXPROCS allows, in any order; the placement and the counts for a seed
// must not change.
func TestLanesSameOnAnyCores(t *testing.T) {
	n := 1_000_000 // 35 lanes in 3 groups
	if testing.Short() {
		n = 40 * laneTarget
	}
	solve := func(procs int) nqueens.Result {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		res, err := Solve(context.Background(), n, nqueens.Settings{Seed: 11})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatal(err, res.Status)
		}
		return res
	}
	one := solve(1)
	if err := nqueens.Verify(one.Placement); err != nil {
		t.Fatal(err)
	}
	for _, procs := range []int{2, 3, 8} {
		got := solve(procs)
		if !slices.Equal(one.Placement, got.Placement) || one.Stats.Steps != got.Stats.Steps ||
			one.Stats.Evaluations != got.Stats.Evaluations || one.Stats.Restarts != got.Stats.Restarts {
			t.Fatalf("GOMAXPROCS 1 and %d give different results for one seed", procs)
		}
	}
}

// TestSplitStopReason: when the budget stops one worker, the others stop on
// its flag, and the result must say why (a time limit is not a Ctrl-C).
func TestSplitStopReason(t *testing.T) {
	for range 20 {
		res, err := Solve(context.Background(), splitMin+5, nqueens.Settings{Seed: 3, TimeLimit: time.Nanosecond})
		if err != nil || res.Status != nqueens.LimitReached {
			t.Fatalf("time limit 1ns: status %v, %v; want LimitReached", res.Status, err)
		}
		if res.Stats.Conflicts != -1 || res.Stats.Setup <= 0 || res.Stats.Setup > res.Stats.Elapsed {
			t.Fatalf("stopped in the start: conflicts %d, setup %v of %v", res.Stats.Conflicts, res.Stats.Setup, res.Stats.Elapsed)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, _ := Solve(ctx, splitMin+5, nqueens.Settings{Seed: 3}); res.Status != nqueens.Canceled {
		t.Fatalf("canceled context: status %v, want Canceled", res.Status)
	}
}

// TestLanesCancelMidway: a cancel while the lanes run (from the observer,
// at the first progress report) stops them before the rest are solved.
// One worker, so that no other can finish the board meanwhile.
func TestLanesCancelMidway(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	n := 1 << 23 // 257 lanes in 17 groups
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	reports := 0
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		if e.Kind == nqueens.Progress {
			reports++
			cancel()
		}
	})
	res, err := Solve(ctx, n, nqueens.Settings{Seed: 1, Observer: obs})
	if err != nil || res.Status != nqueens.Canceled || res.Stats.Conflicts != -1 {
		t.Fatalf("status %v, conflicts %d, %v; want Canceled, -1", res.Status, res.Stats.Conflicts, err)
	}
	if reports != 1 {
		t.Fatalf("%d progress reports after the cancel, want 1", reports)
	}
}

// TestSetupReported: Setup is the start phase, inside Elapsed, on both
// paths.
func TestSetupReported(t *testing.T) {
	for _, n := range []int{1000, splitMin + 5} {
		res, err := Solve(context.Background(), n, nqueens.Settings{Seed: 2})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatal(err, res.Status)
		}
		if res.Stats.Setup <= 0 || res.Stats.Setup > res.Stats.Elapsed {
			t.Fatalf("n=%d: setup %v, elapsed %v", n, res.Stats.Setup, res.Stats.Elapsed)
		}
	}
}

// checkSwap: swap k changed exactly its two columns from prev.
func checkSwap(t *testing.T, prev nqueens.Placement, e nqueens.Event, k int64) {
	t.Helper()
	for c := range e.Placement {
		if moved := c == e.Col || c == e.Col2; moved == (e.Placement[c] == prev[c]) {
			t.Fatalf("swap %d of columns %d, %d: column %d went from %d to %d", k, e.Col, e.Col2, c, prev[c], e.Placement[c])
		}
	}
	if e.Step != k {
		t.Fatalf("swap %d reports step %d", k, e.Step)
	}
}

// checkLaneStart: at the start of lane b of m, lanes 0..b are placed and
// the others empty (the corner, past m*q, is placed from the first event
// on).
func checkLaneStart(t *testing.T, p nqueens.Placement, m, b int) {
	t.Helper()
	for c := range len(p) / m * m {
		if placed := c%m <= b; placed != (p[c] != nqueens.Empty) {
			t.Fatalf("start of lane %d: column %d (lane %d) holds %d", b, c, c%m, p[c])
		}
	}
}

// TestLanesWatched: with MaxSteps set and an Observer, the lanes run in
// order and report each lane's start and swaps: every Swap event changes
// exactly its two columns, the columns of lanes not yet started are
// empty, the swaps counted are the result's, and the placement is the
// one an unobserved run finds.
func TestLanesWatched(t *testing.T) {
	n := splitMin + 5
	m := Lanes(n)
	if m != laneCount(n) || Lanes(splitMin-1) != 0 {
		t.Fatalf("Lanes(%d) = %d, Lanes(%d) = %d: want %d and 0", n, m, splitMin-1, Lanes(splitMin-1), laneCount(n))
	}
	settings := nqueens.Settings{Seed: 4, MaxSteps: 1 << 30}
	var prev nqueens.Placement
	starts, swaps, step := 0, int64(0), int64(0)
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		if e.Kind == nqueens.Progress || e.Placement == nil {
			return
		}
		if e.Step < step {
			t.Fatalf("a %v event at step %d after step %d: steps go back", e.Kind, e.Step, step)
		}
		step = e.Step
		switch e.Kind {
		case nqueens.Swap:
			swaps++
			checkSwap(t, prev, e, swaps)
		case nqueens.Start:
			if starts < m {
				checkLaneStart(t, e.Placement, m, starts)
			}
			starts++
		}
		if e.Heuristic < 0 {
			t.Fatalf("%v event with heuristic %d", e.Kind, e.Heuristic)
		}
		prev = slices.Clone(e.Placement)
	})
	watched, err := Solve(context.Background(), n, nqueens.Settings{Seed: settings.Seed, MaxSteps: settings.MaxSteps, Observer: obs})
	if err != nil || watched.Status != nqueens.Solved {
		t.Fatalf("watched: %v, %v", watched.Status, err)
	}
	plain, err := Solve(context.Background(), n, settings)
	if err != nil || !slices.Equal(watched.Placement, plain.Placement) {
		t.Fatalf("the watched run ends at another placement than the unobserved one (%v)", err)
	}
	if starts < m || swaps != watched.Stats.Swaps || swaps == 0 {
		t.Fatalf("%d starts for %d lanes, %d swap events for %d swaps", starts, m, swaps, watched.Stats.Swaps)
	}
	if err := nqueens.Verify(watched.Placement); err != nil {
		t.Fatal(err)
	}
}
