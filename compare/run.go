package compare

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/metrics"
	"slices"
	"sync"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Solver is a solver under comparison: its name and its Solve, with
// what [Grid] and [Summarize] need to know of it. The registry of the
// nqueens commands makes one from each of its entries; any other
// nqueens.Solver can be compared the same way.
type Solver struct {
	Name  string
	Solve nqueens.Solver
	// MaxN is the largest n Solve accepts; 0 means no limit.
	MaxN int
	// StepName is what its steps are called, plural ("swaps", "moves");
	// "" means "steps".
	StepName string
	// StepsInSetup, if non-nil, reports the n at which the solver makes
	// its steps inside its start phase (Stats.Setup), so that no time per
	// step can be told apart (qs1's lanes from 2^16 queens).
	StepsInSetup func(n int) bool
	// Classroom lists the sizes beyond [ClassroomN] at which [Classroom]
	// runs it: large n for the solvers built for them. Nil: ClassroomN
	// only.
	Classroom []int
}

// Case is one solver at one board size.
type Case struct {
	Solver Solver
	N      int
}

// Grid returns every solver at every n it accepts (n <= MaxN), n by n in
// ascending order, solvers in the order given. Duplicate n are dropped.
func Grid(solvers []Solver, ns []int) []Case {
	ns = slices.Clone(ns)
	slices.Sort(ns)
	ns = slices.Compact(ns)
	var cases []Case
	for _, n := range ns {
		for _, s := range solvers {
			if s.MaxN == 0 || n <= s.MaxN {
				cases = append(cases, Case{Solver: s, N: n})
			}
		}
	}
	return cases
}

// Plan is what [Run] does. The zero value of each limit means: none.
type Plan struct {
	Cases []Case
	// Seeds are the seeds each case runs with: one trial per case and seed.
	Seeds []uint64
	// TimeLimit bounds each trial (Settings.TimeLimit and a context
	// deadline a little later); 0 means none. A solver that ignores both is
	// abandoned (left running in the background, its trial marked
	// TimeLimit) once the limit is passed by a quarter plus 50 ms more.
	TimeLimit time.Duration
	// Parallel is how many trials run at once; 0 or 1 means one at a time,
	// which keeps timings from interfering (and collects the garbage of a
	// trial that allocated much before the next, so it is not collected
	// in another's time).
	Parallel int
	// StopAfterLimit skips a solver at every n larger than one where all of
	// its trials hit the time limit: larger boards would only time out too.
	StopAfterLimit bool
	// Now is the clock trials are timed with; nil means time.Now. Tests
	// pass a fake clock that fake solvers advance.
	Now func() time.Time
	// OnTrial, if non-nil, is called after each trial ends (Skipped ones
	// included, Canceled ones not), one call at a time, in the order trials
	// finish. Progress bars hang here.
	OnTrial func(Trial)
}

// Trials is the number of trials the plan runs: len(Cases) * len(Seeds).
func (p Plan) Trials() int { return len(p.Cases) * len(p.Seeds) }

// Outcome is how one trial ended, as the JSON names it: the status words
// every command uses (JSON.md), plus error and skipped.
type Outcome string

// The outcomes. Solved and Unsolvable are successes; TimeLimit, Invalid
// and Failed are failures; Skipped and Canceled trials did not run to the
// end and are left out of every statistic. The four a search can end with
// are [nqueens.Status]'s words, written once there ([nqueens.Status.Word]).
var (
	Solved     = Outcome(nqueens.Solved.Word())       // "solved": a placement that passed nqueens.Verify
	Unsolvable = Outcome(nqueens.NoSolution.Word())   // "no_solution": correctly reported for n = 2 or 3
	TimeLimit  = Outcome(nqueens.LimitReached.Word()) // "limit_reached": stopped by Plan.TimeLimit
	Canceled   = Outcome(nqueens.Canceled.Word())     // "canceled": interrupted by the caller's context
)

// The outcomes of compare's own.
const (
	Invalid Outcome = "invalid" // a wrong answer: see Trial.Detail
	Failed  Outcome = "error"   // the solver returned an error, or stopped itself unsolved (see Trial.Detail)
	Skipped Outcome = "skipped" // not run (Plan.StopAfterLimit)
)

