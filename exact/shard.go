package exact

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Long counts are split into shards: shard K of M (0 <= K < M) owns the
// tasks of the plan whose index i has i mod M = K. Interleaving spreads
// big and small tasks evenly, and any M gives shards that add up to the
// total. Each shard's count is a small [ShardResult]; [Merge] checks that a
// set of results is one complete split and adds them up. A [Checkpoint]
// records the tasks of a shard (or of the whole count) done so far, so an
// interrupted count resumes where it stopped.

// FormatVersion is written into results and checkpoints; files of another
// version are refused.
const FormatVersion = 1

// ShardTasks returns the indices of the tasks shard k of m owns, in order.
func (p *Plan) ShardTasks(k, m int) []int {
	var out []int
	for i := k; i < len(p.Tasks); i += m {
		out = append(out, i)
	}
	return out
}

// ParseShard reads "K/M" (0 <= K < M).
func ParseShard(s string) (k, m int, err error) {
	a, b, ok := strings.Cut(s, "/")
	if ok {
		_, err1 := fmt.Sscanf(a, "%d", &k)
		_, err2 := fmt.Sscanf(b, "%d", &m)
		ok = err1 == nil && err2 == nil && fmt.Sprintf("%d/%d", k, m) == strings.TrimSpace(s)
	}
	if !ok {
		return 0, 0, fmt.Errorf("shard %q: write K/M, such as 3/64 (shard K of M, K from 0 to M-1)", s)
	}
	if m < 1 || k < 0 || k >= m {
		return 0, 0, fmt.Errorf("shard %q: K must be in 0..M-1 and M at least 1", s)
	}
	return k, m, nil
}

// ShardResult is the count of one shard, as written to a small JSON file.
type ShardResult struct {
	Version int    `json:"version"`
	N       int    `json:"n"`
	Shard   int    `json:"shard"`  // K
	Shards  int    `json:"shards"` // M
	Method  string `json:"method"`
	// Total and Unique are the shard's part of the counts.
	Total  uint64 `json:"total"`
	Unique uint64 `json:"unique"`
	// TasksDone is the number of tasks counted, which must be all the
	// shard owns; Tasks is the number of tasks of the whole plan.
	TasksDone int `json:"tasks_done"`
	Tasks     int `json:"tasks"`
	// Plan is the plan's checksum (hex): results of different plans are
	// never merged.
	Plan      string `json:"plan"`
	ElapsedNS int64  `json:"elapsed_ns"`
}

// PlanID is the form of [Plan.Checksum] written to files.
func (p *Plan) PlanID() string { return fmt.Sprintf("%016x", p.Checksum()) }

// ErrMerge is returned (wrapped) when shard results do not form one
// complete split.
var ErrMerge = errors.New("exact: the shard results do not form one complete split")

