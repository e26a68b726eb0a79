package longrun

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/nqueens/nqueens"
)

// Checkpoint is the state of an unfinished count of one shard (or of the
// whole count, shard 0 of 1): which of its tasks are done and what each
// found, their sums and the sums' residues (see [ShardResult]). Its Sum
// protects it: a checkpoint whose content does not match its sum was
// damaged and is refused. Its size is O(tasks of the shard): about 3 MB
// for all of n = 27 with the fast method.
type Checkpoint struct {
	Version int    `json:"version"`
	Method  string `json:"method"`
	N       int    `json:"n"`
	Shard   int    `json:"shard"`
	Shards  int    `json:"shards"` // 1 when the count is not sharded
	Plan    string `json:"plan"`
	Tasks   int    `json:"tasks"` // of the whole plan
	// Done is a bitmap over the shard's tasks (bit j: task Shard+j*Shards),
	// base64 in JSON.
	Done      []byte `json:"done"`
	DoneCount int    `json:"done_count"`
	Total     uint64 `json:"total"`
	Unique    uint64 `json:"unique"`
	// TotalMod and UniqueMod are Total and Unique modulo the three primes of [ShardResult], summed
	// separately task by task; TasksMod are the task residues of the tasks
	// done (see [ShardResult]; format 3 on).
	TotalMod  []uint64 `json:"total_mod"`
	UniqueMod []uint64 `json:"unique_mod"`
	TasksMod  []uint64 `json:"tasks_mod,omitempty"`
	// Totals and Uniques are the counts of the shard's tasks in order
	// (zero for a task not done).
	Totals    []uint64 `json:"task_totals"`
	Uniques   []uint64 `json:"task_uniques"`
	ElapsedNS int64    `json:"elapsed_ns"`
	Sum       string   `json:"sum"` // SHA-256 of the rest, hex
}

// NewCheckpoint starts an empty checkpoint for shard k of m (0 <= k < m;
// see [ParseShard]).
func (j *Job) NewCheckpoint(k, m int) *Checkpoint {
	if m < 1 || k < 0 || k >= m {
		panic(fmt.Sprintf("longrun: shard %d/%d", k, m))
	}
	own := shardLen(j.Plan.Len(), k, m)
	return &Checkpoint{
		Version: FormatVersion, Method: j.Method, N: j.N, Shard: k, Shards: m,
		Plan: j.PlanID(), Tasks: j.Plan.Len(), Done: make([]byte, (own+7)/8),
		TotalMod: make([]uint64, len(moduli)), UniqueMod: make([]uint64, len(moduli)), TasksMod: make([]uint64, len(moduli)),
		Totals: make([]uint64, own), Uniques: make([]uint64, own),
	}
}

func (c *Checkpoint) isDone(j int) bool { return c.Done[j/8]&(1<<(j%8)) != 0 }

// Add records the count of task i (a task of the shard). It returns
// [nqueens.ErrOverflow] if a sum would wrap, recording nothing; adding a
// task twice or one of another shard is a caller bug and panics.
func (c *Checkpoint) Add(i int, tc TaskCount) error {
	j := (i - c.Shard) / c.Shards
	if i < 0 || i%c.Shards != c.Shard || j >= len(c.Totals) || c.isDone(j) {
		panic(fmt.Sprintf("longrun: task %d added twice or not of shard %d/%d", i, c.Shard, c.Shards))
	}
	t, e1 := add(c.Total, tc.Total)
	u, e2 := add(c.Unique, tc.Unique)
	if e1 != nil || e2 != nil {
		return nqueens.ErrOverflow
	}
	c.Done[j/8] |= 1 << (j % 8)
	c.DoneCount++
	c.Total, c.Unique = t, u
	c.Totals[j], c.Uniques[j] = tc.Total, tc.Unique
	for x, p := range moduli {
		c.TotalMod[x] = (c.TotalMod[x] + tc.Total%p) % p
		c.UniqueMod[x] = (c.UniqueMod[x] + tc.Unique%p) % p
	}
	plan, _ := planSum(c.Plan) // checked when made or read
	bindTask(c.TasksMod, plan, i, tc)
	return nil
}

// Todo returns the tasks of the shard not yet done (plan indices, in
// order; empty, not nil, when none is left).
func (c *Checkpoint) Todo() []int {
	out := []int{}
	for j := range c.Totals {
		if !c.isDone(j) {
			out = append(out, c.Shard+j*c.Shards)
		}
	}
	return out
}

// Complete reports whether every task of the shard is done.
func (c *Checkpoint) Complete() bool { return c.DoneCount == len(c.Totals) }

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
var ErrCheckpoint = errors.New("longrun: unusable checkpoint")

