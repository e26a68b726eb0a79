package chart

import (
	"errors"
	"fmt"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
)

// Series is one line of a [LogLog] chart: its name in the legend and its
// points, X[i] against Y[i], every coordinate positive.
type Series struct {
	Name string
	X, Y []float64
}

// LogLog is a line chart with both axes logarithmic, one line with marked
// points per series, in the colors, dashes and marks of gonum's plotutil
// (series i gets the i-th of each). The legend sits in the lower right
// corner, where lines that grow with x do not run. Its cost is O(points).
type LogLog struct {
	Title, XLabel, YLabel string
	Series                []Series
}

// Write draws the chart to w in format "svg" or "png", 8 x 5 inches. It
// returns an error for another format, a point that is not positive, or a
// chart with no point at all: an empty chart explains nothing.
func (c LogLog) Write(w io.Writer, format string) error {
	if format != "svg" && format != "png" {
		return fmt.Errorf("chart format %q: use svg or png", format)
	}
	p := plot.New()
	p.Title.Text = c.Title
	p.X.Label.Text = c.XLabel
	p.Y.Label.Text = c.YLabel
	p.X.Scale, p.Y.Scale = plot.LogScale{}, plot.LogScale{}
	p.X.Tick.Marker, p.Y.Tick.Marker = plot.LogTicks{Prec: -1}, plot.LogTicks{Prec: -1}
	p.Add(plotter.NewGrid())
	p.Legend.Top, p.Legend.Left = false, false
	p.Legend.XOffs, p.Legend.YOffs = -vg.Points(8), vg.Points(8)
	p.Title.Padding = vg.Points(10)
	minX, maxX, minY, maxY := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for i, s := range c.Series {
		if len(s.X) != len(s.Y) {
			return fmt.Errorf("chart: series %s has %d x and %d y values", s.Name, len(s.X), len(s.Y))
		}
		if len(s.X) == 0 {
			continue
		}
		xys := make(plotter.XYs, len(s.X))
		for j := range s.X {
			if !(s.X[j] > 0 && s.Y[j] > 0) {
				return fmt.Errorf("chart: series %s: point (%v, %v) cannot be drawn on log axes", s.Name, s.X[j], s.Y[j])
			}
			xys[j] = plotter.XY{X: s.X[j], Y: s.Y[j]}
			minX, maxX = math.Min(minX, s.X[j]), math.Max(maxX, s.X[j])
			minY, maxY = math.Min(minY, s.Y[j]), math.Max(maxY, s.Y[j])
		}
		line, dots, err := plotter.NewLinePoints(xys)
		if err != nil {
			return fmt.Errorf("chart: series %s: %w", s.Name, err)
		}
		line.Color, dots.Color = plotutil.Color(i), plotutil.Color(i)
		line.Dashes = plotutil.Dashes(i)
		dots.Shape = plotutil.Shape(i)
		p.Add(line, dots)
		p.Legend.Add(s.Name, line, dots)
	}
	if math.IsInf(minX, 1) {
		return errors.New("chart: no point to draw")
	}
	// A log axis needs a range that spans more than a point.
	p.X.Min, p.X.Max = minX/1.5, maxX*1.5
	p.Y.Min, p.Y.Max = minY/2, maxY*2

	wt, err := p.WriterTo(8*vg.Inch, 5*vg.Inch, format)
	if err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	_, err = wt.WriteTo(w)
	return err
}
