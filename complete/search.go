package complete

import (
	"context"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// The exact search: a depth-first backtracker over a state of one 64-bit
// mask of free squares per row and per column, its tree split into
// subtrees (tasks) that workers search in order. [CountCompletions],
// [ListCompletions], [Decide]'s two exact searches, [Plan] and [EstimateTree]
// all walk this tree; the package comment tells the method.

// root is an instance compiled for the exact search: the state after the
// pre-placed queens (masks), the queens placed (sol), the rows rl and
// columns cl still without a queen, what their queens must add up to and
// the line with the fewest free squares; empty when no completion lies
// below it (a line without a free square, or the bounds).
type root struct {
	n      int
	masks  []uint64
	rl, cl uint64
	sol    []int32
	m      moments
	first  fewest
	empty  bool
}

// newRoot validates in and compiles it for the exact search: blocked
// squares and the pre-placed queens' attacks leave the masks. O(n^2).
func newRoot(in *Instance) (*root, error) {
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
	rt := &root{n: n, masks: make([]uint64, words), sol: make([]int32, n), rl: full, cl: full}
	rows := rt.masks[:64]
	for r := range n {
		rows[r] = full
	}
	rt.clearBlocked(in)
	rt.placeGiven(in)
	cols := rt.masks[64:]
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
	rt.first, rt.m = fewestFree(rt.masks, rt.rl, rt.cl), rootMoments(n, rt.rl, rt.cl)
	ok := rt.first.free > 0
	if ok {
		_, ok = rule{n, byLines}.choose(rt.masks, rt.node(), rt.first)
	}
	rt.empty = !ok
	return rt, nil
}

// clearBlocked clears from rt's row masks the squares in forbids, those of
// its excluded diagonals and those its row and column lists leave out.
func (rt *root) clearBlocked(in *Instance) {
	n, rows := rt.n, rt.masks[:64]
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
	rows := rt.masks[:64]
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

// node is the root node, without its branch.
func (rt *root) node() node { return node{rl: rt.rl, cl: rt.cl, m: rt.m, done: rt.rl == 0} }

// task is the whole search as one task, branching by the rule lineMin.
// The root is not empty.
func (rt *root) task(lineMin int) task {
	t := task{node: rt.node(), masks: rt.masks, sol: rt.sol}
	if !t.done {
		t.b, _ = rule{rt.n, lineMin}.choose(rt.masks, t.node, rt.first)
	}
	return t
}

// task is a subtree of the search: a node, its state and the queens
// placed so far. done marks a completion reached while splitting.
type task struct {
	node
	masks []uint64
	sol   []int32
}

// split expands rt, keeping the search's order, until there are at least
// want subtrees or none can be split further: each time the subtree with
// the most queens left to place (the first among equals) gives way to its
// children. A breadth-first split would leave whole the subtree where
// every diagonal branched on stays empty, which often holds half the
// nodes; this one splits it first. It returns the subtrees and the nodes
// tried. O(want^2) steps and O(want) states.
func (rt *root) split(want, lineMin int) ([]task, int64) {
	ru := rule{rt.n, lineMin}
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
		kids := t.expand(ru, nil)
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
func (t task) expand(ru rule, out []task) []task {
	add := func(ch node, ok bool, st []uint64, sol []int32) []task {
		if !ok {
			return out
		}
		return append(out, task{node: ch, masks: st, sol: sol})
	}
	for sq := t.b.sq; sq != 0; sq &= sq - 1 {
		r, c := t.b.square(bits.TrailingZeros64(sq), ru.n)
		sol := append([]int32(nil), t.sol...)
		sol[c] = int32(r)
		st := make([]uint64, words)
		ch, ok := ru.place(t.masks, st, t.node, r, c)
		if ch.done {
			st = nil
		}
		out = add(ch, ok, st, sol)
	}
	if t.b.diagonal() {
		st := make([]uint64, words)
		ch, ok := ru.leave(t.masks, st, t.node)
		out = add(ch, ok, st, append([]int32(nil), t.sol...))
	}
	return out
}

// checkEvery is how many nodes a worker searches between looks at the
// context (a power of two minus one, a mask).
const checkEvery = 1<<14 - 1

// worker searches tasks depth first, one at a time.
type worker struct {
	rule
	stack   []uint64
	sol     []int32
	nodes   int64
	count   uint64
	first   bool                         // stop at the first completion
	found   nqueens.Placement            // with first: the completion found
	yield   func(nqueens.Placement) bool // ListCompletions' callback; nil: none
	ctx     context.Context
	abandon func() bool // another worker made this task useless
	halted  bool        // the context ended or abandon said so
	// live, if non-nil, receives the nodes and completions as the search
	// goes; pubNodes and pubCount are what it has of this task.
	live     *Progress
	pubNodes int64
	pubCount uint64
	// budget is the most nodes a task may take before its first
	// completion (math.MaxInt64: no bound); beyond it the search halts.
	// shuffle makes the search try the squares of a branch in an order
	// drawn from rng, leastConstraining the square that takes the fewest
	// free squares from the other rows first; the order is increasing
	// otherwise.
	budget            int64
	shuffle           bool
	rng               stream.Stream
	leastConstraining bool
	order             []uint64 // leastConstraining: each depth's squares, in order
}

func newWorker(ctx context.Context, ru rule) *worker {
	return &worker{rule: ru, stack: make([]uint64, stackDepth(ru.n)*words), sol: make([]int32, ru.n), ctx: ctx, budget: math.MaxInt64}
}

// pick returns the i-th square (a bit of sq, the squares of nd's branch
// not tried yet) to try at depth d, whose state is cur, shuffled or
// least constraining first.
func (w *worker) pick(d, i int, sq uint64, cur []uint64, nd node) uint64 {
	if w.shuffle {
		return w.anyBit(sq)
	}
	if i == 0 {
		w.orderSquares(d, cur, nd)
	}
	return w.order[d*64+i]
}

// orderSquares writes the squares of nd's branch at depth d to w.order,
// those that take the fewest free squares from the other rows without a
// queen first, the lower bit among equals: the least constraining value
// first, which on a board with many completions leads to one with
// hardly a step back. O(k (k + n)) for k squares.
func (w *worker) orderSquares(d int, cur []uint64, nd node) {
	if w.order == nil {
		w.order = make([]uint64, stackDepth(w.n)*64)
	}
	var cost [64]int
	out := w.order[d*64 : d*64+64]
	k := 0
	for x := nd.b.sq; x != 0; x &= x - 1 {
		r, c := nd.b.square(bits.TrailingZeros64(x), w.n)
		taken := 0
		for m := nd.rl &^ (1 << uint(r)); m != 0; m &= m - 1 {
			r2 := bits.TrailingZeros64(m) & 63
			dr := r2 - r
			taken += bits.OnesCount64(cur[r2] & (1<<uint(c) | 1<<uint(c+dr) | 1<<uint(c-dr)))
		}
		j := k // insertion: after every square of lower or equal cost
		for j > 0 && cost[j-1] > taken {
			cost[j], out[j] = cost[j-1], out[j-1]
			j--
		}
		cost[j], out[j] = taken, x&-x
		k++
	}
}

// anyBit returns one of the set bits of sq (not zero), drawn uniformly
// from w.rng.
func (w *worker) anyBit(sq uint64) uint64 {
	for i := w.rng.Below(uint64(bits.OnesCount64(sq))); i > 0; i-- {
		sq &= sq - 1
	}
	return sq & -sq
}

// enter counts a node; false when the search must halt: the budget is
// spent, or (every checkEvery nodes) the context ended or abandon says so.
func (w *worker) enter() bool {
	w.nodes++
	if w.nodes&checkEvery == 0 && w.halt() || w.nodes > w.budget {
		w.halted = true
		return false
	}
	return true
}

func (w *worker) halt() bool {
	w.publish()
	if w.ctx.Err() != nil || (w.abandon != nil && w.abandon()) {
		w.halted = true
	}
	return w.halted
}

// solution records the completion in w.sol; false stops the search.
// The budget, a bound on the search for a first completion, ends.
func (w *worker) solution() bool {
	w.count++
	w.budget = math.MaxInt64
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

// search tries every child of the node nd, whose state is at depth d of
// the stack: each free square of its branch, in increasing order (or
// shuffled), then for a diagonal the diagonal left empty. It is depth
// first, branches chosen by [rule.choose]; it returns false when the
// search must stop.
func (w *worker) search(d int, nd node) bool {
	cur := w.stack[d*words : (d+1)*words]
	next := w.stack[(d+1)*words : (d+2)*words]
	for i, sq := 0, nd.b.sq; sq != 0; i++ {
		bit := sq & -sq
		if w.shuffle || w.leastConstraining {
			bit = w.pick(d, i, sq, cur, nd)
		}
		sq &^= bit
		r, c := nd.b.square(bits.TrailingZeros64(bit), w.n)
		if !w.enter() {
			return false
		}
		w.sol[c] = int32(r)
		ch, ok := w.place(cur, next, nd, r, c)
		if ch.done {
			if !w.solution() {
				return false
			}
			continue
		}
		if ok && !w.search(d+1, ch) {
			return false
		}
	}
	if !nd.b.diagonal() {
		return true
	}
	if !w.enter() {
		return false
	}
	ch, ok := w.leave(cur, next, nd)
	return !ok || w.search(d+1, ch)
}

// taskResult is what searching one task gave.
type taskResult struct {
	nodes int64
	count uint64
	found nqueens.Placement
	done  bool
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
	copy(w.stack, t.masks)
	copy(w.sol, t.sol)
	w.search(0, t.node)
	return taskResult{nodes: w.nodes, count: w.count, found: w.found, done: !w.halted}
}

// runner searches a list of tasks on up to workers goroutines, which
// take them in order, by the rule of lineMin.
type runner struct {
	n, lineMin int
	workers    int
	// first ends each task at its first completion and leaves the tasks
	// after the lowest with one.
	first bool
	live  *Progress // if non-nil, kept up to date
	// stop, if non-nil, is asked before each task and every few thousand
	// nodes in it, with the task and its nodes so far; true ends the
	// search.
	stop func(i int, nodes int64) bool
	// finished, if non-nil, is told each task's result as it ends, from
	// the worker's goroutine.
	finished func(i int, r taskResult)
}

// run returns the tasks' results (zero for the tasks not reached) and,
// with first, the lowest task with a completion (len(tasks) when none
// has one).
func (u runner) run(ctx context.Context, tasks []task) ([]taskResult, int) {
	res := make([]taskResult, len(tasks))
	var next atomic.Int64
	var winner atomic.Int64 // with first: the lowest task with a completion
	winner.Store(int64(len(tasks)))
	var wg sync.WaitGroup
	for range min(u.workers, len(tasks)) {
		wg.Go(func() {
			w := newWorker(ctx, rule{u.n, u.lineMin})
			w.first, w.live = u.first, u.live
			for {
				i := int(next.Add(1) - 1)
				if i >= len(tasks) || ctx.Err() != nil || int64(i) > winner.Load() || u.stop != nil && u.stop(i, 0) {
					return // a subtree of fewer than checkEvery nodes never asks stop
				}
				res[i] = w.runTask(tasks[i], func() bool {
					return winner.Load() < int64(i) || u.stop != nil && u.stop(i, w.nodes)
				})
				if !res[i].done && res[i].found == nil {
					return // stopped: ctx ended, or stop said so
				}
				if u.finished != nil {
					u.finished(i, res[i])
				}
				for old := winner.Load(); res[i].found != nil && int64(i) < old && !winner.CompareAndSwap(old, int64(i)); old = winner.Load() {
				}
			}
		})
	}
	wg.Wait()
	return res, int(winner.Load())
}
