package countprogress

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// Line shows how a long count is going on the status line
// (package status) of a terminal: from the first second on, rewritten
// four times a second, erased by [Line.Stop]. A method with a plan
// reports its tasks and the time left; for the others the line shows the
// time elapsed against [exact.ModelSeconds]. On anything but a terminal it
// shows nothing. Update is safe from any goroutine.
type Line struct {
	line        *status.Line
	n           int
	base        int64 // tasks done before this run
	done, total atomic.Int64
	method      exact.Method
}

// New starts the line of a count of n by method m that
// resumes with base tasks done, written to w. o says whether w is a
// terminal and gives the clock (nil: time.Now); its Quiet and Every are
// the line's own (1 s, 250 ms).
func New(w io.Writer, n, base int, m exact.Method, o status.Options) *Line {
	p := &Line{n: n, base: int64(base), method: m}
	o.Quiet, o.Every = time.Second, 250*time.Millisecond
	p.line = status.New(w, o)
	p.line.Tick(p.text)
	p.line.Draw(p.text) // nothing on a real clock, whose quiet second has not passed
	return p
}

// text is the status line: tasks and time left, or for a method without
// tasks the time elapsed against the model's estimate.
func (p *Line) text() string {
	done, total := p.done.Load(), p.total.Load()
	if total == 0 {
		return p.untasked()
	}
	el := p.line.Elapsed()
	left := "?"
	if done > p.base {
		left = units.Rough(el.Seconds() * float64(total-done) / float64(done-p.base)) // float64: may pass 292 years
	}
	return fmt.Sprintf("n = %d: %s of %s tasks (%.0f%%), %s elapsed, about %s left", p.n, units.Thousands(int64(done)), units.Thousands(int64(total)), 100*float64(done)/float64(total), units.Rough(el.Seconds()), left)
}

func (p *Line) untasked() string {
	el := p.line.Elapsed().Seconds()
	est, ok := exact.ModelSeconds(p.method, p.n)
	switch {
	case !ok:
		return fmt.Sprintf("n = %d: counting with --method %s, %s elapsed", p.n, p.method, units.Rough(el))
	case el <= est:
		return fmt.Sprintf("n = %d: counting with --method %s, %s elapsed of about %s (estimated)", p.n, p.method, units.Rough(el), units.Rough(est))
	}
	return fmt.Sprintf("n = %d: counting with --method %s, %s elapsed (estimated about %s: it is taking longer)", p.n, p.method, units.Rough(el), units.Rough(est))
}

// Update records that done of total tasks are done (total 0: a method
// without tasks); the line shows it at its next tick.
func (p *Line) Update(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

// Stop erases the line if anything was shown and stops its ticks.
func (p *Line) Stop() { p.line.Clear() }
