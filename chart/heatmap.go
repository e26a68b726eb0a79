package chart

import (
	"io"
	"math"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

// Format returns "png" or "svg" from path's extension (in any case), or ""
// for any other file name.
func Format(path string) string {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".png":
		return "png"
	case ".svg":
		return "svg"
	}
	return ""
}

// LabelMax is the largest board whose heat map writes the count on each
// square; larger ones show the colors alone.
const LabelMax = 16

// HeatMap draws counts[r][c] (row 0 at the bottom, both labelled 1-based)
// as a heat map, blue for the fewest and red for the most, with the count
// on each square up to [LabelMax], and writes it to w in format "png" or
// "svg" under title. counts is square (n x n) with n >= 1.
func HeatMap(w io.Writer, format string, counts [][]*big.Int, title string) error {
	n := len(counts)
	g := make(squareGrid, n)
	lo, hi := math.Inf(1), math.Inf(-1)
	for r := range counts {
		g[r] = make([]float64, n)
		for c, v := range counts[r] {
			f, _ := new(big.Float).SetInt(v).Float64()
			g[r][c] = f
			lo, hi = math.Min(lo, f), math.Max(hi, f)
		}
	}
	pal := moreland.SmoothBlueRed()
	if hi <= lo {
		hi = lo + 1
	}
	pal.SetMin(lo)
	pal.SetMax(hi)
	heat := plotter.NewHeatMap(g, pal.Palette(255))
	heat.Min, heat.Max = lo, hi
	p := plot.New()
	p.Title.Text = title
	p.Title.Padding = vg.Points(8) // not against the top edge
	p.X.Label.Text = "column"
	p.Y.Label.Text = "row"
	p.Add(heat)
	if n <= LabelMax {
		var labels plotter.XYLabels
		for r := range n {
			for c := range n {
				labels.XYs = append(labels.XYs, plotter.XY{X: float64(c + 1), Y: float64(r + 1)})
				labels.Labels = append(labels.Labels, counts[r][c].String())
			}
		}
		l, err := plotter.NewLabels(labels)
		if err != nil {
			return err
		}
		for i := range l.TextStyle {
			l.TextStyle[i].XAlign, l.TextStyle[i].YAlign = -0.5, -0.5
			l.TextStyle[i].Font.Size = vg.Points(max(6, 14-float64(n)/2))
		}
		p.Add(l)
	}
	p.X.Min, p.X.Max = 0.5, float64(n)+0.5
	p.Y.Min, p.Y.Max = 0.5, float64(n)+0.5
	p.X.Tick.Marker = integerTicks{}
	p.Y.Tick.Marker = integerTicks{}
	size := vg.Length(max(4, min(10, float64(n)/2))) * vg.Inch
	wt, err := p.WriterTo(size, size, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

// squareGrid shows counts to gonum's heat map: columns along x, rows along
// y, both 1-based.
type squareGrid [][]float64

func (g squareGrid) Dims() (c, r int)   { return len(g), len(g) }
func (g squareGrid) Z(c, r int) float64 { return g[r][c] }
func (g squareGrid) X(c int) float64    { return float64(c + 1) }
func (g squareGrid) Y(r int) float64    { return float64(r + 1) }

// integerTicks labels each whole number in range: the 1-based rows and
// columns.
type integerTicks struct{}

func (integerTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for v := math.Ceil(lo); v <= hi; v++ {
		ts = append(ts, plot.Tick{Value: v, Label: strconv.Itoa(int(v))})
	}
	return ts
}
