package countrun

import (
	"context"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// Compare sets r.Published, for a finished count of an n whose counts are
// published ([exact.Published]), to whether r agrees with them.
func Compare(r *longrun.Record) {
	if total, unique, ok := exact.Published(r.N); ok {
		r.Compare(total, unique)
	}
}

// record describes c, counted by method with status st, checked against
// the published counts when finished ([Compare]); done and tasks are the
// tasks counted and their number (0, 0: a method without tasks).
func record(c exact.Counts, method exact.Method, st nqueens.Status, done, tasks int) longrun.Record {
	r := longrun.Record{N: c.N, Method: string(method), Status: st, Total: c.Total, ElapsedNS: c.Elapsed.Nanoseconds()}
	if tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	if c.HasUnique {
		r.Unique = &c.Unique
	}
	Compare(&r)
	return r
}

// count counts n as [exact.Count] does and returns the record of it:
// status Solved and the check against OEIS when the count is complete;
// when ctx stops it, the stop's status ([nqueens.StopStatus]) with the
// counts and the tasks reached, and ctx's error; after any other error,
// the error and the record of what was reached, its status not set.
// o.Progress, if set, is called as by exact.Count; the record names
// o.Method ("": [exact.DefaultMethod] of n). It costs what exact.Count
// costs.
func count(ctx context.Context, n int, o exact.Options) (longrun.Record, error) {
	if o.Method == "" {
		o.Method = exact.DefaultMethod(n)
	}
	done, tasks := 0, 0
	progress := o.Progress
	o.Progress = func(d, p int) {
		done, tasks = d, p
		if progress != nil {
			progress(d, p)
		}
	}
	c, err := exact.Count(ctx, n, o)
	st := nqueens.Solved
	if err != nil {
		st, _ = nqueens.StopStatus(err)
	}
	return record(c, o.Method, st, done, tasks), err
}

// estimate predicts how long counting n by m, a method with a plan,
// takes on one core, in seconds, from about budget of sampling its tasks
// (see [longrun.Job.Estimate]), and says from how many samples. ctx stops
// it with ctx's error.
func estimate(ctx context.Context, m exact.Method, n int, budget time.Duration) (cpuSeconds float64, samples int, err error) {
	job, err := Job(string(m), n)
	if err != nil {
		return 0, 0, err
	}
	return job.Estimate(ctx, nil, budget)
}
