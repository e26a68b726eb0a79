package complete

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// MaxExact is the largest board the exact engine takes: a line's free
// squares are one 64-bit word.
const MaxExact = 64

// ErrTooLarge is returned (wrapped) by [Decide], [Count] and [List] for a
// board larger than [MaxExact].
var ErrTooLarge = errors.New("complete: board too large for the exact engine")

// Settings are the limits of an exact search. The zero value means: one
// worker per CPU (GOMAXPROCS), no time limit.
type Settings struct {
	// Workers is the number of goroutines that search; 0 means
	// GOMAXPROCS. The answer never depends on it.
	Workers int
	// TimeLimit bounds the wall time; 0 means none.
	TimeLimit time.Duration
	// Seed seeds the random orders of [Decide]'s line search and its
	// local search: the same seed gives the same answer.
	Seed uint64
	// Progress, if non-nil, is kept up to date as the search goes, for
	// another goroutine to read (a progress line).
	Progress *Progress
}

// Answer is what an exact search found.
type Answer struct {
	// Status is Solved (a completion found, or a count or listing
	// finished), NoSolution (the search proved there is none),
	// LimitReached or Canceled.
	Status nqueens.Status
	// Placement is, for [Decide], the first completion in the search's
	// order: the same for every number of workers.
	Placement nqueens.Placement
	// Count is the number of completions: all of them when Status is
	// Solved (Count and List), those found so far otherwise.
	Count uint64
	// Nodes counts the states the search entered: queens placed and
	// diagonals left empty (for Decide, those of the search that answered;
	// the swaps when it is the local search). It is the same for every
	// number of workers.
	Nodes int64
	// Search names, for Decide, the search of its race that answered:
	// "lines", "diagonals" or "local"; it is empty otherwise.
	Search string
	// Restarts counts, for Decide, the times the search that answered
	// started again from the root: the line search's runs after the
	// first, or the local search's restarts.
	Restarts int64
	// Tasks is the number of subtrees the search was split into, TasksDone
	// those searched to the end.
	Tasks, TasksDone int
	Elapsed          time.Duration
}

// words is the size of a search state: 64 masks of the free squares of
// each row (bit c: column c), then 64 of each column (bit r: row r).
const words = 128

// root is an instance compiled for the exact engine: the state after the
// pre-placed queens, the lines still without a queen and the line to
// branch on first.
type root struct {
	n      int
	state  []uint64
	rl, cl uint64 // rows and columns without a queen
	sol    []int32
	m      moments // what the queens left must add up to
	line   int     // the line with the fewest free squares (isRow: a row),
	isRow  bool    // dom of them
	dom    int
	empty  bool // no completion: a line without a free square, or the moments
}

func compileExact(in *Instance) (*root, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	n := in.N
	if n > MaxExact {
		return nil, fmt.Errorf("%w: n = %d, the exact engine takes n <= %d", ErrTooLarge, n, MaxExact)
	}
	full := uint64(1)<<uint(n) - 1
	if n == 64 {
		full = ^uint64(0)
	}
	rt := &root{n: n, state: make([]uint64, words), sol: make([]int32, n), rl: full, cl: full}
	rows := rt.state[:64]
	for r := range n {
		rows[r] = full
	}
	rt.clearBlocked(in)
	rt.placeGiven(in)
	cols := rt.state[64:]
	for r := range n {
		if rt.rl&(1<<uint(r)) == 0 {
			rows[r] = 0
			continue
		}
		rows[r] &= rt.cl
		for m := rows[r]; m != 0; m &= m - 1 {
			cols[bits.TrailingZeros64(m)] |= 1 << uint(r)
		}
	}
	if rt.rl == 0 {
		return rt, nil
	}
	// The first branch, as place chooses the next ones.
	best, line, isRow := fewestFree(rt.state, rt.rl, rt.cl)
	rt.m, rt.line, rt.isRow, rt.dom = rootMoments(n, rt.rl, rt.cl), line, isRow, best
	ok := best > 0
	if ok {
		_, ok = choose(rt.state, n, rt.rl, rt.cl, rt.m, line, isRow, best, byLines)
	}
	rt.empty = !ok
	return rt, nil
}

