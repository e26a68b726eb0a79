package cli

import (
	"fmt"
	"io"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Progress is an [nqueens.Observer] that shows how a long search is going
// on one line of a terminal (stderr): nothing for the first second, then
// at most five updates a second. Its cost per event is one clock read. A
// nil *Progress ignores every call.
type Progress struct {
	w           io.Writer
	name, steps string
	n           int
	start, last time.Time
	shown       bool
	now         func() time.Time
}

// progressQuiet is how long a search runs before progress is shown, and
// progressEvery the least time between two updates.
const (
	progressQuiet = time.Second
	progressEvery = 200 * time.Millisecond
)

// NewProgress returns a progress line for solver name on n queens, written
// to w, which should be a terminal.
func NewProgress(w io.Writer, name, steps string, n int) *Progress {
	now := time.Now()
	return &Progress{w: w, name: name, steps: steps, n: n, start: now, last: now, now: time.Now}
}

// Observe updates the line when enough time has passed.
func (p *Progress) Observe(e nqueens.Event) {
	if p == nil {
		return
	}
	t := p.now()
	if t.Sub(p.start) < progressQuiet || t.Sub(p.last) < progressEvery {
		return
	}
	p.last = t
	p.shown = true
	elapsed := units.Duration(t.Sub(p.start))
	if e.Kind == nqueens.Progress {
		fmt.Fprintf(p.w, "\r\033[K%s: n = %d, placing queens: %d%% (%d of %d), %s", p.name, p.n, int(100*int64(e.Col)/int64(p.n)), e.Col, p.n, elapsed)
		return
	}
	fmt.Fprintf(p.w, "\r\033[K%s: n = %d, %s, %s, %s, %s", p.name, p.n, Plural(e.Step, p.steps), Count(e.Restarts, "restart"), Plural(e.Heuristic, "conflicts"), elapsed)
}

// Clear erases the line if anything was shown.
func (p *Progress) Clear() {
	if p == nil || !p.shown {
		return
	}
	fmt.Fprint(p.w, "\r\033[K")
	p.shown = false
}