// legacyOutcomes are the words files written before the common
// vocabulary used, for ReadJSON.
var legacyOutcomes = map[Outcome]Outcome{"no solution": Unsolvable, "time limit": TimeLimit, "limit reached": Failed}

// OK reports whether o is a correct answer.
func (o Outcome) OK() bool { return o == Solved || o == Unsolvable }

// counted reports whether a trial with outcome o ran to the end and so
// counts in the success rate.
func (o Outcome) counted() bool { return o != Skipped && o != Canceled }

// Trial is one solve: one solver, one n, one seed. Its JSON form is one line
// of the NDJSON [WriteJSON] writes.
type Trial struct {
	Solver string `json:"solver"`
	N      int    `json:"n"`
	Seed   uint64 `json:"seed"`
	// Elapsed is the wall time of the Solve call alone, by Plan.Now; of
	// a solve under BatchTime, the median time per run of BatchReadings
	// batches of runs with the same seed, warm.
	Elapsed time.Duration `json:"elapsed_ns"`
	// Batch is the runs of each batch timed for Elapsed (a solve under
	// BatchTime); 0 or 1: the one run.
	Batch int `json:"batch,omitempty"`
	// Setup is the solver's own Stats.Setup: its start phase before the
	// first step, part of Elapsed (of a batch, its mean); 0 for solvers
	// with none.
	Setup    time.Duration `json:"setup_ns,omitempty"`
	Steps    int64         `json:"steps"` // Stats.Steps: moves or swaps
	Restarts int64         `json:"restarts"`
	Outcome  Outcome       `json:"status"`
	Detail   string        `json:"detail,omitempty"` // why an Invalid, Failed or Skipped trial is so
}

// String names the trial and its outcome as the notes under compare's
// table name a solver and n: "qs1 at n = 1,000, seed 1: solved".
func (t Trial) String() string {
	return fmt.Sprintf("%s at n = %s, seed %d: %s", t.Solver, units.Thousands(int64(t.N)), t.Seed, t.Outcome)
}

// Run carries out plan: every case with every seed, n by n, each seed in
// turn, the solvers of one n interleaved so that a change in the machine's
// load touches them alike. It returns the trials in that order.
//
// When ctx is canceled, Run stops starting trials, drops the ones
// interrupted, and returns those that finished (in plan order) with
// ctx.Err(): enough to summarize what was done.
func Run(ctx context.Context, plan Plan) ([]Trial, error) {
	now := plan.Now
	if now == nil {
		now = time.Now
	}
	jobs := jobsOf(plan)
	r := &runner{ctx: ctx, plan: plan, jobs: jobs, results: make([]Trial, len(jobs)), done: make([]bool, len(jobs)),
		limits: newLimitTracker(jobs, func(j job) (string, int) { return j.c.Solver.Name, j.c.N })}
	workers := max(plan.Parallel, 1)
	gc := newCollector()
	var wg sync.WaitGroup
	for range min(workers, max(len(jobs), 1)) {
		wg.Go(func() {
			for {
				j, ok := r.take()
				if !ok {
					return
				}
				if workers == 1 {
					gc.collect()
				}
				r.finish(j, runTrial(ctx, j.c, j.seed, plan.TimeLimit, now))
			}
		})
	}
	wg.Wait()
	return r.trials(), ctx.Err()
}

// job is one trial to run: a case with a seed; idx is its place in the
// order of [Run].
type job struct {
	idx  int
	c    Case
	seed uint64
}

// jobsOf returns the jobs of plan in the order of [Run]: n, then seed,
// then solver (Cases is already n-major).
func jobsOf(plan Plan) []job {
	var jobs []job
	for _, c := range plan.Cases {
		for _, seed := range plan.Seeds {
			jobs = append(jobs, job{c: c, seed: seed})
		}
	}
	slices.SortStableFunc(jobs, func(a, b job) int {
		if a.c.N != b.c.N {
			return a.c.N - b.c.N
		}
		return cmp.Compare(a.seed, b.seed)
	})
	for i := range jobs {
		jobs[i].idx = i
	}
	return jobs
}

