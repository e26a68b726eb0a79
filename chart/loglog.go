package chart

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"io"
	"math"
	"slices"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/nqueens/nqueens/internal/units"
)

// Series is one line of a [LogLog] chart: its name in the legend and its
// points, X[i] against Y[i], every coordinate positive; and the points
// where runs of it hit the time limit (LimitX[i], LimitY[i]: the n and the
// time they were stopped at), drawn as crosses in its color.
type Series struct {
	Name           string
	X, Y           []float64
	LimitX, LimitY []float64
	// Color is the colour of its line, points and crosses; nil: the i-th
	// of gonum's plotutil colours for the i-th series.
	Color color.Color
}

// lineColor is the colour of series i.
func (s Series) lineColor(i int) color.Color {
	if s.Color != nil {
		return s.Color
	}
	return plotutil.Color(i)
}

// LogLog is a line chart of times (in seconds, Y) against board sizes (X),
// both axes logarithmic, one line with marked points per series, in its
// Color and the dashes and marks of gonum's plotutil (series i gets the
// i-th of each, and of plotutil's colours when it has none). Every point can be read off it: the x axis is labelled at each n
// of the data (as many of them as fit when there are more than
// [MaxXTicks], every n still marked),
// the y axis at powers of ten written as times (1 µs, 10 ms, 1 s; also at
// 2 and 5 times them when the data span under two decades). The legend
// stands beside the plot, clear of the lines. Points where runs hit the
// time limit are crosses, with a dashed line at Limit. Text is Liberation
// Sans, named in an SVG with metric-compatible and generic fallbacks
// (Arial, Helvetica, sans-serif). Its cost is O(points).
type LogLog struct {
	Title, XLabel, YLabel string
	Series                []Series
	// Limit is the time limit in seconds (or where it stopped runs, a
	// little past it), drawn as a dashed line when some series has limit
	// points; 0: none.
	Limit float64
}

// MaxXTicks is the most n values the x axis labels one by one.
const MaxXTicks = 12

// Width and Height are the size of a [LogLog] chart.
const (
	Width  = 9 * vg.Inch
	Height = 5 * vg.Inch
)

// sans is the chart's typeface at size points.
func sans(size float64) font.Font {
	return font.Font{Typeface: "Liberation", Variant: "Sans", Size: vg.Points(size)}
}

// Write draws the chart to w in format "svg" or "png", [Width] x
// [Height]. It returns an error for another format, a point that is not
// positive, or a chart with no point at all: an empty chart explains
// nothing.
func (c LogLog) Write(w io.Writer, format string) error {
	if format != "svg" && format != "png" {
		return fmt.Errorf("chart format %q: use svg or png", format)
	}
	p := plot.New()
	p.Title.Text = c.Title
	p.Title.TextStyle.Font = sans(14)
	p.Title.Padding = vg.Points(10)
	p.X.Label.Text, p.Y.Label.Text = c.XLabel, c.YLabel
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font = sans(12)
		a.Tick.Label.Font = sans(10)
		a.Scale = plot.LogScale{}
	}
	p.Add(plotter.NewGrid())
	legend := plot.NewLegend()
	legend.TextStyle.Font = sans(11)
	legend.Top, legend.Left = true, true
	legend.Padding = vg.Points(3)

	var xs, ys []float64
	limits := false
	spread := spreadLimits(c.Series)
	for i, s := range c.Series {
		if len(s.X) != len(s.Y) || len(s.LimitX) != len(s.LimitY) {
			return fmt.Errorf("chart: series %s has %d x and %d y values", s.Name, len(s.X)+len(s.LimitX), len(s.Y)+len(s.LimitY))
		}
		stopped, err := s.add(p, &legend, i, spread[i])
		if err != nil {
			return err
		}
		limits = limits || stopped
		xs, ys = append(append(xs, s.X...), s.LimitX...), append(append(ys, s.Y...), s.LimitY...)
	}
	if len(xs) == 0 {
		return errors.New("chart: no point to draw")
	}
	minX, maxX := slices.Min(xs), slices.Max(xs)
	minY, maxY := slices.Min(ys), slices.Max(ys)
	if limits && c.Limit > 0 {
		maxY = math.Max(maxY, c.Limit)
		line, err := plotter.NewLine(plotter.XYs{{X: minX / 2, Y: c.Limit}, {X: maxX * 2, Y: c.Limit}})
		if err != nil {
			return err
		}
		line.Color = gray
		line.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		p.Add(line)
		legend.Add("time limit", line)
	}
	if limits {
		legend.Add("stopped by the limit", crossThumb{})
	}
	// A log axis needs a range that spans more than a point.
	p.X.Min, p.X.Max = minX/1.4, maxX*1.4
	p.Y.Min, p.Y.Max = minY/2, maxY*2
	if !labelledAtOrBelow(timeTicks{}.Ticks(p.Y.Min, p.Y.Max), minY) {
		// The power of ten below the least point joins the axis, so that
		// every point has a label at or below it (formula's 300 ns under
		// a lowest label of 1 µs could not be read off).
		p.Y.Min = math.Pow(10, math.Floor(math.Log10(minY)))
	}
	p.X.Tick.Marker = xTicks(xs)
	p.Y.Tick.Marker = timeTicks{}

	cw, err := draw.NewFormattedCanvas(Width, Height, format)
	if err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	dc := draw.New(cw)
	paintBackground(dc)
	// The legend takes a column of its own at the right, below the
	// title's height, so that it never covers a line.
	lw := legend.Rectangle(dc).Size().X + vg.Points(16)
	p.Draw(draw.Crop(dc, 0, -lw, 0, -topMargin))
	legendArea := draw.Crop(dc, Width-lw+vg.Points(8), 0, 0, -vg.Points(40))
	legend.Draw(legendArea)
	return writeCanvas(w, cw, format)
}

