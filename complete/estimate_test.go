package complete_test

import (
	"context"
	"math"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// TestEstimate: Knuth's estimate agrees with the search it predicts, on
// published instances and empty boards, within four of its standard
// errors (the probes are drawn from a fixed seed: the test cannot flake);
// the same seed gives the same estimate, another seed another.
func TestEstimate(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name   string
		in     *complete.Instance
		probes int
	}{
		{"empty 8", &complete.Instance{N: 8}, 2000},
		{"diag-16-500 with 12", readInstance(t, diagFile(16, 500)).WithDiagonals(12), 2000},
		{"diag-14-500 with 8", readInstance(t, diagFile(14, 500)).WithDiagonals(8), 5000},
	} {
		a, err := complete.CountCompletions(ctx, c.in, complete.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		e, err := complete.EstimateTree(ctx, c.in, c.probes, 1)
		if err != nil {
			t.Fatal(err)
		}
		if d := math.Abs(e.Nodes - float64(a.Nodes)); d > 4*e.NodesErr || e.NodesErr > 0.2*e.Nodes {
			t.Errorf("%s: %.0f ± %.0f nodes, the search tried %d", c.name, e.Nodes, e.NodesErr, a.Nodes)
		}
		if d := math.Abs(e.Count - float64(a.Count)); d > 4*e.CountErr+1e-9 {
			t.Errorf("%s: %.1f ± %.1f completions, the search counted %d", c.name, e.Count, e.CountErr, a.Count)
		}
	}
	in := &complete.Instance{N: 8}
	e, _ := complete.EstimateTree(ctx, in, 500, 1)
	again, _ := complete.EstimateTree(ctx, in, 500, 1)
	other, _ := complete.EstimateTree(ctx, in, 500, 2)
	if again != e || other == e {
		t.Errorf("seed 1 gave %+v then %+v, seed 2 %+v", e, again, other)
	}
}

// TestEstimateExact: a search with no choice to make is estimated
// exactly, by any probe; an instance with a line without a free square
// is a tree of no nodes.
func TestEstimateExact(t *testing.T) {
	in := &complete.Instance{N: 8}
	for c, r := range []int{0, 4, 7, 5, 2, 6, 1} { // all but the last queen of a solution
		in.Place = append(in.Place, nqueens.Square{Row: r, Col: c})
	}
	e, err := complete.EstimateTree(context.Background(), in, 3, 9)
	a, _ := complete.CountCompletions(context.Background(), in, complete.Settings{})
	if err != nil || !e.Exact || e.Nodes != float64(a.Nodes) || e.Count != 1 || e.NodesErr != 0 {
		t.Errorf("one square left: %+v (%v); the search: %d nodes", e, err, a.Nodes)
	}
	blocked := &complete.Instance{N: 4, Place: []nqueens.Square{{Row: 0, Col: 0}, {Row: 1, Col: 2}}}
	if e, err := complete.EstimateTree(context.Background(), blocked, 10, 1); err != nil || e.Nodes != 0 || e.Count != 0 || !e.Exact {
		t.Errorf("no completion: %+v (%v)", e, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := complete.EstimateTree(ctx, &complete.Instance{N: 12}, 100, 1); err == nil {
		t.Error("a canceled estimate gave no error")
	}
}
