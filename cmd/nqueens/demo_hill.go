package main

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/internal/units"
)

// demoHillSeed is a seed whose hill climb on 8 queens gets stuck at least
// once before it succeeds (TestDemoHillSeedRestarts keeps it so).
const demoHillSeed = 2

var hillStep = tourStep{
	title: "hill climbing gets stuck, and starts again",
	explain: `Hill climbing puts one queen in each column at random, then keeps making the
single move (one queen up or down its column) that most lowers the number of
attacking pairs. Often it reaches a board where no move helps: a local minimum
or a plateau, and it is stuck; the cure is to restart from a new random board.`,
	run: func(ctx context.Context, t *tour) error {
		var stuck nqueens.Placement
		var stuckAt, stuckMoves int64
		obs := nqueens.ObserverFunc(func(e nqueens.Event) {
			if e.Kind == nqueens.Restart && stuck == nil {
				stuck, stuckAt, stuckMoves = e.Placement.Clone(), e.Heuristic, e.Step
			}
		})
		res, err := fullboard.Solve(ctx, 8, nqueens.Settings{Seed: demoHillSeed, Observer: obs})
		if err != nil {
			return err
		}
		if res.Status != nqueens.Solved {
			return fmt.Errorf("hill climbing on 8 queens: %v", res.Status)
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			return fmt.Errorf("hill climbing returned an invalid placement: %v", err)
		}
		if stuck != nil {
			fmt.Fprintf(t.w, "    Stuck after %s with %s, and no single move lowers that:\n\n", demoCount(stuckMoves, "move"), demoCount(stuckAt, "attacking pair"))
			if err := t.board(stuck); err != nil {
				return err
			}
			fmt.Fprintln(t.w)
		}
		fmt.Fprintf(t.w, "    Solved after %s and %s in all (%s):\n\n", demoCount(res.Stats.Restarts, "restart"), demoCount(res.Stats.Steps, "move"), units.Duration(res.Stats.Elapsed))
		if err := t.board(res.Placement); err != nil {
			return err
		}
		fmt.Fprintf(t.w, "\n    Watch it climb:  fullboard 8 --seed %d --animate\n", demoHillSeed)
		return nil
	},
}
