package qs1

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
)

// TestSplitStartLanes checks the split start's partition for n around
// the ends of the lanes' blocks: the permutation it leaves is a permutation, every column placed by a
// lane holds a square of the lane's colour and a row of the lane's rows,
// the pending columns are the only attacked ones, and the diagonal bits
// agree with a recount.
func TestSplitStartLanes(t *testing.T) {
	for _, k := range []int{0, 1, 2, 3, 5, 17, 1023, 1024, 1025, 1026, 1027, 1029, 1500, 2045, 2046, 2047} {
		n := splitMin + k
		f := &fast{n: n, p: make(nqueens.Placement, n), d: newDiagSet(n), g: newRNG(1), shuffleRNG: newStream(1, 1),
			laneRNG: [2]rng{newStream(1, 2), newStream(1, 3)}, b: budget.New(context.Background(), nqueens.Settings{})}
		if status, stop := f.start(); stop {
			t.Fatalf("n=%d: start stopped: %v", n, status)
		}
		seen := make([]bool, n)
		for c, r := range f.p {
			if r < 0 || int(r) >= n || seen[r] {
				t.Fatalf("n=%d: column %d has row %d, out of range or repeated", n, c, r)
			}
			seen[r] = true
		}
		pending := map[int]bool{}
		for _, c := range f.pending {
			pending[c] = true
		}
		if len(pending) > n/100 { // about 0.2% here; 10% when the lanes' squares were badly spread
			t.Errorf("n=%d: %d columns pending, more than n/100", n, len(pending))
		}
		check := newDiagSet(n)
		for c, r := range f.p {
			check.add(c, r)
			if pending[c] {
				continue
			}
			w := c >> laneShift & 1
			if (int(r)+c)&1 != w || int(r)>>1&1 != w {
				t.Fatalf("n=%d: column %d (lane %d) placed on row %d", n, c, w, r)
			}
		}
		for c, r := range f.p {
			if check.attacked(c, r) != f.d.attacked(c, r) {
				t.Fatalf("n=%d: column %d: attacked differs from a recount", n, c)
			}
		}
		if !slices.Equal(check.diag, f.d.diag) || !slices.Equal(check.anti, f.d.anti) || check.collisions != f.d.collisions {
			t.Fatalf("n=%d: diagonal set differs from a recount", n)
		}
	}
}

// TestSplitDeterministic: the two lanes run on two goroutines, and the
// placement must not depend on the scheduling.
func TestSplitDeterministic(t *testing.T) {
	n := splitMin + 21
	solve := func(procs int) nqueens.Placement {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		res, err := Solve(context.Background(), n, nqueens.Settings{Seed: 11})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatal(err, res.Status)
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			t.Fatal(err)
		}
		return res.Placement
	}
	one, two := solve(1), solve(2)
	if !slices.Equal(one, two) {
		t.Fatal("GOMAXPROCS 1 and 2 give different placements for one seed")
	}
}

// TestSplitStopReason: when the budget stops one lane, the other stops on
// its flag, and the result must say why (a time limit is not a Ctrl-C).
func TestSplitStopReason(t *testing.T) {
	for range 20 {
		res, err := Solve(context.Background(), splitMin+5, nqueens.Settings{Seed: 3, TimeLimit: time.Nanosecond})
		if err != nil || res.Status != nqueens.LimitReached {
			t.Fatalf("time limit 1ns: status %v, %v; want LimitReached", res.Status, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if res, _ := Solve(ctx, splitMin+5, nqueens.Settings{Seed: 3}); res.Status != nqueens.Canceled {
		t.Fatalf("canceled context: status %v, want Canceled", res.Status)
	}
}
