package trace

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/compare"
)

// How a racer is timed ([Timer]): after a warm-up of at least
// timingWarmRuns runs and timingWarm of them (a browser compiles
// WebAssembly in tiers, and the first tenths of a second run the slow
// tier: readings of fullboard at n = 8 fell from 4 ms to 41 µs a run over
// Chromium's first 30 readings, and Firefox's alike), TimingReadings
// readings, each a batch of runs that lasts at least TimingClockSteps
// steps of the clock (so the step is under 1% of it) and at least
// [compare.BatchTime], sized as every batch of runs in the module is
// ([compare.BatchRuns], compare's rule for a trial under a millisecond
// too), at most [compare.MaxBatch] runs. Short readings are seldom cut by
// another program on a busy machine, and the median of nine ignores the
// few that are; while the middle half of the readings spans more than
// timingSpread of their median (a machine busy enough to cut many),
// readings go on, up to timingMaxReadings. They stop early once they have taken TimingCap (the
// page says so), and a run is stopped at TimingRunLimit.
const (
	TimingReadings    = 9
	timingMaxReadings = 45
	timingSpread      = 0.1
	TimingClockSteps  = 100
	TimingCap         = 3 * time.Second
	TimingRunLimit    = 10 * time.Second
	timingWarm        = 150 * time.Millisecond
	timingWarmRuns    = 2
	// timingHeap bounds the heap a reading may grow to with the
	// collector off before it collects anyway.
	timingHeap = 512 << 20
)

// Timing is how long one racer takes, timed apart from its replay: the
// same solver, n and seed as the race (and its step cap), without an
// Observer, run again and again. All times are nanoseconds per run.
type Timing struct {
	Solver string `json:"solver"`
	N      int    `json:"n"`
	// Status is the timed runs' nqueens.Status.Word: "solved", or
	// "limit_reached" when a run stops at the race's step cap or at
	// TimingRunLimit (then TimeLimit is true and the time is a bound:
	// the run takes longer).
	Status    string `json:"status"`
	TimeLimit bool   `json:"time_limit,omitempty"`
	// Readings are the time per run of each reading, in the order taken
	// (the warm-up's left out); Median is their median, Q1 and Q3 the
	// medians of their lower and upper halves (half the readings lie
	// between), Low and High the least and greatest.
	Readings []float64 `json:"readings_ns"`
	Median   float64   `json:"median_ns"`
	Q1       float64   `json:"q1_ns"`
	Q3       float64   `json:"q3_ns"`
	Low      float64   `json:"low_ns"`
	High     float64   `json:"high_ns"`
	// WarmRuns are the runs of the warm-up, untimed.
	WarmRuns int `json:"warm_runs"`
	// Batch is the runs of one reading; Runs all the runs timed
	// (readings too short to count included), the warm-up left out.
	Batch int `json:"batch"`
	Runs  int `json:"runs"`
	// ClockNs is the clock's step ([Clock]); ResolutionNs is
	// ClockNs/Batch, the finest difference a time per run can show.
	ClockNs      float64 `json:"clock_ns"`
	ResolutionNs float64 `json:"resolution_ns"`
	// Capped says why there are fewer than TimingReadings readings (""
	// when there are not): "cap" when timing took TimingCap first,
	// "time_limit" when a run passed TimingRunLimit, "status" when a run
	// did not solve (one reading is enough: the work is the same).
	Capped string `json:"capped,omitempty"`
	// SpentNs is the wall time the readings took (the warm-up's is not
	// counted against TimingCap).
	SpentNs float64 `json:"spent_ns"`
}

// Timer times one racer in readings, one per call of [Timer.Next], so
// that a page can take turns between racers (A B C A B C, as compare
// takes turns between solvers) and no two readings overlap. Its zero
// value is not usable; use [NewTimer].
type Timer struct {
	e         registry.Entry
	n         int
	seed      uint64
	clock     Clock
	step      time.Duration
	long      time.Duration // a reading at least this long counts
	batch     int
	started   bool
	done      bool
	collected bool // no run since the last Collect
	t         Timing
}

// NewTimer returns a Timer for e at n with the seed, reading clock (a
// step of 0, a clock that never moved, is taken as a millisecond). It
// refuses an n the race refuses.
func NewTimer(e registry.Entry, n int, seed uint64, clock Clock) (*Timer, error) {
	if limit, _ := raceMaxN(e); n < 1 || n > limit {
		return nil, fmt.Errorf("trace: %s races n = 1..%d, not %d", e.Name, limit, n)
	}
	step := clock.Step
	if step <= 0 {
		step = time.Millisecond
	}
	return &Timer{e: e, n: n, seed: seed, clock: clock, step: step, batch: 1,
		long: max(TimingClockSteps*step, compare.BatchTime),
		t:    Timing{Solver: e.Name, N: n, Status: "solved", ClockNs: float64(step), Batch: 1, Readings: []float64{}}}, nil
}

// run solves once as the race does, without an Observer, and returns the
// result; a run stopped by TimingRunLimit (not by the race's step cap)
// sets the timing's TimeLimit. It does not check the placement: the
// warm-up checks its first with nqueens.Verify, outside its time, and the
// timed runs, the same work for the same seed, are not checked (a check of
// 10^5 queens took longer than formula's run).
func (tm *Timer) run(ctx context.Context) (nqueens.Result, error) {
	res, err := tm.e.Solve(ctx, tm.n, nqueens.Settings{Seed: tm.seed, MaxSteps: MaxRaceSteps, TimeLimit: TimingRunLimit})
	if err == nil {
		err = ctx.Err()
	}
	if res.Status == nqueens.LimitReached && res.Stats.Steps < MaxRaceSteps {
		tm.t.TimeLimit = true
	}
	return res, err
}

