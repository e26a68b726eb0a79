package comparetab

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/units"
)

// fastMark follows the fastest median of each n, so that plain text
// (no color, or a reader who cannot tell green) shows it too.
const fastMark = " *"

// rowCells are the texts of one row's cells.
type rowCells struct {
	median, min, max, solved, start, steps, restarts, perStep, base string
}

// cells writes the cells of r; nouns says whether counts and times per
// step name the step ("10 moves", "5 µs/move") or not ("10", "5 µs").
func cells(r compare.Row, paint painter, nouns bool) rowCells {
	var c rowCells
	c.solved = fmt.Sprintf("%d/%d", r.OK, r.Trials)
	switch {
	case r.Trials == 0:
		c.solved = "—"
	case r.NoSolution == r.Trials:
		// n = 2 or 3, correctly answered: nothing was solved, nothing failed.
		c.solved = "no solution"
	case r.OK < r.Trials:
		c.solved = paint.red(c.solved)
	}
	if r.Baseline > 0 {
		c.base = units.Ratio(r.Baseline)
	}
	if r.OK == 0 {
		// No time to show: say why instead, in the median column.
		if r.NoSolution != r.Trials || r.Trials == 0 {
			c.median = whyNoTime(r, paint)
		}
		return c
	}
	c.median = units.Duration(r.Median)
	if r.Fastest {
		c.median = paint.green(c.median + fastMark)
	}
	c.min, c.max = units.Duration(r.Min), units.Duration(r.Max)
	c.start = "—"
	if r.Setup > 0 {
		c.start = units.Duration(r.Setup)
	}
	// A median of no step (a construction makes none) shows "—" and no
	// time per step (PerStep is 0 then).
	c.steps = "—"
	if r.Steps > 0 {
		c.steps = units.Thousands(r.Steps)
		if nouns {
			noun := r.StepName
			if r.Steps == 1 {
				noun = singular(noun)
			}
			c.steps += " " + noun
		}
	}
	switch {
	case r.StepsInSetup:
		c.perStep = "in start"
	case r.PerStep > 0:
		c.perStep = units.Duration(time.Duration(math.Round(r.PerStep)))
		if nouns {
			c.perStep += "/" + singular(r.StepName)
		}
	}
	c.restarts = units.Thousands(r.Restarts)
	return c
}

// footnote explains a row with failures, or returns "".
func footnote(r compare.Row) string {
	var parts []string
	if r.TimeLimits > 0 {
		parts = append(parts, units.Count(int64(r.TimeLimits), "time limit"))
	}
	if r.Failures > 0 {
		parts = append(parts, units.Count(int64(r.Failures), "failure"))
	}
	if r.Skipped > 0 {
		parts = append(parts, units.Count(int64(r.Skipped), "trial")+" skipped")
	}
	if len(parts) == 0 {
		return ""
	}
	s := fmt.Sprintf("%s at n = %s: %s", r.Solver, units.Thousands(int64(r.N)), strings.Join(parts, ", "))
	if r.Detail != "" {
		s += "; " + r.Detail
	}
	return s
}

// singular turns "swaps" into "swap" for the time/move column.
func singular(s string) string { return strings.TrimSuffix(s, "s") }
