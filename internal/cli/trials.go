package cli

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// TrialBar draws a bar of trials done on one line of w while a known
// number of trials run (compare), only when w is a terminal: at most 20
// redraws a second, the last trial's name and outcome beside it. A nil
// *TrialBar ignores every call.
type TrialBar struct {
	w           io.Writer
	total, done int
	last        time.Time
}

// NewTrialBar returns a bar for total trials on w, or nil when w is not a
// terminal.
func NewTrialBar(w io.Writer, total int) *TrialBar {
	if !IsTerminal(w) {
		return nil
	}
	return &TrialBar{w: w, total: total}
}

// Done counts one trial more, what is a short description of it ("qs1
// n=8 seed 1: solved"), and redraws when it is time.
func (b *TrialBar) Done(what string) {
	if b == nil {
		return
	}
	b.done++
	if b.done < b.total && time.Since(b.last) < 50*time.Millisecond {
		return
	}
	b.last = time.Now()
	const width = 30
	fill := width * b.done / max(b.total, 1)
	fmt.Fprintf(b.w, "\r\x1b[K[%s%s] %d/%d trials  %s", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), b.done, b.total, what)
}

// Clear erases the bar's line.
func (b *TrialBar) Clear() {
	if b != nil {
		fmt.Fprint(b.w, "\r\x1b[K")
	}
}
