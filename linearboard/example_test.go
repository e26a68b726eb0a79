package linearboard_test

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/linearboard"
)

// The same seed gives the same placement and the same path to it on every
// machine, and the same as fullboard's.
func ExampleSolve() {
	res, err := linearboard.Solve(context.Background(), 8, nqueens.Settings{Seed: 42})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status, res.Placement, nqueens.Verify(res.Placement))
	fmt.Printf("%d moves, %d restarts, %d successors evaluated\n", res.Stats.Steps, res.Stats.Restarts, res.Stats.Evaluations)
	// Output:
	// solved [3 6 2 7 1 4 0 5] <nil>
	// 2 moves, 0 restarts, 112 successors evaluated
}
