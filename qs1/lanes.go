package qs1

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/stream"
)

// laneTarget is the size a lane's sub-board aims at: a lane's permutation
// (4 bytes a row) and its diagonal bits (half a byte a row) then fit in a
// core's L2 cache, so its start and its swaps make no trip to memory.
const laneTarget = 1 << 15

// laneGroup is how many consecutive lanes one worker solves before it
// writes them out: lanes b..b+15 own 16 adjacent columns in every stride
// of m columns, so the write-out fills whole cache lines of the placement.
const laneGroup = 16

// laneStreamBase is the random stream of lane 0; lane b draws from
// stream laneStreamBase+b, so no two lanes share a stream.
const laneStreamBase = 1 << 32

// lanePoll is how many columns or swap tries a lane makes between looks at
// the budget.
const lanePoll = 1 << 12

// laneCount returns m, the number of lanes for n queens: about n/laneTarget,
// coprime to 6, and with n mod m not 2 or 3 (the corner must have a
// solution). It depends on n only, never on the machine.
func laneCount(n int) int {
	m := max(1, (n+laneTarget-1)/laneTarget)
	for m%2 == 0 || m%3 == 0 || n%m == 2 || n%m == 3 {
		m++
	}
	return m
}

// laneSolver is the start for n >= splitMin, in m independent lanes.
//
// With q = n/m and s = n mod m, lane b (0 <= b < m) owns the columns
// b + m*j and the rows a_b + m*i (i, j < q, a_b = 2b mod m): a q x q
// sub-board whose squares lie on diagonals r+c = 3b and anti-diagonals
// r-c = b (mod m). As m is coprime to 6, b -> 2b, b -> 3b and b -> b are
// bijections of the residues mod m, so two lanes share no row, column,
// diagonal or anti-diagonal: each lane is an n-queens problem of size q of
// its own (local diagonal i+j, anti-diagonal i-j), and any solutions of
// the m lanes together solve the board. The s columns and rows past m*q
// form a corner, filled first with the explicit construction for s queens;
// its diagonals r+c >= 2mq meet no lane, and each of its anti-diagonals
// (|r-c| < s) is one anti-diagonal of one lane, which that lane treats as
// occupied.
//
// Each lane places its rows by bit sets from its own random stream
// (laneWorker.place) and repairs what is left with QS1 swaps inside the
// lane, all in the cache of the core running it. The
// lanes are scheduled on up to GOMAXPROCS workers in groups of laneGroup;
// the placement does not depend on the number of workers or on their
// timing.
type laneSolver struct {
	f          *fast
	m, q, s    int
	blocked    map[int][]int // lane -> local anti-diagonals taken by the corner
	sequential bool          // MaxSteps or MaxRestarts set: one worker, lanes in order, global counts
	watched    bool          // sequential and observed: each lane's start and swaps are events
	next       atomic.Int64  // next group to solve
	done       atomic.Int64  // lanes finished
	stop       atomic.Bool
	reason     atomic.Int32 // the Status that stopped the first worker to stop, plus one
}

func newLaneSolver(f *fast) *laneSolver {
	n := f.n
	m := laneCount(n)
	l := &laneSolver{f: f, m: m, q: n / m, s: n % m, blocked: map[int][]int{}}
	l.sequential = f.maxSteps > 0 || f.maxRestarts > 0
	l.watched = l.sequential && f.obs != nil
	return l
}

// corner places the s queens of the corner and records the lane
// anti-diagonals they take.
func (l *laneSolver) corner() {
	m, q, s := l.m, l.q, l.s
	if s == 0 {
		return
	}
	rows := nqueens.Placement{0}
	if s > 1 {
		res, _ := formula.Solve(context.Background(), s, nqueens.Settings{}) // s >= 4: laneCount avoids 2 and 3
		rows = res.Placement
	}
	for c, r := range rows {
		l.f.p[m*q+c] = int32(m*q) + r
		k := int(r) - c // the anti-diagonal r-c of the whole board
		b := (k%m + m) % m
		a := 2 * b % m
		t := (k - (a - b)) / m // local i-j, in -1..1
		l.blocked[b] = append(l.blocked[b], t+q-1)
	}
}

