package main

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
)

// A watch finds every solution, as many as published, and counts the
// placements; stopped, it passes on a Done event with the board the
// search had reached, not the emptied one.
func TestWatch(t *testing.T) {
	w := &watch{N: 6}
	var events int
	w.Next = nqueens.ObserverFunc(func(nqueens.Event) { events++ })
	if err := w.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if total, _, _ := exact.Published(6); uint64(len(w.Found)) != total || w.Placements == 0 || events == 0 {
		t.Fatalf("found %d solutions, %d placements, %d events; want %d solutions", len(w.Found), w.Placements, events, total)
	}
	for _, p := range w.Found {
		if err := nqueens.Verify(p); err != nil {
			t.Errorf("invalid solution %v: %v", p, err)
		}
	}
	var listed []nqueens.Placement
	w.All(func(p nqueens.Placement) bool { listed = append(listed, p); return len(listed) < 2 })
	if len(listed) != 2 {
		t.Errorf("All yielded %d after the consumer stopped at 2", len(listed))
	}

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s := &watch{N: 8}
	var before, done nqueens.Placement
	s.Next = nqueens.ObserverFunc(func(e nqueens.Event) {
		switch {
		case e.Kind == nqueens.Done:
			done = e.Placement.Clone()
		case len(s.Found) == 1 && before == nil:
			before = e.Placement.Clone()
			cancel()
		}
	})
	if err := s.Run(ctx); !errors.Is(err, context.Canceled) {
		t.Fatalf("stopped watch: %v, want canceled", err)
	}
	if before == nil || !slices.Equal(done, before) {
		t.Errorf("Done after a stop shows %v, want the board reached %v", done, before)
	}
}

// Note numbers each solution as it is found and says at the end whether
// the search was stopped; other events have no note.
func TestWatchNote(t *testing.T) {
	w := &watch{N: 4}
	var notes []string
	w.Next = nqueens.ObserverFunc(func(e nqueens.Event) {
		if n := w.Note(e, false); n != "" {
			notes = append(notes, n)
		}
	})
	if err := w.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := []string{"solution 1: a2 b4 c1 d3", "solution 2: a3 b1 c4 d2", "done: every placement tried, 2 solutions"}
	if !slices.Equal(notes, want) {
		t.Errorf("notes %q, want %q", notes, want)
	}
	if got := w.Note(nqueens.Event{Kind: nqueens.Done}, true); got != "done: stopped, 2 solutions so far" {
		t.Errorf("stopped note %q", got)
	}
	if got := w.Extra(nqueens.Event{}); got != "solutions 2" {
		t.Errorf("Extra %q, want solutions 2", got)
	}
}
