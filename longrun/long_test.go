package longrun_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// A Long stopped after its first task records what it reached and saves
// it; reopened with Resume it finishes, and its shard with the other
// gives the published count.
func TestLongStopResumeMerge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	job := newJob(t, exact.Fast, 10)
	l := longrun.Long{Job: job, Shard: 0, Shards: 2, Checkpoint: path, Workers: 1,
		Progress: func(done, total int) { cancel() }}
	if err := l.Open(); err != nil {
		t.Fatal(err)
	}
	if err := l.CheckWritable(); err != nil {
		t.Fatal(err)
	}
	rec, err := l.Run(ctx)
	if !errors.Is(err, context.Canceled) || rec.Status != nqueens.Canceled || rec.TasksDone == nil || *rec.TasksDone == 0 || *rec.TasksDone == *rec.Tasks {
		t.Fatalf("stopped run: %+v, %v; want canceled with some tasks done", rec, err)
	}
	again := longrun.Long{Job: job, Shard: 0, Shards: 2, Checkpoint: path, Workers: 1}
	if err := again.Open(); !errors.Is(err, longrun.ErrCheckpointExists) {
		t.Fatalf("Open without Resume over a checkpoint: %v, want ErrCheckpointExists", err)
	}
	again.Resume = true
	if err := again.Open(); err != nil || !again.Resumed() {
		t.Fatalf("Open with Resume: %v, resumed %v", err, again.Resumed())
	}
	if done, _ := again.Done(); done != *rec.TasksDone || len(again.Todo()) == 0 || again.Total() != rec.Total {
		t.Errorf("resumed with %d tasks done (%d to do, total %d), the stop saved %d (total %d)", done, len(again.Todo()), again.Total(), *rec.TasksDone, rec.Total)
	}
	if rec, err = again.Run(context.Background()); err != nil || rec.Status != nqueens.Solved || len(again.Todo()) != 0 {
		t.Fatalf("resumed run: %+v, %v", rec, err)
	}
	mergeWithOther(t, job, again.Result())
}

// mergeWithOther counts shard 1 of 2 of job and merges it with r, shard
// 0, into the published count; the whole count has it too.
func mergeWithOther(t *testing.T, job *longrun.Job, r longrun.ShardResult) {
	t.Helper()
	other := longrun.Long{Job: job, Shard: 1, Shards: 2}
	if err := other.Open(); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	c, err := longrun.Merge([]longrun.ShardResult{r, other.Result()}, []string{"a", "b"}, jobOf)
	if total, _, _ := exact.Published(10); err != nil || c.Total != total {
		t.Errorf("merged shards: %d, %v; want %d", c.Total, err, total)
	}
	whole := longrun.Long{Job: job}
	if err := whole.Open(); err != nil {
		t.Fatal(err)
	}
	if rec, err := whole.Run(context.Background()); err != nil || rec.Total != 724 || rec.Unique == nil || *rec.Unique != 92 || rec.Published != nil {
		t.Errorf("whole count: %+v, %v; want 724 and 92, Published left to the caller", rec, err)
	}
}

// Sharded says which shard a Long counts, and whether one was asked for.
func TestLongSharded(t *testing.T) {
	l := &longrun.Long{Job: newJob(t, exact.Fast, 10)}
	if err := l.Open(); err != nil {
		t.Fatal(err)
	}
	if k, m, ok := l.Sharded(); ok || k != 0 || m != 1 {
		t.Errorf("all tasks: Sharded() = %d, %d, %v; want 0, 1, false", k, m, ok)
	}
	s := &longrun.Long{Job: newJob(t, exact.Fast, 10), Shard: 1, Shards: 3}
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	if k, m, ok := s.Sharded(); !ok || k != 1 || m != 3 {
		t.Errorf("shard 1/3: Sharded() = %d, %d, %v", k, m, ok)
	}
}

// Estimate says the tasks left and the figures, or with a stopped
// context the stop's status and no figures.
func TestLongEstimate(t *testing.T) {
	l := &longrun.Long{Job: newJob(t, exact.Fast, 12), Shard: 1, Shards: 4, Workers: 2}
	if err := l.Open(); err != nil {
		t.Fatal(err)
	}
	r, err := l.Estimate(context.Background(), 0)
	if err != nil || r.Status != nqueens.Solved || r.CPUSeconds == nil || *r.Seconds != *r.CPUSeconds/2 || *r.Shard != 1 || r.TasksLeft != len(l.Todo()) {
		t.Errorf("estimate: %+v, %v", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := l.Estimate(ctx, 0); !errors.Is(err, context.Canceled) || r.Status != nqueens.Canceled || r.CPUSeconds != nil {
		t.Errorf("stopped estimate: %+v, %v", r, err)
	}
}

// Compare says whether a finished record agrees, and leaves a stopped one
// alone.
func TestRecordCompare(t *testing.T) {
	u := uint64(92)
	for _, tc := range []struct {
		r     longrun.Record
		total uint64
		want  *bool
	}{
		{longrun.Record{Total: 724, Unique: &u}, 724, ptr(false)}, // unique 92 against 91 below
		{longrun.Record{Total: 724}, 724, ptr(true)},
		{longrun.Record{Total: 723}, 724, ptr(false)},
		{longrun.Record{Total: 1, Status: nqueens.Canceled}, 724, nil},
	} {
		tc.r.Compare(tc.total, 91)
		if (tc.r.Published == nil) != (tc.want == nil) || tc.want != nil && *tc.r.Published != *tc.want {
			t.Errorf("%+v: Published %v, want %v", tc.r, tc.r.Published, tc.want)
		}
	}
}

func ptr[T any](v T) *T { return &v }
