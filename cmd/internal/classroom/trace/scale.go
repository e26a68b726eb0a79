package trace

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
)

// Point is one solver's time at one n in [Scale].
type Point struct {
	Solver string  `json:"solver"`
	N      int     `json:"n"`
	Status string  `json:"status"`     // the first run that did not solve it, else "solved"
	Runs   int     `json:"runs"`       // seeds 1..Runs
	NsRun  float64 `json:"ns_per_run"` // a typical run's time: see [Scale]
	// ClockNs is the step of the clock that timed it ([Clock]), and
	// Batch the most runs timed together in one reading: a reading lasts
	// at least [stepsPerReading] steps, so the clock's step is at most a
	// fiftieth of it. NsRun under ClockNs with Batch 1 is below what the
	// clock can tell (a run that stopped early).
	ClockNs float64 `json:"clock_ns"`
	Batch   int     `json:"batch"`
	// Stop, on a solver's last point, says why its curve ends there (one
	// of the Stop* constants); "" while it goes on.
	Stop string `json:"stop,omitempty"`
}

// Why a solver's curve in [Scale] ends: a run that did not solve; the
// next n would pass the budget (a run over an eighth of it, or the
// budget used up); the solver's own largest n; the memory a run at the
// next n needs; the context canceled.
const (
	StopUnsolved = "unsolved"
	StopBudget   = "budget"
	StopMaxN     = "max_n"
	StopMemory   = "memory"
)

// ScaleStart is the first n of [Scale]; each next n doubles it.
const ScaleStart = 8

// scaleMemory is the most memory one run may take in the page (the
// browser's WebAssembly memory is a 32-bit space, and a class laptop is
// small).
const scaleMemory = 512 << 20

// A point is at least minReadings readings, each a batch of runs timed
// together that lasts at least stepsPerReading steps of the clock and at
// least minReading, however fine the clock; its runs stop at maxRuns.
const (
	minReadings     = 3
	stepsPerReading = 50
	minReading      = 500 * time.Microsecond
	maxRuns         = 1 << 20
)

// Clock is the clock the timings read ([Scale], [Timer]): Now, and Step,
// its resolution, the smallest step between two different readings. A
// browser's clock steps by 5 to 20 µs when the page is cross-origin
// isolated, and by 100 µs (Chromium) to 1 ms (Firefox) when it is not.
// The zero value is not usable; use [NewClock].
type Clock struct {
	Now  func() time.Time
	Step time.Duration
}

// NewClock returns the clock now with its step measured: the smallest
// step over five (0 when it never moves within a second). It waits up to
// five steps.
func NewClock(now func() time.Time) Clock {
	best := time.Duration(0)
	for range 5 {
		t0 := now()
		t1 := now()
		give := time.Now().Add(time.Second) // not now(): a frozen fake clock would wait forever
		for t1.Sub(t0) == 0 {
			if time.Now().After(give) {
				return Clock{now, best}
			}
			t1 = now()
		}
		if d := t1.Sub(t0); d > 0 && (best == 0 || d < best) {
			best = d
		}
	}
	return Clock{now, best}
}

// Scale times each solver at n = 8, 16, 32, ... within budget, calling
// emit with each point as it is measured. The solvers take turns at each
// n (as `nqueens compare` does). A point is readings of batches of runs
// (seeds 1, 2, ..., every placement checked with nqueens.Verify): a batch
// grows ([compare.BatchRuns]) until one reading lasts stepsPerReading
// steps of the clock ([Clock]) and at least minReading, so a coarse clock (a page served
// without cross-origin isolation) still times fast runs to within 2%;
// readings go on until minReadings of them are long enough, and the
// point's time is their median per run. A run that takes an eighth of the
// budget is a point on its own. A reading's runs start after a garbage
// collection when a run takes a millisecond or more (as in compare.Run):
// WebAssembly collects on the page's one thread, and a collection of the
// last run's garbage inside a timed run made it many times slower in
// Chromium.
//
// The budget is charged what the point's runs would take under a fine
// clock ([charge]), not the longer readings a coarse clock needs, so the
// curve reaches the same n whatever the clock (Firefox's 1 ms clock
// without isolation stopped it at n = 256, where Chromium's reached 2^21;
// the coarse clock only makes the run take longer). A solver's curve ends
// (its last point's Stop says why) when a run does not solve (a time limit
// of budget per run, or a wrong answer), when the next n would probably
// pass the budget (its time per run is over an eighth of it, or it has
// used the budget up), or at its MaxN or a memory need over 512 MiB. Time
// O(budget * solvers) with a fine clock.
func Scale(ctx context.Context, solvers []registry.Entry, budget time.Duration, clock Clock, emit func(Point)) error {
	if budget <= 0 {
		return fmt.Errorf("trace: scale budget %v: want a positive time", budget)
	}
	active := make([]bool, len(solvers))
	spent := make([]time.Duration, len(solvers))
	for i, e := range solvers {
		active[i] = ScaleStart <= e.MaxN && e.Need(ScaleStart) <= scaleMemory
	}
	for n := ScaleStart; ; n *= 2 {
		running := false
		for i, e := range solvers {
			if !active[i] {
				continue
			}
			running = true
			p, err := point(ctx, e, n, budget, clock)
			if err != nil {
				return err
			}
			spent[i] += charge(p)
			p.Stop = stopAfter(p, e, budget, spent[i])
			active[i] = p.Stop == ""
			emit(p)
		}
		if !running {
			return nil
		}
	}
}

