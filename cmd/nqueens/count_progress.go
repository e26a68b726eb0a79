package main

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/status"
	"github.com/nqueens/nqueens/internal/units"
)

// countProgress reports a long count on the status line of a terminal:
// from the first second on, rewritten four times a second and erased at
// the end. On anything but a terminal it does nothing.
type countProgress struct {
	line        *status.Line
	n           int
	base        int64 // tasks done before this run
	done, total atomic.Int64
	method      exact.Method // a method without tasks: the line shows time against its model
}

// progressTerminal and progressNow are the terminal check and the clock
// of the progress line; tests replace them.
var (
	progressTerminal = cli.IsTerminal
	progressNow      func() time.Time // nil: time.Now
)

// startCountProgress starts the line of a count of n by method m that
// resumes with base tasks done. A method with a plan reports its tasks;
// for the others the line shows the time elapsed against
// exact.ModelSeconds.
func startCountProgress(stderr io.Writer, n int, base int, m exact.Method) *countProgress {
	p := &countProgress{n: n, base: int64(base), method: m}
	p.line = status.New(stderr, status.Options{Terminal: progressTerminal(stderr), Quiet: time.Second, Every: 250 * time.Millisecond, Now: progressNow})
	p.line.Tick(p.text)
	p.line.Draw(p.text) // nothing on a real clock, whose quiet second has not passed
	return p
}

// text is the status line: tasks and time left, or for a method without
// tasks the time elapsed against the model's estimate.
func (p *countProgress) text() string {
	done, total := p.done.Load(), p.total.Load()
	if total == 0 {
		return p.untasked()
	}
	el := p.line.Elapsed()
	left := "?"
	if done > p.base {
		left = units.Rough(el.Seconds() * float64(total-done) / float64(done-p.base)) // float64: may pass 292 years
	}
	return fmt.Sprintf("n = %d: %d of %d tasks (%.0f%%), %s elapsed, about %s left", p.n, done, total, 100*float64(done)/float64(total), units.Rough(el.Seconds()), left)
}

func (p *countProgress) untasked() string {
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

func (p *countProgress) update(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

func (p *countProgress) stop() { p.line.Clear() }
