package qs1_test

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/qs1"
)

func ExampleSolve() {
	res, err := qs1.Solve(context.Background(), 8, nqueens.Settings{Seed: 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status, nqueens.Verify(res.Placement))
	fmt.Println(res.Placement)
	// Output:
	// solved <nil>
	// [2 4 7 3 0 6 1 5]
}

func ExampleSolve_million() {
	res, _ := qs1.Solve(context.Background(), 1_000_000, nqueens.Settings{Seed: 42})
	fmt.Println(res.Status, len(res.Placement), nqueens.Verify(res.Placement))
	// Output:
	// solved 1000000 <nil>
}

func ExampleClassic() {
	res, _ := qs1.Classic(context.Background(), 2, nqueens.Settings{})
	fmt.Println(res.Status)
	// Output:
	// no solution
}
