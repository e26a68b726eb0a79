package complete

import "sync/atomic"

// Progress is a live view of an exact search ([Settings.Progress]): the
// search adds to it as it goes, and any goroutine may read it with
// [Progress.Snapshot] meanwhile. The zero value is ready; one Progress
// serves one search. The figures lag the search by at most a few
// thousand nodes per worker; when a count or a listing returns they equal
// its [Answer]'s. A Decide that finds a completion may have searched
// parts of later subtrees, which its Answer leaves out and its Progress
// does not.
type Progress struct {
	tasks, tasksDone atomic.Int64
	nodes            atomic.Int64
	count            atomic.Uint64
}

// Snapshot is what a [Progress] holds at one moment.
type Snapshot struct {
	// Tasks is the number of subtrees the search was split into (0 until
	// the split is made), TasksDone those searched to the end.
	Tasks, TasksDone int
	// Nodes are the states entered so far (as [Answer.Nodes]), Count the
	// completions found.
	Nodes int64
	Count uint64
}

// Snapshot reads p. A nil p reads as the zero Snapshot.
func (p *Progress) Snapshot() Snapshot {
	if p == nil {
		return Snapshot{}
	}
	return Snapshot{Tasks: int(p.tasks.Load()), TasksDone: int(p.tasksDone.Load()), Nodes: p.nodes.Load(), Count: p.count.Load()}
}

// begin records the split: tasks subtrees, of which done are done
// already, and the nodes the split tried.
func (p *Progress) begin(tasks, done int, nodes int64) {
	if p == nil {
		return
	}
	p.tasks.Store(int64(tasks))
	p.tasksDone.Store(int64(done))
	p.nodes.Add(nodes)
}

// taskDone records one more subtree searched to the end.
func (p *Progress) taskDone() {
	if p != nil {
		p.tasksDone.Add(1)
	}
}

// publish adds to w.live what w found since its last publish.
func (w *worker) publish() {
	if w.live == nil {
		return
	}
	w.live.nodes.Add(w.nodes - w.pubNodes)
	w.live.count.Add(w.count - w.pubCount)
	w.pubNodes, w.pubCount = w.nodes, w.count
}
