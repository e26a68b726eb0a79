package trace

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/exact"
)

// MaxRaceN is the largest board any race takes: 10^5 queens, for the
// solvers that scale (raceMaxN).
const MaxRaceN = 100_000

// smallRaceN is the largest board of a race for the solvers whose steps
// grow too fast with n to be watched beyond it.
const smallRaceN = 64

// raceCaps are the races that go past smallRaceN: the solvers that find a
// placement in about O(n) steps of O(n) or less (recording a step costs
// O(n), so a race at 10^5 queens records a few hundred million int32s at
// most), and qs1-classic, whose random start leaves O(n) collisions.
var raceCaps = map[string]int{"qs1": MaxRaceN, "minconflicts": MaxRaceN, "formula": MaxRaceN, "qs1-classic": 10_000}

// raceWhy says why a solver's race stops below its MaxN.
var raceWhy = map[string]string{
	"fullboard":   "each move weighs every square, O(n^4), so past 64 a race does not end in a lesson",
	"linearboard": "each move weighs every row of every column, O(n^3), so past 64 a race does not end in a lesson",
	"backtrack":   "its search time explodes with n, so past 64 a race may not end",
	"qs1-classic": "its random start leaves O(n) collisions, each swap checked in O(n): 10^5 takes minutes in a browser",
}

// raceMaxN returns the largest n the page races e at, and, when that is
// below e.MaxN, why (a sentence for the page; "" when the cap is the
// solver's own or the page's 10^5).
func raceMaxN(e registry.Entry) (int, string) {
	limit, ok := raceCaps[e.Name]
	if !ok {
		limit = smallRaceN
	}
	if limit >= e.MaxN {
		return e.MaxN, ""
	}
	why := raceWhy[e.Name]
	if why == "" && limit == smallRaceN {
		why = "its steps grow too fast with n to be watched past 64"
	}
	return limit, why
}

// MaxRaceSteps caps the steps of one racer, so a hopeless race (fullboard
// at n = 64 makes millions of O(n^4) moves) ends with limit_reached
// instead of filling the browser's memory with its trace (at most about
// 40 bytes a step plus the starts).
const MaxRaceSteps = 200_000

// MaxBacktrackingN is the largest board the backtracking view replays:
// n = 10 already takes 35,538 placements.
const MaxBacktrackingN = 10

// Recorder is an nqueens.Observer that appends one record per event to
// its trace (see the package documentation) and hands the trace to Flush
// every FlushEvery records or FlushAfter of time, whichever comes first.
// Progress events are skipped.
type Recorder struct {
	// Flush receives the records since the last flush; it must not keep
	// the slice. nil: records accumulate in Records.
	Flush      func(records []int32)
	FlushEvery int           // records; 0: 4096
	FlushAfter time.Duration // 0: 50 ms
	Records    []int32       // the records not yet flushed

	state   []int32 // the placement as of the last record
	pending int
	last    time.Time
	started bool
	// every is how many records pass between looks at the clock: 64
	// while records come fast, down to 1 when a look finds they are slow
	// (fullboard at n = 64 makes a record a second), so a slow search
	// still flushes every FlushAfter.
	every   int
	checked time.Time
}

// Observe records e.
func (r *Recorder) Observe(e nqueens.Event) {
	if e.Kind == nqueens.Progress || e.Placement == nil {
		return
	}
	r.record(int32(e.Kind), e.Step, e.Restarts, e.Heuristic, e.Placement)
}

func clamp(v int64) int32 {
	return int32(max(math.MinInt32, min(v, math.MaxInt32)))
}

func (r *Recorder) record(kind int32, step, restarts, heuristic int64, p nqueens.Placement) {
	if !r.started || len(r.state) != len(p) {
		r.state = make([]int32, len(p))
		for c := range r.state {
			r.state[c] = math.MinInt32 // differs from every row and from Empty
		}
		r.started = true
		r.last = time.Now()
		r.checked, r.every = r.last, 1
	}
	r.Records = append(r.Records, kind, clamp(step), clamp(restarts), clamp(heuristic), 0)
	at := len(r.Records) - 1
	k := int32(0)
	for c, row := range p {
		if r.state[c] != row {
			r.state[c] = row
			r.Records = append(r.Records, int32(c), row)
			k++
		}
	}
	r.Records[at] = k
	r.pending++
	every, after := r.FlushEvery, r.FlushAfter
	if every == 0 {
		every = 4096
	}
	if after == 0 {
		after = 50 * time.Millisecond
	}
	if r.Flush == nil {
		return
	}
	if r.pending >= every {
		r.flush()
		return
	}
	if r.every <= 1 || r.pending%r.every == 0 {
		t := time.Now()
		if t.Sub(r.checked) > after/8 {
			r.every = max(1, r.every/2)
		} else {
			r.every = min(64, max(1, r.every)*2)
		}
		r.checked = t
		if t.Sub(r.last) >= after {
			r.flush()
		}
	}
}

