package climb_test

import (
	"context"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/climb"
	"github.com/nqueens/nqueens/internal/testkit/solvertest"
	"github.com/nqueens/nqueens/linearboard"
)

// plain is the board written the obvious way: every successor is counted
// from scratch with heuristic.AttackingPairs, O(n^4) per move, and nothing
// is kept between calls but the placement Run passes.
type plain struct{ moves int }

func (b *plain) Reset(p nqueens.Placement) int64 { return heuristic.AttackingPairs(p) }

func (b *plain) Move(int, int32, int32) { b.moves++ }

func (b *plain) Best(p nqueens.Placement, h int64, ties []climb.Move, w *climb.Work) (int64, []climb.Move, bool) {
	q := p.Clone()
	best := h
	ties = ties[:0]
	for c := range q {
		from := q[c]
		for r := range int32(len(q)) {
			if r == from {
				continue
			}
			q[c] = r
			k := heuristic.AttackingPairs(q)
			if k < best {
				best, ties = k, ties[:0]
			}
			if k == best && k < h {
				ties = append(ties, climb.Move{Col: int32(c), Row: r})
			}
		}
		q[c] = from
		if w.Column(int64(len(q)-1), len(q)*len(q)) {
			return h, ties, true
		}
	}
	return best, ties, false
}

func solvePlain(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, 64); err != nil {
		return nqueens.Result{}, err
	}
	return climb.Run(ctx, n, s, &plain{}), nil
}

// TestPlainBoard: the loop with the obvious board passes the table every
// solver passes and is a steepest descent with restarts.
func TestPlainBoard(t *testing.T) {
	o := solvertest.Options{MaxN: 12, Seeds: 5, HardN: 40}
	if testing.Short() {
		o.MaxN, o.Seeds = 9, 3
	}
	solvertest.Run(t, solvePlain, o)
	solvertest.SteepestDescent(t, solvePlain, []int{4, 5, 6, 8}, 5)
}

// TestSameClimbEveryBoard: the representation changes the cost, never the
// search: for a seed, the plain board, fullboard and linearboard make the
// same moves, restarts and evaluations and return the same placement,
// stopped early or not.
func TestSameClimbEveryBoard(t *testing.T) {
	for n := 4; n <= 10; n++ {
		for seed := range uint64(6) {
			for _, s := range []nqueens.Settings{{Seed: seed}, {Seed: seed, MaxSteps: 3}, {Seed: seed, MaxRestarts: 1}} {
				want, _ := solvePlain(context.Background(), n, s)
				for name, solve := range map[string]nqueens.Solver{"fullboard": fullboard.Solve, "linearboard": linearboard.Solve} {
					got, err := solve(context.Background(), n, s)
					if err != nil {
						t.Fatal(err)
					}
					want.Stats.Elapsed, got.Stats.Elapsed = 0, 0
					want.Stats.Setup, got.Stats.Setup = 0, 0
					if got.Status != want.Status || got.Stats != want.Stats || !slices.Equal(got.Placement, want.Placement) {
						t.Fatalf("n=%d %+v: %s %v %+v %v, plain board %v %+v %v", n, s, name, got.Status, got.Stats, got.Placement, want.Status, want.Stats, want.Placement)
					}
				}
			}
		}
	}
}
