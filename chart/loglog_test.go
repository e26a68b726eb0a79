package chart

import (
	"bytes"
	"gonum.org/v1/plot/vg/draw"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// svgText is one text element of an SVG: where it is and what it says.
type svgText struct {
	x, y  float64
	label string
}

var textRE = regexp.MustCompile(`<text x="([-0-9.e]+)" y="([-0-9.e]+)"[^>]*>([^<]*)</text>`)

// texts returns the text elements of svg, in order.
func texts(t *testing.T, svg string) []svgText {
	t.Helper()
	var ts []svgText
	for _, m := range textRE.FindAllStringSubmatch(svg, -1) {
		x, err1 := strconv.ParseFloat(m[1], 64)
		y, err2 := strconv.ParseFloat(m[2], 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("text at %q, %q", m[1], m[2])
		}
		ts = append(ts, svgText{x, y, m[3]})
	}
	return ts
}

func labels(ts []svgText) []string {
	var ls []string
	for _, t := range ts {
		ls = append(ls, t.label)
	}
	return ls
}

var classroom = LogLog{Title: "times", XLabel: "n (queens)", YLabel: "median time", Limit: 1.02, Series: []Series{
	{Name: "fast", X: []float64{8, 16, 32, 64, 1e3, 1e4, 1e5, 1e6}, Y: []float64{1.4e-6, 6e-6, 7e-6, 6e-6, 4.7e-6, 3e-5, 1e-4, 2e-3}},
	{Name: "slow", X: []float64{8, 16}, Y: []float64{5e-5, 0.024}, LimitX: []float64{32, 64}, LimitY: []float64{1.02, 1.01}},
	{Name: "stuck", LimitX: []float64{32}, LimitY: []float64{1.02}},
}}

// TestLogLogTicks reads the chart as a reader would: every n of the data
// is a tick label on x, written in full; the y labels are times with
// units at powers of ten; no label is in e-notation or carries float
// noise; the legend names every series and the time limit and stands
// right of every tick label (clear of the plot); the SVG's fonts fall back
// to generic ones.
func TestLogLogTicks(t *testing.T) {
	var b bytes.Buffer
	if err := classroom.Write(&b, "svg"); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	ts := texts(t, svg)
	all := labels(ts)
	for _, want := range []string{"8", "16", "32", "64", "1,000", "10,000", "100,000", "1,000,000"} {
		if !slices.Contains(all, want) {
			t.Errorf("no x tick %q in %q", want, all)
		}
	}
	for _, want := range []string{"1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s"} {
		if !slices.Contains(all, want) {
			t.Errorf("no y tick %q in %q", want, all)
		}
	}
	// A tick label is a whole number with separators or a time of at
	// most three figures with its unit.
	plain := regexp.MustCompile(`^([0-9]{1,3}(,[0-9]{3})*|[0-9]{1,3}(\.[0-9]{1,2})? (ns|µs|ms|s))$`)
	// The legend: right of everything else.
	var rightmostTick float64
	legendX := -1.0
	for _, tx := range ts {
		switch tx.label {
		case "fast", "slow", "stuck", "time limit", "stopped by the limit":
			if legendX < 0 || tx.x < legendX {
				legendX = tx.x
			}
		case "times", "n (queens)", "median time":
		default:
			rightmostTick = max(rightmostTick, tx.x)
			if !plain.MatchString(tx.label) {
				t.Errorf("tick label %q is not plainly written", tx.label)
			}
		}
	}
	for _, want := range []string{"fast", "slow", "stuck", "time limit", "stopped by the limit"} {
		if !slices.Contains(all, want) {
			t.Errorf("the legend lacks %q: %q", want, all)
		}
	}
	// "1,000,000" is about 45 points wide at 10 points.
	if legendX < rightmostTick+45 {
		t.Errorf("the legend starts at x = %v, within the plot (its last tick label starts at %v)", legendX, rightmostTick)
	}
	if strings.Contains(svg, "font-family:Liberation Sans;") || !strings.Contains(svg, "sans-serif") {
		t.Errorf("a font without a generic fallback")
	}
}

// TestLogLogManyN: with more n than MaxXTicks, the x labels are n of the
// data, first and last included, no more than MaxXTicks of them.
func TestLogLogManyN(t *testing.T) {
	var s Series
	for n := 8; n <= 64; n += 4 {
		s.X = append(s.X, float64(n))
		s.Y = append(s.Y, float64(n)*1e-6)
	}
	s.Name = "many"
	var b bytes.Buffer
	if err := (LogLog{Series: []Series{s}}).Write(&b, "svg"); err != nil {
		t.Fatal(err)
	}
	var xs []string
	for _, l := range labels(texts(t, b.String())) {
		if n, err := strconv.Atoi(l); err == nil {
			if n%4 != 0 || n < 8 || n > 64 {
				t.Errorf("x label %q is not an n of the data", l)
			}
			xs = append(xs, l)
		}
	}
	if len(xs) < 4 || len(xs) > MaxXTicks || xs[0] != "8" || xs[len(xs)-1] != "64" {
		t.Errorf("x labels %q, want from 8 to 64, 4 to %d of them", xs, MaxXTicks)
	}
	// The times span under two decades: 2 and 5 times a power are
	// labelled too.
	all := labels(texts(t, b.String()))
	if !slices.Contains(all, "20 µs") || !slices.Contains(all, "50 µs") {
		t.Errorf("y labels %q, want 20 µs and 50 µs", all)
	}
}

// TestLogLogLowestLabel: the least point has a label at or below it:
// 312 ns under a lowest power of 1 µs brings 100 ns onto the axis.
func TestLogLogLowestLabel(t *testing.T) {
	s := Series{Name: "formula", X: []float64{8, 1e6}, Y: []float64{312e-9, 2.1e-3}}
	var b bytes.Buffer
	if err := (LogLog{Series: []Series{s}}).Write(&b, "svg"); err != nil {
		t.Fatal(err)
	}
	if all := labels(texts(t, b.String())); !slices.Contains(all, "100 ns") || !slices.Contains(all, "1 ms") {
		t.Errorf("y labels %q, want 100 ns to 1 ms", all)
	}
}

// TestLogLog: both formats are written with their signature, and what
// cannot be drawn is an error.
func TestLogLog(t *testing.T) {
	for format, magic := range map[string]string{"png": "\x89PNG", "svg": "<?xml"} {
		var b bytes.Buffer
		if err := classroom.Write(&b, format); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if !strings.HasPrefix(b.String(), magic) {
			t.Fatalf("%s: starts with %q", format, b.String()[:min(b.Len(), 8)])
		}
	}
	for name, bad := range map[string]LogLog{
		"no series":  {},
		"no points":  {Series: []Series{{Name: "a"}}},
		"zero y":     {Series: []Series{{Name: "a", X: []float64{8}, Y: []float64{0}}}},
		"uneven":     {Series: []Series{{Name: "a", X: []float64{8, 16}, Y: []float64{1}}}},
		"negative x": {Series: []Series{{Name: "a", X: []float64{-8}, Y: []float64{1}}}},
		"zero limit": {Series: []Series{{Name: "a", LimitX: []float64{8}, LimitY: []float64{0}}}},
	} {
		if err := bad.Write(io.Discard, "svg"); err == nil {
			t.Errorf("%s: drawn without an error", name)
		}
	}
	if err := classroom.Write(io.Discard, "gif"); err == nil {
		t.Error("gif accepted")
	}
}

// TestSeriesShapesNotLimitCross: no series marks its points with the cross
// that marks a run stopped by the time limit.
func TestSeriesShapesNotLimitCross(t *testing.T) {
	for i := range 3 * len(seriesShapes) {
		if _, cross := seriesShape(i).(draw.CrossGlyph); cross {
			t.Fatalf("series %d is drawn with the time limit's cross", i)
		}
	}
}
