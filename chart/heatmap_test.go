package chart

import (
	"bytes"
	"math/big"
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
