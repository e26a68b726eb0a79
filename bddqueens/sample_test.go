package bddqueens_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
)

// TestSampleUniform draws 100 times as many solutions of n = 8 as there
// are (92) and applies Pearson's chi-square test of uniformity: with 91
// degrees of freedom the statistic passes 138.5 with probability 0.001
// (Wilson-Hilferty). The seed is fixed, so the test is deterministic.
func TestSampleUniform(t *testing.T) {
	d, err := bddqueens.Direct(context.Background(), 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	const per = 100
	draws, err := bddqueens.Sample(d, 92*per, 1)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, p := range draws {
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		seen[fmt.Sprint(p)]++
	}
	if len(seen) != 92 {
		t.Fatalf("%d distinct solutions drawn, want all 92", len(seen))
	}
	chi := 0.0
	for _, o := range seen {
		chi += float64((o-per)*(o-per)) / per
	}
	if chi > 138.5 {
		t.Fatalf("chi-square %.1f > 138.5 (91 degrees of freedom, p = 0.001): not uniform", chi)
	}
	t.Logf("chi-square %.1f, 91 degrees of freedom", chi)
}

// TestSampleConstrained: draws from a constrained diagram meet the
// constraints; an empty one gives none.
func TestSampleConstrained(t *testing.T) {
	d, err := bddqueens.Direct(context.Background(), 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	c, err := d.Constrain([]nqueens.Square{{Row: 2, Col: 0}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	draws, err := bddqueens.Sample(c, 50, 2)
	if err != nil || len(draws) != 50 {
		t.Fatal(len(draws), err)
	}
	for _, p := range draws {
		if p[0] != 2 || nqueens.Verify(p) != nil {
			t.Fatalf("%v", p)
		}
	}
	none, err := d.Constrain([]nqueens.Square{{Row: 0, Col: 0}, {Row: 1, Col: 1}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if draws, err := bddqueens.Sample(none, 5, 1); err != nil || draws != nil {
		t.Fatal(draws, err)
	}
}

// TestSampleCanceled: counting the paths polls the context the diagram
// was built with, and stops with its error once it ends.
func TestSampleCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	d, err := bddqueens.Direct(ctx, 11, 0)
	if err != nil {
		t.Fatal(err)
	}
	if nodes, err := d.M.NodeCount(d.Root); err != nil || nodes < 1<<15 {
		t.Fatalf("%d nodes (%v): too few to reach a poll", nodes, err)
	}
	cancel()
	if draws, err := bddqueens.Sample(d, 1, 1); !errors.Is(err, context.Canceled) {
		t.Fatalf("a canceled sample gave %v, %v", draws, err)
	}
}