// clearBlocked clears from rt's row masks the squares in forbids, those of
// its excluded diagonals and those its row and column lists leave out.
func (rt *root) clearBlocked(in *Instance) {
	n, rows := rt.n, rt.state[:64]
	for _, s := range in.Forbid {
		rows[s.Row] &^= 1 << uint(s.Col)
	}
	for _, d := range in.Diagonals {
		for r := range n {
			c := r - (d.Value - (n - 1))
			if d.Sum {
				c = d.Value - r
			}
			if c >= 0 && c < n {
				rows[r] &^= 1 << uint(c)
			}
		}
	}
	for _, l := range in.Lines {
		var m uint64
		for _, a := range l.Allowed {
			m |= 1 << uint(a)
		}
		if !l.Col {
			rows[l.Index] &= m
			continue
		}
		for r := range n {
			if m&(1<<uint(r)) == 0 {
				rows[r] &^= 1 << uint(l.Index)
			}
		}
	}
}

// placeGiven puts in's pre-placed queens on rt: their rows and columns
// leave rl and cl, and the squares they attack leave the row masks.
func (rt *root) placeGiven(in *Instance) {
	rows := rt.state[:64]
	for _, s := range in.Place {
		r, c := s.Row, s.Col
		rt.sol[c] = int32(r)
		rt.rl &^= 1 << uint(r)
		rt.cl &^= 1 << uint(c)
		rows[r] = 0
		for r2 := range rt.n {
			k := r2 - r
			rows[r2] &^= 1<<uint(c) | 1<<uint(c+k) | 1<<uint(c-k)
		}
	}
}

// fewestFree returns the line without a queen (rl: rows, cl: columns)
// with the fewest free squares in the state st, rows first and then the
// lowest index among equals, and their number (65 when there is no line).
func fewestFree(st []uint64, rl, cl uint64) (best, line int, isRow bool) {
	best, st = 65, st[:words:words]
	for m := rl; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m) & 63
		if p := bits.OnesCount64(st[r]); p < best {
			best, line, isRow = p, r, true
		}
	}
	for m := cl; m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m) & 63
		if p := bits.OnesCount64(st[64+c]); p < best {
			best, line, isRow = p, c, false
		}
	}
	return best, line, isRow
}

// rootMoments are the moments of the queens of the rows rl and columns cl
// of an n x n board.
func rootMoments(n int, rl, cl uint64) moments {
	var m moments
	q := 0
	for x := rl; x != 0; x &= x - 1 {
		r := bits.TrailingZeros64(x)
		m.ts += r
		m.td += n - 1 - r
		q += (2*r - n + 1) * (2*r - n + 1)
	}
	for x := cl; x != 0; x &= x - 1 {
		c := bits.TrailingZeros64(x)
		m.ts += c
		m.td += c
		q += (2*c + n - 1) * (2*c + n - 1)
	}
	m.tq = q / 2
	return m
}

// task is the whole search as one task, branching by the rule lineMin.
// The root is not empty.
func (rt *root) task(lineMin int) task {
	t := task{state: rt.state, rl: rt.rl, cl: rt.cl, m: rt.m, sol: rt.sol, done: rt.rl == 0}
	if !t.done {
		t.b, _ = choose(rt.state, rt.n, rt.rl, rt.cl, rt.m, rt.line, rt.isRow, rt.dom, lineMin)
	}
	return t
}

// step places a queen on (r, c) of the state cur, whose free lines after
// the move are rl and cl, writing the state after it to next. It returns
// the line with the fewest free squares (rows first, then columns, the
// lowest index among equals) and their number, or ok false when a line
// has none left. It is O(number of free lines).
func step(cur, next []uint64, r, c int, rl, cl uint64) (line int, isRow bool, dom int, ok bool) {
	cur, next = cur[:words:words], next[:words:words]
	best := 65
	for m := rl; m != 0; m &= m - 1 {
		r2 := bits.TrailingZeros64(m) & 63
		k := r2 - r
		v := cur[r2] &^ (1<<uint(c) | 1<<uint(c+k) | 1<<uint(c-k))
		next[r2] = v
		if p := bits.OnesCount64(v); p < best {
			if p == 0 {
				return 0, false, 0, false
			}
			best, line, isRow = p, r2, true
		}
	}
	for m := cl; m != 0; m &= m - 1 {
		c2 := bits.TrailingZeros64(m) & 63
		k := c2 - c
		v := cur[64+c2] &^ (1<<uint(r) | 1<<uint(r+k) | 1<<uint(r-k))
		next[64+c2] = v
		if p := bits.OnesCount64(v); p < best {
			if p == 0 {
				return 0, false, 0, false
			}
			best, line, isRow = p, c2, false
		}
	}
	return line, isRow, best, true
}

