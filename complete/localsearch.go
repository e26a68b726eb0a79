package complete

import (
	"context"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// window is how many rows of the random order a start looks through for a
// column: enough that only the last columns collide.
const window = 4096

// LocalSearchMemory is the memory [LocalSearch] uses for an n x n board, in bytes:
// the placement, two counters per diagonal and the free lines.
func LocalSearchMemory(n int) uint64 { return uint64(n) * (4 + 16 + 4 + 4 + 1 + 1) }

// LocalSearch looks for a completion of in by local search, for boards of
// any size: the pre-placed queens stay where they are, the other queens
// start on the free rows, each column's queen on a row of a random order
// that no queen attacks along a diagonal and that is not blocked (when one
// is found in a window of the order), and then pairs of free queens swap rows
// while a swap lowers the number of collisions (two queens on one
// diagonal, a queen on a blocked square) - the QS family's repair, with
// the fixed queens and blocked squares added. A start that stops
// improving is replaced by a new one (a restart).
//
// It cannot prove that no completion exists (except when at most one queen
// is free): it runs until s.TimeLimit, s.MaxSteps (swaps made) or
// s.MaxRestarts stops it, with Status LimitReached and the state reached
// (Stats.Conflicts: collisions left), or ctx ends it (Canceled); it calls
// no s.Observer. Every part polls ctx, the start included, so that it
// stops within a few milliseconds of its end at any n; stopped before a
// start is made, it has no state: Stats.Conflicts is -1 and Placement nil.
// The same seed gives the same result. A start is O(n) expected time;
// memory is [LocalSearchMemory].
func LocalSearch(ctx context.Context, in *Instance, s nqueens.Settings) (nqueens.Result, error) {
	start := time.Now()
	if err := in.Validate(); err != nil {
		return nqueens.Result{}, err
	}
	if s.TimeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.TimeLimit)
		defer cancel()
	}
	l := newLocal(in, s.Seed)
	res := l.solve(ctx, s)
	res.Stats.Elapsed = time.Since(start)
	return res, nil
}

type local struct {
	n          int
	p          nqueens.Placement
	fixed      []bool
	cols, rows []int32  // free columns; free rows (the start's pool)
	sum, diff  []int32  // queens on each diagonal: sum[r+c], diff[r-c+n-1]
	occS, occD []uint64 // the start's diagonals holding a queen, one bit each
	listed     []bool   // a free column in the list of those in conflict
	list       []int32
	block      *constraints // nil: no square is blocked
	exSum      []bool       // excluded diagonals; nil: none
	exDiff     []bool
	rng        stream.Stream
	total      int64 // collisions; -1 until a start is made
	// race, if non-nil, is told the work done so far (evaluations, and n
	// per start) every few thousand evaluations; false stops the search
	// (Status Canceled).
	race func(work int64) bool
}

func newLocal(in *Instance, seed uint64) *local {
	n := in.N
	l := &local{n: n, p: make(nqueens.Placement, n), fixed: make([]bool, n),
		sum: make([]int32, 2*n-1), diff: make([]int32, 2*n-1), listed: make([]bool, n), rng: stream.New(seed, 0)}
	l.total = -1
	l.cols, l.rows = make([]int32, 0, n-len(in.Place)), make([]int32, 0, n-len(in.Place))
	rowUsed := make([]bool, n)
	for _, q := range in.Place {
		l.p[q.Col] = int32(q.Row)
		l.fixed[q.Col] = true
		rowUsed[q.Row] = true
	}
	for c := range n {
		if !l.fixed[c] {
			l.cols = append(l.cols, int32(c))
		}
		if !rowUsed[c] {
			l.rows = append(l.rows, int32(c))
		}
	}
	if len(in.Diagonals) > 0 {
		l.exSum, l.exDiff = make([]bool, 2*n-1), make([]bool, 2*n-1)
		for _, d := range in.Diagonals {
			if d.Sum {
				l.exSum[d.Value] = true
			} else {
				l.exDiff[d.Value] = true
			}
		}
	}
	if len(in.Forbid) > 0 || len(in.Lines) > 0 {
		c := in.compile()
		c.sum, c.diff = nil, nil // the slices above answer for diagonals
		l.block = c
	}
	return l
}

