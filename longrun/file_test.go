package longrun_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// A checkpoint saved with SaveFile is resumed by OpenCheckpoint; an
// existing file is not overwritten unasked, and a damaged one is refused.
func TestCheckpointFile(t *testing.T) {
	job := newJob(t, exact.Fast, 10)
	path := filepath.Join(t.TempDir(), "c.json")
	ck, resumed, err := job.OpenCheckpoint(path, 0, 2, true)
	if err != nil || resumed || ck.DoneCount != 0 {
		t.Fatalf("no file: %v, resumed %v", err, resumed)
	}
	ctx, cancel := context.WithCancel(context.Background())
	err = job.Run(ctx, ck, longrun.RunOptions{Workers: 1, Save: longrun.SaveFile(path), Progress: func(done, _ int) {
		if done == 2 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Run: %v, want canceled", err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("a new checkpoint: %v, mode %v; want 0600", err, fi.Mode())
	}
	if _, _, err := job.OpenCheckpoint(path, 0, 2, false); !errors.Is(err, longrun.ErrCheckpointExists) {
		t.Errorf("without resume: %v, want longrun.ErrCheckpointExists", err)
	}
	again, resumed, err := job.OpenCheckpoint(path, 0, 2, true)
	if err != nil || !resumed || again.DoneCount != ck.DoneCount || again.DoneCount < 2 {
		t.Fatalf("resume: %v, resumed %v, %d tasks done, saved %d", err, resumed, again.DoneCount, ck.DoneCount)
	}
	if _, _, err := job.OpenCheckpoint(path, 1, 2, true); !errors.Is(err, longrun.ErrCheckpoint) {
		t.Errorf("another shard's checkpoint: %v, want ErrCheckpoint", err)
	}
	os.WriteFile(path, []byte("{}"), 0o644)
	if _, _, err := job.OpenCheckpoint(path, 0, 2, true); !errors.Is(err, longrun.ErrCheckpoint) {
		t.Errorf("damaged: %v, want ErrCheckpoint", err)
	}
}

// A checkpoint that cannot be read (here a directory) is its read error,
// said to be the checkpoint's, not a new start.
func TestCheckpointFileUnreadable(t *testing.T) {
	job := newJob(t, exact.Fast, 10)
	dir := t.TempDir()
	_, _, err := job.OpenCheckpoint(dir, 0, 1, true)
	var pe *os.PathError
	if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "reading checkpoint: ") {
		t.Fatalf("a directory: %v, want a PathError saying 'reading checkpoint: '", err)
	}
}
