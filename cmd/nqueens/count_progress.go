package main

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/units"
)

// countProgress reports a long count on a terminal: from the first second on,
// a line on stderr that is rewritten four times a second and erased at
// the end. On anything but a terminal it does nothing.
type countProgress struct {
	w           io.Writer
	n           int
	base        int64 // tasks done before this run
	done, total atomic.Int64
	quit        chan struct{}
	finished    chan struct{}
}

// startCountProgress starts the line of a count of n that resumes with
// base tasks done.
func startCountProgress(stderr io.Writer, n int, base int) *countProgress {
	p := &countProgress{w: stderr, n: n, base: int64(base)}
	if !cli.IsTerminal(stderr) {
		return p
	}
	p.quit, p.finished = make(chan struct{}), make(chan struct{})
	start := time.Now()
	go func() {
		defer close(p.finished)
		tick := time.NewTicker(250 * time.Millisecond)
		defer tick.Stop()
		shown := false
		for {
			select {
			case <-p.quit:
				if shown {
					fmt.Fprint(p.w, "\r\033[K")
				}
				return
			case <-tick.C:
				el := time.Since(start)
				done, total := p.done.Load(), p.total.Load()
				if el < time.Second || total == 0 {
					continue
				}
				left := "?"
				if done > p.base {
					left = units.Rough(el.Seconds() * float64(total-done) / float64(done-p.base)) // float64: may pass 292 years
				}
				fmt.Fprintf(p.w, "\r\033[Kn = %d: %d of %d tasks (%.0f%%), %s elapsed, about %s left", p.n, done, total, 100*float64(done)/float64(total), units.Rough((el).Seconds()), left)
				shown = true
			}
		}
	}()
	return p
}

func (p *countProgress) update(done, total int) {
	p.done.Store(int64(done))
	p.total.Store(int64(total))
}

func (p *countProgress) stop() {
	if p.quit != nil {
		close(p.quit)
		<-p.finished
	}
}
