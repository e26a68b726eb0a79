package nqueens

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Solver is the signature every solver in the module shares. It finds one
// solution for n queens under the limits in s, returns promptly (within
// milliseconds) when ctx is canceled, and reports the outcome in
// [Result.Status]. The error is non-nil only for arguments the solver cannot
// work with (n < 1 or too large, see [ErrBadSize]); n = 2 and n = 3 are not
// errors but return Status [NoSolution] at once.
type Solver func(ctx context.Context, n int, s Settings) (Result, error)

// ErrBadSize is returned (wrapped) by solvers for n < 1 or n beyond what
// the solver can represent, and by the counters of package exact, whose
// ErrBadSize is this one.
var ErrBadSize = errors.New("nqueens: board size out of range")

// ErrOverflow is returned (wrapped) by the counters (package exact) and
// the runs of their tasks (package longrun) for a count past 2^64-1: a
// count is never wrapped.
var ErrOverflow = errors.New("nqueens: the count exceeds 2^64-1")

// CheckSize returns a wrapped [ErrBadSize] unless 1 <= n <= max.
func CheckSize(n, max int) error {
	if n < 1 || n > max {
		return fmt.Errorf("%w: n = %d, want 1..%d", ErrBadSize, n, max)
	}
	return nil
}

// Settings are the limits a search runs under. The zero value means: seed
// 0, no time limit, no step limit, no restart limit, no observer.
type Settings struct {
	// Seed selects the pseudo-random stream (math/rand/v2 PCG). The same
	// seed gives the same result on every machine.
	Seed uint64
	// TimeLimit bounds the wall time of the search; 0 means none. Time
	// an Observer with a method Paused() time.Duration reports (an
	// animation's drawing and pausing) is left out.
	TimeLimit time.Duration
	// MaxSteps bounds the moves or swaps made; 0 means none.
	MaxSteps int64
	// MaxRestarts bounds the random restarts; 0 means none.
	MaxRestarts int64
	// Observer, if non-nil, is called after every step and restart. A nil
	// Observer costs one pointer comparison per step.
	Observer Observer
}

// Status is how a search ended.
type Status int

const (
	// Solved: Result.Placement is a solution.
	Solved Status = iota
	// NoSolution: no solution exists (n = 2 or 3) or the method proved
	// there is none.
	NoSolution
	// LimitReached: TimeLimit, MaxSteps or MaxRestarts stopped the search;
	// Result.Placement is the best state reached.
	LimitReached
	// Canceled: the context was canceled; Result.Placement is the state
	// reached.
	Canceled
)

func (s Status) String() string {
	switch s {
	case Solved:
		return "solved"
	case NoSolution:
		return "no solution"
	case LimitReached:
		return "limit reached"
	case Canceled:
		return "canceled"
	}
	return fmt.Sprintf("Status(%d)", int(s))
}

// statusWords are the words of the JSON records (see JSON.md), one per
// Status, in Status order.
var statusWords = [...]string{Solved: "solved", NoSolution: "no_solution", LimitReached: "limit_reached", Canceled: "canceled"}

// Word is the status as the JSON records spell it: "solved",
// "no_solution", "limit_reached" or "canceled" (snake_case, unlike
// [Status.String], which is for sentences). An unknown status has no
// word: "".
func (s Status) Word() string {
	if s < 0 || int(s) >= len(statusWords) {
		return ""
	}
	return statusWords[s]
}

// MarshalText writes the status as its [Status.Word], so a Status field
// of a JSON record needs no conversion.
func (s Status) MarshalText() ([]byte, error) {
	w := s.Word()
	if w == "" {
		return nil, fmt.Errorf("nqueens: status %d has no name", int(s))
	}
	return []byte(w), nil
}

// UnmarshalText reads a [Status.Word] back.
func (s *Status) UnmarshalText(b []byte) error {
	for i, w := range statusWords {
		if string(b) == w {
			*s = Status(i)
			return nil
		}
	}
	return fmt.Errorf("nqueens: unknown status %q: want solved, no_solution, limit_reached or canceled", b)
}

// StopStatus is the status of work that err stopped: LimitReached for a
// deadline (a time limit, [context.DeadlineExceeded]), Canceled for a
// cancel ([context.Canceled]), each found wrapped too; false for any other
// error, which is a failure, not a stop. Packages with limits of their
// own (bddqueens: memory) add theirs in front of this one.
func StopStatus(err error) (Status, bool) {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return LimitReached, true
	case errors.Is(err, context.Canceled):
		return Canceled, true
	}
	return 0, false
}

// Stats counts the work a search did. Fields a solver has no use for stay 0.
type Stats struct {
	Steps       int64         // moves made (hill climbers) or swaps made (qs1)
	Restarts    int64         // random restarts after the first start
	Evaluations int64         // successors or candidate swaps evaluated
	Swaps       int64         // swaps made (qs1; equal to Steps there)
	Conflicts   int64         // the solver's own heuristic value at the end: 0 when solved, -1 when stopped before it was known
	Elapsed     time.Duration // wall time of the search
	// Setup is the wall time of the start phase before the first step:
	// building the initial state (for qs1, the random start and, where
	// it runs in lanes, each lane's own repairs; see its package
	// documentation). It is part of Elapsed; 0 for solvers that report
	// no separate start phase.
	Setup time.Duration
}

// Result is what a solver returns.
type Result struct {
	Placement Placement // the solution, or the state reached when not solved
	Status    Status
	Stats     Stats
}

// EventKind says what an [Event] reports.
type EventKind int

const (
	Start    EventKind = iota // a new (random) start state
	Move                      // one queen moved within its column: Col, From, To
	Swap                      // the rows of columns Col and Col2 exchanged
	Restart                   // a restart is about to begin; Start follows
	Done                      // the search ended; see Status in the Result
	Progress                  // a long phase without steps advanced: Col of N columns done
)

func (k EventKind) String() string {
	switch k {
	case Start:
		return "start"
	case Move:
		return "move"
	case Swap:
		return "swap"
	case Restart:
		return "restart"
	case Done:
		return "done"
	case Progress:
		return "progress"
	}
	return fmt.Sprintf("EventKind(%d)", int(k))
}

// Event describes one step of a search for an [Observer].
type Event struct {
	Kind      EventKind
	Step      int64     // steps made so far
	Restarts  int64     // restarts made so far
	Col, Col2 int       // columns involved (Move: Col; Swap: Col and Col2)
	From, To  int32     // Move: old and new row of the queen in Col
	Heuristic int64     // the solver's heuristic after the step
	Placement Placement // the current state; read only, valid during the call; nil in Progress events of a phase running on several goroutines
}

// Empty, as the row of a column in an [Event]'s Placement, means the
// column has no queen yet: a partial board, as a backtracking search or
// qs1's small-n start shows it. [Verify] refuses it (a row out of range);
// package render draws the column empty.
const Empty int32 = -1

// Observer receives search events. It runs on the solver's goroutine and
// must not keep or modify Event.Placement after it returns.
type Observer interface {
	Observe(Event)
}

// ObserverFunc adapts a function to [Observer].
type ObserverFunc func(Event)

// Observe calls f(e).
func (f ObserverFunc) Observe(e Event) { f(e) }
