package compare

import (
	"errors"

	"io"

	"github.com/nqueens/nqueens/chart"
)

// WriteChart draws the median time of every row with a success against n,
// both axes logarithmic, one line per solver (package chart draws it), and
// writes it to w in format ("svg" or "png"). Rows without a success have
// no point. It returns an error when no row has one: an empty chart
// explains nothing.
func WriteChart(w io.Writer, format string, rows []Row) error {
	c := chart.LogLog{Title: "N-Queens solvers: median time to one solution", XLabel: "n (queens)", YLabel: "time (s)"}
	index := map[string]int{}
	for _, r := range rows {
		if r.OK == 0 || r.Median <= 0 {
			continue
		}
		i, ok := index[r.Solver]
		if !ok {
			i = len(c.Series)
			index[r.Solver] = i
			c.Series = append(c.Series, chart.Series{Name: r.Solver})
		}
		c.Series[i].X = append(c.Series[i].X, float64(r.N))
		c.Series[i].Y = append(c.Series[i].Y, r.Median.Seconds())
	}
	if len(c.Series) == 0 {
		return errors.New("compare: no solved trials to chart")
	}
	return c.Write(w, format)
}