// checkEvery is how many nodes a worker searches between looks at the
// context (a power of two minus one, a mask).
const checkEvery = 1<<14 - 1

type worker struct {
	n       int
	stack   []uint64
	sol     []int32
	nodes   int64
	count   uint64
	first   bool                         // stop at the first completion
	found   nqueens.Placement            // with first: the completion found
	yield   func(nqueens.Placement) bool // List's callback; nil: none
	ctx     context.Context
	lineMin int         // the branching rule: byDiagonals or byLines
	abandon func() bool // another worker made this task useless
	halted  bool        // the context ended or abandon said so
	// live, if non-nil, receives the nodes and completions as the search
	// goes; pubNodes and pubCount are what it has of this task.
	live     *Progress
	pubNodes int64
	pubCount uint64
	// budget is the most nodes a task may take (math.MaxInt64: no
	// bound); beyond it the search halts. shuffle makes the search try
	// the squares of a branch in an order drawn from rng, not increasing.
	budget  int64
	shuffle bool
	rng     stream.Stream
}

// anyBit returns one of the set bits of sq (not zero), drawn uniformly
// from w.rng.
func (w *worker) anyBit(sq uint64) uint64 {
	for i := w.rng.Below(uint64(bits.OnesCount64(sq))); i > 0; i-- {
		sq &= sq - 1
	}
	return sq & -sq
}

func newWorker(ctx context.Context, n, lineMin int) *worker {
	return &worker{lineMin: lineMin, n: n, stack: make([]uint64, stackDepth(n)*words), sol: make([]int32, n), ctx: ctx, budget: math.MaxInt64}
}

func (w *worker) halt() bool {
	w.publish()
	if w.ctx.Err() != nil || (w.abandon != nil && w.abandon()) {
		w.halted = true
	}
	return w.halted
}

// solution records the completion in w.sol; false stops the search.
func (w *worker) solution() bool {
	w.count++
	if w.first {
		w.found = nqueens.Placement(w.sol).Clone()
		return false
	}
	if w.yield != nil && !w.yield(nqueens.Placement(w.sol).Clone()) {
		w.halted = true
		return false
	}
	return true
}

// search tries every child of the branch b of the state at depth d, rl
// and cl the lines without a queen and m their moments: each free square
// of b, in increasing order, then for a diagonal the diagonal left empty.
// It is depth-first, branches chosen by [choose]; it returns false when
// the search must stop.
func (w *worker) search(d int, rl, cl uint64, m moments, b branch) bool {
	cur := w.stack[d*words : (d+1)*words]
	next := w.stack[(d+1)*words : (d+2)*words]
	for sq := b.sq; sq != 0; {
		bit := sq & -sq
		if w.shuffle {
			bit = w.anyBit(sq)
		}
		sq &^= bit
		r, c := b.square(bits.TrailingZeros64(bit), w.n)
		w.nodes++
		if w.nodes&checkEvery == 0 && w.halt() || w.nodes > w.budget {
			w.halted = true
			return false
		}
		w.sol[c] = int32(r)
		ch, ok := place(cur, next, w.n, rl, cl, m, r, c, w.lineMin)
		if ch.done {
			if !w.solution() {
				return false
			}
			continue
		}
		if ok && !w.search(d+1, ch.rl, ch.cl, ch.m, ch.b) {
			return false
		}
	}
	if !b.diagonal() {
		return true
	}
	w.nodes++
	if w.nodes&checkEvery == 0 && w.halt() || w.nodes > w.budget {
		w.halted = true
		return false
	}
	ch, ok := leave(cur, next, w.n, rl, cl, m, b, w.lineMin)
	return !ok || w.search(d+1, ch.rl, ch.cl, ch.m, ch.b)
}

