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
			var prev nqueens.Placement
			var prevH int64
			var moves, restarts int64
			fail := func(format string, a ...any) {
				t.Helper()
				t.Fatalf("n=%d seed=%d after %d moves, %d restarts: "+format, append([]any{n, seed, moves, restarts}, a...)...)
			}
			obs := nqueens.ObserverFunc(func(e nqueens.Event) {
				if h := heuristic.AttackingPairs(e.Placement); h != e.Heuristic {
					fail("%v event reports h = %d, the placement has %d", e.Kind, e.Heuristic, h)
				}
				switch e.Kind {
				case nqueens.Start:
					prev, prevH = e.Placement.Clone(), e.Heuristic
				case nqueens.Move:
					moves++
					if prev[e.Col] != e.From || e.Placement[e.Col] != e.To || e.From == e.To {
						fail("move of column %d from %d to %d, but the board went from %d to %d", e.Col, e.From, e.To, prev[e.Col], e.Placement[e.Col])
					}
					for c := range prev {
						if c != e.Col && prev[c] != e.Placement[c] {
							fail("move of column %d also changed column %d", e.Col, c)
						}
					}
					best := bestSuccessor(prev)
					if e.Heuristic >= prevH {
						fail("accepted a move from h = %d to h = %d", prevH, e.Heuristic)
					}
					if e.Heuristic != best {
						fail("moved to h = %d, the best successor has %d", e.Heuristic, best)
					}
					prev, prevH = e.Placement.Clone(), e.Heuristic
				case nqueens.Restart:
					restarts++
					if prevH == 0 {
						fail("restarted at a solution")
					}
					if best := bestSuccessor(prev); best < prevH {
						fail("restarted at h = %d although a successor has %d", prevH, best)
					}
				}
			})
			res, err := solve(context.Background(), n, nqueens.Settings{Seed: seed, Observer: obs})
			if err != nil || res.Status != nqueens.Solved {
				t.Fatalf("n=%d seed=%d: %v %v", n, seed, err, res.Status)
			}
			if res.Stats.Steps != moves || res.Stats.Restarts != restarts {
				t.Fatalf("n=%d seed=%d: stats say %d moves, %d restarts; observed %d, %d", n, seed, res.Stats.Steps, res.Stats.Restarts, moves, restarts)
			}
			if want := int64(n*(n-1)) * (moves + restarts); n > 1 && res.Stats.Evaluations != want {
				t.Fatalf("n=%d seed=%d: %d evaluations, want n(n-1)(moves+restarts) = %d", n, seed, res.Stats.Evaluations, want)
			}
		}
	}
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
