package bddqueens

import (
	"context"
	"fmt"
	"math"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Construction is one way to build the diagram of all solutions: its name
// (the one [LookupConstructions] reads) and its builder.
type Construction struct {
	Name    string
	Summary string // what it does, in one line
	Build   func(ctx context.Context, n int, maxBytes uint64, p *Progress) (*Diagram, error)
	// apply is true for the constructions made with Apply, which need
	// several times the memory of Direct.
	apply bool
}

// Constructions lists the constructions, the default first.
var Constructions = []Construction{
	{Name: "direct", Build: direct, Summary: "top-down from the states of a bitboard search, no garbage (the default)"},
	{Name: "classic", Build: classic, apply: true, Summary: "Apply on per-square formulas: OR across a row, AND across rows, last row first"},
	{Name: "textbook", Build: textbook, apply: true, Summary: "classic from the first row down, every attacked square in each formula (BuDDy)"},
}

// Both is the name that selects Direct and Classic together, so that a
// build checks they give the identical diagram; BothSummary says so.
const (
	Both        = "both"
	BothSummary = "direct and classic, checked to give the identical diagram"
)

// LookupConstructions returns the constructions name selects: one of
// [Constructions] by its name, or direct and classic for [Both]. The
// error lists the names.
func LookupConstructions(name string) ([]Construction, error) {
	if name == Both {
		return Constructions[:2], nil
	}
	names := []string{}
	for _, c := range Constructions {
		if c.Name == name {
			return []Construction{c}, nil
		}
		names = append(names, c.Name)
	}
	return nil, fmt.Errorf("use %s or %s", strings.Join(names, ", "), Both)
}

// estimateFrom is the smallest n whose memory estimate is
// worth checking before a build: below it every construction needs less
// than a few hundred MiB.
const estimateFrom = 15

// memory estimates the peak memory of building the diagram of n in bytes:
// the peak of building the direct construction's diagram of n,
// measured for n <= 14 (BENCHMARKS.md, 700 MiB at n = 14), extrapolated by
// the growth of the diagram, about 5x per n; the Apply constructions need
// about four times more.
func (c Construction) memory(n int) uint64 {
	est := 700.0 * (1 << 20) * math.Pow(5, float64(n-14))
	if c.apply {
		est *= 4
	}
	return uint64(min(est, math.MaxUint64/2))
}

// TooLarge returns the first of q's constructions whose memory
// estimate passes q.MaxMemory bytes, and the estimate; false when none
// does or q.N is below 15, where every construction needs less than a
// few hundred MiB.
func (q Query) TooLarge() (Construction, uint64, bool) {
	for _, c := range q.Constructions {
		if est := c.memory(q.N); q.N >= estimateFrom && est > q.MaxMemory {
			return c, est, true
		}
	}
	return Construction{}, 0, false
}

// StoreShare is the part of a process's memory limit a build's diagram
// store may use (Query.MaxBytes): three quarters; the rest covers the Go
// runtime's slack around the store's few large slices.
func StoreShare(limit uint64) uint64 { return limit / 4 * 3 }

// LimitRuntime readies the Go runtime of a process that builds diagrams
// within limit bytes and returns what restores the settings it found. A
// diagram is a few large pointer-free slices: the collector runs often
// (GOGC 25) to keep the heap near the live data, and the runtime's soft
// memory limit is limit, so that the heap does not grow past it. It
// changes process-wide settings: call it once, from the command.
func LimitRuntime(limit uint64) (restore func()) {
	gc := debug.SetGCPercent(25)
	mem := debug.SetMemoryLimit(int64(min(limit, math.MaxInt64)))
	return func() {
		debug.SetMemoryLimit(mem)
		debug.SetGCPercent(gc)
	}
}

// Query is a question about the solutions of n queens: the squares that
// must hold a queen and those that must not, the constructions that build
// the diagram, and the memory they may use.
type Query struct {
	N             int
	Place, Forbid []nqueens.Square // 0-based; each on the board
	Constructions []Construction
	// MaxBytes bounds the diagram store of each construction (0: none).
	MaxBytes uint64
	// Construction is the name the constructions were asked by (such as
	// both), and MaxMemory the whole process's memory limit in bytes
	// (--max-memory; [StoreShare] of it is MaxBytes): what its records
	// say ([Query.Record]) and what [Query.TooLarge] checks.
	Construction string
	MaxMemory    uint64
	// Progress, if non-nil, is kept up to date as the build goes.
	Progress *Progress
}

// Squares converts {row, col} pairs (0-based, as package parse reads
// them) to squares, in order.
func Squares(rc [][2]int) []nqueens.Square {
	sqs := make([]nqueens.Square, len(rc))
	for i, p := range rc {
		sqs[i] = nqueens.Square{Row: p[0], Col: p[1]}
	}
	return sqs
}

// Conflict returns the first square of q.Forbid that q.Place also holds:
// a queen both required and forbidden, a question with no answer worth
// building a diagram for. O(p·f).
func (q Query) Conflict() (nqueens.Square, bool) {
	for _, f := range q.Forbid {
		if slices.Contains(q.Place, f) {
			return f, true
		}
	}
	return nqueens.Square{}, false
}

// Built is one construction's diagram and what it cost.
type Built struct {
	Construction string
	// Diagram is the diagram of the solutions that meet the constraints;
	// nil for all but the last construction of a [Build].
	Diagram     *Diagram
	Nodes       int // of the diagram of all solutions
	Constrained int // of the diagram with the constraints; -1: none given
	States      int // search states of the direct construction; 0 for others
	Elapsed     time.Duration
}

// BuildError is why a construction stopped: [bdd.ErrMemoryLimit], ctx's
// error, or another failure of the manager, with the construction's name
// and the time it ran.
type BuildError struct {
	Construction string
	Elapsed      time.Duration
	Err          error
}

func (e *BuildError) Error() string {
	return fmt.Sprintf("the %s construction stopped after %s: %v", e.Construction, units.Duration(e.Elapsed), e.Err)
}

func (e *BuildError) Unwrap() error { return e.Err }

// Build runs q's constructions one after the other, each limited to
// q.MaxBytes, and applies q's constraints to each diagram. Only the last
// diagram is kept, so memory is that of one construction at a time. It
// returns a [*BuildError] when a construction stops, and an error when two
// constructions give diagrams of different sizes (they must give the
// identical diagram). It panics if
// q.N is outside [1, MaxN] or a square is off the board.
func Build(ctx context.Context, q Query) ([]Built, error) {
	var results []Built
	for _, c := range q.Constructions {
		start := time.Now()
		fail := func(err error) ([]Built, error) {
			return nil, &BuildError{Construction: c.Name, Elapsed: time.Since(start), Err: err}
		}
		q.Progress.begin(c.Name, q.N)
		d, err := c.Build(ctx, q.N, q.MaxBytes, q.Progress)
		if err != nil {
			return fail(err)
		}
		elapsed := time.Since(start)
		nodes, err := d.Nodes()
		if err != nil {
			return fail(err)
		}
		b := Built{Construction: c.Name, Diagram: d, Nodes: nodes, Constrained: -1, States: d.States, Elapsed: elapsed}
		if len(q.Place)+len(q.Forbid) > 0 {
			if b.Diagram, err = d.Constrain(q.Place, q.Forbid); err == nil {
				b.Constrained, err = b.Diagram.Nodes()
			}
			if err != nil {
				return fail(err)
			}
		}
		if len(results) > 0 {
			results[len(results)-1].Diagram = nil // keep one diagram's memory
		}
		results = append(results, b)
	}
	if len(results) > 1 && results[0].Nodes != results[1].Nodes {
		return nil, fmt.Errorf("the %s diagram has %d nodes but the %s one %d: they should be identical",
			results[0].Construction, results[0].Nodes, results[1].Construction, results[1].Nodes)
	}
	return results, nil
}