// task is a subtree of the search: a state, its free lines, the line to
// branch on and the queens placed so far. done marks a completion reached
// while splitting.
type task struct {
	m      moments // what the queens left must add up to
	state  []uint64
	rl, cl uint64
	b      branch
	sol    []int32
	done   bool
}

// split expands rt, keeping the search's order, until there are at least
// want subtrees or none can be split further: each time the subtree with
// the most queens left to place (the first among equals) gives way to its
// children. A breadth-first split would leave whole the subtree where
// every diagonal branched on stays empty, which often holds half the
// nodes; this one splits it first. O(want^2) steps and O(want) states.
func split(rt *root, want, lineMin int) ([]task, int64) {
	tasks := []task{rt.task(lineMin)}
	var nodes int64
	for len(tasks) < want {
		best, most := -1, -1
		for i, t := range tasks {
			if k := bits.OnesCount64(t.rl); !t.done && k > most {
				best, most = i, k
			}
		}
		if best < 0 {
			break
		}
		t := tasks[best]
		kids := t.expand(rt.n, lineMin, nil)
		nodes += int64(bits.OnesCount64(t.b.sq))
		if t.b.diagonal() {
			nodes++
		}
		tasks = slices.Replace(tasks, best, best+1, kids...)
	}
	return tasks, nodes
}

// expand appends to out the children of t that may hold a completion, in
// the search's order.
func (t task) expand(n, lineMin int, out []task) []task {
	add := func(ch child, ok bool, st []uint64, sol []int32) []task {
		if !ok {
			return out
		}
		return append(out, task{m: ch.m, state: st, rl: ch.rl, cl: ch.cl, b: ch.b, sol: sol, done: ch.done})
	}
	for sq := t.b.sq; sq != 0; sq &= sq - 1 {
		r, c := t.b.square(bits.TrailingZeros64(sq), n)
		sol := append([]int32(nil), t.sol...)
		sol[c] = int32(r)
		st := make([]uint64, words)
		ch, ok := place(t.state, st, n, t.rl, t.cl, t.m, r, c, lineMin)
		if ch.done {
			st = nil
		}
		out = add(ch, ok, st, sol)
	}
	if t.b.diagonal() {
		st := make([]uint64, words)
		ch, ok := leave(t.state, st, n, t.rl, t.cl, t.m, t.b, lineMin)
		out = add(ch, ok, st, append([]int32(nil), t.sol...))
	}
	return out
}

// taskResult is what searching one task gave.
type taskResult struct {
	nodes int64
	count uint64
	found nqueens.Placement
	done  bool
}

func workers(s Settings) int { return workerCount(s.Workers) }

// workerCount is n, or GOMAXPROCS when n <= 0.
func workerCount(n int) int {
	if n > 0 {
		return n
	}
	return runtime.GOMAXPROCS(0)
}

// Count counts every completion of in exactly. Its time and memory are
// as [Decide]'s, without the early stop.
func Count(ctx context.Context, in *Instance, s Settings) (Answer, error) {
	return count(ctx, in, s)
}

// prepare compiles in for the exact search and returns ctx bounded by
// s.TimeLimit (unchanged when it is zero), with the cancel to defer.
func prepare(ctx context.Context, in *Instance, s Settings) (*root, context.Context, context.CancelFunc, error) {
	rt, err := compileExact(in)
	if err != nil {
		return nil, ctx, func() {}, err
	}
	if s.TimeLimit > 0 {
		ctx, cancel := context.WithTimeout(ctx, s.TimeLimit)
		return rt, ctx, cancel, nil
	}
	return rt, ctx, func() {}, nil
}

// count counts the completions of in on s.Workers goroutines, the search
// (branching on diagonals) split into subtrees.
func count(ctx context.Context, in *Instance, s Settings) (Answer, error) {
	start := time.Now()
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	if rt.empty { // pruned at the root: a count of 0, finished
		return Answer{Status: nqueens.Solved, Elapsed: time.Since(start)}, nil
	}
	nw := workers(s)
	want := 1
	if nw > 1 {
		want = 64 * nw
	}
	tasks, splitNodes := split(rt, want, byDiagonals)
	s.Progress.begin(len(tasks), 0, splitNodes)
	res, _ := runTasks(ctx, rt.n, tasks, nw, byDiagonals, false, s.Progress, nil, func(_ int, r taskResult) {
		if r.done {
			s.Progress.taskDone()
		}
	})
	return gather(ctx, res, splitNodes, start), nil
}