// add draws series i: its line with marked points, and crosses at its
// limit points, each moved along x by its factor of spread; the legend
// gets its name. It reports whether the series has limit points.
func (s Series) add(p *plot.Plot, legend *plot.Legend, i int, spread []float64) (bool, error) {
	pts, err := points(s.Name, s.X, s.Y)
	if err != nil {
		return false, err
	}
	lim, err := points(s.Name, s.LimitX, s.LimitY)
	if err != nil {
		return false, err
	}
	for j := range lim {
		lim[j].X *= spread[j]
	}
	var thumbs []plot.Thumbnailer
	if len(pts) > 0 {
		line, dots, err := plotter.NewLinePoints(pts)
		if err != nil {
			return false, fmt.Errorf("chart: series %s: %w", s.Name, err)
		}
		line.Color, dots.Color = s.lineColor(i), s.lineColor(i)
		line.Dashes = plotutil.Dashes(i)
		line.Width = vg.Points(1.5)
		dots.Shape = seriesShape(i)
		dots.Radius = vg.Points(3)
		p.Add(line, dots)
		thumbs = append(thumbs, line, dots)
	}
	if len(lim) > 0 {
		crosses, err := plotter.NewScatter(lim)
		if err != nil {
			return false, fmt.Errorf("chart: series %s: %w", s.Name, err)
		}
		crosses.Shape = draw.CrossGlyph{}
		crosses.Color = s.lineColor(i)
		crosses.Radius = vg.Points(5)
		p.Add(crosses)
		if len(thumbs) == 0 {
			thumbs = append(thumbs, crosses)
		}
	}
	if len(thumbs) > 0 {
		legend.Add(s.Name, thumbs...)
	}
	return len(lim) > 0, nil
}

// spreadLimits returns, for each limit point of each series, a factor
// that moves it a little along x, so that the crosses of several series
// stopped at one n stand side by side instead of on top of each other.
func spreadLimits(series []Series) [][]float64 {
	count := map[float64]int{}
	for _, s := range series {
		for _, x := range s.LimitX {
			count[x]++
		}
	}
	seen := map[float64]int{}
	f := make([][]float64, len(series))
	for i, s := range series {
		f[i] = make([]float64, len(s.LimitX))
		for j, x := range s.LimitX {
			f[i][j] = math.Pow(1.18, float64(seen[x])-float64(count[x]-1)/2)
			seen[x]++
		}
	}
	return f
}

// points checks that every point of a series can be drawn on log axes.
func points(name string, x, y []float64) (plotter.XYs, error) {
	xys := make(plotter.XYs, len(x))
	for j := range x {
		if !(x[j] > 0 && y[j] > 0) || math.IsInf(x[j], 0) || math.IsInf(y[j], 0) {
			return nil, fmt.Errorf("chart: series %s: point (%v, %v) cannot be drawn on log axes", name, x[j], y[j])
		}
		xys[j] = plotter.XY{X: x[j], Y: y[j]}
	}
	return xys, nil
}

// gray draws what belongs to no series: the time limit.
var gray = color.Gray{Y: 90}

// crossThumb is the legend's cross for the points stopped by the limit.
type crossThumb struct{}

func (crossThumb) Thumbnail(c *draw.Canvas) {
	center := vg.Point{X: (c.Min.X + c.Max.X) / 2, Y: (c.Min.Y + c.Max.Y) / 2}
	c.DrawGlyph(draw.GlyphStyle{Color: gray, Radius: vg.Points(5), Shape: draw.CrossGlyph{}}, center)
}

// paintBackground fills the whole canvas white before anything is drawn:
// gonum's plots paint only their own area, so the margins, the legend and
// a heat map's colour bar were transparent, and their black text vanished
// on a dark page.
func paintBackground(dc draw.Canvas) {
	dc.SetColor(color.White)
	dc.Fill(dc.Rectangle.Path())
}

