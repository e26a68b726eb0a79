package main

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

var countStep = tourStep{
	title: "counting the solutions of 8 queens, three ways",
	explain: `The naive way writes down every order of the 8 rows (8! = 40,320 boards) and
tests each one. Backtracking places queens column by column and gives up on a
partial board as soon as two queens attack, so it never sees most boards; the
bitwise version does the same with the occupied rows and diagonals packed into
machine words. All three find the same 92 solutions.`,
	run: func(ctx context.Context, t *tour) error {
		var total uint64
		for _, m := range []exact.Method{exact.Naive, exact.Backtrack, exact.Bitwise} {
			c, err := exact.Count(ctx, 8, exact.Options{Method: m})
			if err != nil {
				return err
			}
			if total != 0 && c.Total != total {
				return fmt.Errorf("%s counted %d solutions, the others %d", m, c.Total, total)
			}
			total = c.Total
			fmt.Fprintf(t.w, "    %-10s %d solutions in %s\n", m, c.Total, units.Duration(c.Elapsed))
		}
		var first nqueens.Placement
		if err := exact.List(ctx, 8, false, func(p nqueens.Placement) bool {
			first = p.Clone() // the lexicographically first: the one backtracking finds first
			return false
		}); err != nil {
			return err
		}
		fmt.Fprintf(t.w, "\n    The first solution backtracking finds:\n\n")
		if err := t.board(first); err != nil {
			return err
		}
		fmt.Fprintf(t.w, "\n    Watch backtracking search:  nqueens count 6 --list --animate\n")
		return nil
	},
}
