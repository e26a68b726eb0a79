package exact

import (
	"context"
	"math"
	"math/bits"
	"runtime"
	"time"

	"github.com/nqueens/nqueens/internal/stream"
	"github.com/nqueens/nqueens/longrun"
)

// Estimate predicts the processor time Fast needs for the tasks of p, in
// seconds on one core (a float64: for n >= 27 it is centuries, past the
// 292 years a time.Duration holds), from Knuth's random probes drawn for
// about budget of the wall clock (at least probeMin, however long they
// take). It also returns the number of probes. It makes *Plan a
// [longrun.Estimator]. From n = 22 on, 300 ms of probes have a standard
// error of a few percent; a pilot that counts sampled subtrees whole
// (BenchmarkFastPilot) found 0.76x, 0.99x and 0.94x of it at n = 25, 26
// and 27 (BENCHMARKS.md).
func (p *Plan) Estimate(ctx context.Context, budget time.Duration) (seconds float64, samples int, err error) {
	e, err := p.estimate(ctx, budget)
	return e.seconds, e.samples, err
}

// timeEstimate is a sampled estimate of processor time: the mean of
// samples independent unbiased estimates, and its standard error (their
// standard deviation over the square root of samples), in seconds on one
// core. The zero value is the estimate of no work.
type timeEstimate struct {
	seconds, stdErr float64
	samples         int
}

// tally sums samples one at a time (Welford's update: no cancellation
// when the mean is large and the spread small).
type tally struct {
	k        int
	mean, m2 float64
}

func (t *tally) add(x float64) {
	t.k++
	d := x - t.mean
	t.mean += d / float64(t.k)
	t.m2 += d * (x - t.mean)
}

// estimate returns the mean of the samples and its standard error; the
// error of one sample is unknown (+Inf).
func (t *tally) estimate() timeEstimate {
	e := timeEstimate{seconds: t.mean, samples: t.k, stdErr: math.Inf(1)}
	if t.k > 1 {
		e.stdErr = math.Sqrt(t.m2 / float64(t.k-1) / float64(t.k))
	}
	return e
}

// estimate is [Plan.Estimate] with the standard error. A probe draws a
// task of p uniformly (seeded by n: the same probes on every machine),
// then a path of probeExtra(n) more queens, each uniformly among the rows
// the search could try, and times the count of the subtree below the
// path by the code a count runs there, on the calling goroutine, its
// thread held, in the thread's processor time (cputime.Thread; the wall
// clock where the system does not tell it), so the machine's load does
// not enter (n = 17's count takes the same 10 s of processor time at a
// load average of 30 as on a quiet machine). The time times the product
// of the numbers of choices on the path times the number of tasks is an
// unbiased estimate of the whole count's time. The work of the path's
// own nodes is left out, a few percent; the clock's cost, 0.3
// microseconds a probe of 15-20, is left in. A pilot that counts larger
// subtrees whole confirms the figures (BENCHMARKS.md, BenchmarkFastPilot).
func (p *Plan) estimate(ctx context.Context, budget time.Duration) (timeEstimate, error) {
	if len(p.Tasks) == 0 {
		return timeEstimate{}, nil
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	rng := stream.NewPCG(uint64(p.N), 1)
	extra := probeExtra(p.N)
	tasks := float64(len(p.Tasks))
	var s searcher
	var t tally
	for begin := time.Now(); t.k < probeMin || time.Since(begin) < budget; {
		if err := ctx.Err(); err != nil {
			return t.estimate(), err
		}
		sub, w := s.walk(p.N, p.Tasks[rng.IntN(len(p.Tasks))], extra, rng)
		var d time.Duration
		if w > 0 {
			d = pieceTime(func() { s.count(p.N, sub) })
		}
		t.add(w * d.Seconds() * tasks)
	}
	return t.estimate(), nil
}

// probeMin is the fewest probes an estimate draws: a few milliseconds
// from n = 17 on, enough for a standard error.
const probeMin = 64

// probeExtra is the queens a probe places beyond its task: for n > 16,
// down to 12 columns left, whose subtree takes 15-20 microseconds to count
// (more columns cost more time for the same standard error; fewer leave
// the clock's cost a larger part of the time); none below, where a task is
// small enough.
func probeExtra(n int) int { return max(0, n-prefixDepth(n)-probeColumns) }

// probeColumns are the columns a probe's subtree spans (n > 16).
const probeColumns = 12

// walk returns the subtree below a random path of extra more queens from
// task t (fewer when the search would hand over to its last columns
// first): t extended by the path, as a task, and the path's weight, the
// product of the numbers of rows each queen chose among, 0 when a column
// had none. The weight times any measure of the subtree is an unbiased
// estimate of the measure of t (Knuth, "Estimating the efficiency of
// backtrack programs", 1975).
func (s *searcher) walk(n int, t Task, extra int, rng stream.Stream) (Task, float64) {
	left, down, right := s.start(n, t)
	y := len(t.Rows)
	w := 1.0
	for ; extra > 0 && y < n-2; extra-- {
		free := s.filter(y, s.mask&^(left|down|right))
		k := bits.OnesCount32(free)
		if k == 0 {
			return Task{}, 0
		}
		w *= float64(k)
		for j := rng.IntN(k); j > 0; j-- {
			free &= free - 1
		}
		bit := free & -free
		s.board[y] = bit
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
		y++
	}
	rows := make([]int8, y)
	for c := range y {
		rows[c] = int8(bits.TrailingZeros32(s.board[c]))
	}
	return Task{K: t.K, Rows: rows}, w
}

// count counts sub, a task extended by a path ([searcher.walk]), by the
// code a count of the task runs on that subtree: the placements with
// looks at the stop flag down to the task's handover column, then the
// hot search.
func (s *searcher) count(n int, sub Task) longrun.TaskCount {
	left, down, right := s.start(n, sub)
	s.total, s.unique = 0, 0
	y := len(sub.Rows)
	s.descend(y, max(y, handover(n, prefixDepth(n))), left, down, right)
	return longrun.TaskCount{Total: s.total, Unique: s.unique}
}