// Next takes one reading and reports whether the timing is complete
// ([Timer.Timing]). The first call first warms the code up: runs, untimed,
// until timingWarmRuns of them have run and timingWarm has passed, which
// also sizes the batch; a run that alone takes a quarter of TimingCap is
// all the warm-up, and a run that takes all of it the one reading. Each
// reading starts after a garbage collection and runs with the collector
// off (up to a heap of 512 MiB), so that no run pays for another's
// garbage, as each trial of compare starts after one.
func (tm *Timer) Next(ctx context.Context) (done bool, err error) {
	if tm.done {
		return true, nil
	}
	t := &tm.t
	if !tm.started {
		tm.started = true
		d, status, err := tm.warm(ctx)
		if err != nil {
			return false, err
		}
		if status != nqueens.Solved || d >= TimingCap {
			// One run is all there is: it did not solve, or it takes
			// the whole cap (and thousands of the clock's steps).
			t.Runs, t.WarmRuns = 1, 0
			tm.finish(status, []float64{float64(d)}, d >= TimingCap)
			return true, nil
		}
		if d > 0 {
			tm.batch = compare.BatchRuns(1, d, tm.long)
		}
	}
	d, ran, status, err := tm.reading(ctx)
	if err != nil {
		return false, err
	}
	t.SpentNs += float64(d)
	t.Runs += ran
	if status != nqueens.Solved {
		tm.finish(status, []float64{float64(d) / float64(ran)}, false)
		return true, nil
	}
	if d >= tm.long {
		t.Readings = append(t.Readings, float64(d)/float64(tm.batch))
	} else {
		tm.batch = compare.BatchRuns(tm.batch, d, tm.long)
	}
	capped := time.Duration(t.SpentNs) >= TimingCap && len(t.Readings) > 0
	switch {
	case len(t.Readings) >= TimingReadings && tight(t.Readings) || len(t.Readings) >= timingMaxReadings || capped:
		tm.finish(nqueens.Solved, t.Readings, capped && len(t.Readings) < TimingReadings)
	case tm.batch == compare.MaxBatch && d < tm.long:
		// Runs too quick for the clock even a million at a time: the
		// last batch's time is all there is.
		tm.finish(nqueens.Solved, []float64{float64(d) / float64(tm.batch)}, true)
	}
	return tm.done, nil
}

// warm runs the warm-up and returns the last run's time and status (the
// first run's when it is the only one). The first run's placement is
// checked, after its time is read.
func (tm *Timer) warm(ctx context.Context) (time.Duration, nqueens.Status, error) {
	begin := tm.clock.Now()
	for {
		start := tm.clock.Now()
		res, err := tm.run(ctx)
		if err != nil {
			return 0, 0, err
		}
		d := tm.clock.Now().Sub(start)
		if tm.t.WarmRuns == 0 && res.Status == nqueens.Solved && nqueens.Verify(res.Placement) != nil {
			return 0, 0, fmt.Errorf("trace: %s n=%d seed %d: the placement fails Verify", tm.e.Name, tm.n, tm.seed)
		}
		tm.t.WarmRuns++
		if res.Status != nqueens.Solved || d >= TimingCap/4 || tm.t.WarmRuns >= timingWarmRuns && tm.clock.Now().Sub(begin) >= timingWarm {
			return d, res.Status, nil
		}
	}
}

// reading runs one batch with the collector off and returns its wall
// time, the runs made and the status of the last.
func (tm *Timer) reading(ctx context.Context) (time.Duration, int, nqueens.Status, error) {
	if !tm.collected {
		tm.Collect()
	}
	tm.collected = false
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(timingHeap))
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	start := tm.clock.Now()
	for i := range tm.batch {
		res, err := tm.run(ctx)
		if err != nil {
			return 0, i, 0, err
		}
		if res.Status != nqueens.Solved {
			return tm.clock.Now().Sub(start), i + 1, res.Status, nil
		}
	}
	return tm.clock.Now().Sub(start), tm.batch, nqueens.Solved, nil
}

// Collect collects the garbage of the last reading, so the next starts on
// a collected heap. A page calls it once it has passed a reading on, while
// the other racers take their turns, so that the collection is not in the
// next reading's share of the processor; a reading that finds the heap
// not collected since the last collects first.
func (tm *Timer) Collect() {
	runtime.GC()
	tm.collected = true
}

// finish fills the summary from the readings.
func (tm *Timer) finish(status nqueens.Status, readings []float64, capped bool) {
	t := &tm.t
	tm.done = true
	t.Status = status.Word()
	t.Readings = readings
	t.Batch = tm.batch
	if len(readings) == 1 && t.Runs == 1 {
		t.Batch = 1
	}
	t.ResolutionNs = t.ClockNs / float64(t.Batch)
	s := slices.Sorted(slices.Values(readings))
	t.Median, t.Low, t.High = median(s), s[0], s[len(s)-1]
	t.Q1, t.Q3 = median(s[:(len(s)+1)/2]), median(s[len(s)/2:])
	switch {
	case t.TimeLimit:
		t.Capped = "time_limit"
	case status != nqueens.Solved:
		t.Capped = "status"
	case capped:
		t.Capped = "cap"
	}
}

// tight reports whether the middle half of the readings spans at most
// timingSpread of their median.
func tight(readings []float64) bool {
	s := slices.Sorted(slices.Values(readings))
	return median(s[len(s)/2:])-median(s[:(len(s)+1)/2]) <= timingSpread*median(s)
}

// median is the median of sorted values.
func median(s []float64) float64 {
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// Timing returns the timing so far (complete once [Timer.Next] has
// reported done).
func (tm *Timer) Timing() Timing { return tm.t }