// charge is what a point costs the budget: its runs as a fine clock
// times them, minReadings readings of at least minReading each, or its
// one run.
func charge(p Point) time.Duration {
	per := time.Duration(p.NsRun)
	if p.Runs == 1 || p.Status != "solved" {
		return per
	}
	return minReadings * max(per, minReading)
}

// stopAfter says why e's curve ends after point p (one of the Stop*
// constants), or "" when it goes on to 2n.
func stopAfter(p Point, e registry.Entry, budget, spent time.Duration) string {
	switch next := 2 * p.N; {
	case p.Status != "solved":
		return StopUnsolved
	case p.NsRun > float64(budget)/8 || spent >= budget:
		return StopBudget
	case next > e.MaxN:
		return StopMaxN
	case e.Need(next) > scaleMemory:
		return StopMemory
	}
	return ""
}

// point times e at n in readings of batches (see [Scale]), after one
// untimed run with seed 0 that warms the code up (a browser compiles
// WebAssembly in tiers, and the first calls run the slow tier).
func point(ctx context.Context, e registry.Entry, n int, budget time.Duration, clock Clock) (Point, error) {
	step := clock.Step
	p := Point{Solver: e.Name, N: n, Status: "solved", ClockNs: float64(step), Batch: 1}
	if n <= warmMax {
		if _, err := e.Solve(ctx, n, nqueens.Settings{TimeLimit: budget}); err != nil {
			return p, err
		}
	}
	long := max(stepsPerReading*step, minReading)
	var perRun []float64 // the long enough readings, per run
	var total time.Duration
	seed, batch, gc := uint64(1), 1, true
	for len(perRun) < minReadings && p.Runs < maxRuns {
		if gc {
			runtime.GC() // the garbage of the last reading is not collected in this one's time
		}
		start, ran := clock.Now(), 0
		for range batch {
			res, err := e.Solve(ctx, n, nqueens.Settings{Seed: seed, TimeLimit: budget})
			seed++
			if err != nil {
				return p, err
			}
			if err := ctx.Err(); err != nil {
				return p, err
			}
			p.Runs++
			ran++
			if res.Status != nqueens.Solved {
				p.Status = res.Status.Word()
			} else if nqueens.Verify(res.Placement) != nil {
				p.Status = "invalid"
			}
			if p.Status != "solved" {
				break
			}
		}
		d := clock.Now().Sub(start)
		total += d
		p.Batch = max(p.Batch, ran)
		if p.Status != "solved" || d/time.Duration(ran) > budget/8 {
			// One reading is all there is: a run that did not solve, or
			// runs too long for more within the budget.
			p.NsRun = float64(d) / float64(ran)
			return p, nil
		}
		if d >= long {
			perRun = append(perRun, float64(d)/float64(batch))
		} else {
			batch = compare.BatchRuns(batch, d, long)
		}
		gc = float64(d)/float64(batch) >= float64(gcAfter)
	}
	if len(perRun) == 0 { // maxRuns ran and no reading was long enough
		p.NsRun = float64(total) / float64(p.Runs)
		return p, nil
	}
	slices.Sort(perRun)
	p.NsRun = perRun[len(perRun)/2]
	return p, nil
}

// warmMax is the largest n whose point starts with a warm-up run.
const warmMax = 4096

// gcAfter: a reading whose runs take at least this long each starts with
// a garbage collection; after shorter ones (little garbage) a collection
// each time would cost more than the runs.
const gcAfter = time.Millisecond

// Squares returns counts[r][c], the number of solutions of n queens with a
// queen on row r, column c (both 0-based, row 0 at the bottom), and the
// number of solutions, from the decision diagram as `nqueens bdd squares`
// computes them. n must be in 1..[MaxBacktrackingN]: beyond it the
// diagram takes seconds and memory a page should not.
func Squares(ctx context.Context, n int) (counts [][]int64, total int64, err error) {
	if n < 1 || n > MaxBacktrackingN {
		return nil, 0, fmt.Errorf("trace: solutions per square for n = 1..%d, not %d", MaxBacktrackingN, n)
	}
	d, err := bddqueens.Direct(ctx, n, 0)
	if err != nil {
		return nil, 0, err
	}
	t, err := d.Count()
	if err != nil {
		return nil, 0, err
	}
	byRow, err := d.SquareCounts()
	if err != nil {
		return nil, 0, err
	}
	counts = make([][]int64, n)
	for r, row := range byRow {
		counts[r] = make([]int64, n)
		for c, v := range row {
			counts[r][c] = v.Int64()
		}
	}
	return counts, t.Int64(), nil
}
