package bddtext

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// build builds q with every time set to fixed values, for golden files.
func build(t *testing.T, q bddqueens.Query) []bddqueens.Built {
	t.Helper()
	built, err := bddqueens.Build(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	for i := range built {
		built[i].Elapsed = time.Duration(i+1) * time.Millisecond
	}
	return built
}

// What bdd count prints, and its JSON record, for both constructions
// under constraints: the count is the published one restricted.
func TestCountReport(t *testing.T) {
	both, _ := bddqueens.LookupConstructions(bddqueens.Both)
	q := bddqueens.Query{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}, Forbid: []nqueens.Square{{Row: 2, Col: 3}}, Constructions: both, Construction: bddqueens.Both}
	c, err := bddqueens.Count(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	c.Elapsed = 5 * time.Microsecond
	var b strings.Builder
	if err := WriteCount(&b, c); err != nil {
		t.Fatal(err)
	}
	r := c.Record(time.Second)
	r.StoreBytes = 1 // depends on the manager's growth, not on the answer
	if err := WriteJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "count-8-both-constrained.golden", []byte(maskStore(b.String())))
}

// maskStore hides the diagram store's size in the text.
func maskStore(s string) string {
	i := strings.Index(s, "diagram store ")
	j := strings.Index(s[i:], "\n")
	return s[:i] + "diagram store <bytes>" + s[i+j:]
}

// What bdd squares prints: the total is the sum of any row's counts.
func TestSquaresReport(t *testing.T) {
	q := bddqueens.Query{N: 6, Constructions: bddqueens.Constructions[:1], Construction: "direct"}
	sq, err := bddqueens.CountSquares(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range sq.Counts {
		sum := int64(0)
		for _, c := range row {
			sum += c.Int64()
		}
		if sum != sq.Total.Int64() || sum != 4 {
			t.Errorf("row %v sums to %d, total %v, want 4", row, sum, sq.Total)
		}
	}
	sq.Elapsed = 3 * time.Millisecond
	var b strings.Builder
	if err := WriteSquares(&b, sq); err != nil {
		t.Fatal(err)
	}
	fmt.Fprintln(&b, Title(sq))
	r := sq.Record(0)
	WriteJSON(&b, r)
	golden.Check(t, "squares-6.golden", []byte(b.String()))
}

// TestSquaresPlaceText: with a constraint the text still fits a projector's
// 100 columns (its first line once ran to 101 at n = 8).
func TestSquaresPlaceText(t *testing.T) {
	q := bddqueens.Query{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}, Constructions: bddqueens.Constructions[:1]}
	sq, err := bddqueens.CountSquares(q, build(t, q))
	if err != nil {
		t.Fatal(err)
	}
	sq.Elapsed = 55300 * time.Nanosecond
	var b strings.Builder
	if err := WriteSquares(&b, sq); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(b.String(), "\n") {
		if n := utf8.RuneCountInString(line); n > 100 {
			t.Errorf("%d columns: %q", n, line)
		}
	}
	golden.Check(t, "squares-8-place.golden", []byte(b.String()))
}

// The help names every construction and both; Describe names the
// constraints 1-based.
func TestHelpAndDescribe(t *testing.T) {
	if h := ConstructionHelp(); strings.Count(h, "\n") != len(bddqueens.Constructions) || !strings.Contains(h, "  both ") {
		t.Errorf("ConstructionHelp:\n%s", h)
	}
	q := bddqueens.Query{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}, Forbid: []nqueens.Square{{Row: 2, Col: 3}}}
	if got := Describe(q); got != " with a queen on 1,1, none on 3,4" {
		t.Errorf("Describe = %q", got)
	}
	if got := Describe(bddqueens.Query{N: 8}); got != "" {
		t.Errorf("Describe without constraints = %q", got)
	}
}