// runner hands out the jobs of a [Run] to its workers and keeps their
// trials; its methods are safe from any goroutine.
type runner struct {
	ctx     context.Context
	plan    Plan
	jobs    []job
	mu      sync.Mutex
	results []Trial
	done    []bool
	limits  *limitTracker
	next    int
}

// take hands out the next job, or false when there is none or ctx is
// done; it marks jobs the limit rule skips on the way.
func (r *runner) take() (job, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for r.next < len(r.jobs) && r.ctx.Err() == nil {
		j := r.jobs[r.next]
		r.next++
		if !r.plan.StopAfterLimit {
			return j, true
		}
		at, ok := r.limits.timedOutBelow(j.c.Solver.Name, j.c.N)
		if !ok {
			return j, true
		}
		r.keep(j, Trial{Solver: j.c.Solver.Name, N: j.c.N, Seed: j.seed, Outcome: Skipped,
			Detail: fmt.Sprintf("every trial at n = %s hit the time limit", units.Thousands(int64(at)))})
	}
	return job{}, false
}

// finish keeps t, the trial of j, unless it was canceled.
func (r *runner) finish(j job, t Trial) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if t.Outcome != Canceled {
		r.keep(j, t)
	}
}

// keep records t, the trial of j, and reports it; r.mu is held.
func (r *runner) keep(j job, t Trial) {
	r.results[j.idx], r.done[j.idx] = t, true
	r.limits.record(t.Solver, t.N, t.Outcome)
	if r.plan.OnTrial != nil {
		r.plan.OnTrial(t)
	}
}

// trials are the trials kept, in the order of the jobs.
func (r *runner) trials() []Trial {
	var out []Trial
	for i, t := range r.results {
		if r.done[i] {
			out = append(out, t)
		}
	}
	return out
}

// cancelWait is how long an interrupted trial may take to return.
const cancelWait = 2 * time.Second

// runTrial solves c with seed under limit and judges the answer.
func runTrial(ctx context.Context, c Case, seed uint64, limit time.Duration, now func() time.Time) Trial {
	t := Trial{Solver: c.Solver.Name, N: c.N, Seed: seed}
	runCtx, cancel := ctx, context.CancelFunc(func() {})
	var abandon <-chan time.Time
	if limit > 0 {
		grace := limit/4 + 50*time.Millisecond
		runCtx, cancel = context.WithTimeout(ctx, limit+grace)
		timer := time.NewTimer(limit + 2*grace)
		defer timer.Stop()
		abandon = timer.C
	}
	defer cancel()

	type answer struct {
		res     nqueens.Result
		err     error
		elapsed time.Duration
		batch   batch
	}
	ch := make(chan answer, 1)
	start := now()
	go func() {
		var a answer
		defer func() {
			if r := recover(); r != nil {
				a.err = fmt.Errorf("panic: %v", r)
				a.elapsed = now().Sub(start)
			}
			ch <- a
		}()
		// The clock is read here, next to the call, so that starting the
		// goroutine is not timed: it matters for microsecond solves.
		settings := nqueens.Settings{Seed: seed, TimeLimit: limit}
		s := now()
		a.res, a.err = c.Solver.Solve(runCtx, c.N, settings)
		a.elapsed = now().Sub(s)
		if a.err == nil && a.elapsed < BatchTime && a.res.Status == nqueens.Solved &&
			len(a.res.Placement) == c.N && nqueens.Verify(a.res.Placement) == nil {
			if a.batch, a.err = rerun(runCtx, c, settings, a.res, a.elapsed, now); errors.Is(a.err, errStopped) {
				a.batch, a.err = batch{}, nil // the first run's time stands
			}
		}
	}()
	var a answer
	select {
	case a = <-ch:
	case <-ctx.Done():
		// Interrupted: give the solver a moment to notice, then drop it.
		select {
		case <-ch:
		case <-time.After(cancelWait):
		}
		t.Outcome = Canceled
		return t
	case <-abandon:
		t.Elapsed = now().Sub(start)
		t.Outcome = TimeLimit
		t.Detail = "the solver did not stop at the time limit and was abandoned"
		return t
	}
	t.Elapsed, t.Setup = a.elapsed, a.res.Stats.Setup
	if a.batch.runs > 1 {
		t.Elapsed, t.Setup, t.Batch = a.batch.per, a.batch.setup, a.batch.runs
	}
	t.Steps, t.Restarts = a.res.Stats.Steps, a.res.Stats.Restarts
	// A start phase cannot outlast the call it is part of; the solver's
	// clock and ours differ by the call itself.
	t.Setup = min(t.Setup, t.Elapsed)
	if a.err != nil {
		if ctx.Err() != nil {
			t.Outcome = Canceled
			return t
		}
		t.Outcome, t.Detail = Failed, a.err.Error()
		return t
	}
	t.Outcome, t.Detail = judge(ctx, c.N, limit, t.Elapsed, a.res)
	return t
}

