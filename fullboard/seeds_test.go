package fullboard

import (
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/solvertest"
)

// TestSeedsGolden pins what each seed gives (testdata/seeds.golden).
func TestSeedsGolden(t *testing.T) { solvertest.SeedsGolden(t, Solve) }
