package longrun

import (
	"fmt"
	"strconv"
)

// The task residues (TasksMod of a [ShardResult] and a [Checkpoint],
// format 3 on) bind each task's count to the task: modulo each of the
// three primes ([moduli]), the sum over the shard's tasks i of
// a(i)·total(i) + b(i)·unique(i), where a(i) and b(i) are drawn from the
// plan's checksum and i by a fixed hash (the subproblem's checksum). They
// are summed task by task as the count goes, apart from the counts and
// their plain residues. The plain residues are the same whatever task a
// count is written against; these are not: a result relabelled as another
// shard (the same work given twice, another shard lost), its task counts
// reordered, or its plan field edited is refused, except with probability
// about 2^-96.

// taskWeights returns a(i) and b(i) modulo each of moduli for task i of
// the plan whose checksum is plan: each in 1..p-1.
func taskWeights(plan uint64, i int) (a, b [len(moduli)]uint64) {
	for x, p := range moduli {
		a[x] = mix(plan^mix(uint64(i)<<3|uint64(2*x)))%(p-1) + 1
		b[x] = mix(plan^mix(uint64(i)<<3|uint64(2*x+1)))%(p-1) + 1
	}
	return a, b
}

// mix is SplitMix64's finalizer: a fixed bijection of 64-bit words whose
// every output bit depends on every input bit.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// bindTask adds task i's count c to the task residues mods.
func bindTask(mods []uint64, plan uint64, i int, c TaskCount) {
	a, b := taskWeights(plan, i)
	for x, p := range moduli {
		mods[x] = (mods[x] + a[x]*(c.Total%p)%p + b[x]*(c.Unique%p)%p) % p
	}
}

// taskResidues returns the task residues of shard k of m whose tasks
// (k, k+m, ...) counted totals and uniques (a task not done counts 0,
// which adds nothing).
func taskResidues(plan uint64, k, m int, totals, uniques []uint64) []uint64 {
	mods := make([]uint64, len(moduli))
	for j := range totals {
		bindTask(mods, plan, k+j*m, TaskCount{Total: totals[j], Unique: uniques[j]})
	}
	return mods
}

// planSum reads a plan's checksum as files write it (16 hex digits).
func planSum(plan string) (uint64, error) {
	v, err := strconv.ParseUint(plan, 16, 64)
	if err != nil || len(plan) != 16 {
		return 0, fmt.Errorf("its plan %q is not a checksum (16 hex digits)", plan)
	}
	return v, nil
}

// checkBinding checks r's task residues against its task counts, its
// shard and its plan; format 2 had none (TasksMod empty). Only those
// fields of r are read.
func (r ShardResult) checkBinding() error {
	if r.Version < 3 {
		if len(r.TasksMod) != 0 {
			return fmt.Errorf("it is format version %d, which has no task residues, but holds %d", r.Version, len(r.TasksMod))
		}
		return nil
	}
	sum, err := planSum(r.Plan)
	if err != nil {
		return err
	}
	if len(r.TasksMod) != len(moduli) {
		return fmt.Errorf("it holds %d task residues, not %d", len(r.TasksMod), len(moduli))
	}
	want := taskResidues(sum, r.Shard, r.Shards, r.TaskTotals, r.TaskUniques)
	for x := range moduli {
		if r.TasksMod[x] != want[x] {
			return fmt.Errorf("its task counts do not belong to the tasks of shard %d/%d of plan %s: the file was relabelled, its task counts reordered or its task residues damaged", r.Shard, r.Shards, r.Plan)
		}
	}
	return nil
}
