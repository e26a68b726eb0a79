package comparetab

import (
	"strings"

	"github.com/jedib0t/go-pretty/v6/text"
)

// narrowing lists, in the order they are applied, the steps that make the
// table narrower when it is wider than TableOptions.Width: each keeps the
// steps before it. The median time and the solver's n are never left out.
var narrowing = []string{
	"min and max times are left out (the median stays)",
	"restarts are left out",
	"column rules are left out (the header rule stays)",
	"step nouns are left out of the cells (10 moves: 10; 5 µs/move: 5 µs)",
	"the start column is left out",
	"the solved column is left out (the notes under the table still count failures)",
	"the time/step column is left out",
}

// layout is one way to draw the table: the columns kept, the cells' form.
type layout struct {
	minMax, restarts, rules, nouns, start, solved, perStep bool
}

// narrowed returns the layout after the first k steps of narrowing.
func narrowed(k int) layout {
	l := layout{true, true, true, true, true, true, true}
	for i := range k {
		switch i {
		case 0:
			l.minMax = false
		case 1:
			l.restarts = false
		case 2:
			l.rules = false
		case 3:
			l.nouns = false
		case 4:
			l.start = false
		case 5:
			l.solved = false
		case 6:
			l.perStep = false
		}
	}
	return l
}

// leftOut names what layout l leaves out of the full table.
func leftOut(l layout) []string {
	var out []string
	if !l.minMax {
		out = append(out, "min, max")
	}
	if !l.restarts {
		out = append(out, "restarts")
	}
	if !l.start {
		out = append(out, "start")
	}
	if !l.solved {
		out = append(out, "solved")
	}
	if !l.perStep {
		out = append(out, "time/step")
	}
	return out
}

// maxWidth is the widest line of s in columns, escape codes not counted.
func maxWidth(s string) int {
	widest := 0
	for line := range strings.SplitSeq(s, "\n") {
		widest = max(widest, text.RuneWidthWithoutEscSequences(line))
	}
	return widest
}
