package main

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/units"
)

// completeProgress is the progress line of an exact search of complete on
// a terminal (package status: quiet for the first second, redrawn four
// times a second, erased at the end; nothing off a terminal): the subtrees
// done, the nodes, the completions found so far when counting, the time;
// with an estimate of the tree ([completeProgress.estimate]) the share of
// its nodes searched and, counting, the time left.
type completeProgress struct {
	line     *status.Line
	p        *complete.Progress
	n        int
	counting bool // show the completions found
	deciding bool // a decision: the nodes of its exact searches and the time only
	// tasks and done, when tasks is set (a count by a plan, sharded or
	// resumed), replace the search's own figures: a shard's tasks.
	tasks, done atomic.Int64
	// nodes is the estimated nodes of the whole search (float64 bits; 0:
	// none yet); stop and wait end the estimate's goroutine.
	nodes  atomic.Uint64
	remade atomic.Bool // the search passed the estimate, which was made again
	stop   context.CancelFunc
	wait   sync.WaitGroup
}

// progressProbes is the number of Knuth probes behind the progress line's
// estimate: a fraction of a second at n = 30.
const progressProbes = 1000

// estimate starts estimating the tree of in in the background, when the
// line is drawn at all, for the line to show the share of it searched.
func (c *completeProgress) estimate(ctx context.Context, in *complete.Instance) {
	c.estimateBy(ctx, func(ctx context.Context) (complete.TreeEstimate, error) {
		return complete.EstimateTree(ctx, in, progressProbes, 1)
	})
}

// estimateBy is [completeProgress.estimate] of what est estimates (the
// subtrees a shard or a checkpoint has left, say).
func (c *completeProgress) estimateBy(ctx context.Context, est func(context.Context) (complete.TreeEstimate, error)) {
	if !c.line.On() {
		return
	}
	ctx, c.stop = context.WithCancel(ctx)
	c.wait.Add(1)
	go func() {
		defer c.wait.Done()
		if e, err := est(ctx); err == nil && e.Nodes > 0 {
			c.nodes.Store(math.Float64bits(e.Nodes))
		}
	}()
}

// setTasks records done of tasks, for a count whose tasks are counted
// outside the search (longrun.RunOptions.Progress).
func (c *completeProgress) setTasks(done, tasks int) {
	c.done.Store(int64(done))
	c.tasks.Store(int64(tasks))
}

// startCompleteProgress starts the line of a search of n on stderr and
// returns it with the Progress the search must fill; counting adds the
// completions found so far.
func startCompleteProgress(env cli.Env, n int, counting bool) *completeProgress {
	c := &completeProgress{p: new(complete.Progress), n: n, counting: counting}
	c.line = status.New(env.Stderr, status.Options{Mode: env.ProgressMode(env.Stderr), Now: env.Now, Quiet: time.Second, Every: 250 * time.Millisecond})
	c.line.Tick(c.text)
	c.line.Draw(c.text) // nothing on a real clock, whose quiet second has not passed
	return c
}

// lineWidth is the most a progress line takes: one less than the
// narrowest usual terminal, so that it never wraps (a wrapped line is not
// erased by the next draw).
const lineWidth = 79

// text is the line, at most lineWidth columns: the least useful parts
// (the time elapsed, then the subtrees) go first when it would be wider.
func (c *completeProgress) text() string {
	s := c.p.Snapshot()
	if t := c.tasks.Load(); t > 0 {
		s.Tasks, s.TasksDone = int(t), int(c.done.Load())
	}
	return c.render(s, c.line.Elapsed().Seconds())
}

// render is the line of s after elapsed seconds.
func (c *completeProgress) render(s complete.Snapshot, elapsed float64) string {
	if c.deciding {
		// The race's searches together: more than the summary's nodes, which
		// are the answering search's alone, so they are not called the same.
		return fmt.Sprintf("n = %d: deciding, %s steps of three searches, %s", c.n, units.Thousands(s.Nodes), units.Rough(elapsed))
	}
	if s.Tasks == 0 {
		return fmt.Sprintf("n = %d: splitting the search, %s elapsed", c.n, units.Rough(elapsed))
	}
	nodes := units.Thousands(s.Nodes) + " nodes"
	left := ""
	if est := c.estimated(s); est > 0 {
		pct := 100 * float64(s.Nodes) / est
		nodes = fmt.Sprintf("%.0f%% of ~%s nodes", pct, roughNumber(est))
		if pct < 9.95 {
			nodes = fmt.Sprintf("%.1f%% of ~%s nodes", pct, roughNumber(est))
		}
		if c.remade.Load() {
			nodes += " (re-estimated)"
		}
		if c.counting && s.Nodes > 0 && float64(s.Nodes) < est {
			left = "~" + units.Rough(elapsed*(est-float64(s.Nodes))/float64(s.Nodes)) + " left"
		}
	}
	subtrees := fmt.Sprintf("%d of %d subtrees", s.TasksDone, s.Tasks)
	found := ""
	if c.counting {
		found = units.Thousands(int64(s.Count)) + " found"
	}
	parts := []string{subtrees, nodes, found, units.Rough(elapsed), left}
	line := fmt.Sprintf("n = %d: %s", c.n, join(parts))
	for _, drop := range []int{3, 0} { // the time, then the subtrees
		if len([]rune(line)) <= lineWidth {
			break
		}
		parts[drop] = ""
		line = fmt.Sprintf("n = %d: %s", c.n, join(parts))
	}
	if r := []rune(line); len(r) > lineWidth {
		line = string(r[:lineWidth])
	}
	return line
}

// estimated is the estimate of the tree's nodes (0: none yet). One the
// search has passed is made again from the share of subtrees done (the
// probes missed deep subtrees), so the line never reads past 100%, and
// says so.
func (c *completeProgress) estimated(s complete.Snapshot) float64 {
	est := math.Float64frombits(c.nodes.Load())
	if est <= 0 || float64(s.Nodes) < est {
		return est
	}
	est = 1.25 * float64(s.Nodes)
	if s.TasksDone > 0 && s.Tasks > s.TasksDone {
		est = max(est, float64(s.Nodes)*float64(s.Tasks)/float64(s.TasksDone))
	}
	c.nodes.Store(math.Float64bits(est))
	c.remade.Store(true)
	return est
}

// join joins the parts that are not empty with commas.
func join(parts []string) string {
	var kept []string
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	return strings.Join(kept, ", ")
}

// Stop ends the estimate and erases the line.
func (c *completeProgress) Stop() {
	if c.stop != nil {
		c.stop()
		c.wait.Wait()
	}
	c.line.Clear()
}
