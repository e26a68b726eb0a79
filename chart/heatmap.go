package chart

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"math/big"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/palette"
	"gonum.org/v1/plot/palette/brewer"
	"gonum.org/v1/plot/palette/moreland"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
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

// HeatMap draws counts[r][c] (row 0 at the bottom, labelled 1-based;
// columns labelled as board drawings label them, a to h for n = 8: see
// [nqueens.ColumnName])
// as a heat map and writes it to w in format "png" or "svg" under title.
// counts is square (n x n) with n >= 1, and counts solutions per square,
// so every row adds up to the number of solutions.
//
// The palette is sequential (ColorBrewer's YlOrRd, interpolated with
// linear luminance): light yellow for the fewest solutions, dark red for
// the most, with a colour bar beside the board saying which colour is how
// many. Up to [LabelMax] squares a side, each square carries its count,
// in black or white, whichever stands out from its colour. A square that
// holds a queen in every solution (a queen placed there by a constraint)
// would take the top of the scale and wash out the rest: such squares are
// drawn grey, outside the scale, which spans the other squares, and the
// colour bar's caption says so.
func HeatMap(w io.Writer, format string, counts [][]*big.Int, title string) error {
	n := len(counts)
	g := make(squareGrid, n)
	var total float64 // a row's sum: the number of solutions
	for c := range counts[0] {
		f, _ := new(big.Float).SetInt(counts[0][c]).Float64()
		total += f
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	everywhere := 0 // squares in every solution
	for r := range counts {
		g[r] = make([]float64, n)
		for c, v := range counts[r] {
			f, _ := new(big.Float).SetInt(v).Float64()
			g[r][c] = f
			if f == total && total > 0 && n > 1 {
				everywhere++
				continue
			}
			lo, hi = math.Min(lo, f), math.Max(hi, f)
		}
	}
	if math.IsInf(lo, 1) { // every square is in every solution: n = 1
		lo, hi = total, total
	}
	if hi <= lo {
		hi = lo + 1
	}
	cm, err := sequential()
	if err != nil {
		return err
	}
	cm.SetMin(lo)
	cm.SetMax(hi)
	heat := plotter.NewHeatMap(g, steps(cm, lo, hi, 255))
	heat.Min, heat.Max = lo, hi
	heat.Overflow = fixedColor
	p := plot.New()
	p.Title.Text = title
	p.Title.TextStyle.Font = sans(13)
	p.Title.Padding = vg.Points(12) // clear of the top edge and of the board
	p.X.Label.Text = "column"
	p.Y.Label.Text = "row"
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font = sans(11)
		a.Tick.Label.Font = sans(10)
	}
	p.Add(heat)
	size := heatMapSize(n)
	if n <= LabelMax {
		cell := float64(size-vg.Inch) / float64(n) // points per square, about
		l, err := cellLabels(counts, g, cm, lo, hi, cell)
		if err != nil {
			return err
		}
		p.Add(l)
	}
	p.X.Min, p.X.Max = 0.5, float64(n)+0.5
	p.Y.Min, p.Y.Max = 0.5, float64(n)+0.5
	p.X.Tick.Marker = integerTicks{name: func(c int) string { return nqueens.ColumnName(n, c) }}
	p.Y.Tick.Marker = integerTicks{}

	bar := plot.New()
	bar.Add(stripes{cm: cm, lo: lo, hi: hi})
	bar.HideX()
	bar.Y.Min, bar.Y.Max = lo, hi
	bar.Y.Label.Text = "solutions with a queen on the square"
	if everywhere > 0 {
		bar.Y.Label.Text = "solutions per square (grey: in every solution, off the scale)"
	}
	bar.Y.Label.TextStyle.Font = sans(10)
	bar.Y.Tick.Label.Font = sans(9)
	bar.Y.Tick.Marker = countTicks{}

	barWidth := vg.Points(90)
	// The title and the column labels take about half an inch more height
	// than the row labels take width: the squares stay square.
	cw, err := draw.NewFormattedCanvas(size+barWidth, heatMapHeight(n), format)
	if err != nil {
		return fmt.Errorf("chart: %w", err)
	}
	dc := draw.New(cw)
	paintBackground(dc)
	// gonum sets the title against the top edge: a margin above it.
	p.Draw(draw.Crop(dc, 0, -barWidth, 0, -topMargin))
	// The bar spans the board's height: below the column labels, under
	// the title.
	top := p.Title.TextStyle.Rectangle(title).Size().Y + p.Title.Padding + topMargin + vg.Points(4)
	bar.Draw(draw.Crop(dc, size+vg.Points(12), -vg.Points(20), vg.Points(48), -top))
	return writeCanvas(w, cw, format)
}

// heatMapSize is the width of the board's part of an n x n heat map.
func heatMapSize(n int) vg.Length { return vg.Length(max(4, min(10, float64(n)/2))) * vg.Inch }

// heatMapHeight is the height of the heat map of an n x n board.
func heatMapHeight(n int) vg.Length { return heatMapSize(n) + vg.Points(40) }

// topMargin is the space above a chart's title.
const topMargin = vg.Length(10)

// fixedColor fills the squares in every solution, outside the scale.
var fixedColor = color.Gray{Y: 110}

// sequential is the heat map's colour map: ColorBrewer's YlOrRd (light
// yellow to dark red), interpolated so that luminance falls linearly with
// the value.
func sequential() (palette.ColorMap, error) {
	pal, err := brewer.GetPalette(brewer.TypeSequential, "YlOrRd", 9)
	if err != nil {
		return nil, err
	}
	cs := slices.Clone(pal.Colors())
	slices.Reverse(cs) // the luminance must rise
	cm, err := moreland.NewLuminance(cs)
	if err != nil {
		return nil, err
	}
	return palette.Reverse(cm), nil
}

