package complete_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// Parse reads an instance in any of its three formats; this is CSPLib's
// own example of the Excluded Diagonals format.
func ExampleParse() {
	text := "n = 10\nnumdiags = 2\ndiags = [[4, 1], [5, 0]]\n"
	in, format, err := complete.Parse(strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(format, in.N, in.Diagonals)
	fmt.Println(len(in.Blocked()), "squares blocked")
	// Output:
	// excluded-diagonals 10 [[4, 1] [5, 0]]
	// 10 squares blocked
}

// A text Parse cannot read, or an instance that cannot be used, is a
// typed error that names the line and quotes the input's own words.
func ExampleParse_errors() {
	for _, text := range []string{
		"n = 8abc\nnumdiags = 0\ndiags = []\n",
		"letting n = 4\nletting init = [[0, 0],\n  [1, 1]]\n",
	} {
		_, _, err := complete.Parse(strings.NewReader(text))
		var se *complete.SyntaxError
		var ie *complete.InstanceError
		switch {
		case errors.As(err, &se):
			fmt.Printf("syntax, line %d, %q: %s\n", se.Line, se.Text, se.Want)
		case errors.As(err, &ie):
			fmt.Printf("instance, line %d, %q: %s\n", ie.Line, ie.Text, ie.Reason)
		}
	}
	// Output:
	// syntax, line 1, "8abc": want a whole number or a list
	// instance, line 3, "[1, 1]": the queen shares an anti-diagonal (row-column) with the queen '[0, 0]' of line 2
}

// A diagonal is written as CSPLib writes it, rows and columns from 0:
// [4, 1] holds the squares whose row and column add up to 4, [5, 0]
// those whose row minus column is 5-(n-1), -4 on a 10 x 10 board.
func ExampleDiagonal_Contains() {
	const n = 10
	for _, d := range []complete.Diagonal{{Value: 4, Sum: true}, {Value: 5, Sum: false}} {
		fmt.Print(d, ":")
		for r := range n {
			for c := range n {
				if d.Contains(n, r, c) {
					fmt.Printf(" (%d, %d)", r, c)
				}
			}
		}
		fmt.Println()
	}
	// Output:
	// [4, 1]: (0, 4) (1, 3) (2, 2) (3, 1) (4, 0)
	// [5, 0]: (0, 4) (1, 5) (2, 6) (3, 7) (4, 8) (5, 9)
}

// Decide finds a completion or proves there is none, and says which of
// its three searches answered.
func ExampleDecide() {
	in := &complete.Instance{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}}
	a, err := complete.Decide(context.Background(), in, complete.Settings{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Status, "by the", a.Search, "search:", a.Placement)
	fmt.Println(nqueens.Verify(a.Placement) == nil, in.Check(a.Placement) == nil)

	in.Place = append(in.Place, nqueens.Square{Row: 1, Col: 2})
	a, _ = complete.Decide(context.Background(), in, complete.Settings{Seed: 1})
	fmt.Println(a.Status, "by the", a.Search, "search")
	// Output:
	// solved by the lines search: [0 5 7 2 6 3 1 4]
	// true true
	// no solution by the diagonals search
}

// CountCompletions counts every completion; with no queen placed it is
// the number of solutions.
func ExampleCountCompletions() {
	for _, in := range []*complete.Instance{
		{N: 8},
		{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}},
		{N: 8, Diagonals: []complete.Diagonal{{Value: 7, Sum: true}}},
	} {
		a, err := complete.CountCompletions(context.Background(), in, complete.Settings{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(a.Count)
	}
	// Output:
	// 92
	// 4
	// 28
}

// ListCompletions lists completions one at a time, in a fixed order,
// until its callback says stop.
func ExampleListCompletions() {
	in := &complete.Instance{N: 32}
	a, err := complete.ListCompletions(context.Background(), in, complete.Settings{}, func(p nqueens.Placement) bool {
		fmt.Println(nqueens.Verify(p) == nil, p[:8])
		return false // the first one only
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Count, "listed by the", a.Search, "search")
	// Output:
	// true [0 11 25 1 12 21 2 10]
	// 1 listed by the lines search
}

// LocalSearch completes boards of any size, the pre-placed queens held
// fixed.
func ExampleLocalSearch() {
	n := 100_000
	in := &complete.Instance{N: n, Place: []nqueens.Square{{Row: 0, Col: 0}, {Row: n - 1, Col: 2}}}
	res, err := complete.LocalSearch(context.Background(), in, nqueens.Settings{Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Status, nqueens.Verify(res.Placement) == nil, in.Check(res.Placement) == nil)
	// Output:
	// solved true true
}

// Generate writes a random Excluded Diagonals instance by the paper's
// method; every prefix of its list is an instance.
func ExampleGenerate() {
	diags, err := complete.Generate(10, complete.MinFree, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	complete.WriteExcludedDiagonals(os.Stdout, 10, diags[:4])
	// Output:
	// n = 10
	// numdiags = 4
	// diags = [[16, 1], [13, 0], [7, 0], [18, 1]]
}

// EstimateTree predicts the size of a count's search, here within a
// standard error or two of the 1,794 nodes and 92 completions it has.
func ExampleEstimateTree() {
	e, err := complete.EstimateTree(context.Background(), &complete.Instance{N: 8}, 2000, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%.0f ± %.0f nodes, %.0f ± %.0f completions\n", e.Nodes, e.NodesErr, e.Count, e.CountErr)
	// Output:
	// 1739 ± 88 nodes, 86 ± 9 completions
}
