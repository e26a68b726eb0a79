package animate

import (
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
)

// Size returns the lines and the widest line (in terminal columns) of a
// frame for n queens in style s, so a caller can check the terminal is big
// enough before starting.
func Size(n int, s render.Style, title string) (lines, width int) {
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = int32(c)
	}
	trace := make([]int64, render.TraceWidth)
	text, err := render.Frame{Title: title, Event: nqueens.Event{Kind: nqueens.Restart, Step: 9_999_999, Restarts: 99_999, Heuristic: int64(n * n), Placement: p},
		Measure: "attacking pairs", StepName: "moves", Trace: trace, Hint: "q or Ctrl-C: stop"}.Render(s)
	if err != nil {
		return 0, 0
	}
	for _, l := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		lines++
		width = max(width, utf8.RuneCountInString(render.StripSGR(l)))
	}
	return lines, width
}
