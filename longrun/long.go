package longrun

import (
	"context"
	"runtime"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/output"
)

// Long is one run of a [Job] that may outlast its process: one shard of
// the tasks (or all of them), resumed from and saved to a checkpoint file,
// its time estimated from a sample first if wanted. The zero Shards means
// all the tasks (shard 0 of 1); the zero Checkpoint saves nothing.
type Long struct {
	Job           *Job
	Shard, Shards int           // shard K of M, K from 0 to M-1
	Checkpoint    string        // the file saved every SaveEvery ("": none)
	Resume        bool          // go on from Checkpoint if it exists
	SaveEvery     time.Duration // 0: 5 s
	Workers       int           // 0: GOMAXPROCS
	// Progress, if non-nil, is called after each task as in [RunOptions].
	Progress func(done, total int)

	ck      *Checkpoint
	resumed bool
	sharded bool // Shards was set (not 0) when Open ran
}

// SaveError is a checkpoint save that failed, as [Long.Run] returns it.
type SaveError struct{ Err error }

func (e *SaveError) Error() string { return e.Err.Error() }
func (e *SaveError) Unwrap() error { return e.Err }

// Open makes l's checkpoint: read from l.Checkpoint when l.Resume is set
// and the file exists, new otherwise. Its errors are those of
// [Job.OpenCheckpoint]: [ErrCheckpointExists], [ErrCheckpoint] (and
// [ErrOtherPlan]) or the file's read error.
func (l *Long) Open() error {
	if l.sharded = l.Shards != 0; !l.sharded {
		l.Shard, l.Shards = 0, 1
	}
	var err error
	l.ck = l.Job.NewCheckpoint(l.Shard, l.Shards)
	if l.Checkpoint != "" {
		l.ck, l.resumed, err = l.Job.OpenCheckpoint(l.Checkpoint, l.Shard, l.Shards, l.Resume)
	}
	return err
}

// Sharded returns the shard l counts, and whether l.Shards was set (not
// 0) when Open ran: false for a count of all the tasks. Call it after
// Open.
func (l *Long) Sharded() (shard, shards int, ok bool) { return l.Shard, l.Shards, l.sharded }

// Resumed reports whether Open read the checkpoint from its file.
func (l *Long) Resumed() bool { return l.resumed }

// Done returns the tasks of the shard counted so far and their number.
func (l *Long) Done() (done, tasks int) { return l.ck.DoneCount, len(l.ck.Totals) }

// Todo returns the tasks of the shard not counted yet ([Checkpoint.Todo]).
func (l *Long) Todo() []int { return l.ck.Todo() }

// Total is the total counted so far (of the tasks done).
func (l *Long) Total() uint64 { return l.ck.Total }

// CheckWritable checks that the checkpoint file (if any) can be written,
// leaving it as it is: a run that could not save fails before it starts.
func (l *Long) CheckWritable() error {
	if l.Checkpoint == "" {
		return nil
	}
	f, err := output.CreatePrivate(l.Checkpoint)
	if err != nil {
		return err
	}
	f.Abort()
	return nil
}

// EstimateRecord is the estimate of a count (or shard): its JSON is the
// record estimate of JSON.md. The pointers are nil, and absent from the
// JSON, when sampling was stopped (the figures) or without shards (Shard,
// Shards).
type EstimateRecord struct {
	N          int            `json:"n"`
	Method     string         `json:"method"`
	Status     nqueens.Status `json:"status"`
	Shard      *int           `json:"shard,omitempty"`
	Shards     *int           `json:"shards,omitempty"`
	TasksLeft  int            `json:"tasks_left"`
	Workers    int            `json:"workers"`
	CPUSeconds *float64       `json:"cpu_seconds,omitempty"` // on one core
	Seconds    *float64       `json:"seconds,omitempty"`     // on Workers cores
	Samples    *int           `json:"samples,omitempty"`
	// MemoryBytes is the memory the count needs on Workers goroutines at
	// its peak, when the caller knows it (this package leaves it nil).
	MemoryBytes *uint64 `json:"memory_bytes,omitempty"`
}

// Estimate predicts the time of the tasks left to count, from about
// budget of sampling (see [Job.Estimate]), on one core and on l.Workers
// (0: GOMAXPROCS). Stopped by ctx, it returns the record with the stop's
// status ([nqueens.StopStatus]) and no figures, and ctx's error. Open must
// have succeeded.
func (l *Long) Estimate(ctx context.Context, budget time.Duration) (EstimateRecord, error) {
	todo := l.ck.Todo()
	workers := l.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	r := EstimateRecord{N: l.Job.N, Method: l.Job.Method, TasksLeft: len(todo), Workers: workers}
	if l.sharded {
		r.Shard, r.Shards = &l.Shard, &l.Shards
	}
	cpu, samples, err := l.Job.Estimate(ctx, todo, budget)
	if err != nil {
		r.Status, _ = nqueens.StopStatus(err)
		return r, err
	}
	wall := cpu / float64(workers)
	r.Status, r.CPUSeconds, r.Seconds, r.Samples = nqueens.Solved, &cpu, &wall, &samples
	return r, nil
}

// Run counts the tasks left, saving the checkpoint as it goes when l has
// one, and returns the record of what it reached ([Job.Record]): status
// Solved when the count is complete; when ctx stops it, the stop's status
// ([nqueens.StopStatus]) with the counts of the tasks done, and ctx's
// error. Other errors are a save that failed ([SaveError]),
// [nqueens.ErrOverflow], the plan's, or a complete count the plan's
// [Resulter] refuses. Open must have succeeded.
func (l *Long) Run(ctx context.Context) (Record, error) {
	var save func([]byte) error
	if l.Checkpoint != "" {
		file := SaveFile(l.Checkpoint)
		save = func(b []byte) error {
			if err := file(b); err != nil {
				return &SaveError{err}
			}
			return nil
		}
	}
	err := l.Job.Run(ctx, l.ck, RunOptions{Workers: l.Workers, Save: save, SaveEvery: l.SaveEvery, Progress: l.Progress})
	st, stopped := nqueens.StopStatus(err)
	if err != nil && !stopped {
		return Record{}, err
	}
	if !stopped {
		st = nqueens.Solved
	}
	rec, rerr := l.Job.Record(l.ck, st) // a part has no Result to fail
	if rerr != nil {
		return Record{}, rerr
	}
	return rec, err
}

// Result returns the shard's result, for [Merge] with the other shards'
// after a complete Run.
func (l *Long) Result() ShardResult { return l.ck.Result() }
