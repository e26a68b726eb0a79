package comparetab

import (
	"errors"
	"io"

	"github.com/nqueens/nqueens/chart"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/solvercolor"
	"github.com/nqueens/nqueens/compare"
)

// WriteChart draws the median time of every row with a success against n,
// both axes logarithmic, one line per solver in its colour on the
// classroom page (package solvercolor; package chart draws it), and
// writes it to w in format ("svg" or "png"). A row whose trials hit the
// time limit adds a cross at the time they were stopped, and the chart a
// dashed line at the limit: a solver that timed out does not just stop.
// It returns an error when no row has a point: an empty chart explains
// nothing.
func WriteChart(w io.Writer, format string, rows []compare.Row) error {
	c := chart.LogLog{Title: "N-Queens solvers: median time to one solution", XLabel: "n (queens)", YLabel: "median time"}
	index := map[string]int{}
	names := registry.Solvers().Names()
	for _, r := range rows {
		solved := r.OK > 0 && r.Median > 0
		limited := r.TimeLimits > 0 && r.LimitElapsed > 0
		if !solved && !limited {
			continue
		}
		i, ok := index[r.Solver]
		if !ok {
			i = len(c.Series)
			index[r.Solver] = i
			c.Series = append(c.Series, chart.Series{Name: r.Solver, Color: solvercolor.Of(r.Solver, names)})
		}
		s := &c.Series[i]
		if solved {
			s.X = append(s.X, float64(r.N))
			s.Y = append(s.Y, r.Median.Seconds())
		}
		if limited {
			s.LimitX = append(s.LimitX, float64(r.N))
			s.LimitY = append(s.LimitY, r.LimitElapsed.Seconds())
			// The line goes where the limit stopped runs soonest: the
			// limit itself, plus the time it takes to notice it.
			if c.Limit == 0 || r.LimitElapsed.Seconds() < c.Limit {
				c.Limit = r.LimitElapsed.Seconds()
			}
		}
	}
	if len(c.Series) == 0 {
		return errors.New("no solved trials to chart")
	}
	return c.Write(w, format)
}