// steps returns k colours of cm from lo to hi. (gonum's Palette method
// leaves some of them nil: a square of that value would not be drawn.)
func steps(cm palette.ColorMap, lo, hi float64, k int) palette.Palette {
	cs := make(stepPalette, k)
	for i := range cs {
		v := lo + (hi-lo)*float64(i)/float64(k-1)
		c, err := cm.At(math.Min(hi, math.Max(lo, v)))
		if err != nil {
			c, _ = cm.At(math.Min(hi, v+(hi-lo)*1e-9))
		}
		cs[i] = c
	}
	return cs
}

// stepPalette is a list of colours as a palette.Palette.
type stepPalette []color.Color

func (p stepPalette) Colors() []color.Color { return p }

// cellLabels writes each square's count on it, sized to fit a square of
// cell points, black on light colours and white on dark ones.
func cellLabels(counts [][]*big.Int, g squareGrid, cm palette.ColorMap, lo, hi, cell float64) (*plotter.Labels, error) {
	n := len(counts)
	var xy plotter.XYLabels
	longest := 1
	for r := range n {
		for c := range n {
			s := units.BigThousands(counts[r][c])
			longest = max(longest, len(s))
			xy.XYs = append(xy.XYs, plotter.XY{X: float64(c + 1), Y: float64(r + 1)})
			xy.Labels = append(xy.Labels, s)
		}
	}
	l, err := plotter.NewLabels(xy)
	if err != nil {
		return nil, err
	}
	// A digit of Liberation Sans is about 0.56 of the font size wide.
	size := min(14, 0.85*cell/(0.56*float64(longest)))
	for i := range l.TextStyle {
		r, c := i/n, i%n
		l.TextStyle[i].XAlign, l.TextStyle[i].YAlign = -0.5, -0.5
		l.TextStyle[i].Font = sans(max(5, size))
		bg := color.Color(fixedColor)
		if v := g[r][c]; v <= hi {
			bg, _ = cm.At(math.Max(lo, v))
		}
		l.TextStyle[i].Color = color.Black
		if luminance(bg) < 0.179 { // white then contrasts more than black
			l.TextStyle[i].Color = color.White
		}
	}
	return l, nil
}

// luminance is the relative luminance of c, 0 (black) to 1 (white).
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		x := float64(v) / 0xffff
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// countTicks labels a count axis with a few round whole numbers.
type countTicks struct{}

func (countTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label != "" {
			if ts[i].Value != math.Trunc(ts[i].Value) {
				ts[i].Label = "" // a count has no fractions
				continue
			}
			ts[i].Label = units.Thousands(int64(math.Round(ts[i].Value)))
		}
	}
	return ts
}

// squareGrid shows counts to gonum's heat map: columns along x, rows along
// y, both 1-based.
type squareGrid [][]float64

func (g squareGrid) Dims() (c, r int)   { return len(g), len(g) }
func (g squareGrid) Z(c, r int) float64 { return g[r][c] }
func (g squareGrid) X(c int) float64    { return float64(c + 1) }
func (g squareGrid) Y(r int) float64    { return float64(r + 1) }

// integerTicks labels each whole number in range: the 1-based rows, or
// with name the columns (name gets the 0-based column).
type integerTicks struct{ name func(int) string }

func (t integerTicks) Ticks(lo, hi float64) []plot.Tick {
	var ts []plot.Tick
	for v := math.Ceil(lo); v <= hi; v++ {
		label := strconv.Itoa(int(v))
		if t.name != nil {
			label = t.name(int(v) - 1)
		}
		ts = append(ts, plot.Tick{Value: v, Label: label})
	}
	return ts
}

// stripes is the heat map's colour scale drawn as filled bands, one per
// step of the colour map: gonum's plotter.ColorBar draws it as an image,
// which its SVG canvas embeds as a one-pixel-wide "image/jpg" holding PNG
// data, so rsvg-convert dropped the scale and Chromium drew a hairline.
type stripes struct {
	cm     palette.ColorMap
	lo, hi float64
}

// stripeCount is the number of bands of the colour scale: smooth at any
// size the chart is drawn.
const stripeCount = 128

// Plot draws the bands from lo at the bottom to hi at the top, over the
// bar's width.
func (s stripes) Plot(c draw.Canvas, p *plot.Plot) {
	trX, trY := p.Transforms(&c)
	lo, hi := s.lo, s.hi
	if hi <= lo {
		hi = lo + 1
	}
	x0, x1 := trX(0), trX(1)
	for i := range stripeCount {
		a := lo + (hi-lo)*float64(i)/stripeCount
		b := lo + (hi-lo)*float64(i+1)/stripeCount
		col, err := s.cm.At(min(max((a+b)/2, s.cm.Min()), s.cm.Max()))
		if err != nil {
			continue
		}
		// Each band reaches a little into the next, so that no seam shows
		// between them when drawn with anti-aliasing.
		y0, y1 := trY(a), trY(b)+0.5
		if i == stripeCount-1 {
			y1 = trY(b)
		}
		c.FillPolygon(col, []vg.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
	}
}

// DataRange spans the bar's width (0..1) and the scale (lo..hi).
func (s stripes) DataRange() (xmin, xmax, ymin, ymax float64) {
	return 0, 1, s.lo, s.hi
}
