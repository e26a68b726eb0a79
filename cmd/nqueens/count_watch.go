package main

import (
	"context"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// watch runs exact's Backtrack search of N under an observer for `count
// --list --animate`, keeping what a person watching it is told: the
// solutions found so far and the placements tried. Its zero value (with N set) watches with no observer.
type watch struct {
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
func (w *watch) Solution(e nqueens.Event) bool {
	return e.Kind == nqueens.Move && e.From == exact.Empty && e.Heuristic == int64(w.N)
}

// Note is what a person watching is told under the frame of e: the
// solution e completes, numbered, with its squares ("solution 3: a2 b4
// ..."), or at the Done event whether the search tried every placement
// or was stopped (stopped: its context was done), with the solutions
// found; "" for any other event. Call it after Found counts e (from
// Next). O(N).
func (w *watch) Note(e nqueens.Event, stopped bool) string {
	switch {
	case w.Solution(e):
		return fmt.Sprintf("solution %d: %s", len(w.Found), render.Squares(e.Placement))
	case e.Kind == nqueens.Done && stopped:
		return "done: stopped, " + units.Count(int64(len(w.Found)), "solution") + " so far"
	case e.Kind == nqueens.Done:
		return "done: every placement tried, " + units.Count(int64(len(w.Found)), "solution")
	}
	return ""
}

// Extra is the watch's field of the status line, the same for every
// event: "solutions K", the solutions found so far.
func (w *watch) Extra(nqueens.Event) string { return fmt.Sprintf("solutions %d", len(w.Found)) }

// Run counts w.N by exact's Backtrack method under w, until ctx is done;
// its error is ctx's error after a stop (see [nqueens.StopStatus]).
func (w *watch) Run(ctx context.Context) error {
	var last nqueens.Event // the last event before a stop, whose board the last frame keeps
	_, err := exact.Count(ctx, w.N, exact.Options{Method: exact.Backtrack, Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
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
func (w *watch) All(yield func(nqueens.Placement) bool) error {
	for _, p := range w.Found {
		if !yield(p) {
			break
		}
	}
	return nil
}
