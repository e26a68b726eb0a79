package qs1

import (
	"context"
	"runtime"
	"unsafe"

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

// Memory returns the bytes [Solve] needs for n queens at its peak, not
// counting the check a command makes before printing: the permutation, and
// below splitMin the diagonal bits; from splitMin, the buffers of each
// worker the lanes run on (16 lanes of up to laneTarget rows and one set of
// bits: about 2.1 MB), one worker per core (GOMAXPROCS) at most.
func Memory(n int) uint64 {
	if n < SmallMax {
		return ClassicMemory(n)
	}
	if n < splitMin {
		return 4*uint64(n) + 2*8*uint64(familyWords(n))
	}
	m := laneCount(n)
	q := n / m
	workers := min(runtime.GOMAXPROCS(0), (m+laneGroup-1)/laneGroup)
	perWorker := laneGroup*4*q + int(unsafe.Sizeof(laneBits{})) + 4*(q/laneTail+1)
	return 4*uint64(n) + uint64(workers*perWorker)
}

// Solve finds one solution for n queens with the QS4-style start and the
// QS1 swap phase (see the package documentation). Expected O(n) time,
// 4n bytes and a few MB per core ([Memory]). Stats.Swaps and Stats.Steps
// count the swaps of the swap phase (from splitMin, those made inside the
// lanes); Stats.Evaluations counts rows looked at in the start (from
// splitMin, a word of 64 rows tested at once counts as one) plus swaps
// tried; Stats.Setup is the time of the first start (from splitMin, until
// every lane is solved); Stats.Conflicts is the number of diagonal
// collisions left (-1 when stopped before the start had placed every
// queen; the placement is then incomplete).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	if n < SmallMax {
		return solveSmall(ctx, n, s)
	}
	return solveLarge(ctx, n, s)
}

// solveLarge is Solve from SmallMax on: the QS4-style start (in lanes from
// splitMin) and the swap phase of clear swaps.
func solveLarge(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	b := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, b); ok {
		return res, nil
	}
	st := &fast{n: n, p: nqueens.NewPlacement(n), g: newRNG(s.Seed), shuffleRNG: newStream(s.Seed, 1),
		b: b, obs: s.Observer, seed: s.Seed, maxSteps: s.MaxSteps, maxRestarts: s.MaxRestarts}
	if n < splitMin {
		st.d = newDiagSet(n)
	} else {
		st.d = &diagSet{n: n} // the lanes keep bits of their own; this one only counts
	}
	res := st.run()
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// fast is the state of one Solve.
type fast struct {
	n           int
	p           nqueens.Placement
	d           *diagSet
	g           rng    // window offsets and swap partners
	shuffleRNG  rng    // the shuffle's stream below splitMin
	seed        uint64 // the lanes' streams derive from it
	maxSteps    int64
	maxRestarts int64
	b           *budget.Budget
	obs         nqueens.Observer
	stats       nqueens.Stats
	pending     []int // columns the start could not place without conflict
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
		status, stop := f.start()
		if f.stats.Restarts == 0 {
			f.stats.Setup = f.b.Elapsed()
		}
		if stop {
			return f.result(status)
		}
		if f.obs != nil {
			f.obs.Observe(nqueens.Event{Kind: nqueens.Start, Step: f.stats.Steps, Restarts: f.stats.Restarts, Heuristic: f.d.collisions, Placement: f.p})
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

// splitMin is the n from which the start runs in independent lanes
// (laneSolver); below it the whole board is one lane on one goroutine.
const splitMin = 1 << 16

// SwapsInSetup reports whether [Solve] makes its swaps inside its start
// phase at n: from 2^16 queens the lanes repair themselves, so
// Stats.Setup covers the swaps and no time per swap can be told apart.
func SwapsInSetup(n int) bool { return n >= splitMin }

// Lanes returns the number of lanes [Solve] splits n queens into (0 below
// 2^16, where it does not split): lane b owns the columns b, b+m, b+2m,
// ... up to m*(n/m), the rest being a corner filled first. O(1).
func Lanes(n int) int {
	if n < splitMin {
		return 0
	}
	return laneCount(n)
}

// start shuffles the rows and places, column by column, the first row of
// the window ahead whose diagonals are free (steps 1 and 2). From splitMin
// on, it solves the board in lanes (laneSolver), swaps included.
func (f *fast) start() (nqueens.Status, bool) {
	f.d.reset()
	f.pending = f.pending[:0]
	if f.n >= splitMin {
		return newLaneSolver(f).run()
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
			if j == i || !clearSwap(f.d, f.p, i, j) {
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
func clearSwap(d *diagSet, p nqueens.Placement, i, j int) bool {
	ri, rj := p[i], p[j]
	if int(rj)+i == int(ri)+j || int(rj)-i == int(ri)-j {
		return false
	}
	return d.free(i, rj) && d.free(j, ri)
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
