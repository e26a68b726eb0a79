package qs1

import (
	"context"
	"github.com/nqueens/nqueens"
	"runtime"
	"sync/atomic"
)

// window is how many positions of the permutation the start looks at for
// a row whose diagonals are free, beginning at the current column.
const window = 4096

// stallFactor bounds the fruitless tries of the swap phase: after
// stallFactor*(n+64) random partners in a row without an improving swap the
// search restarts (this happens only for small n).
const stallFactor = 8

// MaxN is the largest n the default solver accepts: every row fits in
// int32 (diagonal indexes, up to 2n-2, are computed in int, 64 bits on
// the platforms the toolkit targets). Its memory then is about 9 GB.
const MaxN = nqueens.MaxN

// Memory returns the bytes [Solve] needs for n queens at its peak (the
// permutation and the diagonal bits), not counting the check a command
// makes before printing.
func Memory(n int) uint64 { return 4*uint64(n) + 2*8*uint64((2*n+63)/64) }

// Solve finds one solution for n queens with the QS4-style start and the
// QS1 swap phase (see the package documentation). Expected O(n) time,
// about 4.2n bytes. Stats.Swaps and Stats.Steps count the swaps of the swap
// phase; Stats.Evaluations counts rows looked at in the start plus swaps
// tried; Stats.Conflicts is the number of diagonal collisions left (-1
// when stopped before the start had placed every queen).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := nqueens.NewBudget(ctx, s)
	if res, ok := nqueens.Trivial(n, s, b); ok {
		return res, nil
	}
	st := &fast{n: n, p: make(nqueens.Placement, n), d: newDiagSet(n), g: newRNG(s.Seed), shuffleRNG: newStream(s.Seed, 1), b: b, obs: s.Observer}
	res := st.run()
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// fast is the state of one Solve.
type fast struct {
	n          int
	p          nqueens.Placement
	d          *diagSet
	g          rng // window offsets and swap partners
	shuffleRNG rng // the shuffle's own stream, so timing cannot change results
	b          *nqueens.Budget
	obs        nqueens.Observer
	stats      nqueens.Stats
	pending    []int // columns the start could not place without conflict
}

func (f *fast) result(status nqueens.Status) nqueens.Result {
	f.stats.Conflicts = f.d.collisions
	if f.obs != nil {
		f.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: f.stats.Steps, Restarts: f.stats.Restarts, Heuristic: f.d.collisions, Placement: f.p})
	}
	return nqueens.Result{Placement: f.p, Status: status, Stats: f.stats}
}

func (f *fast) run() nqueens.Result {
	for {
		if status, stop := f.start(); stop {
			return f.result(status)
		}
		if f.obs != nil {
			f.obs.Observe(nqueens.Event{Kind: nqueens.Start, Restarts: f.stats.Restarts, Heuristic: f.d.collisions, Placement: f.p})
		}
		status, stop, solved := f.repair()
		if solved {
			return f.result(nqueens.Solved)
		}
		if stop {
			return f.result(status)
		}
		// A restart beyond MaxRestarts is not made, so not counted.
		if status, stop := f.b.Check(f.stats.Steps, f.stats.Restarts+1); stop {
			return f.result(status)
		}
		f.stats.Restarts++
		if f.obs != nil {
			f.obs.Observe(nqueens.Event{Kind: nqueens.Restart, Step: f.stats.Steps, Restarts: f.stats.Restarts, Heuristic: f.d.collisions, Placement: f.p})
		}
	}
}

// pipelineMin is the n from which the shuffle runs on its own goroutine,
// ahead of the placement; below it, the goroutine costs more than it saves.
// The permutation is the same either way.
const pipelineMin = 1 << 16

