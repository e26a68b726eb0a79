package exact

import (
	"context"

	"github.com/nqueens/nqueens"
)

// Watch runs the Backtrack method's search of N under an observer, keeping
// what a person watching it is told: the solutions found so far and the
// placements tried. Its zero value (with N set) watches with no observer.
type Watch struct {
	N int
	// Next, if non-nil, sees every event of the search, after Found and
	// Placements count it. After ctx is done the search unwinds undrawn:
	// Next then sees the Done event with the board the search was
	// stopped at, not the emptied one.
	Next nqueens.Observer
	// Found are the solutions in the order found (lexicographic),
	// Placements the queens placed so far (the events' Step).
	Found      []nqueens.Placement
	Placements int64
}

// Solution reports whether e completes a solution (the last queen placed).
func (w *Watch) Solution(e nqueens.Event) bool {
	return e.Kind == nqueens.Move && e.From == Empty && e.Heuristic == int64(w.N)
}

// Run counts w.N by the Backtrack method under w, until ctx is done; its
// error is ctx's error after a stop (see [StopStatus]).
func (w *Watch) Run(ctx context.Context) error {
	var last nqueens.Event // the last event before a stop, whose board the last frame keeps
	_, err := Count(ctx, w.N, Options{Method: Backtrack, Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
		if w.Solution(e) {
			w.Found = append(w.Found, e.Placement.Clone()) // counted before Next sees it
		}
		w.Placements = max(w.Placements, e.Step)
		switch {
		case ctx.Err() == nil:
			last = e
			last.Placement = e.Placement.Clone()
		case e.Kind == nqueens.Done:
			e.Placement, e.Heuristic = last.Placement, last.Heuristic
		}
		if w.Next != nil {
			w.Next.Observe(e)
		}
	})})
	return err
}

// All yields the solutions found, in the form a listing writer takes.
func (w *Watch) All(yield func(nqueens.Placement) bool) error {
	for _, p := range w.Found {
		if !yield(p) {
			break
		}
	}
	return nil
}
