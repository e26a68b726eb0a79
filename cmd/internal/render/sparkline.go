package render

import "strings"

// Gap in a trace marks a restart: the sparkline draws a bar there instead
// of a value.
const Gap int64 = -1

var (
	unicodeLevels = []rune("▁▂▃▄▅▆▇█")
	asciiLevels   = []rune("_.-:=+*#")
)

// Sparkline draws the last width values of trace as one character each,
// scaled so the largest value shown is the tallest character and 0 the
// lowest; [Gap] entries are drawn as "|" (a restart). Negative values
// other than Gap are drawn as 0. width <= 0 draws the whole trace. O(width)
// time.
func Sparkline(trace []int64, width int, unicode bool) string {
	if width > 0 && len(trace) > width {
		trace = trace[len(trace)-width:]
	}
	levels := asciiLevels
	if unicode {
		levels = unicodeLevels
	}
	var top int64
	for _, v := range trace {
		top = max(top, v)
	}
	var b strings.Builder
	for _, v := range trace {
		if v == Gap {
			b.WriteByte('|')
			continue
		}
		i := 0
		if v > 0 {
			// 1..top onto 1..len-1, rounding up, so only a true 0 is the
			// lowest level and the largest value the tallest.
			k := int64(len(levels) - 1)
			i = int((v*k + top - 1) / top)
		}
		b.WriteRune(levels[i])
	}
	return b.String()
}
