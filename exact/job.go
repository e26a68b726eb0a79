package exact

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"
)

// Tasks is a method's count of one n split into independent,
// deterministic tasks, named by their index 0..Len()-1. *[Plan] (the
// fast method's tasks) is one; any method whose work has this shape gets
// shards, checkpoints, resume and estimates from [Job] with no code of
// its own.
type Tasks interface {
	// Len is the number of tasks; it depends only on n.
	Len() int
	// Checksum identifies the list of tasks: results and checkpoints of
	// different lists (another n, another version of the split) are never
	// combined.
	Checksum() uint64
	// Run counts the tasks whose indices are in todo (all when todo is
	// nil) on workers goroutines (0: GOMAXPROCS), calling done once per
	// finished task from one goroutine at a time. On cancel it returns
	// ctx's error promptly; tasks not reported to done are not finished.
	Run(ctx context.Context, todo []int, workers int, done func(i int, c TaskCount)) error
}

// Estimator is a [Tasks] that predicts the CPU time of all its tasks
// itself (the fast method's tasks can take hours each at large n, too long
// to sample whole: [Plan.Estimate] probes below them). Others are
// estimated by timing whole tasks.
type Estimator interface {
	Estimate(ctx context.Context, budget time.Duration) (seconds float64, samples int, err error)
}

// Resulter is a [Tasks] whose task counts do not add up to the counts
// themselves: Result turns the sums of all the tasks into the total and
// unique counts (the meet-in-the-middle tasks add up the unique count as
// Burnside's sum, 8 times it), and fails for sums that no complete count
// gives. Without it the sums are the counts.
type Resulter interface {
	Result(sum TaskCount) (total, unique uint64, err error)
}

// ErrNoPlan is returned (wrapped) by [NewJob] for a method whose work is
// not split into tasks: it cannot be sharded, checkpointed or estimated.
var ErrNoPlan = errors.New("exact: the method has no plan of independent tasks")

// Job is a long count: method's tasks for n. It makes the checkpoints
// and shard results of any split of them and runs what is left of one.
type Job struct {
	Method Method
	N      int
	Plan   Tasks
}

// NewJob lists the tasks of n for method (O(number of tasks) time and
// memory: under a second and a few MB for every n the methods accept).
func NewJob(method Method, n int) (*Job, error) {
	info, err := LookupMethod(string(method))
	if err != nil {
		return nil, err
	}
	if info.Plan == nil {
		return nil, fmt.Errorf("%w: %s", ErrNoPlan, method)
	}
	if n < 1 || n > info.MaxN {
		return nil, badSize(fmt.Sprintf("n = %d, method %s takes 1..%d", n, method, info.MaxN))
	}
	if n == 1 {
		return &Job{Method: method, N: n, Plan: singleQueen{}}, nil
	}
	p, err := info.Plan(n)
	if err != nil {
		return nil, err
	}
	return &Job{Method: method, N: n, Plan: p}, nil
}

// PlanID is the form of the plan's checksum written to files.
func (j *Job) PlanID() string { return fmt.Sprintf("%016x", j.Plan.Checksum()) }

// ShardTasks returns the indices of the tasks shard k of m owns (i mod m
// = k), in order. Interleaving spreads big and small tasks evenly.
func ShardTasks(tasks, k, m int) []int {
	var out []int
	for i := k; i < tasks; i += m {
		out = append(out, i)
	}
	return out
}

// shardLen is len(ShardTasks(tasks, k, m)) without the slice.
func shardLen(tasks, k, m int) int {
	if k >= tasks {
		return 0
	}
	return (tasks - k + m - 1) / m
}

// RunOptions say how [Job.Run] runs. The zero value uses every core,
// saves nothing and reports nothing.
type RunOptions struct {
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// Save, if non-nil, is given the checkpoint's encoding every SaveEvery
	// while the run goes on, and once more when it ends (finished, stopped
	// or failed): the command decides where it goes (an atomic file
	// write). An error from Save stops the run and is returned.
	Save func(checkpoint []byte) error
	// SaveEvery is the time between saves; 0 means 5 s.
	SaveEvery time.Duration
	// Progress, if non-nil, is called from one goroutine at a time after
	// each task, with the shard's tasks done (resumed ones included)
	// and its number of tasks.
	Progress func(done, total int)
}

