package longrun

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/nqueens/nqueens/internal/output"
)

// ErrCheckpointExists is returned (wrapped) by [Job.OpenCheckpoint] when
// the file exists and resuming was not asked for: nothing is overwritten
// unasked.
var ErrCheckpointExists = errors.New("longrun: the checkpoint exists")

// OpenCheckpoint returns the checkpoint of shard k of m kept in the file
// path: read from it when resume is set and it exists (resumed is then
// true), a new one when it does not exist. A file that exists without
// resume is [ErrCheckpointExists]; one that is not j's, or damaged, is
// [ErrCheckpoint] with the reason; one that cannot be read, its read error
// wrapped ("reading checkpoint: ...").
func (j *Job) OpenCheckpoint(path string, k, m int, resume bool) (ck *Checkpoint, resumed bool, err error) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return j.NewCheckpoint(k, m), false, nil
	case err != nil:
		return nil, false, fmt.Errorf("reading checkpoint: %w", err)
	case !resume:
		return nil, false, fmt.Errorf("%w: %s", ErrCheckpointExists, path)
	}
	ck, err = j.ReadCheckpoint(data, k, m)
	return ck, err == nil, err
}

// SaveFile returns a [RunOptions.Save] that replaces the file path
// atomically (a temporary file beside it, fsync, rename: see
// internal/output), so a stop at any moment leaves the last whole save. A
// new file is readable by its owner only (0600); a file that exists keeps
// its mode.
func SaveFile(path string) func([]byte) error {
	return func(b []byte) error {
		create := output.Create
		if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
			create = output.CreatePrivate
		}
		f, err := create(path)
		if err != nil {
			return err
		}
		f.Write(b)
		return f.Commit()
	}
}