// Merge checks that results are every shard of one split exactly once
// (same n, number of shards, plan and format; each complete) and returns
// the total and unique counts. Errors name the files (names[i] is the name
// of results[i]) and the shards missing.
func Merge(results []ShardResult, names []string) (Counts, error) {
	if len(results) == 0 {
		return Counts{}, fmt.Errorf("%w: no results given", ErrMerge)
	}
	first := results[0]
	plan, err := NewPlan(first.N)
	if err != nil {
		return Counts{}, fmt.Errorf("%w: %s: n = %d", ErrMerge, names[0], first.N)
	}
	from := make([]int, max(first.Shards, 0)) // index+1 of the result per shard
	var c Counts
	c.N = first.N
	c.HasUnique = true
	for i, r := range results {
		switch {
		case r.Version != FormatVersion:
			return Counts{}, fmt.Errorf("%w: %s is format version %d, this program reads %d", ErrMerge, names[i], r.Version, FormatVersion)
		case r.N != first.N || r.Shards != first.Shards:
			return Counts{}, fmt.Errorf("%w: %s is shard %d/%d of n = %d, but %s is of a split of n = %d into %d", ErrMerge, names[i], r.Shard, r.Shards, r.N, names[0], first.N, first.Shards)
		case r.Plan != plan.PlanID() || r.Tasks != len(plan.Tasks):
			return Counts{}, fmt.Errorf("%w: %s was counted with another plan (%s, %d tasks) than this program's (%s, %d tasks): use one version for every shard", ErrMerge, names[i], r.Plan, r.Tasks, plan.PlanID(), len(plan.Tasks))
		case r.Shard < 0 || r.Shard >= r.Shards:
			return Counts{}, fmt.Errorf("%w: %s names shard %d of %d", ErrMerge, names[i], r.Shard, r.Shards)
		case from[r.Shard] != 0:
			return Counts{}, fmt.Errorf("%w: shard %d/%d is given twice: %s and %s", ErrMerge, r.Shard, r.Shards, names[from[r.Shard]-1], names[i])
		case r.TasksDone != len(plan.ShardTasks(r.Shard, r.Shards)):
			return Counts{}, fmt.Errorf("%w: %s counted %d of the shard's %d tasks: it is unfinished", ErrMerge, names[i], r.TasksDone, len(plan.ShardTasks(r.Shard, r.Shards)))
		}
		from[r.Shard] = i + 1
		var e1, e2 error
		c.Total, e1 = add(c.Total, r.Total)
		c.Unique, e2 = add(c.Unique, r.Unique)
		if e1 != nil || e2 != nil {
			return Counts{}, ErrOverflow
		}
		c.Elapsed += time.Duration(r.ElapsedNS)
	}
	var missing []string
	for k, f := range from {
		if f == 0 {
			missing = append(missing, fmt.Sprint(k))
		}
	}
	if len(missing) > 0 {
		list := strings.Join(missing, ", ")
		if len(missing) > 20 {
			list = strings.Join(missing[:20], ", ") + ", ..."
		}
		return Counts{}, fmt.Errorf("%w: %d of %d shards are missing: %s", ErrMerge, len(missing), first.Shards, list)
	}
	if first.N == 1 {
		c.Total, c.Unique = 1, 1
	}
	return c, nil
}

// Checkpoint is the state of an unfinished count: which tasks of the
// shard are done and what they found. Its Sum protects it: a checkpoint
// whose content does not match its sum was damaged and is refused.
type Checkpoint struct {
	Version   int    `json:"version"`
	N         int    `json:"n"`
	Shard     int    `json:"shard"`
	Shards    int    `json:"shards"` // 1 when the count is not sharded
	Plan      string `json:"plan"`
	Tasks     int    `json:"tasks"`
	Done      []byte `json:"done"` // bitmap over the plan's tasks, base64 in JSON
	DoneCount int    `json:"done_count"`
	Total     uint64 `json:"total"`
	Unique    uint64 `json:"unique"`
	ElapsedNS int64  `json:"elapsed_ns"`
	Sum       string `json:"sum"` // SHA-256 of the rest, hex
}

// NewCheckpoint starts an empty checkpoint for shard k of m of plan.
func NewCheckpoint(plan *Plan, k, m int) *Checkpoint {
	return &Checkpoint{
		Version: FormatVersion, N: plan.N, Shard: k, Shards: m, Plan: plan.PlanID(),
		Tasks: len(plan.Tasks), Done: make([]byte, (len(plan.Tasks)+7)/8),
	}
}

// IsDone reports whether task i is recorded as done.
func (c *Checkpoint) IsDone(i int) bool { return c.Done[i/8]&(1<<(i%8)) != 0 }

// Record adds the count of task i. It returns ErrOverflow if a sum would
// wrap; recording a task twice is a caller bug and panics.
func (c *Checkpoint) Record(i int, tc TaskCount) error {
	if c.IsDone(i) {
		panic(fmt.Sprintf("exact: task %d recorded twice", i))
	}
	t, e1 := add(c.Total, tc.Total)
	u, e2 := add(c.Unique, tc.Unique)
	if e1 != nil || e2 != nil {
		return ErrOverflow
	}
	c.Done[i/8] |= 1 << (i % 8)
	c.DoneCount++
	c.Total, c.Unique = t, u
	return nil
}

