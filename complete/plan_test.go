package complete_test

import (
	"context"
	"math"
	"testing"

	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/longrun"
)

// TestPlan: a plan's tasks add up to the count, run all at once or split
// into shards (task i to shard i mod k) on any number of workers; its
// list and checksum depend on the instance only.
func TestPlan(t *testing.T) {
	ctx := context.Background()
	for _, in := range []*complete.Instance{
		readInstance(t, diagFile(14, 500)).WithDiagonals(8),
		readInstance(t, diagFile(20, 500)).WithDiagonals(20),
		{N: 10},
	} {
		a, err := complete.CountCompletions(ctx, in, complete.Settings{})
		if err != nil {
			t.Fatal(err)
		}
		p, err := complete.NewPlan(in)
		if err != nil {
			t.Fatal(err)
		}
		if p.Len() < complete.PlanTasks && a.Nodes > 5e4 {
			t.Errorf("n = %d: %d tasks", in.N, p.Len())
		}
		q, _ := complete.NewPlan(in)
		if q.Checksum() != p.Checksum() || q.Len() != p.Len() {
			t.Errorf("n = %d: two plans of one instance differ", in.N)
		}
		for _, shards := range []int{1, 3, 7} {
			var sum uint64
			var prog complete.Progress
			p.Progress = &prog
			for k := range shards {
				var todo []int
				for i := k; i < p.Len(); i += shards {
					todo = append(todo, i)
				}
				seen := map[int]bool{}
				err := p.Run(ctx, todo, 1+k%2, func(i int, c longrun.TaskCount) {
					if seen[i] || i%shards != k {
						t.Errorf("task %d given twice or to shard %d of %d", i, k, shards)
					}
					seen[i] = true
					sum += c.Total
				})
				if err != nil || len(seen) != len(todo) {
					t.Fatalf("shard %d/%d: %d of %d tasks (%v)", k, shards, len(seen), len(todo), err)
				}
			}
			s := prog.Snapshot()
			if sum != a.Count || s.Count != a.Count || s.Nodes+p.SplitNodes() != a.Nodes || s.TasksDone != p.Len() {
				t.Errorf("n = %d, %d shards: %d completions, progress %+v; the count: %d, %d nodes", in.N, shards, sum, s, a.Count, a.Nodes)
			}
		}
		e, err := p.EstimateTree(ctx, nil, 4000, 1)
		if err != nil || math.Abs(e.Nodes-float64(a.Nodes)) > 4*e.NodesErr {
			t.Errorf("n = %d: estimate %+v (%v), %d nodes", in.N, e, err, a.Nodes)
		}
	}
	p1, _ := complete.NewPlan(readInstance(t, diagFile(16, 500)).WithDiagonals(10))
	p2, _ := complete.NewPlan(readInstance(t, diagFile(16, 500)).WithDiagonals(11))
	if p1.Checksum() == p2.Checksum() {
		t.Error("two instances, one checksum")
	}
	ctx2, cancel := context.WithCancel(ctx)
	cancel()
	if err := p1.Run(ctx2, nil, 2, func(int, longrun.TaskCount) { t.Error("a task done after cancel") }); err == nil {
		t.Error("a canceled run gave no error")
	}
}