func (l *local) blocked(r, c int) bool {
	if l.exSum != nil && (l.exSum[r+c] || l.exDiff[r-c+l.n-1]) {
		return true
	}
	return l.block != nil && l.block.blocked(r, c).kind != notBlocked
}

// pollEvery is how many steps of a start (rows shuffled, columns placed,
// a power of two) go between looks at the context.
const pollEvery = 1 << 12

// begin makes a new start: the free rows in a random order, then column
// by column the first row of the next [window] of that order whose two
// diagonals hold no queen and whose square is not blocked (the order read
// front to back, so the start is O(n) with few cache misses per column);
// a column with no such row takes the row at its own position. It returns
// false, the start unmade (total -1), when ctx ends first.
func (l *local) begin(ctx context.Context) bool {
	l.total = -1
	clear(l.sum)
	clear(l.diff)
	words := (2*l.n - 1 + 63) / 64
	if l.occS == nil {
		l.occS, l.occD = make([]uint64, words), make([]uint64, words)
	}
	clear(l.occS)
	clear(l.occD)
	for c := range l.n {
		if l.fixed[c] {
			l.put(c, int(l.p[c]))
		}
	}
	pool := l.rows
	for i := len(pool) - 1; i > 0; i-- { // Fisher-Yates
		if i%pollEvery == 0 && ctx.Err() != nil {
			return false
		}
		j := int(l.rng.Below(uint64(i + 1)))
		pool[i], pool[j] = pool[j], pool[i]
	}
	for t, c := range l.cols {
		if t%pollEvery == 0 && ctx.Err() != nil {
			return false
		}
		pick := l.firstFree(pool, t, int(c))
		pool[t], pool[pick] = pool[pick], pool[t]
		l.put(int(c), int(pool[t]))
	}
	l.count()
	return true
}

// firstFree is the first index u of the window of pool from t whose row
// may take the queen of column c (no queen on its diagonals, not
// blocked), or t when none may.
func (l *local) firstFree(pool []int32, t, c int) int {
	for u := t; u < min(t+window, len(pool)); u++ {
		r := int(pool[u])
		s, d := r+c, r-c+l.n-1
		if l.occS[s>>6]&(1<<uint(s&63)) == 0 && l.occD[d>>6]&(1<<uint(d&63)) == 0 && !l.blocked(r, c) {
			return u
		}
	}
	return t
}

// count sets total, the collisions of a start, and lists the columns in
// conflict.
func (l *local) count() {
	l.total = 0
	for _, v := range l.sum {
		l.total += int64(max(v-1, 0))
	}
	for _, v := range l.diff {
		l.total += int64(max(v-1, 0))
	}
	clear(l.listed)
	l.list = l.list[:0]
	for _, c := range l.cols {
		if l.blocked(int(l.p[c]), int(c)) {
			l.total++
		}
		l.note(int(c))
	}
}

// put places the queen of column c on row r during a start.
func (l *local) put(c, r int) {
	s, d := r+c, r-c+l.n-1
	l.p[c] = int32(r)
	l.sum[s]++
	l.diff[d]++
	l.occS[s>>6] |= 1 << uint(s&63)
	l.occD[d>>6] |= 1 << uint(d&63)
}

// conflicted reports whether the queen of column c collides.
func (l *local) conflicted(c int) bool {
	r := int(l.p[c])
	return l.sum[r+c] > 1 || l.diff[r-c+l.n-1] > 1 || l.blocked(r, c)
}

// note lists column c when its queen collides.
func (l *local) note(c int) {
	if !l.listed[c] && l.conflicted(c) {
		l.listed[c] = true
		l.list = append(l.list, int32(c))
	}
}

// move takes the queen of column c off row from and puts it on row to,
// returning the change in collisions.
func (l *local) move(c, from, to int) int64 {
	n := l.n
	var d int64
	if l.sum[from+c]--; l.sum[from+c] >= 1 {
		d--
	}
	if l.diff[from-c+n-1]--; l.diff[from-c+n-1] >= 1 {
		d--
	}
	if l.sum[to+c]++; l.sum[to+c] >= 2 {
		d++
	}
	if l.diff[to-c+n-1]++; l.diff[to-c+n-1] >= 2 {
		d++
	}
	if l.exSum != nil || l.block != nil {
		if l.blocked(from, c) {
			d--
		}
		if l.blocked(to, c) {
			d++
		}
	}
	l.p[c] = int32(to)
	return d
}

