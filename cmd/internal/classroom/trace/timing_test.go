package trace

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/formula"
)

// virtualClock returns a clock that steps by step and moves only when
// asked (a thousandth of a step each reading, so that NewClock sees it
// move), and a solver that solves by formula and takes cost(n) of it.
func virtualClock(step time.Duration, cost func(n int) time.Duration) (Clock, registry.Entry) {
	var v atomic.Int64
	epoch := time.Unix(0, 0)
	tick := int64(max(1, step/1000))
	now := func() time.Time { return epoch.Add(time.Duration(v.Add(tick)).Truncate(step)) }
	return NewClock(now), registry.Entry{Name: "virtual", MaxN: 1 << 30, Solve: func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		v.Add(int64(cost(n)))
		return formula.Solve(ctx, n, s)
	}}
}

// TestTimer: a run of 30 µs under a 20 µs clock (Firefox's, isolated) is
// warmed up for 150 ms, then timed in nine readings of 2 ms or more (the
// step under 1% of each), and their median is the run's time to within
// the clock's step over the batch.
func TestTimer(t *testing.T) {
	clock, e := virtualClock(20*time.Microsecond, func(int) time.Duration { return 30 * time.Microsecond })
	tm, err := NewTimer(e, 8, 1, clock)
	if err != nil {
		t.Fatal(err)
	}
	for {
		done, err := tm.Next(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if done {
			break
		}
	}
	g := tm.Timing()
	if g.ClockNs != 20e3 || len(g.Readings) != TimingReadings || g.Capped != "" || g.Status != "solved" {
		t.Fatalf("%+v: want %d readings of a 20 µs clock", g, TimingReadings)
	}
	if float64(g.Batch)*30e3 < 100*20e3 || g.ResolutionNs != 20e3/float64(g.Batch) {
		t.Errorf("batches of %d runs of 30 µs: under 100 steps of the clock (resolution %v)", g.Batch, g.ResolutionNs)
	}
	if d := g.Median - 30e3; d < -g.ResolutionNs || d > g.ResolutionNs {
		t.Errorf("median %v ns per run, want 30000 to within %v", g.Median, g.ResolutionNs)
	}
	if g.Low > g.Q1 || g.Q1 > g.Median || g.Median > g.Q3 || g.Q3 > g.High {
		t.Errorf("spread %v, %v, %v, %v, %v: not in order", g.Low, g.Q1, g.Median, g.Q3, g.High)
	}
	if g.WarmRuns < 2 || float64(g.WarmRuns)*30e3 < 0.95*float64(timingWarm) {
		t.Errorf("%d runs of 30 µs warmed up: want %v of them", g.WarmRuns, timingWarm)
	}
}

// TestTimerBusy: on a busy machine (runs take 20 times as long in the
// first 0.5 ms of every 3), the readings spread, so the timer takes more
// than nine, and their median stays the quiet run's time.
func TestTimerBusy(t *testing.T) {
	var elapsed time.Duration
	clock, e := virtualClock(5*time.Microsecond, func(int) time.Duration {
		d := 10 * time.Microsecond
		if elapsed%(3*time.Millisecond) < 500*time.Microsecond {
			d *= 20
		}
		elapsed += d
		return d
	})
	tm, _ := NewTimer(e, 8, 1, clock)
	for done := false; !done; {
		var err error
		if done, err = tm.Next(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	g := tm.Timing()
	if len(g.Readings) <= TimingReadings || g.Median > 15e3 {
		t.Errorf("%d readings, median %.0f ns, readings %v: want more than %d and about 10 µs", len(g.Readings), g.Median, g.Readings, TimingReadings)
	}
}

// TestTimerCapped: a run that takes the whole cap is timed once, and one
// that passes the run limit is a bound, said as such.
func TestTimerCapped(t *testing.T) {
	clock, e := virtualClock(time.Microsecond, func(int) time.Duration { return TimingCap + time.Second })
	tm, _ := NewTimer(e, 8, 1, clock)
	if done, err := tm.Next(context.Background()); !done || err != nil {
		t.Fatalf("a run over the cap: done %v, %v", done, err)
	}
	if g := tm.Timing(); len(g.Readings) != 1 || g.Runs != 1 || g.Capped != "cap" || g.Median < float64(TimingCap) {
		t.Errorf("a run over the cap: %+v", g)
	}
	slow, _ := registry.Solvers().Lookup("fullboard")
	slow.Solve = func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
		return nqueens.Result{Status: nqueens.LimitReached, Stats: nqueens.Stats{Steps: 12}}, nil
	}
	tm, _ = NewTimer(slow, 8, 1, clock)
	if done, _ := tm.Next(context.Background()); !done {
		t.Fatal("a run stopped by the time limit: not done")
	}
	if g := tm.Timing(); !g.TimeLimit || g.Capped != "time_limit" || g.Status != "limit_reached" {
		t.Errorf("a run stopped by the time limit: %+v", g)
	}
	if _, err := NewTimer(slow, 65, 1, clock); err == nil {
		t.Error("fullboard timed at n = 65, beyond its race")
	}
}

// TestScaleClockBlind: the curve of a solver taking 10n µs a run reaches
// the same n under a 1 ms clock (Firefox without isolation) as under a
// 1 µs one, and its last point says the budget stopped it.
func TestScaleClockBlind(t *testing.T) {
	last := map[time.Duration]Point{}
	for _, step := range []time.Duration{time.Microsecond, time.Millisecond} {
		clock, e := virtualClock(step, func(n int) time.Duration { return time.Duration(n) * 10 * time.Microsecond })
		err := Scale(context.Background(), []registry.Entry{e}, time.Second, clock, func(p Point) { last[step] = p })
		if err != nil {
			t.Fatal(err)
		}
	}
	fine, coarse := last[time.Microsecond], last[time.Millisecond]
	if fine.N != coarse.N || fine.N < 1<<10 || fine.Stop != StopBudget || coarse.Stop != StopBudget {
		t.Errorf("under a 1 µs clock the curve ends at n = %d (%s), under a 1 ms clock at %d (%s): want the same n, stopped by the budget",
			fine.N, fine.Stop, coarse.N, coarse.Stop)
	}
}

// TestRecorderSlowFlush: records that come slowly (fullboard at n = 64
// makes about one a second) are flushed every FlushAfter, not after 64 of
// them, so the page shows the search going on.
func TestRecorderSlowFlush(t *testing.T) {
	flushes := 0
	rec := &Recorder{Flush: func([]int32) { flushes++ }, FlushAfter: 30 * time.Millisecond}
	p := nqueens.Placement{1, 3, 0, 2}
	for i := range 6 {
		rec.Observe(nqueens.Event{Kind: nqueens.Move, Step: int64(i), Placement: p})
		time.Sleep(20 * time.Millisecond)
	}
	if flushes == 0 {
		t.Errorf("six records 20 ms apart, none flushed with FlushAfter 30 ms")
	}
}
