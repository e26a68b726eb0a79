package solvercmd

import (
	"bytes"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/status"
)

func TestProgressQuietThenThrottled(t *testing.T) {
	var buf bytes.Buffer
	clock := time.Unix(0, 0)
	p := newProgressOptions(&buf, "qs1", "swaps", 1000, status.Options{Quiet: progressQuiet, Every: progressEvery, Mode: status.Redraw, Now: func() time.Time { return clock }})
	ev := nqueens.Event{Kind: nqueens.Progress, Col: 250}
	clock = clock.Add(500 * time.Millisecond)
	p.Observe(ev)
	if buf.Len() != 0 {
		t.Fatalf("printed within the first second: %q", buf.String())
	}
	clock = clock.Add(600 * time.Millisecond)
	p.Observe(ev)
	want := "\r\033[Kqs1: n = 1,000, placing queens: 25% (250 of 1,000), 1.1 s"
	if buf.String() != want {
		t.Fatalf("got %q, want %q", buf.String(), want)
	}
	clock = clock.Add(100 * time.Millisecond)
	p.Observe(nqueens.Event{Kind: nqueens.Swap, Step: 7})
	if buf.String() != want {
		t.Fatalf("updated within 200 ms: %q", buf.String())
	}
	clock = clock.Add(200 * time.Millisecond)
	p.Observe(nqueens.Event{Kind: nqueens.Swap, Step: 7, Heuristic: 3})
	p.Clear()
	want += "\r\033[Kqs1: n = 1,000, 7 swaps, 0 restarts, 3 conflicts, 1.4 s\r\033[K"
	if buf.String() != want {
		t.Fatalf("got %q, want %q", buf.String(), want)
	}
	var nilP *progress
	nilP.Observe(ev) // must not panic
	nilP.Clear()
}
