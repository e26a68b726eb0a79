package main

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

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
}

// startCountProgress starts the line of a count of n that resumes with
// base tasks done.
func startCountProgress(stderr io.Writer, n int, base int) *countProgress {
	p := &countProgress{n: n, base: int64(base)}
	p.line = status.New(stderr, status.Options{Terminal: cli.IsTerminal(stderr), Quiet: time.Second, Every: 250 * time.Millisecond})
	p.line.Tick(func() string {
		done, total := p.done.Load(), p.total.Load()
		if total == 0 { // only methods with a plan report their tasks
			return ""
		}
		el := p.line.Elapsed()
		left := "?"
		if done > p.base {
			left = units.Rough(el.Seconds() * float64(total-done) / float64(done-p.base)) // float64: may pass 292 years
		}
		return fmt.Sprintf("n = %d: %d of %d tasks (%.0f%%), %s elapsed, about %s left", p.n, done, total, 100*float64(done)/float64(total), units.Rough(el.Seconds()), left)
	})
	return p
}

func (p *countProgress) update(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

func (p *countProgress) stop() { p.line.Clear() }
