package compare

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nqueens/nqueens"
)

// BatchTime is the least a batch of runs lasts. A solve shorter than it
// is timed again in batches of runs with the same seed (the same work:
// same seed, same result) until one lasts BatchTime, then in
// BatchReadings such batches, and its time is their median time per run:
// one cold run of microseconds carries the overheads of a first call
// (formula at n = 1000: 7.7 µs cold, 1.1 µs a run warm), and a batch
// of 200 µs is seldom cut by another program on a busy machine (the
// median of three ignores one that is). The classroom's timings read
// batches of at least as long.
const BatchTime = 200 * time.Microsecond

// BatchReadings is how many batches of at least BatchTime time a solve
// shorter than it.
const BatchReadings = 3

// MaxBatch is the most runs timed together in one batch.
const MaxBatch = 1 << 20

// BatchRuns returns how many runs the next batch takes to last at least
// long, when the last batch of runs took took: as many as took says and
// a fifth more, at most 100 times runs (a clock that barely moved says
// little) and MaxBatch; 10 times runs when took is 0 (a clock that did
// not move). It is the rule of every batch of runs timed together in the
// module: compare's trials and the classroom's timings.
func BatchRuns(runs int, took, long time.Duration) int {
	if took <= 0 {
		return min(MaxBatch, runs*10)
	}
	return min(MaxBatch, runs*100, int(float64(runs)*1.2*float64(long)/float64(took))+1)
}

// batch is a solve timed in batches: the median time per run, the mean
// start phase, and the runs of one batch.
type batch struct {
	per, setup time.Duration
	runs       int
}

// rerun times again, in batches, a solve of c with settings that returned
// first, a verified placement, in took (under BatchTime): batches sized
// from the last by [BatchRuns] until one lasts BatchTime or holds
// MaxBatch runs, then BatchReadings batches of that size in all, of which
// the median is the timing. Every run must do the same work as the first
// (the same status and steps, and the last the same placement): a solver
// that does not is an error. A run stopped by a limit (Plan.TimeLimit
// close to the run's time) returns errStopped.
func rerun(ctx context.Context, c Case, settings nqueens.Settings, first nqueens.Result, took time.Duration, now func() time.Time) (batch, error) {
	runs := 1
	var setup time.Duration
	var err error
	for took < BatchTime && runs < MaxBatch {
		runs = BatchRuns(runs, took, BatchTime)
		if took, setup, err = timeBatch(ctx, c, settings, first, runs, now); err != nil {
			return batch{}, err
		}
	}
	readings, setups := []float64{float64(took) / float64(runs)}, setup
	for len(readings) < BatchReadings {
		if took, setup, err = timeBatch(ctx, c, settings, first, runs, now); err != nil {
			return batch{}, err
		}
		readings, setups = append(readings, float64(took)/float64(runs)), setups+setup
	}
	return batch{per: time.Duration(median(readings)), setup: setups / time.Duration(runs*BatchReadings), runs: runs}, nil
}

// timeBatch runs c with settings runs times and returns the time they
// took and the sum of their start phases; an error when a run does other
// work than first (the last run's placement is compared, after the time
// is read).
func timeBatch(ctx context.Context, c Case, settings nqueens.Settings, first nqueens.Result, runs int, now func() time.Time) (took, setup time.Duration, err error) {
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	var last nqueens.Result
	s := now()
	for range runs {
		res, err := c.Solver.Solve(ctx, c.N, settings)
		if err != nil {
			return 0, 0, err
		}
		if res.Status == nqueens.LimitReached || res.Status == nqueens.Canceled {
			return 0, 0, errStopped // a time limit near the run's time, say
		}
		if res.Status != first.Status || res.Stats.Steps != first.Stats.Steps {
			return 0, 0, notSame(settings.Seed, first, res)
		}
		setup += res.Stats.Setup
		last = res
	}
	took = now().Sub(s)
	if !slices.Equal(last.Placement, first.Placement) {
		return 0, 0, fmt.Errorf("seed %d: a run again placed the queens elsewhere: not the same work for the same seed", settings.Seed)
	}
	return took, setup, nil
}

// errStopped is the error of a run again stopped by a limit: the batch
// is dropped and the trial keeps its first run's time.
var errStopped = errors.New("compare: a run again was stopped")

// notSame is the error of a run again that did other work than the first.
func notSame(seed uint64, first, again nqueens.Result) error {
	return fmt.Errorf("seed %d: a run again ended %s after %d steps, the first %s after %d: not the same work for the same seed",
		seed, again.Status.Word(), again.Stats.Steps, first.Status.Word(), first.Stats.Steps)
}
