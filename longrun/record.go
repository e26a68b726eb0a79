package longrun

import "github.com/nqueens/nqueens"

// Record is one count, finished or stopped, or a merge of shard results:
// its JSON is the record count (or merge) of JSON.md.
type Record struct {
	N      int            `json:"n"`
	Method string         `json:"method"`
	Status nqueens.Status `json:"status"` // Solved, or Canceled or LimitReached with what was reached
	// Total and Unique are the counts, of the tasks done so far when
	// stopped; Unique is nil when the method does not count it (or for a
	// part of a [Resulter]'s count).
	Total     uint64  `json:"total"`
	Unique    *uint64 `json:"unique,omitempty"`
	TasksDone *int    `json:"tasks_done,omitempty"`
	Tasks     *int    `json:"tasks,omitempty"`
	Shards    int     `json:"shards,omitempty"` // merge only
	ElapsedNS int64   `json:"elapsed_ns"`
	// Published says whether a finished count agrees with the published
	// one (OEIS); nil when stopped or not published. This package leaves
	// it nil: the caller knows the published counts ([Record.Compare]).
	Published *bool `json:"published,omitempty"`
}

// Compare sets r.Published when r is finished (status Solved): whether
// its total is total and, when r has a unique count, whether it is
// unique. Call it only for an n whose counts are published.
func (r *Record) Compare(total, unique uint64) {
	if r.Status != nqueens.Solved {
		return
	}
	agrees := r.Total == total && (r.Unique == nil || *r.Unique == unique)
	r.Published = &agrees
}
