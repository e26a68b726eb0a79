package complete_test

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// TestProgress: when a search returns, its Progress holds the answer's
// tasks, nodes and count, whatever the number of workers.
func TestProgress(t *testing.T) {
	in := readInstance(t, diagFile(14, 500)).WithDiagonals(8)
	for _, w := range []int{1, 2, 3} {
		var p complete.Progress
		a, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: w, Progress: &p})
		if err != nil {
			t.Fatal(err)
		}
		want := complete.Snapshot{Tasks: a.Tasks, TasksDone: a.TasksDone, Nodes: a.Nodes, Count: a.Count}
		if got := p.Snapshot(); got != want || a.TasksDone != a.Tasks {
			t.Errorf("%d workers: progress %+v, answer %+v", w, got, want)
		}
	}
	var p complete.Progress
	a, err := complete.ListCompletions(context.Background(), &complete.Instance{N: 8}, complete.Settings{Progress: &p}, func(nqueens.Placement) bool { return true })
	if got := p.Snapshot(); err != nil || got != (complete.Snapshot{Tasks: 1, TasksDone: 1, Nodes: a.Nodes, Count: 92}) {
		t.Errorf("List: progress %+v, answer %+v (%v)", got, a, err)
	}
	if (*complete.Progress)(nil).Snapshot() != (complete.Snapshot{}) {
		t.Error("a nil Progress is not the zero snapshot")
	}
}
