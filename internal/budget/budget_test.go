package budget

import (
	"context"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
)

func TestLimits(t *testing.T) {
	b := New(context.Background(), nqueens.Settings{MaxSteps: 10, MaxRestarts: 2})
	if _, stop := b.Check(9, 2); stop {
		t.Fatal("stopped below both limits")
	}
	if st, stop := b.Check(10, 0); !stop || st != nqueens.LimitReached {
		t.Fatalf("MaxSteps: %v %v", st, stop)
	}
	if st, stop := b.Check(0, 3); !stop || st != nqueens.LimitReached {
		t.Fatalf("MaxRestarts: %v %v", st, stop)
	}

	ctx, cancel := context.WithCancel(context.Background())
	b = New(ctx, nqueens.Settings{})
	cancel()
	if st, stop := b.Poll(); !stop || st != nqueens.Canceled {
		t.Fatalf("canceled: %v %v", st, stop)
	}
	// Check looks at the context only every pollEvery calls.
	stopped := 0
	for range pollEvery {
		if _, stop := b.Check(0, 0); stop {
			stopped++
		}
	}
	if stopped != 1 {
		t.Fatalf("Check saw the cancel %d times in %d calls, want once", stopped, pollEvery)
	}

	b = New(context.Background(), nqueens.Settings{TimeLimit: time.Nanosecond})
	for b.Elapsed() <= time.Nanosecond {
	}
	if st, stop := b.Poll(); !stop || st != nqueens.LimitReached {
		t.Fatalf("TimeLimit: %v %v", st, stop)
	}
}

func TestTrivial(t *testing.T) {
	for n, want := range map[int]nqueens.Status{1: nqueens.Solved, 2: nqueens.NoSolution, 3: nqueens.NoSolution} {
		done := 0
		s := nqueens.Settings{Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
			if e.Kind == nqueens.Done {
				done++
			}
		})}
		res, ok := Trivial(n, s, New(context.Background(), s))
		if !ok || res.Status != want || done != 1 || len(res.Placement) != map[int]int{1: 1}[n] {
			t.Errorf("n=%d: %v %+v, %d Done events", n, ok, res, done)
		}
	}
	if _, ok := Trivial(4, nqueens.Settings{}, New(context.Background(), nqueens.Settings{})); ok {
		t.Error("n=4 answered without search")
	}
}

// held is an Observer that says it has held the search for paused.
type held struct{ paused time.Duration }

func (held) Observe(nqueens.Event)   {}
func (h held) Paused() time.Duration { return h.paused }

// TestLimitLeavesOutPauses: the time an Observer says it held the search
// (an animation's frames and pauses) does not count against TimeLimit;
// with no such Observer, or past the limit plus the pauses, it stops.
func TestLimitLeavesOutPauses(t *testing.T) {
	b := New(context.Background(), nqueens.Settings{TimeLimit: time.Nanosecond, Observer: &held{paused: time.Hour}})
	for b.Elapsed() <= time.Nanosecond {
	}
	if st, stop := b.Poll(); stop {
		t.Fatalf("stopped (%v) after a nanosecond of search and an hour of pauses", st)
	}
	b = New(context.Background(), nqueens.Settings{TimeLimit: time.Nanosecond, Observer: &held{}})
	for b.Elapsed() <= time.Nanosecond {
	}
	if st, stop := b.Poll(); !stop || st != nqueens.LimitReached {
		t.Fatalf("no pauses: %v %v", st, stop)
	}
	b = New(context.Background(), nqueens.Settings{TimeLimit: time.Nanosecond, Observer: nqueens.ObserverFunc(func(nqueens.Event) {})})
	for b.Elapsed() <= time.Nanosecond {
	}
	if st, stop := b.Poll(); !stop || st != nqueens.LimitReached {
		t.Fatalf("an Observer that tells no pauses: %v %v", st, stop)
	}
}
