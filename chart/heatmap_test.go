package chart

import (
	"bytes"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	for path, want := range map[string]string{"a.png": "png", "b.SVG": "svg", "c.jpg": "", "png": "", "d.svg.txt": ""} {
		if got := Format(path); got != want {
			t.Errorf("Format(%q) = %q, want %q", path, got, want)
		}
	}
}

// TestHeatMap: a heat map of each size and format is written, with the
// format's signature; a uniform grid (every count equal) draws too.
func TestHeatMap(t *testing.T) {
	for _, n := range []int{1, 4, LabelMax + 1} {
		counts := make([][]*big.Int, n)
		for r := range counts {
			counts[r] = make([]*big.Int, n)
			for c := range counts[r] {
				counts[r][c] = big.NewInt(int64(r * c % 3))
			}
		}
		for format, magic := range map[string]string{"png": "\x89PNG", "svg": "<?xml"} {
			var b bytes.Buffer
			if err := HeatMap(&b, format, counts, "test"); err != nil {
				t.Fatalf("n = %d, %s: %v", n, format, err)
			}
			if !strings.HasPrefix(b.String(), magic) {
				t.Fatalf("n = %d, %s: starts with %q", n, format, b.String()[:min(b.Len(), 8)])
			}
		}
	}
}

// TestHeatMapLabels reads an 8 x 8 heat map as a reader would: every row
// and column is labelled 1..8, every square carries its count, the colour
// bar is labelled with whole numbers, the title stands clear of the top
// edge, and a square in every solution (a placed queen) is named off the
// scale.
// TestChartsOpaque: a chart's first shape is a white rectangle over the
// whole image (issue 25, defect 6: compare's white covered 514x350 of
// 648x360 pt and the heat map's 288x318 of 378x328; on a dark page the
// legend and the colour bar's text vanished).
func TestChartsOpaque(t *testing.T) {
	counts := [][]*big.Int{{big.NewInt(1), big.NewInt(0)}, {big.NewInt(0), big.NewInt(1)}}
	var heat, loglog bytes.Buffer
	if err := HeatMap(&heat, "svg", counts, "2 x 2"); err != nil {
		t.Fatal(err)
	}
	c := LogLog{Title: "t", XLabel: "n", YLabel: "time", Series: []Series{{Name: "qs1", X: []float64{8, 64}, Y: []float64{1e-5, 2e-5}}}}
	if err := c.Write(&loglog, "svg"); err != nil {
		t.Fatal(err)
	}
	for name, svg := range map[string]string{"heat map": heat.String(), "log-log": loglog.String()} {
		var w, h float64
		if _, err := fmt.Sscanf(svg[strings.Index(svg, "viewBox="):], `viewBox="0 0 %g %g"`, &w, &h); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		first := svg[strings.Index(svg, "<path"):]
		first = first[:strings.Index(first, "/>")]
		want := fmt.Sprintf(`<path d="M0,0L%g,0L%g,%gL0,%gZ" style="fill:#FFFFFF" `, w, w, h, h)
		if first != want {
			t.Errorf("%s: the first shape is %q, want %q", name, first, want)
		}
	}
}

