//go:build deploycheck

package main

import (
	"context"
	"os"
)

func init() { checkHold = holdAfterFirstTask }

// holdAfterFirstTask is deploy/check's hook. When the file CHECKPOINT.hold
// exists, it removes it and the count, after its first finished task,
// waits until ctx is done (the engine's stop: SIGTERM, Ctrl-C). Tasks are
// reported one at a time, so no other task is recorded while it waits: the
// periodic save writes a checkpoint with progress, and the run cannot
// finish before the check stops it, however fast the count. The rerun
// finds no .hold file and goes on from the checkpoint. Without the file,
// progress is returned as it is.
func holdAfterFirstTask(ctx context.Context, checkpoint string, progress func(done, tasks int)) func(done, tasks int) {
	if checkpoint == "" || os.Remove(checkpoint+".hold") != nil {
		return progress
	}
	held := false // callbacks come one at a time
	return func(done, tasks int) {
		if progress != nil {
			progress(done, tasks)
		}
		if !held {
			held = true
			<-ctx.Done()
		}
	}
}