// run solves every lane and assembles the placement; stop reports that
// the budget ran out first.
func (l *laneSolver) run() (nqueens.Status, bool) {
	f := l.f
	if l.watched {
		// The lanes not yet solved are shown empty, not on row 0.
		for c := range f.p {
			f.p[c] = nqueens.Empty
		}
	}
	l.corner()
	groups := (l.m + laneGroup - 1) / laneGroup
	workers := min(runtime.GOMAXPROCS(0), groups)
	if l.sequential {
		workers = 1
	}
	ws := make([]*laneWorker, workers)
	var wg sync.WaitGroup
	for i := range ws {
		ws[i] = l.newWorker(i == 0)
		if i > 0 {
			wg.Go(ws[i].work)
		}
	}
	ws[0].work()
	wg.Wait()
	for _, w := range ws {
		f.stats.Steps += w.stats.Steps
		f.stats.Swaps += w.stats.Swaps
		f.stats.Evaluations += w.stats.Evaluations
		f.stats.Restarts += w.stats.Restarts
	}
	if l.stop.Load() {
		f.d.collisions = -1 // unknown: the lanes did not all finish
		return nqueens.Status(l.reason.Load() - 1), true
	}
	f.d.collisions = 0
	return nqueens.Solved, false
}

// halt records why the lanes stop (the first reason wins) and tells every
// worker.
func (l *laneSolver) halt(status nqueens.Status) {
	l.reason.CompareAndSwap(0, int32(status)+1)
	l.stop.Store(true)
}

// laneWorker solves groups of lanes on one goroutine, in buffers of its
// own.
type laneWorker struct {
	l       *laneSolver
	main    bool // runs on the caller's goroutine: the only one to call the Observer
	d       *diagSet
	rows    [laneGroup][]int32 // the local rows of the group's lanes: rows[t][j] is lane b0+t's row i in column j
	bits    *laneBits          // the start's bit sets
	pending []int              // the lane's columns the start left attacked
	left    []int32            // the start's tail: the rows not yet placed
	calls   int
	stats   nqueens.Stats
	_       [64]byte // keeps two workers' counters off one cache line
}

func (l *laneSolver) newWorker(main bool) *laneWorker {
	w := &laneWorker{l: l, main: main, d: newDiagSet(l.q), bits: new(laneBits)}
	w.d.diag = w.bits.diag[:familyWords(l.q)] // one set of bits for the start and the swaps
	w.d.anti = w.bits.anti[:familyWords(l.q)]
	for t := range w.rows {
		w.rows[t] = make([]int32, l.q)
	}
	return w
}

// check reports whether the worker must stop. In sequential mode it is the
// budget's Check with the global counts (MaxSteps, MaxRestarts); otherwise
// the clock and the context are read every lanePoll calls.
func (w *laneWorker) check(restarts int64) bool {
	l := w.l
	if l.stop.Load() {
		return true
	}
	var status nqueens.Status
	var stop bool
	if l.sequential {
		status, stop = l.f.b.Check(w.stats.Steps, restarts)
	} else {
		if w.calls++; w.calls%lanePoll != 0 {
			return false
		}
		status, stop = l.f.b.Poll()
	}
	if stop {
		l.halt(status)
	}
	return stop
}

// poll reads the clock and the context now.
func (w *laneWorker) poll() bool {
	l := w.l
	if l.stop.Load() {
		return true
	}
	if status, stop := l.f.b.Poll(); stop {
		l.halt(status)
		return true
	}
	return false
}

func (w *laneWorker) work() {
	l := w.l
	f := l.f
	groups := int64((l.m + laneGroup - 1) / laneGroup)
	for {
		g := l.next.Add(1) - 1
		if g >= groups || w.poll() {
			return
		}
		b0 := int(g) * laneGroup
		count := min(laneGroup, l.m-b0)
		for t := range count {
			if !w.solveLane(b0+t, w.rows[t]) {
				return
			}
		}
		w.writeOut(b0, count)
		done := l.done.Add(int64(count))
		if w.main && f.obs != nil {
			f.obs.Observe(nqueens.Event{Kind: nqueens.Progress, Restarts: f.stats.Restarts, Col: int(done) * l.q})
		}
	}
}

// writeOut copies the rows of lanes b0..b0+count-1 into the placement,
// column by column: the group's columns b0..b0+count-1 + m*j are adjacent.
// Each column's 64 bytes go to a cache line that is not in the cache (the
// lines of a placement of 10^9 queens are written once, a stride of m
// columns apart), so the copy waits on memory; a whole group is copied by
// writeOutKernel, which on amd64 fetches the lines 16 columns ahead.
func (w *laneWorker) writeOut(b0, count int) {
	l := w.l
	p, m := l.f.p, l.m
	var a [laneGroup]int32
	for t := range count {
		a[t] = int32(2 * (b0 + t) % m)
	}
	if count == laneGroup {
		writeOutKernel(p[b0:b0+m*(l.q-1)+laneGroup], m, &w.rows, &a)
		return
	}
	for j := range l.q {
		out := p[b0+m*j : b0+m*j+count]
		for t := range out {
			out[t] = a[t] + int32(m)*w.rows[t][j]
		}
	}
}

