package exact

import (
	"context"
	"errors"

	"github.com/nqueens/nqueens"
)

// Record is one count, finished or stopped, or a merge of shard results:
// its JSON is the record count (or merge) of JSON.md.
type Record struct {
	N      int            `json:"n"`
	Method string         `json:"method"`
	Status nqueens.Status `json:"status"` // Solved, or Canceled or LimitReached with what was reached
	// Total and Unique are the counts, of the tasks done so far when
	// stopped; Unique is nil when the method does not count it.
	Total     uint64  `json:"total"`
	Unique    *uint64 `json:"unique,omitempty"`
	TasksDone *int    `json:"tasks_done,omitempty"`
	Tasks     *int    `json:"tasks,omitempty"`
	Shards    int     `json:"shards,omitempty"` // merge only
	ElapsedNS int64   `json:"elapsed_ns"`
	// Published says whether a finished count agrees with OEIS; nil when
	// stopped or not published.
	Published *bool `json:"published,omitempty"`
}

// RecordOf describes c, counted by method with status st; done and tasks
// are the tasks counted and their number (0, 0: a method without tasks).
func RecordOf(c Counts, method Method, st nqueens.Status, done, tasks int) Record {
	r := Record{N: c.N, Method: string(method), Status: st, Total: c.Total, ElapsedNS: c.Elapsed.Nanoseconds()}
	if tasks > 0 {
		r.TasksDone, r.Tasks = &done, &tasks
	}
	if c.HasUnique {
		r.Unique = &c.Unique
	}
	if total, unique, known := Published(c.N); known && st == nqueens.Solved {
		agrees := total == c.Total && (!c.HasUnique || unique == c.Unique)
		r.Published = &agrees
	}
	return r
}

// StopStatus is the status of a count stopped by err (a deadline:
// LimitReached; a cancel: Canceled), and false for an error that is not a
// stop.
func StopStatus(err error) (nqueens.Status, bool) {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return nqueens.LimitReached, true
	case errors.Is(err, context.Canceled):
		return nqueens.Canceled, true
	}
	return 0, false
}

// MergeRecord merges results (see [Merge]; names[i] names results[i])
// into one record: status Solved, Shards the split's, Published whether
// OEIS agrees where it is known.
func MergeRecord(results []ShardResult, names []string) (Record, error) {
	c, err := Merge(results, names)
	if err != nil {
		return Record{}, err
	}
	r := RecordOf(c, Method(results[0].Method), nqueens.Solved, 0, 0)
	r.Shards = results[0].Shards
	return r, nil
}
