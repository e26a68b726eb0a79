package formula

import (
	"context"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
)

// MaxN is the largest n [Solve] accepts: every row fits in an int32.
const MaxN = nqueens.MaxN

// Memory returns the bytes [Solve] needs for n queens: the placement.
func Memory(n int) uint64 { return 4 * uint64(n) }

// pollEvery is how many columns pass between looks at the context and the
// clock.
const pollEvery = 1 << 16

// Solve returns the explicit solution for n queens (see the package
// documentation). O(n) time, 4n bytes. The seed is ignored; Stats.Steps is
// 0. A canceled context or an expired TimeLimit returns Canceled or
// LimitReached with the columns filled so far (the rest hold 0) and
// Stats.Conflicts set to the number of columns not yet filled.
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := budget.New(ctx, s)
	if !nqueens.HasSolution(n) {
		return done(nqueens.Result{Status: nqueens.NoSolution}, b, s.Observer), nil
	}
	p := make(nqueens.Placement, n)
	filled, status := fill(p, b)
	res := nqueens.Result{Placement: p, Status: status, Stats: nqueens.Stats{Conflicts: int64(n - filled)}}
	return done(res, b, s.Observer), nil
}

// done stamps the elapsed time and reports the Done event.
func done(res nqueens.Result, b *budget.Budget, obs nqueens.Observer) nqueens.Result {
	res.Stats.Elapsed = b.Elapsed()
	if obs != nil {
		obs.Observe(nqueens.Event{Kind: nqueens.Done, Heuristic: res.Stats.Conflicts, Placement: res.Placement})
	}
	return res
}

// fill writes the construction into p (0-based rows) and returns the number
// of columns written with the status: len(p) and Solved, or fewer and the
// reason b gave to stop.
func fill(p nqueens.Placement, b *budget.Budget) (int, nqueens.Status) {
	n := len(p)
	if n == 1 {
		p[0] = 0
		return 1, nqueens.Solved
	}
	// The 1-based list of rows is a run of even numbers followed by a run
	// of odd ones, with at most three numbers moved; the writer builds it
	// in 0-based terms (even 1-based numbers are odd 0-based ones).
	w := writer{p: p, b: b}
	switch n % 6 {
	case 2:
		w.run(1, n-1) // 2, 4, ..., n
		w.put(2, 0)   // 3, 1
		w.run(6, n-2) // 7, 9, ..., n-1
		w.put(4)      // 5
	case 3:
		w.run(3, n-2) // 4, 6, ..., n-1
		w.put(1)      // 2
		w.run(4, n-1) // 5, 7, ..., n
		w.put(0, 2)   // 1, 3
	default:
		w.run(1, n-1) // 2, 4, ...
		w.run(0, n-1) // 1, 3, ...
	}
	return w.c, w.status
}

// writer appends 0-based rows to p column by column and stops, leaving c
// where it stopped and the reason in status, when the budget runs out.
type writer struct {
	p       nqueens.Placement
	b       *budget.Budget
	c       int
	status  nqueens.Status // Solved until stopped
	stopped bool
}

// run appends from, from+2, ..., up to and including last, in stretches
// of at most pollEvery columns between looks at the budget. A stretch is
// a loop on locals: the loop that kept the column in w.c, read and
// written through the pointer each time, took 6.5 ns a column under
// WebAssembly in V8 (the classroom's engine), where this one takes 3.8,
// and 2.5 times as long on amd64 too.
func (w *writer) run(from, last int) {
	if w.stopped {
		return
	}
	p, c := w.p, w.c
	for r := from; r <= last; {
		if c%pollEvery == 0 {
			if status, stop := w.b.Poll(); stop {
				w.c, w.status, w.stopped = c, status, true
				return
			}
		}
		k := min((last-r)/2+1, pollEvery-c%pollEvery)
		for i := range k {
			p[c+i] = int32(r + 2*i)
		}
		c += k
		r += 2 * k
	}
	w.c = c
}

// put appends rows one by one.
func (w *writer) put(rows ...int32) {
	for _, r := range rows {
		if w.stopped {
			return
		}
		w.p[w.c] = r
		w.c++
	}
}