func (r *Recorder) flush() {
	if r.Flush != nil && len(r.Records) > 0 {
		r.Flush(r.Records)
		r.Records = r.Records[:0]
	}
	r.pending = 0
	r.last = time.Now()
}

// Outcome is how one racer or one backtracking run ended.
type Outcome struct {
	Status    string          `json:"status"` // nqueens.Status.Word, or "invalid" for a placement that fails Verify
	Placement []int32         `json:"placement"`
	Steps     int64           `json:"steps"`
	Restarts  int64           `json:"restarts"`
	Heuristic int64           `json:"heuristic"` // Stats.Conflicts: 0 when solved
	Elapsed   time.Duration   `json:"elapsed_ns"`
	Solutions int64           `json:"solutions,omitempty"` // backtracking: solutions found
	Verified  bool            `json:"verified"`            // Placement passed nqueens.Verify
	Detail    string          `json:"detail,omitempty"`    // why a placement is not valid
	Result    *nqueens.Result `json:"-"`
}

// Race runs the registry solver e on n queens with the seed, as the
// command line does, recording every step into rec (which it flushes at
// the end). The search stops at [MaxRaceSteps] steps (limit_reached) or
// when ctx is canceled (canceled). The error is non-nil only for an n the
// solver or the page refuses.
func Race(ctx context.Context, e registry.Entry, n int, seed uint64, rec *Recorder) (Outcome, error) {
	if limit, _ := raceMaxN(e); n < 1 || n > limit {
		return Outcome{}, fmt.Errorf("trace: %s races n = 1..%d, not %d", e.Name, limit, n)
	}
	res, err := e.Solve(ctx, n, nqueens.Settings{Seed: seed, MaxSteps: MaxRaceSteps, Observer: rec})
	if err != nil {
		return Outcome{}, err
	}
	out := Outcome{
		Status: res.Status.Word(), Placement: res.Placement, Steps: res.Stats.Steps,
		Restarts: res.Stats.Restarts, Heuristic: res.Stats.Conflicts, Elapsed: res.Stats.Elapsed,
		Result: &res,
	}
	if len(res.Placement) == n {
		// The final state, in case the solver's last event preceded it.
		rec.record(int32(nqueens.Done), res.Stats.Steps, res.Stats.Restarts, res.Stats.Conflicts, res.Placement)
		if err := nqueens.Verify(res.Placement); err == nil {
			out.Verified = true
		} else {
			out.Detail = err.Error()
		}
	}
	rec.flush()
	if res.Status == nqueens.Solved && !out.Verified {
		out.Status = "invalid"
	}
	return out, nil
}

// Backtracking records the textbook backtracking search of every solution
// for n queens (exact's Backtrack method, watched as `nqueens count N
// --list --animate` watches it: columns left to right, rows from the
// bottom up; each placement and each take-back is one record, its step
// the placements so far and its heuristic the queens on the board). n must be in
// 1..[MaxBacktrackingN].
func Backtracking(ctx context.Context, n int, rec *Recorder) (Outcome, error) {
	if n < 1 || n > MaxBacktrackingN {
		return Outcome{}, fmt.Errorf("trace: backtracking is replayed for n = 1..%d, not %d", MaxBacktrackingN, n)
	}
	var out Outcome
	start := time.Now()
	var nodes int64
	obs := nqueens.ObserverFunc(func(e nqueens.Event) {
		nodes = e.Step
		rec.Observe(e)
	})
	counts, err := exact.Count(ctx, n, exact.Options{Method: exact.Backtrack, Observer: obs})
	count := int64(counts.Total)
	out.Elapsed = time.Since(start)
	out.Steps, out.Solutions = nodes, count
	out.Status = "solved"
	switch {
	case err != nil && ctx.Err() != nil:
		out.Status = "canceled"
	case err != nil:
		return out, err
	case count == 0:
		out.Status = "no_solution"
	}
	rec.flush()
	return out, nil
}