// ReadCheckpoint decodes and checks a checkpoint of shard k of m of j: its
// sum, version, method, n, shard, plan, and a bitmap, task counts, sums
// and residues that agree. It never returns a checkpoint it has not fully
// checked. A checkpoint of another plan is [ErrOtherPlan] as well as
// [ErrCheckpoint]. One of format version 2 is read and given its task
// residues, from its task counts. Time O(len(data)).
func (j *Job) ReadCheckpoint(data []byte, k, m int) (*Checkpoint, error) {
	var c Checkpoint
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("%w: it is not a checkpoint (damaged or another file): %v", ErrCheckpoint, err)
	}
	if c.Sum == "" || c.sum() != c.Sum {
		return nil, fmt.Errorf("%w: its content does not match its checksum: the file was damaged or edited", ErrCheckpoint)
	}
	if err := j.owns(&c, k, m); err != nil {
		return nil, err
	}
	if err := c.check(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrCheckpoint, err)
	}
	if c.Version < 3 {
		plan, _ := planSum(c.Plan) // checked: j's
		c.TasksMod = taskResidues(plan, c.Shard, c.Shards, c.Totals, c.Uniques)
	}
	return &c, nil
}

// ErrOtherPlan is returned (wrapped, with [ErrCheckpoint]) by
// [Job.ReadCheckpoint] for a checkpoint of the job's method, n and shard
// but of another plan: another version's split, or for a plan of an
// instance, another instance.
var ErrOtherPlan = errors.New("longrun: a checkpoint of another plan")

// owns checks that c is a checkpoint of shard k of m of j, of this
// format.
func (j *Job) owns(c *Checkpoint, k, m int) error {
	if err := readable(c.Version); err != nil {
		return fmt.Errorf("%w: %v", ErrCheckpoint, err)
	}
	switch {
	case c.Method != j.Method:
		return fmt.Errorf("%w: it is a count by method %s, not %s", ErrCheckpoint, c.Method, j.Method)
	case c.N != j.N:
		return fmt.Errorf("%w: it is a count of n = %d, not %d", ErrCheckpoint, c.N, j.N)
	case c.Shard != k || c.Shards != m:
		return fmt.Errorf("%w: it is of shard %d/%d, not %d/%d", ErrCheckpoint, c.Shard, c.Shards, k, m)
	case c.Plan != j.PlanID() || c.Tasks != j.Plan.Len():
		return fmt.Errorf("%w: %w: it was written with another plan (%s), not this program's (%s): finish it with the version that started it", ErrCheckpoint, ErrOtherPlan, c.Plan, j.PlanID())
	}
	return nil
}

// check checks that c agrees with itself: a bitmap, task counts, sums
// and residues of the size of its shard, that agree.
func (c *Checkpoint) check() error {
	own := shardLen(c.Tasks, c.Shard, c.Shards)
	switch {
	case len(c.Done) != (own+7)/8 || len(c.Totals) != own || len(c.Uniques) != own:
		return fmt.Errorf("it holds %d bitmap bytes and %d and %d task counts for the shard's %d tasks", len(c.Done), len(c.Totals), len(c.Uniques), own)
	case len(c.TotalMod) != len(moduli) || len(c.UniqueMod) != len(moduli):
		return fmt.Errorf("it holds %d and %d residues, not %d", len(c.TotalMod), len(c.UniqueMod), len(moduli))
	case own%8 != 0 && c.Done[len(c.Done)-1]>>(own%8) != 0:
		return errors.New("its bitmap marks tasks beyond the last")
	}
	done := 0
	for x := range c.Totals {
		if c.isDone(x) {
			done++
		} else if c.Totals[x] != 0 || c.Uniques[x] != 0 {
			return fmt.Errorf("it holds a count for task %d, which is not done", c.Shard+x*c.Shards)
		}
	}
	if done != c.DoneCount {
		return fmt.Errorf("its bitmap holds %d tasks, its count says %d", done, c.DoneCount)
	}
	if err := checkSums(c.Total, c.Unique, c.TotalMod, c.UniqueMod, c.Totals, c.Uniques); err != nil {
		return err
	}
	r := ShardResult{Version: c.Version, Plan: c.Plan, Shard: c.Shard, Shards: c.Shards, TasksMod: c.TasksMod, TaskTotals: c.Totals, TaskUniques: c.Uniques}
	return r.checkBinding()
}

// Result turns a checkpoint into the shard's result (complete or not).
func (c *Checkpoint) Result() ShardResult {
	return ShardResult{
		Version: FormatVersion, N: c.N, Shard: c.Shard, Shards: c.Shards, Method: c.Method,
		Total: c.Total, Unique: c.Unique,
		TotalMod: clone(c.TotalMod), UniqueMod: clone(c.UniqueMod), TasksMod: clone(c.TasksMod),
		TasksDone: c.DoneCount, Tasks: c.Tasks,
		TaskTotals: clone(c.Totals), TaskUniques: clone(c.Uniques),
		Plan: c.Plan, ElapsedNS: c.ElapsedNS,
	}
}

func clone(s []uint64) []uint64 { return append([]uint64{}, s...) }
