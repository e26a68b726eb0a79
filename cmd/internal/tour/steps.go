package tour

import (
	"context"
	"fmt"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/comparetab"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// solve runs the registered solver name and verifies what it returns.
func solve(ctx context.Context, name string, n int, s nqueens.Settings) (nqueens.Result, error) {
	e, err := registry.Solvers().Lookup(name)
	if err != nil {
		return nqueens.Result{}, err
	}
	res, err := e.Solve(ctx, n, s)
	if err != nil {
		return res, err
	}
	if res.Status != nqueens.Solved {
		return res, fmt.Errorf("%s on %d queens: %v", name, n, res.Status)
	}
	if err := nqueens.Verify(res.Placement); err != nil {
		return res, fmt.Errorf("%s on %d queens returned an invalid placement: %v", name, n, err)
	}
	return res, nil
}

var countStep = Step{
	Title: "counting the solutions of 8 queens, three ways",
	Explain: `The naive way writes down every order of the 8 rows (8! = 40,320 boards) and
tests each one. Backtracking places queens column by column and gives up on a
partial board as soon as two queens attack, so it never sees most boards; the
bitwise version does the same with the occupied rows and diagonals packed into
machine words. All three find the same 92 solutions.`,
	Run: func(ctx context.Context, t *Tour) error {
		var total uint64
		var left []string // the counts, then what the board beside them is
		for _, m := range []exact.Method{exact.Naive, exact.Backtrack, exact.Bitwise} {
			c, err := exact.Count(ctx, 8, exact.Options{Method: m})
			if err != nil {
				return err
			}
			if total != 0 && c.Total != total {
				return fmt.Errorf("%s counted %d solutions, the others %d", m, c.Total, total)
			}
			total = c.Total
			left = append(left, fmt.Sprintf("%-10s %d solutions in %s", m, c.Total, units.Duration(c.Elapsed)))
		}
		var first nqueens.Placement
		if err := exact.List(ctx, 8, false, func(p nqueens.Placement) bool {
			first = p.Clone() // the lexicographically first: the one backtracking finds first
			return false
		}); err != nil {
			return err
		}
		left = append(left, "", "On the right, the first solution", "backtracking finds.", "",
			"Watch backtracking search:", "  nqueens count 6 --list --animate")
		// Side by side, so that the step fits a 24-line screen with its title.
		return t.boards([]string{""}, []nqueens.Placement{first}, left...)
	},
}

// HillSeed is a seed whose hill climb on 8 queens gets stuck at least
// once before it succeeds (a test keeps it so).
const HillSeed = 2

var hillStep = Step{
	Title: "hill climbing gets stuck, and starts again",
	Explain: `Hill climbing puts one queen in each column at random, then keeps making the
single move (one queen up or down its column) that most lowers the number of
attacking pairs. Often it reaches a board where no move helps: a local minimum
or a plateau, and it is stuck; the cure is to restart from a new random board.`,
	Run: func(ctx context.Context, t *Tour) error {
		var stuck nqueens.Placement
		var stuckAt, stuckMoves int64
		obs := nqueens.ObserverFunc(func(e nqueens.Event) {
			if e.Kind == nqueens.Restart && stuck == nil {
				stuck, stuckAt, stuckMoves = e.Placement.Clone(), e.Heuristic, e.Step
			}
		})
		res, err := solve(ctx, "fullboard", 8, nqueens.Settings{Seed: HillSeed, Observer: obs})
		if err != nil {
			return err
		}
		solved := fmt.Sprintf("Solved: %s, %s, %s", count(res.Stats.Restarts, "restart"), count(res.Stats.Steps, "move"), units.Duration(res.Stats.Elapsed))
		if stuck == nil {
			return fmt.Errorf("the climb with seed %d never got stuck", HillSeed)
		}
		caption := fmt.Sprintf("Stuck: %s, %s", count(stuckMoves, "move"), count(stuckAt, "attacking pair"))
		if err := t.boards([]string{caption, solved}, []nqueens.Placement{stuck, res.Placement}); err != nil {
			return err
		}
		fmt.Fprintf(t.W, "\n%s\n", t.para("    ", "On the left no single move lowers the attacking pairs: a restart is the way out, and the climb from a new random board (right) reaches a solution."))
		fmt.Fprintf(t.W, "\n    Watch it climb:  fullboard 8 --seed %d --animate\n", HillSeed)
		return nil
	},
}

var qs1Step = Step{
	Title: "QS1 on a thousand and on a million queens",
	Explain: `Sosic and Gu's QS1 keeps one queen in every row and every column, so only
diagonals can clash; it swaps the rows of two queens when that lowers the
clashes, and knows the effect of a swap from a few counters in O(1). Started
well (most queens placed without a clash in one pass), a million queens take
a fraction of a second; each answer is checked independently before it counts.`,
	Run: func(ctx context.Context, t *Tour) error {
		// A table, not a sentence per n: a sentence for a million queens
		// is wider than an 80-column terminal.
		fmt.Fprintf(t.W, "    %-11s %-10s %-10s %-17s %s\n", "queens", "solved in", "the start", "swaps", "checked")
		for _, n := range []int{1_000, 1_000_000} {
			res, err := solve(ctx, "qs1", n, nqueens.Settings{Seed: 1})
			if err != nil {
				return err
			}
			swaps := units.Thousands(res.Stats.Swaps) + " after it"
			if e, _ := registry.Solvers().Lookup("qs1"); e.StepsInSetup != nil && e.StepsInSetup(n) {
				// The lanes swap inside the start.
				swaps = units.Thousands(res.Stats.Swaps) + " within it"
			}
			fmt.Fprintf(t.W, "    %-11s %-10s %-10s %-17s %s\n", units.Thousands(int64(n)), units.Duration(res.Stats.Elapsed), units.Duration(res.Stats.Setup), swaps, "verified")
		}
		fmt.Fprintf(t.W, "\n    Watch it place and swap 8 queens:  qs1 8 --animate\n")
		return nil
	},
}

var compareStep = Step{
	Title: "every solver side by side",
	Explain: `The same boards go to every solver, three seeds each, at most a second per
run; the table shows the median time of each solver at each n. Watch how the
searches that walk one step at a time fall behind as n grows, while QS1 and the
explicit formula hardly notice.`,
	Run: func(ctx context.Context, t *Tour) error {
		ns := t.CompareN
		if ns == nil {
			ns = []int{8, 16, 32, 64}
		}
		solvers := comparetab.All(registry.Solvers())
		plan := compare.Plan{Cases: compare.Grid(solvers, ns), Seeds: []uint64{1, 2, 3}, TimeLimit: time.Second, StopAfterLimit: true}
		fmt.Fprintf(t.W, "    Running %d trials...\n", plan.Trials())
		trials, err := compare.Run(ctx, plan)
		if err != nil {
			return err
		}
		rows := compare.Summarize(trials, solvers, "formula")
		if err := comparetab.WriteGrid(t.W, rows, comparetab.TableOptions{Color: t.Style.Color, ASCII: !t.Style.Unicode, Width: t.Width}); err != nil {
			return err
		}
		fmt.Fprintf(t.W, "    Steps, time per step and the start:  nqueens compare --n 8..64x2 --trials 3\n")
		return nil
	},
}
