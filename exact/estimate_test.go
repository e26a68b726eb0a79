package exact

import (
	"context"
	"flag"
	"math"
	"math/bits"
	"runtime"
	"testing"
	"time"

	"github.com/nqueens/nqueens/internal/stream"
)

// TestWalkUnbiased: the weight of a random path times the solutions below
// it, times the number of tasks, estimates the total without bias: over
// 20,000 paths the mean is within 4 standard errors of the published
// total (the seeds are fixed: the test cannot flake), and the standard
// error is a few percent of it, neither zero nor wild. A path's weight is
// what makes the estimate of time unbiased, so a wrong weight (a rule of
// the case left out, a choice counted twice) fails here.
func TestWalkUnbiased(t *testing.T) {
	for _, c := range []struct{ n, extra int }{{10, 4}, {12, 5}, {13, 7}, {14, 8}} {
		p, err := NewPlan(c.n)
		if err != nil {
			t.Fatal(err)
		}
		want, _, _ := Published(c.n)
		rng := stream.New(uint64(c.n), 9)
		var s searcher
		var sols tally
		for range 20000 {
			sub, w := s.walk(c.n, p.Tasks[rng.IntN(len(p.Tasks))], c.extra, rng)
			var got float64
			if w > 0 {
				got = float64(s.count(c.n, sub).Total)
			}
			sols.add(w * got * float64(len(p.Tasks)))
		}
		e := sols.estimate()
		if d := math.Abs(e.seconds - float64(want)); d > 4*e.stdErr || e.stdErr > 0.1*float64(want) || e.stdErr == 0 {
			t.Errorf("n = %d, %d queens a path: %.0f ± %.0f solutions from %d paths, published %d", c.n, c.extra, e.seconds, e.stdErr, e.samples, want)
		}
	}
}

// TestSubtreeCount: a task cut into the subtrees below every path of one
// more queen (walk with every choice) counts what the task counts: count
// runs the task's code on a subtree.
func TestSubtreeCount(t *testing.T) {
	const n = 11
	p, _ := NewPlan(n)
	var s searcher
	for i, task := range p.Tasks {
		whole, _ := s.run(n, task)
		var total, unique uint64
		left, down, right := s.start(n, task)
		free := s.filter(len(task.Rows), s.mask&^(left|down|right))
		for ; free != 0; free &= free - 1 {
			rows := append(append([]int8(nil), task.Rows...), int8(bits.TrailingZeros32(free)))
			c := s.count(n, Task{K: task.K, Rows: rows})
			total, unique = total+c.Total, unique+c.Unique
		}
		if total != whole.Total || unique != whole.Unique {
			t.Errorf("task %d: subtrees count %d, %d; the task %d, %d", i, total, unique, whole.Total, whole.Unique)
		}
	}
}

// TestEstimateError: the estimate states its standard error, a few
// percent of it after the fewest probes at n = 20 (the probes' times
// differ; it is the figure that says by how much); none from one sample;
// none of no work.
func TestEstimateError(t *testing.T) {
	p, err := NewPlan(20)
	if err != nil {
		t.Fatal(err)
	}
	e, err := p.estimate(context.Background(), 0)
	if err != nil || e.samples != probeMin || !(e.seconds > 0) || !(e.stdErr > 0) || e.stdErr > e.seconds/2 {
		t.Errorf("estimate(20) = %+v, %v", e, err)
	}
	var one tally
	one.add(3)
	if e := one.estimate(); e.seconds != 3 || !math.IsInf(e.stdErr, 1) {
		t.Errorf("one sample: %+v", e)
	}
	if e, err := (&Plan{N: 3}).estimate(context.Background(), time.Hour); err != nil || e != (timeEstimate{}) {
		t.Errorf("n = 3: %+v, %v", e, err)
	}
}

var (
	pilotTasks   = flag.Int("pilot.tasks", 120, "BenchmarkFastPilot: the subtasks to count whole")
	pilotColumns = flag.Int("pilot.columns", 18, "BenchmarkFastPilot: the columns a subtask spans at most")
)

// pilotProbes is the probes a pilot draws below each of its subtasks to
// estimate it as Plan.Estimate would: about 2% of its time.
const pilotProbes = 1000

