package qs1

import (
	"context"
	"sync/atomic"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
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
func Memory(n int) uint64 { return 4*uint64(n) + 2*2*8*uint64(halfWords(n)) } // two families of two halves

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
	b := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, b); ok {
		return res, nil
	}
	st := &fast{n: n, p: make(nqueens.Placement, n), d: newDiagSet(n), g: newRNG(s.Seed), shuffleRNG: newStream(s.Seed, 1),
		laneRNG: [2]rng{newStream(s.Seed, 2), newStream(s.Seed, 3)}, b: b, obs: s.Observer}
	res := st.run()
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// fast is the state of one Solve.
type fast struct {
	n          int
	p          nqueens.Placement
	d          *diagSet
	g          rng    // window offsets and swap partners
	shuffleRNG rng    // the shuffle's stream below splitMin
	laneRNG    [2]rng // the shuffle streams of the two lanes of startSplit
	b          *budget.Budget
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

// splitMin is the n from which the start runs as two lanes on two
// goroutines (see lane); below it the goroutine costs more than it saves.
const splitMin = 1 << 16

// laneBlock is the number of consecutive columns a lane owns: one page of
// the permutation (4 KiB), so the lanes never write to the same page or
// to the same pair of cache lines (the adjacent-line prefetcher fetches
// lines in pairs).
const (
	laneShift = 10
	laneBlock = 1 << laneShift
)

// start shuffles the rows and places, column by column, the first row of
// the window ahead whose diagonals are free (steps 1 and 2). From splitMin
// on, the work is split into two independent lanes (startSplit).
func (f *fast) start() (nqueens.Status, bool) {
	f.d.reset()
	f.pending = f.pending[:0]
	if f.n >= splitMin {
		return f.startSplit()
	}
	return f.startSeq()
}

// startSeq is the start on one goroutine.
func (f *fast) startSeq() (nqueens.Status, bool) {
	n, p, d := f.n, f.p, f.d
	for i := range p {
		p[i] = int32(i)
	}
	// A forward Fisher-Yates shuffle.
	for k := 0; k < n-1; k++ {
		j := k + int(f.shuffleRNG.Below(uint64(n-k)))
		p[k], p[j] = p[j], p[k]
	}
	looked := int64(0)
	for i := 0; i < n; i++ {
		if i&(1<<14-1) == 0 {
			if status, stop := f.b.Poll(); stop {
				f.stats.Evaluations += looked
				d.collisions = -1 // unknown: the start was not finished
				return status, true
			}
		}
		// Take the first row of the window whose diagonals are free. Rows
		// passed over stay at the front and are looked at again for the
		// next column, where their diagonal bits have moved by one
		// position, in cache lines already loaded.
		size := min(window, n-i)
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

// startSplit is the start for large n, in two lanes that share no memory
// word and no random stream, on two goroutines; the result does not depend
// on how they are scheduled.
//
// Lane w owns the blocks of laneBlock columns whose block number has
// parity w (one page of the permutation per block) and the rows r with
// (r>>1)&1 == w, and it places its queens only on squares of colour w,
// (r+c)&1 == w. Squares of one colour lie on diagonals of one parity in
// each family, and diagSet keeps the two parities apart, so the lanes
// never touch each other's diagonal bits: each one is the sequential start
// on its half of the board (its own shuffle and placement), and the two
// halves run at the same time. (Rows are split by r mod 4 rather than in
// blocks like the columns so that each lane's squares spread evenly over
// the diagonals of its parity: with rows in blocks of 16 too, diagonals
// r+c = 0 mod 32 would cross one lane square in 256, and about one column
// in ten found no free square.)
//
// Within a lane, the columns of each parity form a class that takes rows
// of one residue mod 4 (the colour fixes the parity); each class is
// shuffled on its own and scanned with stride 2. When n is not a multiple
// of 32 a class can have a column or two more than rows, or the reverse:
// those columns get the rows left over, after both lanes finished, and go
// to the swap phase with the columns the lanes could not place. They are
// added to the diagonals then, in a fixed order.
func (f *fast) startSplit() (nqueens.Status, bool) {
	var stop atomic.Bool
	var lanes [2]lane
	for w := range lanes {
		lanes[w] = newLane(f, w, &stop)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		lanes[1].run()
	}()
	lanes[0].run()
	<-done
	status, stopped := nqueens.Solved, false
	for w := range lanes {
		l := &lanes[w]
		f.stats.Evaluations += l.looked
		stopped = stopped || l.stopped
		if l.status != nqueens.Solved {
			status = l.status
		}
		f.pending = append(f.pending, l.pending...)
	}
	if stopped {
		f.d.collisions = -1 // unknown: the start was not finished
		return status, true
	}
	var cols []int
	var rows []int32
	for w := range lanes {
		l := &lanes[w]
		for q, cl := range l.class {
			for t := cl.m; t < cl.cols; t++ {
				cols = append(cols, l.pos(2*t+q))
			}
			for t := cl.m; t < cl.rows; t++ {
				rows = append(rows, int32(4*t+cl.s))
			}
		}
	}
	for i, c := range cols { // len(cols) == len(rows): both are n minus the matched pairs
		f.p[c] = rows[i]
		f.pending = append(f.pending, c)
	}
	for _, c := range f.pending {
		f.d.add(c, f.p[c])
	}
	return nqueens.Solved, false
}

// lane is one half of the split start; see startSplit. Its k-th position
// is column pos(k); class q holds its positions k = q mod 2 and rows
// 4t+s for t < m.
type lane struct {
	f       *fast
	w       int // 0 or 1: the lane's blocks and the colour of its squares
	g       rng
	stop    *atomic.Bool // set by the lane that stops first
	count   int          // positions
	class   [2]laneClass
	pending []int          // columns left to the swap phase
	looked  int64          // rows looked at
	stopped bool           // the budget ran out or the context was canceled
	status  nqueens.Status // why, when this lane's own poll saw it (Solved otherwise)
	_       [128]byte      // keeps the two lanes' fields off each other's cache lines
}

// laneClass is the columns of one parity of a lane and their rows.
type laneClass struct {
	s          int // the rows' residue mod 4
	cols, rows int // how many there are
	m          int // min(cols, rows): positions 2t+q for t < m take part
}

func newLane(f *fast, w int, stop *atomic.Bool) lane {
	n := f.n
	l := lane{f: f, w: w, g: f.laneRNG[w], stop: stop}
	l.count = n>>(laneShift+1)<<laneShift + min(max(n&(2*laneBlock-1)-laneBlock*w, 0), laneBlock)
	for q := range l.class {
		s := 2*w + (q ^ w) // parity q^w: the square is of colour w
		cols := (l.count - q + 1) / 2
		rows := max(0, (n-s+3)/4)
		l.class[q] = laneClass{s: s, cols: cols, rows: rows, m: min(cols, rows)}
	}
	return l
}

func (l *lane) pos(k int) int { return k>>laneShift<<(laneShift+1) | l.w<<laneShift | k&(laneBlock-1) }

// poll reports whether the lane must stop, telling the other lane if so.
func (l *lane) poll() bool {
	if l.stop.Load() { // the other lane stopped first and holds the reason
		l.stopped = true
		return true
	}
	if status, stop := l.f.b.Poll(); stop {
		l.stop.Store(true)
		l.stopped, l.status = true, status
		return true
	}
	return false
}

func (l *lane) run() {
	f := l.f
	n, p, d := f.n, f.p, f.d
	for q, cl := range l.class {
		for t := range cl.m {
			p[l.pos(2*t+q)] = int32(4*t + cl.s)
		}
	}
	for q, cl := range l.class { // forward Fisher-Yates, per class
		for t := 0; t < cl.m-1; t++ {
			if t&(1<<16-1) == 0 {
				if l.poll() {
					return
				}
				if l.w == 0 && f.obs != nil && t > 0 { // no queen placed yet; the line shows the time
					f.obs.Observe(nqueens.Event{Kind: nqueens.Progress, Restarts: f.stats.Restarts})
				}
			}
			j := t + int(l.g.Below(uint64(cl.m-t)))
			a, b := l.pos(2*t+q), l.pos(2*j+q)
			p[a], p[b] = p[b], p[a]
		}
	}
	// The lanes run side by side: the loop keeps its counters in locals,
	// so the two never write the same cache line.
	looked := int64(0)
	var pending []int
	// The lane's squares have colour w, so its diagonals have parity w and
	// its anti-diagonals parity w^(n-1)&1: their halves of the bits (see
	// diagSet.bit) are fixed, and the test is written out here.
	diag, anti := d.diag, d.anti
	dOff, aOff := l.w*d.half, (l.w^(n-1)&1)*d.half
	for k := 0; k < l.count; k++ {
		if k&(1<<14-1) == 0 {
			if l.poll() {
				l.looked += looked
				return
			}
			if l.w == 0 && f.obs != nil && k > 0 {
				f.obs.Observe(nqueens.Event{Kind: nqueens.Progress, Restarts: f.stats.Restarts, Col: min(2*k, n)})
			}
		}
		q, t := k&1, k>>1
		m := l.class[q].m
		if t >= m {
			continue // no row of this class left: startSplit gives it one
		}
		c := l.pos(k)
		end := min(t+window, m)
		placed := false
		for u := t; u < end; u++ {
			pu := l.pos(2*u + q)
			r := p[pu]
			dk, ak := int(r)+c, int(r)-c+n-1
			dw, aw := dOff+dk>>7, aOff+ak>>7
			db, ab := uint64(1)<<(dk>>1&63), uint64(1)<<(ak>>1&63)
			if diag[dw]&db|anti[aw]&ab == 0 {
				p[pu] = p[c]
				p[c] = r
				diag[dw] |= db
				anti[aw] |= ab
				looked += int64(u - t + 1)
				placed = true
				break
			}
		}
		if !placed {
			looked += int64(end - t)
			pending = append(pending, c)
		}
	}
	l.looked += looked
	l.pending = pending
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
			j := int(f.g.Below(uint64(n)))
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
