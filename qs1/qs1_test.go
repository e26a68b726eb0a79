package qs1_test

import (
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/solvertest"
	"github.com/nqueens/nqueens/qs1"
)

// options runs the whole table normally and a lighter one in -short mode
// (the race-detector pass of CI), where everything is much slower.
func options(hard int) solvertest.Options {
	if testing.Short() {
		return solvertest.Options{MaxN: 64, Seeds: 5, HardN: hard / 10}
	}
	return solvertest.Options{MaxN: 64, Seeds: 20, HardN: hard}
}

func TestSolve(t *testing.T) {
	solvertest.Run(t, qs1.Solve, options(1_000_000))
}

func TestClassic(t *testing.T) {
	solvertest.Run(t, qs1.Classic, options(100_000))
}
