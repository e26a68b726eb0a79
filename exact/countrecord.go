package exact

import (
	"context"
	"time"

	"github.com/nqueens/nqueens"
)

// CountRecord counts n as [Count] does and returns the record of it: status
// Solved and the check against OEIS when the count is complete; when ctx
// stops it, the stop's status ([StopStatus]) with the counts and the tasks
// reached, and ctx's error; after any other error, the error and the
// record of what was reached, its status not set. o.Progress, if set, is
// called as by Count; the record names o.Method ("": [DefaultMethod] of
// n). It costs what Count costs.
func CountRecord(ctx context.Context, n int, o Options) (Record, error) {
	if o.Method == "" {
		o.Method = DefaultMethod(n)
	}
	done, tasks := 0, 0
	progress := o.Progress
	o.Progress = func(d, p int) {
		done, tasks = d, p
		if progress != nil {
			progress(d, p)
		}
	}
	c, err := Count(ctx, n, o)
	st := nqueens.Solved
	if err != nil {
		st, _ = StopStatus(err)
	}
	return RecordOf(c, o.Method, st, done, tasks), err
}

// EstimateCount predicts how long counting n by m, a method with a plan,
// takes on one core, in seconds, from about budget of sampling its tasks
// (see [Job.Estimate]), and says from how many samples. ctx stops it with
// ctx's error.
func EstimateCount(ctx context.Context, m Method, n int, budget time.Duration) (cpuSeconds float64, samples int, err error) {
	job, err := NewJob(m, n)
	if err != nil {
		return 0, 0, err
	}
	return job.Estimate(ctx, nil, budget)
}