// writeOutGo sets out[m*j+t] = a[t] + m*rows[t][j] for every t < laneGroup
// and j < len(rows[0]): a whole group's write-out (writeOut), in Go.
// writeOutAsm (amd64) does the same; the tests compare the two.
func writeOutGo(out []int32, m int, rows *[laneGroup][]int32, a *[laneGroup]int32) {
	for j := range rows[0] {
		o := out[m*j : m*j+laneGroup]
		for t := range o {
			o[t] = a[t] + int32(m)*rows[t][j]
		}
	}
}

// solveLane solves lane b's q-queens problem into lp (lp[j] is the local
// row of local column j); false means the budget stopped it.
func (w *laneWorker) solveLane(b int, lp []int32) bool {
	l := w.l
	d := w.d
	g := stream.New(l.f.seed, laneStreamBase+uint64(b))
	for {
		d.reset()
		for _, k := range l.blocked[b] {
			d.block(k)
		}
		if w.poll() {
			return false
		}
		w.place(lp, g)
		if w.l.stop.Load() {
			return false
		}
		if l.watched {
			w.show(b, lp, nqueens.Start, -1, -1)
		}
		solved, stop := w.repair(b, lp, g)
		if stop {
			return false
		}
		if solved {
			return true
		}
		// The lane stalled (rare even at q = 2^12): start it again.
		if l.sequential {
			if status, stop := l.f.b.Check(w.stats.Steps, w.stats.Restarts+1); stop {
				l.halt(status)
				return false
			}
		}
		w.stats.Restarts++
		if l.watched {
			w.show(b, lp, nqueens.Restart, -1, -1)
		}
	}
}

// show writes lane b's rows lp into the placement and reports the event
// to the Observer, when the lanes are watched (one worker, lanes in
// order): kind Start after the lane's start, Swap after a swap of its
// local columns i and j, Restart before it starts again. The heuristic is
// the lane's collisions, which are the board's: the lanes before it are
// solved and the lanes after it are empty. A Start or a Restart writes
// the lane's q columns, a Swap two; lanes are not watched when they run
// on several goroutines.
func (w *laneWorker) show(b int, lp []int32, kind nqueens.EventKind, i, j int) {
	l, f := w.l, w.l.f
	a, m := int32(2*b%l.m), l.m
	e := nqueens.Event{Kind: kind, Step: f.stats.Steps + w.stats.Steps, Restarts: f.stats.Restarts + w.stats.Restarts,
		Heuristic: w.d.collisions, Placement: f.p}
	if kind == nqueens.Swap {
		f.p[b+m*i], f.p[b+m*j] = a+int32(m)*lp[i], a+int32(m)*lp[j]
		e.Col, e.Col2 = b+m*i, b+m*j
	} else {
		for c, r := range lp {
			f.p[b+m*c] = a + int32(m)*r
		}
	}
	f.obs.Observe(e)
}

// repair is the swap phase inside the lane: for each column still
// attacked, random partners in the lane until a swap puts both queens on
// free diagonals (see fast.repair).
func (w *laneWorker) repair(b int, lp []int32, g rng) (solved, stop bool) {
	q, d := len(lp), w.d
	fruitless := 0
	limit := stallFactor * (q + 64)
	for _, i := range w.pending {
		for d.attacked(i, lp[i]) {
			if w.check(w.stats.Restarts) {
				return false, true
			}
			j := int(g.Below(uint64(q)))
			w.stats.Evaluations++
			if j == i || !clearSwap(d, lp, i, j) {
				if fruitless++; fruitless > limit {
					return false, false
				}
				continue
			}
			fruitless = 0
			ri, rj := lp[i], lp[j]
			d.remove(i, ri)
			d.remove(j, rj)
			d.add(i, rj)
			d.add(j, ri)
			lp[i], lp[j] = rj, ri
			w.stats.Steps++
			w.stats.Swaps++
			if w.l.watched {
				w.show(b, lp, nqueens.Swap, i, j)
			}
		}
	}
	return d.collisions == 0, false
}
