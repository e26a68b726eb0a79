package longrun

import (
	"context"
	"time"
)

// TaskCount is what one task found: solutions (Total) and, for a method
// that counts them, unique solutions (Unique; for a [Resulter] whatever
// its Result turns into the unique count). The zero value is a task with
// no solution.
type TaskCount struct {
	Total, Unique uint64
}

// Tasks is a count of one n (or of one instance) split into independent,
// deterministic tasks, named by their index 0..Len()-1. Any count with
// this shape gets shards, checkpoints, resume, merge and estimates from
// [Job] with no code of its own.
type Tasks interface {
	// Len is the number of tasks; it depends only on what is counted.
	Len() int
	// Checksum identifies the list of tasks: results and checkpoints of
	// different lists (another n, another instance, another version of
	// the split) are never combined.
	Checksum() uint64
	// Run counts the tasks whose indices are in todo (all when todo is
	// nil) on workers goroutines (0: GOMAXPROCS), calling done once per
	// finished task from one goroutine at a time. On cancel it returns
	// ctx's error promptly; tasks not reported to done are not finished.
	Run(ctx context.Context, todo []int, workers int, done func(i int, c TaskCount)) error
}

// Estimator is a [Tasks] that predicts the CPU time of all its tasks
// itself, in seconds, from about budget of sampling, and says from how
// many samples (a task may take hours, too long to time whole). Other
// Tasks are estimated by timing whole tasks ([Job.Estimate]).
type Estimator interface {
	Estimate(ctx context.Context, budget time.Duration) (seconds float64, samples int, err error)
}

// Resulter is a [Tasks] whose task counts do not add up to the counts
// themselves: Result turns the sums of all the tasks into the total and
// unique counts (the meet-in-the-middle tasks add up the unique count as
// Burnside's sum, 8 times it), and fails for sums that no complete count
// gives. Without it the sums are the counts. A part of such a count (a
// shard, a stopped run) has no unique count.
type Resulter interface {
	Result(sum TaskCount) (total, unique uint64, err error)
}
