package longrun

import (
	"errors"
	"fmt"
	"strings"

	"github.com/nqueens/nqueens"
)

// ErrMerge is returned (wrapped) when shard results do not form one
// complete split.
var ErrMerge = errors.New("longrun: the shard results do not form one complete split")

// JobOf returns the job of a method and n, as written in a shard result:
// [Merge] lists its plan to check the results against it. An unknown
// method or an n it does not take is an error.
type JobOf func(method string, n int) (*Job, error)

// Merge checks that results are every shard of one split exactly once
// (same method, n, number of shards, plan and format; each complete and
// consistent in itself, see [ShardResult.Check]) and returns their record:
// status Solved, the total and unique counts (through the plan's
// [Resulter] if it has one), Shards the split's and ElapsedNS the CPU time
// of all shards added up; Published is left nil. Errors name the file
// (names[i] is the name of results[i]) and the shard that fails, and the
// shards missing. It lists the plan (jobOf of the first result's method
// and n): O(tasks) time.
func Merge(results []ShardResult, names []string, jobOf JobOf) (Record, error) {
	if len(results) == 0 {
		return Record{}, fmt.Errorf("%w: no results given", ErrMerge)
	}
	first := results[0]
	job, err := jobOf(first.Method, first.N)
	if err != nil {
		return Record{}, fmt.Errorf("%w: %s: method %q, n = %d: %v", ErrMerge, names[0], first.Method, first.N, err)
	}
	if first.Shards < 1 || first.Shards > maxShards {
		return Record{}, fmt.Errorf("%w: %s names a split into %d shards; give 1 to %d", ErrMerge, names[0], first.Shards, maxShards)
	}
	m := merger{job: job, first: first, names: names, from: map[int]int{}}
	for i, r := range results {
		if err := m.add(i, r); err != nil {
			return Record{}, fmt.Errorf("%w: %v", ErrMerge, err)
		}
	}
	if err := m.missing(); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrMerge, err)
	}
	rec := Record{N: first.N, Method: first.Method, Status: nqueens.Solved, Total: m.sum.Total, Shards: first.Shards, ElapsedNS: m.elapsed}
	unique := m.sum.Unique
	if r, ok := job.Plan.(Resulter); ok {
		if rec.Total, unique, err = r.Result(m.sum); err != nil {
			return Record{}, fmt.Errorf("%w: the shards add up to counts no complete count gives: %v", ErrMerge, err)
		}
	}
	if job.Unique {
		rec.Unique = &unique
	}
	return rec, nil
}

// merger adds up the results of one split, checking each.
type merger struct {
	job     *Job
	first   ShardResult
	names   []string
	from    map[int]int // index+1 of the result of each shard given
	sum     TaskCount
	elapsed int64
}

// add checks results[i], r, against the split and the plan, and in
// itself, and adds it up.
func (m *merger) add(i int, r ShardResult) error {
	if err := m.member(i, r); err != nil {
		return err
	}
	if err := r.Check(); err != nil {
		return fmt.Errorf("%s (shard %d/%d): %s", m.names[i], r.Shard, r.Shards, r.explain(err))
	}
	m.from[r.Shard] = i + 1
	var e1, e2 error
	m.sum.Total, e1 = add(m.sum.Total, r.Total)
	m.sum.Unique, e2 = add(m.sum.Unique, r.Unique)
	if e1 != nil || e2 != nil {
		return fmt.Errorf("adding %s (shard %d/%d): %w", m.names[i], r.Shard, r.Shards, nqueens.ErrOverflow)
	}
	m.elapsed += r.ElapsedNS
	return nil
}

// member checks that r, the result in file m.names[i], is a finished
// shard of the split that no other result has given.
func (m *merger) member(i int, r ShardResult) error {
	name, first, first0 := m.names[i], m.first, m.names[0]
	switch own := shardLen(r.Tasks, r.Shard, r.Shards); {
	case readable(r.Version) != nil:
		return fmt.Errorf("%s: %v", name, readable(r.Version))
	case r.N != first.N || r.Shards != first.Shards:
		return fmt.Errorf("%s is shard %d/%d of n = %d, but %s is of a split of n = %d into %d", name, r.Shard, r.Shards, r.N, first0, first.N, first.Shards)
	case r.Method != first.Method:
		return fmt.Errorf("%s was counted by method %s, but %s by %s", name, r.Method, first0, first.Method)
	case r.Plan != m.job.PlanID() || r.Tasks != m.job.Plan.Len():
		return fmt.Errorf("%s was counted with another plan (%s, %d tasks) than this program's (%s, %d tasks): use one version for every shard", name, r.Plan, r.Tasks, m.job.PlanID(), m.job.Plan.Len())
	case r.Shard < 0 || r.Shard >= r.Shards:
		return fmt.Errorf("%s names shard %d of %d", name, r.Shard, r.Shards)
	case m.from[r.Shard] != 0:
		return fmt.Errorf("shard %d/%d is given twice: %s and %s", r.Shard, r.Shards, m.names[m.from[r.Shard]-1], name)
	case r.TasksDone != own:
		return fmt.Errorf("%s counted %d of the shard's %d tasks: it is unfinished", name, r.TasksDone, own)
	}
	return nil
}

// missing names the shards no result has given, the first 20 of them.
// The results given are distinct shards of the split, so the count is a
// difference; finding the first 20 looks at most 20 more shards than
// were given, however many the split has.
func (m *merger) missing() error {
	shards := m.first.Shards
	count := shards - len(m.from)
	var first []string
	for k := 0; k < shards && len(first) < min(count, 20); k++ {
		if m.from[k] == 0 {
			first = append(first, fmt.Sprint(k))
		}
	}
	switch list := strings.Join(first, ", "); {
	case count == 0:
		return nil
	case count == 1:
		return fmt.Errorf("shard %s of %d is missing", list, shards)
	case count > 20:
		list += ", ..."
		fallthrough
	default:
		return fmt.Errorf("%d of %d shards are missing: %s", count, shards, list)
	}
}