// BenchmarkFastPilot checks Fast's estimate of a count too long to run.
// It draws -pilot.tasks subtasks of -pilot.n from stream 1 of seed n of
// internal/stream: a task of the plan drawn uniformly, then a random path
// of queens below it down to -pilot.columns columns left, as
// Plan.Estimate's probes go down to 12 (to n = 22 a task of the plan
// spans 18 columns or fewer, and a subtask is the task). It counts each
// whole by the code a count runs there, timed by its thread's processor
// time, and estimates each by pilotProbes probes below it, timed alike.
// A subtask of 18 columns takes about 1.8 s at n = 25 and 1 s at 26.
// It reports
//
//   - pilot/estimate: the subtasks' processor time over their estimates,
//     each weighted by its path, and the ratio's standard error
//     (ratio-se);
//   - pilot-core-y: the subtasks' mean time weighted by their paths, times
//     the number of tasks: the whole count's time in core-years from the
//     pilot alone, and its standard error (pilot-se-core-y);
//   - estimate-core-y and estimate-se-core-y: Plan.Estimate's figure and
//     error, from the 300 ms `count N --estimate` gives it;
//   - solutions/published: the solutions the subtasks hold, weighted
//     alike, over the published total: a check of the sampling, whatever
//     the times.
//
// go test ./exact -run '^$' -bench FastPilot -benchtime 1x -pilot.n 25
// takes about four minutes of one core's processor time, 26 two; at 27
// -pilot.tasks 200 -pilot.columns 17 takes 20 seconds.
func BenchmarkFastPilot(b *testing.B) {
	n := *pilotN
	if n == 0 {
		b.Skip("no -pilot.n")
	}
	p, err := NewPlan(n)
	if err != nil {
		b.Fatal(err)
	}
	est, err := p.estimate(context.Background(), 300*time.Millisecond)
	if err != nil {
		b.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	columns := *pilotColumns
	var r pilotRun
	for b.Loop() {
		r = pilotRun{p: p, rng: stream.New(uint64(n), 1)}
		for range *pilotTasks {
			r.subtask(max(0, n-len(p.Tasks[0].Rows)-columns))
		}
	}
	const year = 365.25 * 24 * 3600
	ratio, ratioErr := r.ratio()
	pilot, sols := r.pilot.estimate(), r.sols.estimate()
	total, _, _ := Published(n)
	b.Logf("n = %d, %d tasks: estimate %.3g ± %.2g core-years from %d probes; pilot %.3g ± %.2g from %d subtasks of %d columns, %.1f s of processor time; pilot/estimate %.3f ± %.3f; solutions %.3g ± %.2g, published %d",
		n, len(p.Tasks), est.seconds/year, est.stdErr/year, est.samples, pilot.seconds/year, pilot.stdErr/year, pilot.samples, columns, r.cpu.Seconds(), ratio, ratioErr, sols.seconds, sols.stdErr, total)
	b.ReportMetric(ratio, "pilot/estimate")
	b.ReportMetric(ratioErr, "ratio-se")
	b.ReportMetric(pilot.seconds/year, "pilot-core-y")
	b.ReportMetric(pilot.stdErr/year, "pilot-se-core-y")
	b.ReportMetric(est.seconds/year, "estimate-core-y")
	b.ReportMetric(est.stdErr/year, "estimate-se-core-y")
	if total > 0 {
		b.ReportMetric(sols.seconds/float64(total), "solutions/published")
	}
}

// pilotRun is the state of a pilot: its draws, and what each subtask
// took (measured) and was estimated to take, weighted by its path.
type pilotRun struct {
	p                   *Plan
	rng                 stream.Stream
	s                   searcher
	measured, estimated []float64 // seconds times the path's weight
	pilot, sols         tally     // the whole count's time and solutions
	cpu                 time.Duration
}

// subtask draws a subtask extra queens below a random task, counts it
// whole and estimates it.
func (r *pilotRun) subtask(extra int) {
	n, tasks := r.p.N, float64(len(r.p.Tasks))
	sub, w := r.s.walk(n, r.p.Tasks[r.rng.IntN(len(r.p.Tasks))], extra, r.rng)
	var d time.Duration
	var sols uint64
	var e tally
	if w > 0 {
		d = pieceTime(func() { sols = r.s.count(n, sub).Total })
		r.cpu += d
		for range pilotProbes {
			probe, pw := r.s.walk(n, sub, n-len(sub.Rows)-probeColumns, r.rng)
			var pd time.Duration
			if pw > 0 {
				pd = pieceTime(func() { r.s.count(n, probe) })
			}
			e.add(pw * pd.Seconds())
		}
	}
	r.measured = append(r.measured, w*d.Seconds())
	r.estimated = append(r.estimated, w*e.mean)
	r.pilot.add(w * d.Seconds() * tasks)
	r.sols.add(w * float64(sols) * tasks)
}

// ratio returns the sum of the measured times over the sum of the
// estimated ones, and its standard error (the ratio estimator's, to first
// order).
func (r *pilotRun) ratio() (float64, float64) {
	var m, e float64
	for i := range r.measured {
		m += r.measured[i]
		e += r.estimated[i]
	}
	k := float64(len(r.measured))
	if e == 0 || k < 2 {
		return 0, math.Inf(1)
	}
	ratio := m / e
	var z2 float64
	for i := range r.measured {
		z := r.measured[i] - ratio*r.estimated[i]
		z2 += z * z
	}
	return ratio, math.Sqrt(z2/(k-1)/k) / (e / k)
}
