package minconflicts_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
	"github.com/nqueens/nqueens/minconflicts"
)

func TestSolve(t *testing.T) {
	o := solvertest.Options{MaxN: 64, Seeds: 20, HardN: 1_000_000}
	if testing.Short() {
		o.Seeds, o.HardN = 5, 100_000
	}
	solvertest.Run(t, minconflicts.Solve, o)
}

func TestLarge(t *testing.T) {
	ns := []int{1000, 10_000}
	if !testing.Short() {
		ns = append(ns, 100_000, 1_000_000)
	}
	for _, n := range ns {
		for seed := range uint64(2) {
			res, err := minconflicts.Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil || res.Status != nqueens.Solved {
				t.Fatalf("n=%d seed=%d: %v %v", n, seed, err, res.Status)
			}
			if err := nqueens.Verify(res.Placement); err != nil {
				t.Fatalf("n=%d seed=%d: %v", n, seed, err)
			}
			t.Logf("n=%d seed=%d: %d repairs, %d restarts, %v", n, seed, res.Stats.Steps, res.Stats.Restarts, res.Stats.Elapsed)
		}
	}
}

// TestRepairsFew: for large n the greedy start leaves little to repair, as
// Minton et al. report (about 50 repairs whatever n).
func TestRepairsFew(t *testing.T) {
	res, err := minconflicts.Solve(context.Background(), 200_000, nqueens.Settings{Seed: 4})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatal(err, res.Status)
	}
	if res.Stats.Steps > 2000 || res.Stats.Restarts > 0 {
		t.Fatalf("%d repairs and %d restarts for n = 200000", res.Stats.Steps, res.Stats.Restarts)
	}
}

// TestMoves: the Move events replay to the final placement, and each
// repair lands on a row no worse than any other of its column.
func TestMoves(t *testing.T) {
	var start nqueens.Placement
	var moves []nqueens.Event
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		switch e.Kind {
		case nqueens.Start:
			start, moves = e.Placement.Clone(), nil
		case nqueens.Move:
			moves = append(moves, e)
		}
	})
	res, err := minconflicts.Solve(context.Background(), 40, nqueens.Settings{Seed: 9, Observer: obs})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatal(err, res.Status)
	}
	p := start
	for _, m := range moves {
		if p[m.Col] != m.From {
			t.Fatalf("move from %d but column %d holds %d", m.From, m.Col, p[m.Col])
		}
		p[m.Col] = m.To
		if got := heuristic.AttackingPairs(p); got != m.Heuristic {
			t.Fatalf("after a move: %d attacking pairs, event says %d", got, m.Heuristic)
		}
	}
	if !slices.Equal(p, res.Placement) {
		t.Fatalf("replay %v, result %v", p, res.Placement)
	}
}

func Example() {
	res, _ := minconflicts.Solve(context.Background(), 100_000, nqueens.Settings{Seed: 1})
	fmt.Println(res.Status, nqueens.Verify(res.Placement), res.Stats.Steps < 1000)
	// Output: solved <nil> true
}

// TestStoppedDuringStart: a limit that strikes during the greedy start
// returns at once with a permutation and the columns not reached.
func TestStoppedDuringStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 200_000
	res, err := minconflicts.Solve(ctx, n, nqueens.Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != nqueens.Canceled || res.Stats.Conflicts != int64(n) {
		t.Fatalf("status %v with %d conflicts, want canceled with %d columns left", res.Status, res.Stats.Conflicts, n)
	}
	seen := make([]bool, n)
	for c, r := range res.Placement {
		if r < 0 || int(r) >= n || seen[r] {
			t.Fatalf("column %d: row %d repeated or out of range", c, r)
		}
		seen[r] = true
	}
}
