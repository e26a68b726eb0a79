package solvertest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// SteepestDescent checks, through the Observer, that solve is
// steepest-descent hill climbing on attacking pairs with random restarts,
// as the hill climbers of the module are: for n in ns and seeds 0..seeds-1,
//   - every Move changes one queen's row as the event says, and the new
//     state is a best successor of the one before, strictly better than it
//     (a non-improving move is never accepted);
//   - every Restart comes at a state with conflicts none of whose n(n-1)
//     successors is strictly better (a local minimum or a plateau), so a
//     climb never ends while it could still descend;
//   - Event.Heuristic is the number of attacking pairs of Event.Placement;
//   - a solved search ends at 0, and Stats.Evaluations is n(n-1) per move
//     tried: n(n-1) * (Steps + Restarts) when solved.
//
// The successors are recounted from scratch with
// [heuristic.AttackingPairs], independent of the solver's bookkeeping.
func SteepestDescent(t *testing.T, solve nqueens.Solver, ns []int, seeds int) {
	t.Helper()
	for _, n := range ns {
		for seed := range uint64(seeds) {
			descend(t, solve, n, seed)
		}
	}
}

// descend runs solve once at n and seed, checking each event with a
// descent, then the Result's counts against what it saw.
func descend(t *testing.T, solve nqueens.Solver, n int, seed uint64) {
	t.Helper()
	d := &descent{}
	d.fail = func(format string, a ...any) {
		t.Helper()
		t.Fatalf("n=%d seed=%d after %d moves, %d restarts: "+format, append([]any{n, seed, d.moves, d.restarts}, a...)...)
	}
	res, err := solve(context.Background(), n, nqueens.Settings{Seed: seed, Observer: nqueens.ObserverFunc(d.event)})
	if err != nil || res.Status != nqueens.Solved {
		t.Fatalf("n=%d seed=%d: %v %v", n, seed, err, res.Status)
	}
	if res.Stats.Steps != d.moves || res.Stats.Restarts != d.restarts {
		t.Fatalf("n=%d seed=%d: stats say %d moves, %d restarts; observed %d, %d", n, seed, res.Stats.Steps, res.Stats.Restarts, d.moves, d.restarts)
	}
	if want := int64(n*(n-1)) * (d.moves + d.restarts); n > 1 && res.Stats.Evaluations != want {
		t.Fatalf("n=%d seed=%d: %d evaluations, want n(n-1)(moves+restarts) = %d", n, seed, res.Stats.Evaluations, want)
	}
}

// A descent follows one run's events: the state before the current event,
// its attacking pairs, and the moves and restarts so far.
type descent struct {
	prev            nqueens.Placement
	prevH           int64
	moves, restarts int64
	fail            func(format string, a ...any)
}

func (d *descent) event(e nqueens.Event) {
	if h := heuristic.AttackingPairs(e.Placement); h != e.Heuristic {
		d.fail("%v event reports h = %d, the placement has %d", e.Kind, e.Heuristic, h)
	}
	switch e.Kind {
	case nqueens.Start:
		d.prev, d.prevH = e.Placement.Clone(), e.Heuristic
	case nqueens.Move:
		d.move(e)
	case nqueens.Restart:
		d.restarts++
		if d.prevH == 0 {
			d.fail("restarted at a solution")
		}
		if best := bestSuccessor(d.prev); best < d.prevH {
			d.fail("restarted at h = %d although a successor has %d", d.prevH, best)
		}
	}
}

// move checks a Move: one queen moved as the event says, to a best
// successor strictly better than the state before.
func (d *descent) move(e nqueens.Event) {
	d.moves++
	prev := d.prev
	if prev[e.Col] != e.From || e.Placement[e.Col] != e.To || e.From == e.To {
		d.fail("move of column %d from %d to %d, but the board went from %d to %d", e.Col, e.From, e.To, prev[e.Col], e.Placement[e.Col])
	}
	for c := range prev {
		if c != e.Col && prev[c] != e.Placement[c] {
			d.fail("move of column %d also changed column %d", e.Col, c)
		}
	}
	best := bestSuccessor(prev)
	if e.Heuristic >= d.prevH {
		d.fail("accepted a move from h = %d to h = %d", d.prevH, e.Heuristic)
	}
	if e.Heuristic != best {
		d.fail("moved to h = %d, the best successor has %d", e.Heuristic, best)
	}
	d.prev, d.prevH = e.Placement.Clone(), e.Heuristic
}

// bestSuccessor returns the fewest attacking pairs among the n(n-1)
// placements one vertical move away from p, counted from scratch.
func bestSuccessor(p nqueens.Placement) int64 {
	q := p.Clone()
	best := int64(-1)
	for c := range q {
		from := q[c]
		for r := range int32(len(q)) {
			if r == from {
				continue
			}
			q[c] = r
			if h := heuristic.AttackingPairs(q); best < 0 || h < best {
				best = h
			}
		}
		q[c] = from
	}
	return best
}

// SeedsGolden pins what each seed gives a hill climber in testdata/seeds.golden:
// the placement, steps, restarts and evaluations for n = 4..14 and seeds
// 0..7, plus runs at n = 20 stopped by MaxSteps and MaxRestarts (their best
// states). A change in the order of random draws shows here; fullboard and
// linearboard make the same moves, so their golden files are the same.
func SeedsGolden(t *testing.T, solve nqueens.Solver) {
	t.Helper()
	var b strings.Builder
	for n := 4; n <= 14; n++ {
		for seed := range uint64(8) {
			res, err := solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			fmt.Fprintf(&b, "n=%d seed=%d %s steps=%d restarts=%d evaluations=%d %v\n", n, seed, res.Status, st.Steps, st.Restarts, st.Evaluations, res.Placement)
		}
	}
	for _, s := range []nqueens.Settings{{Seed: 3, MaxSteps: 5}, {Seed: 4, MaxRestarts: 2}} {
		res, err := solve(context.Background(), 20, s)
		if err != nil {
			t.Fatal(err)
		}
		st := res.Stats
		fmt.Fprintf(&b, "n=20 %+v %s steps=%d restarts=%d evaluations=%d conflicts=%d %v\n", s, res.Status, st.Steps, st.Restarts, st.Evaluations, st.Conflicts, res.Placement)
	}
	golden.Check(t, "seeds.golden", []byte(b.String()))
}
