package main

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/status"
	"github.com/nqueens/nqueens/internal/units"
)

// completeProgress is the progress line of an exact search of complete on
// a terminal (package status: quiet for the first second, redrawn four
// times a second, erased at the end; nothing off a terminal): the subtrees
// done, the nodes, the completions found so far when counting, the time.
type completeProgress struct {
	line     *status.Line
	p        *complete.Progress
	n        int
	counting bool // show the completions found
	// tasks and done, when tasks is set (a count by a plan, sharded or
	// resumed), replace the search's own figures: a shard's tasks.
	tasks, done atomic.Int64
}

// setTasks records done of tasks, for a count whose tasks are counted
// outside the search (exact.RunOptions.Progress).
func (c *completeProgress) setTasks(done, tasks int) {
	c.done.Store(int64(done))
	c.tasks.Store(int64(tasks))
}

// startCompleteProgress starts the line of a search of n on stderr and
// returns it with the Progress the search must fill; counting adds the
// completions found so far.
func startCompleteProgress(stderr io.Writer, n int, counting bool) *completeProgress {
	c := &completeProgress{p: new(complete.Progress), n: n, counting: counting}
	c.line = status.New(stderr, status.Options{Terminal: progressTerminal(stderr), Now: progressNow, Quiet: time.Second, Every: 250 * time.Millisecond})
	c.line.Tick(c.text)
	c.line.Draw(c.text) // nothing on a real clock, whose quiet second has not passed
	return c
}

// text is the line, kept under 80 columns for any figures a search of
// n <= 64 reaches in a year.
func (c *completeProgress) text() string {
	s := c.p.Snapshot()
	if t := c.tasks.Load(); t > 0 {
		s.Tasks, s.TasksDone = int(t), int(c.done.Load())
	}
	if s.Tasks == 0 {
		return fmt.Sprintf("n = %d: splitting the search, %s elapsed", c.n, units.Rough(c.line.Elapsed().Seconds()))
	}
	found := ""
	if c.counting {
		found = ", " + units.Thousands(int64(s.Count)) + " found"
	}
	return fmt.Sprintf("n = %d: %d of %d subtrees, %s nodes%s, %s", c.n, s.TasksDone, s.Tasks,
		units.Thousands(s.Nodes), found, units.Rough(c.line.Elapsed().Seconds()))
}

// Stop erases the line.
func (c *completeProgress) Stop() { c.line.Clear() }
