package complete

import (
	"context"
	"os"
	"runtime"
	"slices"
	"testing"

	"github.com/nqueens/nqueens"
)

// TestDecideRaceLocal: with the local search joining the race at once
// (an entry cost of 0), it answers first on an instance where it needs
// less work than both exact searches, and the answer is the same on one
// processor and on two.
func TestDecideRaceLocal(t *testing.T) {
	d, err := Generate(28, MinFree, 6)
	if err != nil {
		t.Fatal(err)
	}
	in := (&Instance{N: 28, Diagonals: d}).WithDiagonals(24)
	rt, err := newRoot(in)
	if err != nil {
		t.Fatal(err)
	}
	var first Answer
	for i, procs := range []int{1, 2} {
		old := runtime.GOMAXPROCS(procs)
		r := race{localEntry: 0}
		a := r.decide(context.Background(), rt, in, Settings{})
		runtime.GOMAXPROCS(old)
		if a.Status != nqueens.Solved || a.Search != "local" {
			t.Fatalf("GOMAXPROCS %d: %v by %q, want solved by local", procs, a.Status, a.Search)
		}
		if err := in.Check(a.Placement); err != nil || nqueens.Verify(a.Placement) != nil {
			t.Fatalf("GOMAXPROCS %d: %v is not a completion: %v", procs, a.Placement, err)
		}
		if i == 0 {
			first = a
		} else if a.Nodes != first.Nodes || !slices.Equal(a.Placement, first.Placement) {
			t.Errorf("GOMAXPROCS %d: %d swaps %v, first %d swaps %v", procs, a.Nodes, a.Placement, first.Nodes, first.Placement)
		}
	}
}

// TestLuby: the restart budgets follow the Luby, Sinclair and Zuckerman
// sequence.
func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 16, 1}
	for i, w := range want {
		if got := luby(uint64(i + 1)); got != w {
			t.Errorf("luby(%d) = %d, want %d", i+1, got, w)
		}
	}
}

// TestSplitBalance: split shares the nodes of a search out among its
// subtrees (none keeps a tenth of them on this published instance; split
// breadth first, the one where every diagonal stays empty often keeps a
// third), and the split's nodes and the subtrees' add up to the whole
// search's.
func TestSplitBalance(t *testing.T) {
	f, err := os.Open("testdata/csplib079/diag-21-4-163.param") // a published hard instance
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, _, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	in = in.WithDiagonals(22)
	rt, err := newRoot(in)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := CountCompletions(context.Background(), in, Settings{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	tasks, nodes := rt.split(diagonalTasks, byDiagonals)
	w := newWorker(context.Background(), rule{rt.n, byDiagonals})
	var most int64
	for _, tk := range tasks {
		r := w.runTask(tk, nil)
		nodes += r.nodes
		most = max(most, r.nodes)
	}
	if nodes != whole.Nodes {
		t.Errorf("split and subtrees: %d nodes, the whole search %d", nodes, whole.Nodes)
	}
	if most*10 > whole.Nodes {
		t.Errorf("a subtree of %d holds %d of %d nodes", len(tasks), most, whole.Nodes)
	}
}