// judge names the outcome of a result the solver returned without error.
// A LimitReached that came well before the time limit is a limit of the
// solver's own (a restart cap, say), not the time limit: the solver gave
// up unsolved, a failure.
func judge(ctx context.Context, n int, limit, elapsed time.Duration, res nqueens.Result) (Outcome, string) {
	switch res.Status {
	case nqueens.Solved:
		if len(res.Placement) != n {
			return Invalid, fmt.Sprintf("placement has %d queens, want %d", len(res.Placement), n)
		}
		if err := nqueens.Verify(res.Placement); err != nil {
			return Invalid, err.Error()
		}
		return Solved, ""
	case nqueens.NoSolution:
		if nqueens.HasSolution(n) {
			return Invalid, fmt.Sprintf("claims no solution, but n = %d has one", n)
		}
		return Unsolvable, ""
	case nqueens.LimitReached:
		if limit > 0 && elapsed >= limit*9/10 {
			return TimeLimit, ""
		}
		return Failed, fmt.Sprintf("stopped by a limit of its own after %s", units.Duration(elapsed))
	case nqueens.Canceled:
		if ctx.Err() != nil {
			return Canceled, ""
		}
		if limit > 0 {
			// Our per-trial deadline, not the caller's: the time limit.
			return TimeLimit, ""
		}
		return Failed, "canceled without a reason"
	}
	return Failed, fmt.Sprintf("unknown status %v", res.Status)
}

// limitTracker counts, per solver and n, the trials planned, finished and
// stopped by the time limit, for Plan.StopAfterLimit.
type limitTracker struct {
	planned, finished, timedOut map[limitKey]int
}

type limitKey struct {
	solver string
	n      int
}

func newLimitTracker[J any](jobs []J, key func(J) (string, int)) *limitTracker {
	lt := &limitTracker{planned: map[limitKey]int{}, finished: map[limitKey]int{}, timedOut: map[limitKey]int{}}
	for _, j := range jobs {
		s, n := key(j)
		lt.planned[limitKey{s, n}]++
	}
	return lt
}

func (lt *limitTracker) record(solver string, n int, o Outcome) {
	k := limitKey{solver, n}
	lt.finished[k]++
	if o == TimeLimit || o == Skipped {
		lt.timedOut[k]++
	}
}

// timedOutBelow returns the smallest n' < n at which every trial of solver
// has finished and hit the time limit (or was skipped for it).
func (lt *limitTracker) timedOutBelow(solver string, n int) (int, bool) {
	best, found := 0, false
	for k, planned := range lt.planned {
		if k.solver != solver || k.n >= n {
			continue
		}
		if lt.finished[k] == planned && lt.timedOut[k] == planned && (!found || k.n < best) {
			best, found = k.n, true
		}
	}
	return best, found
}

// collector runs the garbage collector between trials, outside their
// timing, when the trials since the last collection allocated more than
// gcAfter bytes. Collecting after every trial would not do: the first
// allocations after a collection are slower, which would swell the time
// of the shortest solves.
type collector struct {
	sample []metrics.Sample
	last   uint64
}

const gcAfter = 4 << 20

func newCollector() *collector {
	c := &collector{sample: []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}}
	c.last = c.allocated()
	return c
}

func (c *collector) allocated() uint64 {
	metrics.Read(c.sample)
	if c.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return c.sample[0].Value.Uint64()
}

func (c *collector) collect() {
	if a := c.allocated(); a-c.last > gcAfter {
		runtime.GC()
		c.last = c.allocated()
	}
}