func TestHeatMapLabels(t *testing.T) {
	// The 8-queens counts with a queen placed on row 1, column 1: 4
	// solutions; the placed square holds all 4.
	rows := [][]int64{
		{4, 0, 0, 0, 0, 0, 0, 0},
		{0, 0, 0, 0, 1, 1, 2, 0},
		{0, 0, 0, 1, 1, 0, 0, 2},
		{0, 0, 1, 0, 0, 2, 0, 1},
		{0, 1, 1, 0, 0, 0, 1, 1},
		{0, 1, 0, 2, 0, 0, 1, 0},
		{0, 2, 0, 0, 1, 1, 0, 0},
		{0, 0, 2, 1, 1, 0, 0, 0},
	}
	counts := make([][]*big.Int, len(rows))
	for r, row := range rows {
		for _, v := range row {
			counts[r] = append(counts[r], big.NewInt(v))
		}
	}
	var b bytes.Buffer
	if err := HeatMap(&b, "svg", counts, "8 queens with a queen on 1,1: 4 solutions"); err != nil {
		t.Fatal(err)
	}
	ts := texts(t, b.String())
	seen := map[string]int{}
	for _, tx := range ts {
		seen[tx.label]++
	}
	// Rows 1..8 and columns a..h label the axes, as on the boards (issue
	// 25, defect 16: the columns were numbered); 1 and 2 are counts and the
	// colour bar's ticks too.
	for k := 3; k <= 8; k++ {
		want := 1
		if k == 4 {
			want = 2 // and the placed square
		}
		if seen[strconv.Itoa(k)] != want {
			t.Errorf("%d labels %q, want %d", seen[strconv.Itoa(k)], strconv.Itoa(k), want)
		}
	}
	for c := 'a'; c <= 'h'; c++ {
		if seen[string(c)] != 1 {
			t.Errorf("%d labels %q, want 1 (the column)", seen[string(c)], string(c))
		}
	}
	zeros := 0
	for _, row := range rows {
		for _, v := range row {
			if v == 0 {
				zeros++
			}
		}
	}
	if seen["0"] < zeros {
		t.Errorf("%d zeros, want at least %d", seen["0"], zeros)
	}
	if seen["solutions per square (grey: in every solution, off the scale)"] != 1 {
		t.Errorf("the colour bar does not say the placed square is off the scale: %q", labels(ts))
	}
	for _, tx := range ts {
		// y is negative in gonum's SVG (its origin is at the bottom): the
		// title's capitals (about 0.72 of its 13 points) must stop 6
		// points below the top edge.
		if strings.HasPrefix(tx.label, "8 queens") && -tx.y > float64(heatMapHeight(8))-6-0.72*13 {
			t.Errorf("the title's baseline is at %v of %v points", -tx.y, heatMapHeight(8))
		}
	}
	if !strings.Contains(b.String(), "sans-serif") {
		t.Error("no generic font")
	}
}

// TestHeatMapScaleInSVG: the colour scale of an SVG heat map is drawn as
// shapes, from the palette's lightest to its darkest colour. It was an
// embedded image (a one-pixel-wide "image/jpg" holding PNG data) that
// rsvg-convert left out and Chromium drew as a hairline.
func TestHeatMapScaleInSVG(t *testing.T) {
	counts := [][]*big.Int{{big.NewInt(1), big.NewInt(2)}, {big.NewInt(3), big.NewInt(4)}}
	var b bytes.Buffer
	if err := HeatMap(&b, "svg", counts, "test"); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	if strings.Contains(svg, "<image") {
		t.Errorf("the SVG embeds an image")
	}
	cm, err := sequential()
	if err != nil {
		t.Fatal(err)
	}
	cm.SetMin(1)
	cm.SetMax(4)
	var fills [][3]int // every fill colour of the SVG
	for _, m := range regexp.MustCompile(`fill:#([0-9A-Fa-f]{6})`).FindAllStringSubmatch(svg, -1) {
		var f [3]int
		fmt.Sscanf(m[1], "%02x%02x%02x", &f[0], &f[1], &f[2])
		fills = append(fills, f)
	}
	// The ends of the scale: the bands' colours within rounding.
	for _, v := range []float64{1, 4} {
		c, _ := cm.At(v)
		r, g, bl, _ := c.RGBA()
		want := [3]int{int(r >> 8), int(g >> 8), int(bl >> 8)}
		found := false
		for _, f := range fills {
			d := 0
			for i := range f {
				d = max(d, f[i]-want[i], want[i]-f[i])
			}
			found = found || d <= 3
		}
		if !found {
			t.Errorf("no band of the scale is filled with about %v (the colour of %g)", want, v)
		}
	}
}