// runTasks searches tasks on up to workers goroutines, which take them in
// order, with the rule lineMin, live (if non-nil) kept up to date. With
// first, each task ends at its first completion, and the tasks after the
// lowest with one are left. stop, if non-nil, is asked before each task
// and every few thousand nodes in it, with the task and its nodes so far,
// and a true ends the search; finished, if non-nil, is told each task's result as it ends. It
// returns the results (zero for the tasks not reached) and, with first,
// the lowest task with a completion (len(tasks) when none has one).
func runTasks(ctx context.Context, n int, tasks []task, workers, lineMin int, first bool, live *Progress,
	stop func(i int, nodes int64) bool, finished func(i int, r taskResult)) ([]taskResult, int) {
	res := make([]taskResult, len(tasks))
	var next atomic.Int64
	var winner atomic.Int64 // with first: the lowest task with a completion
	winner.Store(int64(len(tasks)))
	var wg sync.WaitGroup
	for range min(workers, len(tasks)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := newWorker(ctx, n, lineMin)
			w.first, w.live = first, live
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || ctx.Err() != nil || int64(i) > winner.Load() || stop != nil && stop(i, 0) {
					return // a subtree of fewer than checkEvery nodes never asks stop
				}
				res[i] = w.runTask(tasks[i], func() bool {
					return winner.Load() < int64(i) || stop != nil && stop(i, w.nodes)
				})
				if !res[i].done && res[i].found == nil {
					return // stopped: ctx ended, or stop said so
				}
				if finished != nil {
					finished(i, res[i])
				}
				for old := winner.Load(); res[i].found != nil && int64(i) < old && !winner.CompareAndSwap(old, int64(i)); old = winner.Load() {
				}
			}
		}()
	}
	wg.Wait()
	return res, int(winner.Load())
}

// runTask searches one task to its end (or its first completion).
func (w *worker) runTask(t task, abandon func() bool) taskResult {
	w.nodes, w.count, w.found, w.halted, w.abandon = 0, 0, nil, false, abandon
	w.pubNodes, w.pubCount = 0, 0
	defer w.publish()
	if t.done {
		w.sol = append(w.sol[:0], t.sol...)
		w.solution()
		return taskResult{count: w.count, found: w.found, done: true}
	}
	copy(w.stack, t.state)
	copy(w.sol, t.sol)
	w.search(0, t.rl, t.cl, t.m, t.b)
	return taskResult{nodes: w.nodes, count: w.count, found: w.found, done: !w.halted}
}

// gather adds the count's results up in the search's order.
func gather(ctx context.Context, res []taskResult, splitNodes int64, start time.Time) Answer {
	a := Answer{Tasks: len(res), Nodes: splitNodes}
	for _, r := range res {
		a.Nodes += r.nodes
		a.Count += r.count
		if r.done {
			a.TasksDone++
		}
	}
	a.Status = nqueens.Solved
	if a.TasksDone < len(res) {
		a.Status = stopStatus(ctx)
	}
	a.Elapsed = time.Since(start)
	return a
}

func stopStatus(ctx context.Context) nqueens.Status {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return nqueens.LimitReached
	}
	return nqueens.Canceled
}

// List calls yield with every completion of in, in the search's order
// (one worker), until yield returns false. Each placement is yield's to
// keep. Count in the answer is the number yielded.
func List(ctx context.Context, in *Instance, s Settings, yield func(nqueens.Placement) bool) (Answer, error) {
	start := time.Now()
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	a := Answer{Tasks: 1, Status: nqueens.Solved}
	if !rt.empty {
		s.Progress.begin(1, 0, 0)
		w := newWorker(ctx, rt.n, byDiagonals)
		w.yield, w.live = yield, s.Progress
		r := w.runTask(rt.task(byDiagonals), nil)
		a.Nodes, a.Count = r.nodes, r.count
		if r.done {
			a.TasksDone = 1
			s.Progress.taskDone()
		} else if ctx.Err() != nil {
			a.Status = stopStatus(ctx)
		}
	}
	a.Elapsed = time.Since(start)
	return a, nil
}
