package longrun

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// A count is only as right as the machines that made it. A shard result
// keeps the count of each of its tasks, so any of them can be counted
// again, on another machine and by a second method of the same tasks (a
// [Tasks] with the same Len and Checksum, counted by other code: exact's
// MITMCheck for MITM's pieces): a task whose two counts differ names a
// wrong shard, whatever made it wrong. Recounting a random sample of the
// tasks of every shard bounds how many wrong tasks can hide: if a share f
// of the tasks were wrong, a sample of s tasks would miss them all with
// probability about (1-f)^s.

// ErrRecount is returned (wrapped) when results cannot be recounted: not
// of one plan, a shard given twice, or a second method of other tasks.
var ErrRecount = errors.New("longrun: the shard results cannot be recounted")

// RecountOptions say what [Recount] counts again and how.
type RecountOptions struct {
	// Check is the second method: the tasks of the results' plan, counted
	// by other code (the same Len and Checksum).
	Check Tasks
	// Sample is the number of tasks recounted, drawn without repeats and
	// with Seed among all the tasks of the results; 0, or more than there
	// are, recounts them all.
	Sample int
	Seed   uint64
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Progress, if non-nil, is called after each task recounted, from one
	// goroutine at a time, with the tasks done and their number.
	Progress func(done, total int)
}

// RecountRecord is what [Recount] found: its JSON is the record recount
// of JSON.md.
type RecountRecord struct {
	N      int            `json:"n"`
	Method string         `json:"method"`
	Status nqueens.Status `json:"status"` // Solved: every task of the sample recounted
	Shards int            `json:"shards"` // results given
	Tasks  int            `json:"tasks"`  // tasks in them
	// Recounted are the tasks counted again so far, Sample how many were
	// drawn; Agree reports whether each of them has the count its result
	// holds.
	Recounted  int        `json:"recounted"`
	Sample     int        `json:"sample"`
	Agree      bool       `json:"agree"`
	Mismatches []Mismatch `json:"mismatches,omitempty"`
	ElapsedNS  int64      `json:"elapsed_ns"`
}

// A Mismatch is a task whose recount differs from the count its result
// holds.
type Mismatch struct {
	File   string `json:"file"`
	Shard  int    `json:"shard"`
	Task   int    `json:"task"`   // its index in the plan
	Total  uint64 `json:"total"`  // as its result holds it
	Unique uint64 `json:"unique"` // as its result holds it
	// RecountTotal and RecountUnique are the second method's counts.
	RecountTotal  uint64 `json:"recount_total"`
	RecountUnique uint64 `json:"recount_unique"`
}

// recounted is a task drawn, where its count is written.
type recounted struct {
	result, j int // results[result].TaskTotals[j]
}

// Recount counts again, with o.Check, a sample of the tasks of results
// (shard results of one method, n and plan, each shard at most once, each
// consistent in itself: see [ReadShardResult]; names[i] names
// results[i]), and compares each count with the one its result holds. It
// returns the record of what it found; when ctx stops it, the record of
// the tasks recounted so far, with the stop's status, and ctx's error.
// Time: the check's, for the tasks drawn.
func Recount(ctx context.Context, results []ShardResult, names []string, o RecountOptions) (RecountRecord, error) {
	start := time.Now()
	where, err := recountable(results, names, o.Check)
	if err != nil {
		return RecountRecord{}, err
	}
	first := results[0]
	rec := RecountRecord{N: first.N, Method: first.Method, Shards: len(results), Tasks: len(where)}
	todo := sample(where, o.Sample, o.Seed)
	rec.Sample = len(todo)
	err = o.Check.Run(ctx, todo, o.Workers, func(i int, c TaskCount) {
		w := where[i]
		r := results[w.result]
		rec.Recounted++
		if c.Total != r.TaskTotals[w.j] || c.Unique != r.TaskUniques[w.j] {
			rec.Mismatches = append(rec.Mismatches, Mismatch{File: names[w.result], Shard: r.Shard, Task: i,
				Total: r.TaskTotals[w.j], Unique: r.TaskUniques[w.j], RecountTotal: c.Total, RecountUnique: c.Unique})
		}
		if o.Progress != nil {
			o.Progress(rec.Recounted, rec.Sample)
		}
	})
	slices.SortFunc(rec.Mismatches, func(a, b Mismatch) int { return a.Task - b.Task })
	rec.Agree = len(rec.Mismatches) == 0
	rec.ElapsedNS = time.Since(start).Nanoseconds()
	rec.Status, _ = nqueens.StopStatus(err) // Solved (0) when err is nil
	return rec, err
}

// recountable checks that results can be recounted by check and returns
// where each of their tasks is written, by task index.
func recountable(results []ShardResult, names []string, check Tasks) (map[int]recounted, error) {
	if len(results) == 0 {
		return nil, fmt.Errorf("%w: no results given", ErrRecount)
	}
	first := results[0]
	if check == nil {
		return nil, fmt.Errorf("%w: method %s has no second method to recount with", ErrRecount, first.Method)
	}
	if id := fmt.Sprintf("%016x", check.Checksum()); first.Plan != id || first.Tasks != check.Len() {
		return nil, fmt.Errorf("%w: %s was counted with another plan (%s, %d tasks) than the second method counts (%s, %d tasks)", ErrRecount, names[0], first.Plan, first.Tasks, id, check.Len())
	}
	where := map[int]recounted{}
	seen := map[int]string{}
	for x, r := range results {
		switch {
		case r.Method != first.Method || r.N != first.N || r.Plan != first.Plan || r.Shards != first.Shards:
			return nil, fmt.Errorf("%w: %s is shard %d/%d of n = %d by %s (plan %s), but %s of a split of n = %d into %d by %s (plan %s)",
				ErrRecount, names[x], r.Shard, r.Shards, r.N, r.Method, r.Plan, names[0], first.N, first.Shards, first.Method, first.Plan)
		case seen[r.Shard] != "":
			return nil, fmt.Errorf("%w: shard %d/%d is given twice: %s and %s", ErrRecount, r.Shard, r.Shards, seen[r.Shard], names[x])
		case r.TasksDone != shardLen(r.Tasks, r.Shard, r.Shards) || len(r.TaskTotals) != r.TasksDone:
			return nil, fmt.Errorf("%w: %s counted %d of the shard's %d tasks: it is unfinished", ErrRecount, names[x], r.TasksDone, shardLen(r.Tasks, r.Shard, r.Shards))
		}
		seen[r.Shard] = names[x]
		for j := range r.TaskTotals {
			where[r.Shard+j*r.Shards] = recounted{x, j}
		}
	}
	return where, nil
}

// sample draws k of the tasks of where (all when k is 0 or more than
// there are) with a fixed seed, and returns them in order.
func sample(where map[int]recounted, k int, seed uint64) []int {
	all := make([]int, 0, len(where))
	for i := range where {
		all = append(all, i)
	}
	slices.Sort(all)
	if k <= 0 || k >= len(all) {
		return all
	}
	rng := stream.NewPCG(seed, 4)
	for x := range k { // a partial Fisher-Yates shuffle
		y := x + rng.IntN(len(all)-x)
		all[x], all[y] = all[y], all[x]
	}
	todo := all[:k]
	slices.Sort(todo)
	return todo
}
