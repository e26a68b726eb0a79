package backtrack

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
)

// SolveArray runs the plain-array version at any n, for tests that hold it
// to the bitboard version.
func SolveArray(ctx context.Context, n int, s nqueens.Settings) nqueens.Result {
	st := newSearch(n, budget.New(ctx, s), s.Observer)
	return st.array()
}
