package bddqueens_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
)

// Every solution of n = 6, read off the diagram without a search.
func ExampleDiagram_List() {
	d, err := bddqueens.Direct(context.Background(), 6, 0)
	if err != nil {
		panic(err)
	}
	d.List(context.Background(), func(p nqueens.Placement) bool {
		fmt.Println(p)
		return true
	})
	// Output:
	// [1 3 5 0 2 4]
	// [2 5 1 4 0 3]
	// [3 0 4 1 5 2]
	// [4 2 0 5 3 1]
}

// Var maps a square to its variable, for questions asked of the diagram
// with the bdd package itself: here, through SatCountsByVar, how many of
// the 4 solutions of n = 6 put a queen on each square.
func ExampleVar() {
	const n = 6
	d, err := bddqueens.Direct(context.Background(), n, 0)
	if err != nil {
		panic(err)
	}
	byVar, err := d.M.SatCountsByVar(d.Root)
	if err != nil {
		panic(err)
	}
	for r := range n {
		row := make([]*big.Int, n)
		for c := range row {
			row[c] = byVar[bddqueens.Var(n, nqueens.Square{Row: r, Col: c})]
		}
		fmt.Println(row)
	}
	// Output:
	// [0 1 1 1 1 0]
	// [1 0 1 1 0 1]
	// [1 1 0 0 1 1]
	// [1 1 0 0 1 1]
	// [1 0 1 1 0 1]
	// [0 1 1 1 1 0]
}
