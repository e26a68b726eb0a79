package compare

import (
	"fmt"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// ChartFormats are the formats [WriteChart] draws, as file extensions.
var ChartFormats = []string{"svg", "png"}

// WriteChart draws the median time of every row with a success against n,
// both axes logarithmic, one line per solver, and writes it to w in format
// ("svg" or "png"). Rows without a success have no point. It returns an
// error when no row has one: an empty chart explains nothing.
func WriteChart(w io.Writer, format string, rows []Row) error {
	if format != "svg" && format != "png" {
		return fmt.Errorf("compare: chart format %q: use svg or png", format)
	}
	var solvers []string
	points := map[string]plotter.XYs{}
	for _, r := range rows {
		if r.OK == 0 || r.Median <= 0 {
			continue
		}
		if _, ok := points[r.Solver]; !ok {
			solvers = append(solvers, r.Solver)
		}
		points[r.Solver] = append(points[r.Solver], plotter.XY{X: float64(r.N), Y: r.Median.Seconds()})
	}
	if len(solvers) == 0 {
		return fmt.Errorf("compare: no solved trials to chart")
	}

	p := plot.New()
	p.Title.Text = "N-Queens solvers: median time to one solution"
	p.X.Label.Text = "n (queens)"
	p.Y.Label.Text = "time (s)"
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = plot.LogTicks{Prec: -1}, plot.LogTicks{Prec: -1}
	p.Add(plotter.NewGrid())
	// Times grow with n, so the lower right corner is where no line runs.
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(8), vg.Points(8)
	p.Title.Padding = vg.Points(10)
	var minX, maxX, minY, maxY = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i, s := range solvers {
		xys := points[s]
		for _, pt := range xys {
			minX, maxX = math.Min(minX, pt.X), math.Max(maxX, pt.X)
			minY, maxY = math.Min(minY, pt.Y), math.Max(maxY, pt.Y)
		}
		line, dots, err := plotter.NewLinePoints(xys)
		if err != nil {
			return fmt.Errorf("compare: chart %s: %w", s, err)
		}
		line.Color, dots.Color = plotutil.Color(i), plotutil.Color(i)
		line.Dashes = plotutil.Dashes(i)
		dots.Shape = plotutil.Shape(i)
		p.Add(line, dots)
		p.Legend.Add(s, line, dots)
	}
	// A log axis needs a range that spans more than a point.
	p.X.Min, p.X.Max = minX/1.5, maxX*1.5
	p.Y.Min, p.Y.Max = minY/2, maxY*2

	wt, err := p.WriterTo(8*vg.Inch, 5*vg.Inch, format)
	if err != nil {
		return fmt.Errorf("compare: chart: %w", err)
	}
	_, err = wt.WriteTo(w)
	return err
}
