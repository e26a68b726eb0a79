package exact

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/nqueens/nqueens"
)

// A Long stopped after its first task records what it reached and saves
// it; reopened with Resume it finishes, and its shard with the other
// gives the published count.
func TestLongStopResumeMerge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	l := Long{Method: Fast, N: 10, Shard: 0, Shards: 2, Checkpoint: path, Workers: 1,
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
	again := Long{Method: Fast, N: 10, Shard: 0, Shards: 2, Checkpoint: path, Workers: 1}
	if err := again.Open(); !errors.Is(err, ErrCheckpointExists) {
		t.Fatalf("Open without Resume over a checkpoint: %v, want ErrCheckpointExists", err)
	}
	again.Resume = true
	if err := again.Open(); err != nil || !again.Resumed() {
		t.Fatalf("Open with Resume: %v, resumed %v", err, again.Resumed())
	}
	if done, _ := again.Done(); done != *rec.TasksDone {
		t.Errorf("resumed with %d tasks done, the stop saved %d", done, *rec.TasksDone)
	}
	if rec, err = again.Run(context.Background()); err != nil || rec.Status != nqueens.Solved {
		t.Fatalf("resumed run: %+v, %v", rec, err)
	}
	other := Long{Method: Fast, N: 10, Shard: 1, Shards: 2}
	if err := other.Open(); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	c, err := Merge([]ShardResult{again.Result(), other.Result()}, []string{"a", "b"})
	if total, _, _ := Published(10); err != nil || c.Total != total {
		t.Errorf("merged shards: %d, %v; want %d", c.Total, err, total)
	}
	whole := Long{Method: Fast, N: 10}
	if err := whole.Open(); err != nil {
		t.Fatal(err)
	}
	if rec, err := whole.Run(context.Background()); err != nil || rec.Published == nil || !*rec.Published {
		t.Errorf("whole count: %+v, %v; want published", rec, err)
	}
	if err := (&Long{Method: Backtrack, N: 8}).Open(); !errors.Is(err, ErrNoPlan) {
		t.Errorf("Open of a method without tasks: %v, want ErrNoPlan", err)
	}
}

// MergeRecord is the record of the merged shards, with the split's size,
// and refuses what Merge refuses.
func TestMergeRecord(t *testing.T) {
	var results []ShardResult
	for k := range 3 {
		l := Long{Method: Fast, N: 9, Shard: k, Shards: 3}
		if err := l.Open(); err != nil {
			t.Fatal(err)
		}
		if _, err := l.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		results = append(results, l.Result())
	}
	r, err := MergeRecord(results, []string{"a", "b", "c"})
	total, _, _ := Published(9)
	if err != nil || r.N != 9 || r.Total != total || r.Shards != 3 || r.Method != string(Fast) || r.Status != nqueens.Solved || r.Published == nil || !*r.Published {
		t.Errorf("MergeRecord: %+v, %v", r, err)
	}
	if _, err := MergeRecord(results[:2], []string{"a", "b"}); !errors.Is(err, ErrMerge) {
		t.Errorf("MergeRecord of a missing shard: %v, want ErrMerge", err)
	}
}

// Sharded says which shard a Long counts, and whether one was asked for.
func TestLongSharded(t *testing.T) {
	l := &Long{Method: Fast, N: 10}
	if err := l.Open(); err != nil {
		t.Fatal(err)
	}
	if k, m, ok := l.Sharded(); ok || k != 0 || m != 1 {
		t.Errorf("all tasks: Sharded() = %d, %d, %v; want 0, 1, false", k, m, ok)
	}
	s := &Long{Method: Fast, N: 10, Shard: 1, Shards: 3}
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	if k, m, ok := s.Sharded(); !ok || k != 1 || m != 3 {
		t.Errorf("shard 1/3: Sharded() = %d, %d, %v", k, m, ok)
	}
}
