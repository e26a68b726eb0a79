package fullboard

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/golden"
)

// TestSeedsGolden pins what each seed gives: the placement, moves,
// restarts and evaluations for n = 4..14 and seeds 0..7, plus a run
// stopped by MaxSteps (its best state). A change in the order of random
// draws shows here. fullboard and linearboard make the same moves, so
// their golden files are the same.
func TestSeedsGolden(t *testing.T) {
	var b strings.Builder
	for n := 4; n <= 14; n++ {
		for seed := range uint64(8) {
			res, err := Solve(context.Background(), n, nqueens.Settings{Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			st := res.Stats
			fmt.Fprintf(&b, "n=%d seed=%d %s steps=%d restarts=%d evaluations=%d %v\n", n, seed, res.Status, st.Steps, st.Restarts, st.Evaluations, res.Placement)
		}
	}
	for _, s := range []nqueens.Settings{{Seed: 3, MaxSteps: 5}, {Seed: 4, MaxRestarts: 2}} {
		res, err := Solve(context.Background(), 20, s)
		if err != nil {
			t.Fatal(err)
		}
		st := res.Stats
		fmt.Fprintf(&b, "n=20 %+v %s steps=%d restarts=%d evaluations=%d conflicts=%d %v\n", s, res.Status, st.Steps, st.Restarts, st.Evaluations, st.Conflicts, res.Placement)
	}
	golden.Check(t, "seeds.golden", []byte(b.String()))
}