// Run counts the tasks of ck's shard that ck does not record as done,
// recording each in ck as it finishes. When ctx is canceled it returns
// ctx's error promptly, with ck holding every finished task (and saved,
// if o.Save is set), so a later Run with the same ck (or one decoded from
// the save) goes on where this one stopped. ck must be of j (from
// [Job.NewCheckpoint] or [Job.ReadCheckpoint]); ck.ElapsedNS grows by the
// time spent here.
func (j *Job) Run(ctx context.Context, ck *Checkpoint, o RunOptions) error {
	if ck.N != j.N || ck.Plan != j.PlanID() {
		panic("exact: Job.Run with a checkpoint of another job")
	}
	every := o.SaveEvery
	if every <= 0 {
		every = 5 * time.Second
	}
	var mu sync.Mutex // guards ck
	start, base := time.Now(), ck.ElapsedNS
	save := func() error {
		if o.Save == nil {
			return nil
		}
		mu.Lock()
		ck.ElapsedNS = base + time.Since(start).Nanoseconds()
		data := ck.Marshal()
		mu.Unlock()
		return o.Save(data)
	}
	runCtx, stopRun := context.WithCancel(ctx)
	defer stopRun()
	var saveErr error
	saverDone := make(chan struct{})
	go func() {
		defer close(saverDone)
		if o.Save == nil {
			return
		}
		tick := time.NewTicker(every)
		defer tick.Stop()
		for {
			select {
			case <-runCtx.Done():
				return
			case <-tick.C:
				if err := save(); err != nil {
					saveErr = err
					stopRun()
					return
				}
			}
		}
	}()
	var recErr error
	var runErr error
	if todo := ck.Todo(); len(todo) > 0 {
		runErr = j.Plan.Run(runCtx, todo, o.Workers, func(i int, tc TaskCount) {
			mu.Lock()
			err := ck.Record(i, tc)
			done, total := ck.DoneCount, len(ck.Totals)
			mu.Unlock()
			if err != nil && recErr == nil {
				recErr = err
				stopRun()
			}
			if o.Progress != nil {
				o.Progress(done, total)
			}
		})
	}
	stopRun()
	<-saverDone
	finalErr := save()
	mu.Lock()
	ck.ElapsedNS = base + time.Since(start).Nanoseconds()
	mu.Unlock()
	switch {
	case saveErr != nil:
		return saveErr
	case finalErr != nil:
		return finalErr
	case recErr != nil:
		return recErr
	case ctx.Err() != nil:
		return ctx.Err()
	}
	return runErr
}

// Estimate predicts the CPU time, in seconds, of counting the tasks todo
// (nil: all), from about budget of sampling (a float64: at n >= 27 it is
// centuries, past what a time.Duration holds). An [Estimator] plan
// estimates itself, scaled to todo's share; otherwise whole tasks of todo
// drawn with a fixed seed are counted one at a time on the calling
// goroutine until budget is spent (at least one; all of them when that is
// quicker), so the time taken is budget plus at most one task. It returns
// the number of samples too.
func (j *Job) Estimate(ctx context.Context, todo []int, budget time.Duration) (seconds float64, samples int, err error) {
	if todo == nil {
		todo = ShardTasks(j.Plan.Len(), 0, 1)
	}
	if len(todo) == 0 {
		return 0, 0, nil
	}
	if e, ok := j.Plan.(Estimator); ok {
		sec, samples, err := e.Estimate(ctx, budget)
		return sec * float64(len(todo)) / float64(j.Plan.Len()), samples, err
	}
	rng := rand.New(rand.NewPCG(uint64(j.N), 2))
	order := rng.Perm(len(todo))
	begin := time.Now()
	var sum time.Duration
	for _, o := range order {
		if samples > 0 && time.Since(begin) >= budget {
			break
		}
		t := time.Now()
		if err := j.Plan.Run(ctx, []int{todo[o]}, 1, func(int, TaskCount) {}); err != nil {
			return 0, samples, err
		}
		sum += time.Since(t)
		samples++
	}
	return sum.Seconds() / float64(samples) * float64(len(todo)), samples, nil
}

// Counts returns what ck has counted, with ck's ElapsedNS. A complete
// count of every shard's tasks (ck of shard 0 of 1, or the sums of all
// shards) goes through the plan's [Resulter] if it has one; a part of the
// count of such a plan has no unique count (HasUnique false).
func (j *Job) Counts(ck *Checkpoint) (Counts, error) {
	c := ck.Counts()
	if r, ok := j.Plan.(Resulter); ok {
		if ck.Shards != 1 || !ck.Complete() {
			c.Unique, c.HasUnique = 0, false
			return c, nil
		}
		var err error
		c.Total, c.Unique, err = r.Result(TaskCount{Total: ck.Total, Unique: ck.Unique})
		return c, err
	}
	return c, nil
}

// countTasks counts every task of method's plan for n (the Count of a
// method with a plan).
func countTasks(ctx context.Context, method Method, n int, o Options) (Counts, error) {
	j, err := NewJob(method, n)
	if err != nil {
		return Counts{}, err
	}
	ck := j.NewCheckpoint(0, 1)
	err = j.Run(ctx, ck, RunOptions{Workers: o.Workers, Progress: o.Progress})
	c, cerr := j.Counts(ck)
	if err == nil {
		err = cerr
	}
	return c, err
}

// Len is the number of tasks.
func (p *Plan) Len() int { return len(p.Tasks) }

// singleQueen is the plan of n = 1 for every method: one task, one
// solution (the fast method's search starts at n = 4).
type singleQueen struct{}

func (singleQueen) Len() int         { return 1 }
func (singleQueen) Checksum() uint64 { return 1 }
func (singleQueen) Run(ctx context.Context, todo []int, _ int, done func(int, TaskCount)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if todo == nil || len(todo) > 0 {
		done(0, TaskCount{Total: 1, Unique: 1})
	}
	return nil
}