// Todo returns the tasks of the checkpoint's shard not yet done.
func (c *Checkpoint) Todo(plan *Plan) []int {
	out := []int{} // not nil: nil asks Plan.Run for every task
	for _, i := range plan.ShardTasks(c.Shard, c.Shards) {
		if !c.IsDone(i) {
			out = append(out, i)
		}
	}
	return out
}

func (c *Checkpoint) sum() string {
	d := *c
	d.Sum = ""
	b, _ := json.Marshal(d)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// Marshal encodes the checkpoint with its sum, as one line of JSON.
func (c *Checkpoint) Marshal() []byte {
	c.Version = FormatVersion
	c.Sum = c.sum()
	b, _ := json.Marshal(c)
	return append(b, '\n')
}

// ErrCheckpoint is returned (wrapped) for a checkpoint that cannot be
// used: damaged, of another version, or of another count.
var ErrCheckpoint = errors.New("exact: unusable checkpoint")

// UnmarshalCheckpoint decodes and checks a checkpoint for shard k of m of
// plan: its sum, version, n, shard, plan and a bitmap consistent with its
// counts. It never returns a checkpoint it has not fully checked.
func UnmarshalCheckpoint(data []byte, plan *Plan, k, m int) (*Checkpoint, error) {
	var c Checkpoint
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("%w: it is not a checkpoint (damaged or another file): %v", ErrCheckpoint, err)
	}
	if c.Sum == "" || c.sum() != c.Sum {
		return nil, fmt.Errorf("%w: its content does not match its checksum: the file was damaged or edited", ErrCheckpoint)
	}
	switch {
	case c.Version != FormatVersion:
		return nil, fmt.Errorf("%w: format version %d, this program reads %d", ErrCheckpoint, c.Version, FormatVersion)
	case c.N != plan.N:
		return nil, fmt.Errorf("%w: it is a count of n = %d, not %d", ErrCheckpoint, c.N, plan.N)
	case c.Shard != k || c.Shards != m:
		return nil, fmt.Errorf("%w: it is of shard %d/%d, not %d/%d", ErrCheckpoint, c.Shard, c.Shards, k, m)
	case c.Plan != plan.PlanID() || c.Tasks != len(plan.Tasks):
		return nil, fmt.Errorf("%w: it was written with another plan (%s), not this program's (%s): finish it with the version that started it", ErrCheckpoint, c.Plan, plan.PlanID())
	case len(c.Done) != (c.Tasks+7)/8:
		return nil, fmt.Errorf("%w: its bitmap has %d bytes for %d tasks", ErrCheckpoint, len(c.Done), c.Tasks)
	}
	done := 0
	for i := range c.Tasks {
		if c.IsDone(i) {
			done++
			if i%m != k {
				return nil, fmt.Errorf("%w: it records task %d, which is not shard %d/%d's", ErrCheckpoint, i, k, m)
			}
		}
	}
	if c.Tasks%8 != 0 && c.Done[len(c.Done)-1]>>(c.Tasks%8) != 0 {
		return nil, fmt.Errorf("%w: its bitmap marks tasks beyond the last", ErrCheckpoint)
	}
	if done != c.DoneCount {
		return nil, fmt.Errorf("%w: its bitmap holds %d tasks, its count says %d", ErrCheckpoint, done, c.DoneCount)
	}
	return &c, nil
}

// Result turns a checkpoint into the shard's result (complete or not).
func (c *Checkpoint) Result(plan *Plan, method string) ShardResult {
	return ShardResult{
		Version: FormatVersion, N: c.N, Shard: c.Shard, Shards: c.Shards, Method: method,
		Total: c.Total, Unique: c.Unique, TasksDone: c.DoneCount, Tasks: c.Tasks,
		Plan: c.Plan, ElapsedNS: c.ElapsedNS,
	}
}

// Complete reports whether every task of the shard is done.
func (c *Checkpoint) Complete(plan *Plan) bool {
	return c.DoneCount == len(plan.ShardTasks(c.Shard, c.Shards))
}