// writeCanvas writes the drawn canvas cw to w, an SVG with
// [genericFonts].
func writeCanvas(w io.Writer, cw vg.CanvasWriterTo, format string) error {
	if format != "svg" {
		_, err := cw.WriteTo(w)
		return err
	}
	var b bytes.Buffer
	if _, err := cw.WriteTo(&b); err != nil {
		return err
	}
	_, err := w.Write(genericFonts(b.Bytes()))
	return err
}

// genericFonts gives every font family an SVG names fallbacks a viewer
// without Liberation Sans has: Arial and Helvetica have its metrics, so
// the text keeps the width it was laid out with.
func genericFonts(svg []byte) []byte {
	return bytes.ReplaceAll(svg, []byte("font-family:Liberation Sans;"), []byte("font-family:'Liberation Sans',Arial,Helvetica,sans-serif;"))
}

// xTicks puts a tick at every distinct value of xs and labels them all
// when there are at most MaxXTicks; otherwise it labels as many as fit,
// evenly spread on the log scale, the first and the last among them.
// Labels are whole numbers with thousands separators.
func xTicks(xs []float64) plot.Ticker {
	vs := slices.Clone(xs)
	slices.Sort(vs)
	vs = slices.Compact(vs)
	if len(vs) <= MaxXTicks {
		return valueTicks{all: vs, labelled: vs}
	}
	// Greedily from the first, at least a tenth of the range apart on
	// the log scale; the last replaces a label too close to it.
	gap := math.Log10(vs[len(vs)-1]/vs[0]) / (MaxXTicks - 2)
	labelled := []float64{vs[0]}
	for _, v := range vs[1:] {
		if math.Log10(v/labelled[len(labelled)-1]) >= gap {
			labelled = append(labelled, v)
		}
	}
	if last := vs[len(vs)-1]; labelled[len(labelled)-1] != last {
		if len(labelled) > 1 && math.Log10(last/labelled[len(labelled)-1]) < gap {
			labelled = labelled[:len(labelled)-1]
		}
		labelled = append(labelled, last)
	}
	return valueTicks{all: vs, labelled: labelled}
}

// valueTicks marks each of all and labels those also in labelled.
type valueTicks struct{ all, labelled []float64 }

func (t valueTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for _, v := range t.all {
		if v >= lo && v <= hi {
			tick := plot.Tick{Value: v}
			if slices.Contains(t.labelled, v) {
				tick.Label = units.Thousands(int64(math.Round(v)))
			}
			ts = append(ts, tick)
		}
	}
	return ts
}

// powerTicks labels the powers of ten in range, with unlabelled minor
// ticks at 2..9 times them.
type powerTicks struct{ label func(float64) string }

func (t powerTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		p := math.Pow(10, e)
		for k := 1.0; k < 10; k++ {
			v := k * p
			if v < lo || v > hi {
				continue
			}
			tick := plot.Tick{Value: v}
			if k == 1 {
				tick.Label = t.label(v)
			}
			ts = append(ts, tick)
		}
	}
	return ts
}

// timeTicks labels a time axis in seconds as durations: at the powers of
// ten, and at 2 and 5 times them when the range spans under two decades.
type timeTicks struct{}

func (timeTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := powerTicks{label: timeLabel}.Ticks(lo, hi)
	if math.Log10(hi/lo) < 2 {
		for i, t := range ts {
			if m := t.Value / math.Pow(10, math.Floor(math.Log10(t.Value)+1e-9)); math.Abs(m-2) < 1e-9 || math.Abs(m-5) < 1e-9 {
				ts[i].Label = timeLabel(t.Value)
			}
		}
	}
	return ts
}

// labelledAtOrBelow reports whether a labelled tick lies at or below y.
func labelledAtOrBelow(ts []plot.Tick, y float64) bool {
	return slices.ContainsFunc(ts, func(t plot.Tick) bool { return t.Label != "" && t.Value <= y*(1+1e-9) })
}

// timeLabel writes seconds as a duration: 1 µs, 20 ms, 1 s.
func timeLabel(sec float64) string {
	return units.Duration(time.Duration(math.Round(sec * 1e9)))
}

// seriesShapes mark the points of the series, in turn. plotutil's list
// puts a cross fourth, the glyph that marks a run stopped by the limit:
// the fourth solver's times read as time limits. These shapes leave the
// cross to the limits and the plus, its look-alike, to the last.
var seriesShapes = []draw.GlyphDrawer{
	draw.RingGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.CircleGlyph{},
	draw.BoxGlyph{}, draw.PyramidGlyph{}, draw.PlusGlyph{},
}

// seriesShape is the shape of series i.
func seriesShape(i int) draw.GlyphDrawer { return seriesShapes[i%len(seriesShapes)] }