// start shuffles the rows and places, column by column, the first row of
// the window ahead whose diagonals are free (steps 1 and 2). For large n
// the shuffle runs concurrently, one window ahead: a forward Fisher-Yates
// shuffle never touches a position again once it has passed it, and the
// placement only touches the window behind the shuffle's front, so the two
// share no element at any time; the front is published with an atomic
// store every 1024 positions.
func (f *fast) start() (nqueens.Status, bool) {
	n, p, d := f.n, f.p, f.d
	for i := range p {
		p[i] = int32(i)
	}
	d.reset()
	f.pending = f.pending[:0]
	sh := &shuffler{p: p, g: f.shuffleRNG}
	if n < pipelineMin {
		sh.run()
	} else {
		done := make(chan struct{})
		go func() {
			defer close(done)
			sh.run()
		}()
		defer func() {
			sh.stop.Store(true)
			<-done
		}()
	}
	ready := int(sh.front.Load())
	looked := int64(0)
	for i := 0; i < n; i++ {
		if i&(1<<14-1) == 0 {
			if f.obs != nil && i > 0 {
				f.obs.Observe(nqueens.Event{Kind: nqueens.Progress, Restarts: f.stats.Restarts, Col: i, Placement: p})
			}
			if status, stop := f.b.Poll(); stop {
				f.stats.Evaluations += looked
				d.collisions = -1 // unknown: the start was not finished
				return status, true
			}
		}
		size := min(window, n-i)
		for ready < i+size {
			if ready = int(sh.front.Load()); ready < i+size {
				runtime.Gosched()
			}
		}
		// Take the first row of the window whose diagonals are free. Rows
		// passed over stay at the front and are looked at again for the
		// next column: about 10 rows per column at n = 10^8, but their
		// diagonal bits move by one position per column, so those looks
		// hit cache lines already loaded. (Scanning from a random offset
		// looks at 3.4 rows per column, every one a cache miss: 2.5x
		// slower at 10^8.)
		placed := false
		for j := i; j < i+size; j++ {
			r := p[j]
			if d.free(i, r) {
				p[j] = p[i]
				p[i] = r
				d.place(i, r)
				looked += int64(j - i + 1)
				placed = true
				break
			}
		}
		if !placed {
			looked += int64(size)
			f.pending = append(f.pending, i)
			d.add(i, p[i])
		}
	}
	f.stats.Evaluations += looked
	return nqueens.Solved, false
}

// shuffler is a forward Fisher-Yates shuffle of p: after step k, position
// k holds its final row and is never touched again. front is the number of
// final positions published so far; stop asks it to end early.
type shuffler struct {
	p     []int32
	g     rng
	front atomic.Int64
	stop  atomic.Bool
}

func (s *shuffler) run() {
	p, n := s.p, len(s.p)
	for k := 0; k < n-1; k++ {
		j := k + int(s.g.below(uint64(n-k)))
		p[k], p[j] = p[j], p[k]
		if k&1023 == 1023 {
			s.front.Store(int64(k + 1))
			if s.stop.Load() {
				return
			}
		}
	}
	s.front.Store(int64(n))
}

// repair is the swap phase (step 3): for each column still attacked, try
// random partners j until a swap puts both queens on four empty diagonals.
// Such a swap lowers the collisions (queen i was attacked and neither queen
// lands on an occupied line), it is tested with four bit reads and no
// update, and it cannot make any third queen attacked, so the list of
// attacked columns only shrinks. solved reports success; stop a limit or
// cancellation; neither means the phase stalled.
func (f *fast) repair() (status nqueens.Status, stop, solved bool) {
	n, p, d := f.n, f.p, f.d
	fruitless := 0
	limit := stallFactor * (n + 64)
	for _, i := range f.pending {
		for d.attacked(i, p[i]) {
			if status, stop := f.b.Check(f.stats.Steps, f.stats.Restarts); stop {
				return status, true, false
			}
			j := int(f.g.below(uint64(n)))
			f.stats.Evaluations++
			if j == i || !f.clearSwap(i, j) {
				if fruitless++; fruitless > limit {
					return nqueens.Solved, false, false
				}
				continue
			}
			fruitless = 0
			f.swap(i, j)
			f.stats.Steps++
			f.stats.Swaps++
			if f.obs != nil {
				f.obs.Observe(nqueens.Event{Kind: nqueens.Swap, Step: f.stats.Steps, Restarts: f.stats.Restarts, Col: i, Col2: j, Heuristic: d.collisions, Placement: p})
			}
		}
	}
	return nqueens.Solved, false, d.collisions == 0
}

// clearSwap reports whether exchanging the rows of columns i and j puts
// both queens on empty diagonals. The squares a swap leaves never share a
// diagonal of the same family with the squares it fills (two squares of
// one column or one row share none), so only the two new squares can
// clash with each other.
func (f *fast) clearSwap(i, j int) bool {
	ri, rj := f.p[i], f.p[j]
	if int(rj)+i == int(ri)+j || int(rj)-i == int(ri)-j {
		return false
	}
	return f.d.free(i, rj) && f.d.free(j, ri)
}

// swap exchanges the rows of columns i and j and updates the diagonals.
func (f *fast) swap(i, j int) {
	ri, rj := f.p[i], f.p[j]
	f.d.remove(i, ri)
	f.d.remove(j, rj)
	f.d.add(i, rj)
	f.d.add(j, ri)
	f.p[i], f.p[j] = rj, ri
}
