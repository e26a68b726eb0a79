package complete

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"sync"

	"github.com/nqueens/nqueens/longrun"
)

// PlanTasks is the fewest subtrees a [Plan] splits a search into (it
// splits whole levels, so it may make up to about n times more).
const PlanTasks = 1024

// planVersion changes whenever the way a Plan splits its search does:
// checkpoints of another version are refused by their checksum.
const planVersion = 2

// Plan is the exact count of one instance split into a fixed list of
// independent subtrees, its tasks, numbered in the search's order: the
// same list on every machine and for every number of workers. It is a
// [longrun.Tasks], so that a count can be split into shards run apart,
// saved task by task and resumed (package longrun). The tasks' counts
// (their Total; Unique is 0) add up to the instance's count. Memory is
// O(n) words per task.
type Plan struct {
	n     int
	tasks []task
	nodes int64 // tried while splitting
	sum   uint64
	// Progress, if non-nil, receives the nodes and completions of the
	// tasks as [Plan.Run] searches them, and their number done.
	Progress *Progress
}

// NewPlan compiles in and splits its search, in the search's order (the
// subtree with the most queens left first), into at least [PlanTasks] subtrees when it has that
// many. An instance with a line without a free square has no task.
func NewPlan(in *Instance) (*Plan, error) {
	rt, err := newRoot(in)
	if err != nil {
		return nil, err
	}
	p := &Plan{n: rt.n}
	if !rt.empty {
		p.tasks, p.nodes = rt.split(PlanTasks, byDiagonals)
	}
	h := fnv.New64a()
	put := func(v uint64) { h.Write(binary.LittleEndian.AppendUint64(nil, v)) }
	put(planVersion)
	put(PlanTasks)
	put(uint64(rt.n))
	for _, v := range rt.masks {
		put(v)
	}
	put(rt.rl)
	put(rt.cl)
	for _, t := range p.tasks {
		for _, r := range t.sol {
			put(uint64(r))
		}
		put(t.rl)
		put(t.cl)
		for _, v := range t.masks {
			put(v)
		}
	}
	p.sum = h.Sum64()
	return p, nil
}

var _ longrun.Tasks = (*Plan)(nil)

// Len is the number of tasks.
func (p *Plan) Len() int { return len(p.tasks) }

// Checksum identifies the instance and its split: plans of different
// instances, or split another way, differ but with probability 2^-64.
func (p *Plan) Checksum() uint64 { return p.sum }

// SplitNodes are the nodes tried while splitting: a whole count's nodes
// are these and its tasks'.
func (p *Plan) SplitNodes() int64 { return p.nodes }

// Run searches the tasks whose indices are in todo (all when todo is nil)
// on workers goroutines (0: GOMAXPROCS), calling done with each task's
// count of completions (Total) as it finishes, from one goroutine at a
// time. When ctx ends it returns ctx's error promptly; the tasks not given
// to done are not finished.
func (p *Plan) Run(ctx context.Context, todo []int, workers int, done func(i int, c longrun.TaskCount)) error {
	if todo == nil {
		todo = make([]int, len(p.tasks))
		for i := range todo {
			todo[i] = i
		}
	}
	tasks := make([]task, len(todo))
	for k, i := range todo {
		tasks[k] = p.tasks[i]
	}
	var mu sync.Mutex
	u := runner{n: p.n, lineMin: byDiagonals, workers: workerCount(workers), live: p.Progress, finished: func(k int, r taskResult) {
		p.Progress.taskDone()
		mu.Lock()
		done(todo[k], longrun.TaskCount{Total: r.count})
		mu.Unlock()
	}}
	u.run(ctx, tasks)
	return ctx.Err()
}

// EstimateTree estimates the trees of the tasks in todo (all when nil) by
// Knuth's probes, as [EstimateTree] does for the whole search: each probe
// starts in one of them drawn uniformly. With every task, Nodes includes
// the nodes of the split. Time O(probes x depth x n).
func (p *Plan) EstimateTree(ctx context.Context, todo []int, probes int, seed uint64) (TreeEstimate, error) {
	all := todo == nil
	var ts []task
	if all {
		ts = p.tasks
	} else {
		for _, i := range todo {
			ts = append(ts, p.tasks[i])
		}
	}
	e, err := estimateTasks(ctx, p.n, ts, probes, seed)
	if all && err == nil {
		e.Nodes += float64(p.nodes)
	}
	return e, err
}
