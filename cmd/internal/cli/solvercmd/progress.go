package solvercmd

import (
	"fmt"
	"io"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/internal/units"
)

// progress is an [nqueens.Observer] that shows how a long search is going
// on the status line (package status) of a terminal: nothing for the
// first second, then at most five updates a second. Its cost per event is
// one clock read. A nil *progress ignores every call.
type progress struct {
	line        *status.Line
	name, steps string
	n           int
}

// progressQuiet is how long a search runs before progress is shown, and
// progressEvery the least time between two updates.
const (
	progressQuiet = time.Second
	progressEvery = 200 * time.Millisecond
)

// newProgress returns a progress line for solver name on n queens, written
// to w in mode (not Off: see [terminal.ProgressMode]).
func newProgress(w io.Writer, mode status.Mode, name, steps string, n int) *progress {
	return newProgressOptions(w, name, steps, n, status.Options{Mode: mode, Quiet: progressQuiet, Every: progressEvery})
}

func newProgressOptions(w io.Writer, name, steps string, n int, o status.Options) *progress {
	return &progress{line: status.New(w, o), name: name, steps: steps, n: n}
}

// Observe updates the line when enough time has passed.
func (p *progress) Observe(e nqueens.Event) {
	if p == nil || !p.line.Due() {
		return
	}
	p.line.Draw(func() string {
		elapsed := units.Duration(p.line.Elapsed())
		if e.Kind == nqueens.Progress {
			return fmt.Sprintf("%s: n = %s, placing queens: %d%% (%s of %s), %s", p.name, units.Thousands(int64(p.n)), int(100*int64(e.Col)/int64(p.n)), units.Thousands(int64(e.Col)), units.Thousands(int64(p.n)), elapsed)
		}
		return fmt.Sprintf("%s: n = %s, %s, %s, %s, %s", p.name, units.Thousands(int64(p.n)), units.Plural(e.Step, p.steps), units.Count(e.Restarts, "restart"), units.Plural(e.Heuristic, "conflicts"), elapsed)
	})
}

// Say shows text on the line at once (what a long phase after the
// search is doing).
func (p *progress) Say(text string) {
	if p != nil {
		p.line.ShowNow(text)
	}
}

// Clear erases the line if anything was shown.
func (p *progress) Clear() {
	if p != nil {
		p.line.Clear()
	}
}
