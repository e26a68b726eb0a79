package countprogress

import (
	"bytes"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/exact"
)

// Line: tasks and the time left from the tasks this run did;
// without tasks, the time against exact's model; nothing off a terminal.
func TestLine(t *testing.T) {
	var now atomic.Int64 // seconds since the start
	clock := func() time.Time { return time.Unix(1e9+now.Load(), 0) }
	var buf bytes.Buffer
	p := New(&buf, 20, 10, exact.Fast, status.Options{Mode: status.Redraw, Now: clock})
	defer p.Stop()
	now.Store(30)
	p.Update(10, 100)
	if got, want := p.text(), "n = 20: 10 of 100 tasks (10%), 30s elapsed, about ? left"; got != want {
		t.Errorf("resumed, nothing new done: %q, want %q", got, want)
	}
	p.Update(40, 100) // 30 tasks in 30 s: 60 left take a minute
	if got, want := p.text(), "n = 20: 40 of 100 tasks (40%), 30s elapsed, about 1 min left"; got != want {
		t.Errorf("%q, want %q", got, want)
	}

	est, ok := exact.ModelSeconds(exact.Naive, 13)
	if !ok {
		t.Fatal("no model for naive at n = 13")
	}
	q := New(&buf, 13, 0, exact.Naive, status.Options{Mode: status.Redraw, Now: clock})
	defer q.Stop()
	if got, want := q.text(), "n = 13: counting with --method naive, 0s elapsed of about "; len(got) < len(want) || got[:len(want)] != want {
		t.Errorf("%q, want it to start %q", got, want)
	}
	now.Store(30 + int64(est) + 60)
	if got := q.text(); !bytes.Contains([]byte(got), []byte("it is taking longer")) {
		t.Errorf("past the estimate: %q", got)
	}

	var off bytes.Buffer
	r := New(&off, 20, 0, exact.Fast, status.Options{Mode: status.Off, Now: clock})
	r.Update(1, 2)
	r.Stop()
	if off.Len() != 0 {
		t.Errorf("wrote %q to a file", off.String())
	}
}