// swap exchanges the rows of the queens of columns i and j.
func (l *local) swap(i, j int) int64 {
	ri, rj := int(l.p[i]), int(l.p[j])
	return l.move(i, ri, rj) + l.move(j, rj, ri)
}

// work is the local search's work after st, in the unit [Decide]'s race
// counts it in: its evaluations of a swap, and n for each start.
func (l *local) work(st nqueens.Stats) int64 { return st.Evaluations + int64(l.n)*(st.Restarts+1) }

// solve runs starts and their repairs until a completion, a limit of s,
// the end of ctx or the race stops it.
func (l *local) solve(ctx context.Context, s nqueens.Settings) nqueens.Result {
	var st nqueens.Stats
	res := func(status nqueens.Status) nqueens.Result {
		st.Conflicts = l.total
		st.Swaps = st.Steps
		if l.total < 0 {
			return nqueens.Result{Status: status, Stats: st}
		}
		return nqueens.Result{Placement: l.p, Status: status, Stats: st}
	}
	for {
		if status, stop := l.stopped(ctx, st); stop {
			return res(status)
		}
		if !l.begin(ctx) {
			return res(stopStatus(ctx))
		}
		if l.total == 0 {
			return res(nqueens.Solved)
		}
		if len(l.cols) < 2 { // one way to place the free queens, and it collides
			return res(nqueens.NoSolution)
		}
		if status, stop := l.repair(ctx, s, &st); stop {
			return res(status)
		}
		if l.total == 0 {
			return res(nqueens.Solved)
		}
		if s.MaxRestarts > 0 && st.Restarts >= s.MaxRestarts {
			return res(nqueens.LimitReached)
		}
		st.Restarts++
	}
}

// stopped reports whether the search must stop, ctx ended or the race
// lost, with the status to report.
func (l *local) stopped(ctx context.Context, st nqueens.Stats) (nqueens.Status, bool) {
	if ctx.Err() != nil {
		return stopStatus(ctx), true
	}
	if l.race != nil && !l.race(l.work(st)) {
		return nqueens.Canceled, true
	}
	return 0, false
}

// repair swaps pairs of free queens, one of them in conflict, while a swap
// lowers the collisions (a level swap is taken half the time: it crosses
// plateaus), until there is none left or staleLimit swaps tried in a row
// have not lowered them. It stops early, true, with the status to report,
// when s.MaxSteps is reached or [local.stopped] says so.
func (l *local) repair(ctx context.Context, s nqueens.Settings, st *nqueens.Stats) (nqueens.Status, bool) {
	m := len(l.cols)
	stale, staleLimit := int64(0), int64(64*m+4096)
	for l.total > 0 && stale < staleLimit {
		st.Evaluations++
		if st.Evaluations&4095 == 0 {
			if status, stop := l.stopped(ctx, *st); stop {
				return status, true
			}
		}
		i, ok := l.conflictedColumn()
		if !ok {
			continue
		}
		j := int(l.cols[l.rng.Below(uint64(m))])
		if j == i {
			continue
		}
		d := l.swap(i, j)
		if d > 0 || d == 0 && l.rng.Below(2) == 0 {
			l.swap(i, j) // undo: worse, or level and not taken
			stale++
			continue
		}
		l.total += d
		stale++
		if d < 0 {
			stale = 0
		}
		st.Steps++
		l.note(j)
		if s.MaxSteps > 0 && st.Steps >= s.MaxSteps && l.total > 0 {
			return nqueens.LimitReached, true
		}
	}
	return 0, false
}

// conflictedColumn draws a column from the list of those in conflict; ok
// is false when the one drawn no longer is, and leaves the list.
func (l *local) conflictedColumn() (int, bool) {
	k := int(l.rng.Below(uint64(len(l.list))))
	i := int(l.list[k])
	if l.conflicted(i) {
		return i, true
	}
	l.listed[i] = false
	l.list[k] = l.list[len(l.list)-1]
	l.list = l.list[:len(l.list)-1]
	return 0, false
}
