package chart

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestLogLog: both formats are written with their signature, the legend
// names every series, and what cannot be drawn is an error.
func TestLogLog(t *testing.T) {
	c := LogLog{Title: "times", XLabel: "n", YLabel: "s", Series: []Series{
		{Name: "fast", X: []float64{8, 1e6}, Y: []float64{1e-6, 0.05}},
		{Name: "single", X: []float64{8}, Y: []float64{2e-3}},
	}}
	for format, magic := range map[string]string{"png": "\x89PNG", "svg": "<?xml"} {
		var b bytes.Buffer
		if err := c.Write(&b, format); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if !strings.HasPrefix(b.String(), magic) {
			t.Fatalf("%s: starts with %q", format, b.String()[:min(b.Len(), 8)])
		}
		if format == "svg" && (!strings.Contains(b.String(), ">fast<") || !strings.Contains(b.String(), ">single<")) {
			t.Errorf("the legend does not name every series")
		}
	}
	for name, bad := range map[string]LogLog{
		"no series":  {},
		"no points":  {Series: []Series{{Name: "a"}}},
		"zero y":     {Series: []Series{{Name: "a", X: []float64{8}, Y: []float64{0}}}},
		"uneven":     {Series: []Series{{Name: "a", X: []float64{8, 16}, Y: []float64{1}}}},
		"negative x": {Series: []Series{{Name: "a", X: []float64{-8}, Y: []float64{1}}}},
	} {
		if err := bad.Write(io.Discard, "svg"); err == nil {
			t.Errorf("%s: drawn without an error", name)
		}
	}
	if err := c.Write(io.Discard, "gif"); err == nil {
		t.Error("gif accepted")
	}
}
