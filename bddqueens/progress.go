package bddqueens

import (
	"sync"
	"sync/atomic"
)

// Progress is a live view of a [Build] ([Query.Progress]): the
// construction running and how far its top level has got, of a known
// number of steps: for direct, the squares of the first row whose
// subdiagrams are built (a square's takes longer the nearer it is to the
// middle); for classic and textbook, the rows conjoined. Any goroutine may
// read it with [Progress.Snapshot] while the build runs. The zero value is
// ready; a nil *Progress keeps nothing.
type Progress struct {
	mu           sync.Mutex
	construction string
	done, of     atomic.Int64
}

// BuildSnapshot is what a [Progress] holds at one moment: the
// construction running ("" before the first), Done of Of steps.
type BuildSnapshot struct {
	Construction string
	Done, Of     int
}

// Snapshot reads p; a nil p reads as the zero BuildSnapshot.
func (p *Progress) Snapshot() BuildSnapshot {
	if p == nil {
		return BuildSnapshot{}
	}
	p.mu.Lock()
	name := p.construction
	p.mu.Unlock()
	return BuildSnapshot{Construction: name, Done: int(p.done.Load()), Of: int(p.of.Load())}
}

// begin records that construction name starts on n (n steps).
func (p *Progress) begin(name string, n int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	p.construction = name
	p.mu.Unlock()
	p.done.Store(0)
	p.of.Store(int64(n))
}

// step records one step more.
func (p *Progress) step() {
	if p != nil {
		p.done.Add(1)
	}
}
