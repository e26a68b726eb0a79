package longrun

import (
	"context"
	"fmt"
	"math/bits"
	"sync"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// Job is a long count: the tasks of one method for one n. It makes the
// checkpoints and shard results of any split of them and runs what is
// left of one. Method and N are written into every file, so that files of
// another method or n are refused; Unique says whether the tasks count
// unique solutions (TaskCount.Unique), and so whether records have them.
type Job struct {
	Method string
	N      int
	Plan   Tasks
	Unique bool
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
	// or failed): the caller decides where it goes ([SaveFile]: an atomic
	// file write). An error from Save stops the run and is returned.
	Save func(checkpoint []byte) error
	// SaveEvery is the time between saves; 0 means 5 s.
	SaveEvery time.Duration
	// Progress, if non-nil, is called from one goroutine at a time after
	// each task, with the shard's tasks done (resumed ones included)
	// and its number of tasks.
	Progress func(done, total int)
}

// run is one [Job.Run]: the checkpoint, guarded by mu, and the first
// error of a task's record or a save.
type run struct {
	ck      *Checkpoint
	o       RunOptions
	mu      sync.Mutex
	start   time.Time
	base    int64 // ck.ElapsedNS when the run began
	stop    context.CancelFunc
	errOnce sync.Once
	err     error
}

// fail keeps the first error and stops the run.
func (r *run) fail(err error) {
	r.errOnce.Do(func() { r.err = err })
	r.stop()
}

// save hands the checkpoint, its time brought up to date, to o.Save.
func (r *run) save() error {
	r.mu.Lock()
	r.ck.ElapsedNS = r.base + time.Since(r.start).Nanoseconds()
	var data []byte
	if r.o.Save != nil {
		data = r.ck.Marshal()
	}
	r.mu.Unlock()
	if r.o.Save == nil {
		return nil
	}
	return r.o.Save(data)
}

// saveEvery saves every period until ctx is done; a failed save stops
// the run.
func (r *run) saveEvery(ctx context.Context, period time.Duration) {
	tick := time.NewTicker(period)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			if err := r.save(); err != nil {
				r.fail(err)
				return
			}
		}
	}
}

// done records task i.
func (r *run) done(i int, c TaskCount) {
	r.mu.Lock()
	err := r.ck.Add(i, c)
	done, total := r.ck.DoneCount, len(r.ck.Totals)
	r.mu.Unlock()
	if err != nil {
		r.fail(err)
	}
	if r.o.Progress != nil {
		r.o.Progress(done, total)
	}
}

// Run counts the tasks of ck's shard that ck does not record as done,
// recording each in ck as it finishes. When ctx is canceled it returns
// ctx's error promptly, with ck holding every finished task (and saved,
// if o.Save is set), so a later Run with the same ck (or one decoded from
// the save) goes on where this one stopped. ck must be of j (from
// [Job.NewCheckpoint] or [Job.ReadCheckpoint]); ck.ElapsedNS grows by the
// time spent here. Errors: a save's, [nqueens.ErrOverflow] (wrapped), ctx's, the
// plan's.
func (j *Job) Run(ctx context.Context, ck *Checkpoint, o RunOptions) error {
	if ck.N != j.N || ck.Plan != j.PlanID() {
		panic("longrun: Job.Run with a checkpoint of another job")
	}
	every := o.SaveEvery
	if every <= 0 {
		every = 5 * time.Second
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	r := &run{ck: ck, o: o, start: time.Now(), base: ck.ElapsedNS, stop: stop}
	var saver sync.WaitGroup
	if o.Save != nil {
		saver.Go(func() { r.saveEvery(runCtx, every) })
	}
	var runErr error
	if todo := ck.Todo(); len(todo) > 0 {
		runErr = j.Plan.Run(runCtx, todo, o.Workers, r.done)
	}
	stop()
	saver.Wait()
	finalErr := r.save() // the last save, and ElapsedNS brought up to date
	switch {
	case r.err != nil:
		return r.err
	case finalErr != nil:
		return finalErr
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
	order := stream.NewPCG(uint64(j.N), 2).Perm(len(todo))
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

// Record is the record of what ck (a checkpoint of j) has counted, with
// status st and ck's ElapsedNS. A complete count of every task (ck of
// shard 0 of 1) goes through the plan's [Resulter] if it has one, whose
// error it returns; a part of the count of such a plan has no unique
// count. A plan without tasks (n = 2) has no TasksDone and Tasks.
// Published is left nil: the caller knows the published counts.
func (j *Job) Record(ck *Checkpoint, st nqueens.Status) (Record, error) {
	r := Record{N: j.N, Method: j.Method, Status: st, Total: ck.Total, ElapsedNS: ck.ElapsedNS}
	if done, tasks := ck.DoneCount, len(ck.Totals); tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	unique, has := ck.Unique, j.Unique
	if res, ok := j.Plan.(Resulter); ok {
		if ck.Shards != 1 || !ck.Complete() {
			has = false
		} else {
			var err error
			if r.Total, unique, err = res.Result(TaskCount{Total: ck.Total, Unique: ck.Unique}); err != nil {
				return Record{}, err
			}
		}
	}
	if has {
		r.Unique = &unique
	}
	return r, nil
}

// add returns a+b, or [nqueens.ErrOverflow].
func add(a, b uint64) (uint64, error) {
	s, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		return 0, nqueens.ErrOverflow
	}
	return s, nil
}
