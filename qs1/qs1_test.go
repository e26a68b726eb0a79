package qs1_test

import (
	"testing"

	"github.com/nqueens/nqueens/internal/solvertest"
	"github.com/nqueens/nqueens/qs1"
)

func TestSolve(t *testing.T) {
	solvertest.Run(t, qs1.Solve, solvertest.Options{MaxN: 64, Seeds: 20, HardN: 1_000_000})
}

func TestClassic(t *testing.T) {
	solvertest.Run(t, qs1.Classic, solvertest.Options{MaxN: 64, Seeds: 20, HardN: 100_000})
}
