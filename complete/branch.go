package complete

import (
	"math/bits"

	"github.com/nqueens/nqueens/mitm"
)

// How the exact search branches: a node of its tree, the branch it takes
// there, and the steps to a child (a queen placed, a diagonal left empty).

// words is the size of a search state: 64 masks of the free squares of
// each row (bit c: column c), then 64 of each column (bit r: row r).
const words = 128

// Kinds of branch: the squares of a row, of a column, or of a diagonal
// and then the diagonal left empty.
const (
	onRow uint8 = iota
	onCol
	onSum  // the sum diagonal r+c = index
	onDiff // the difference diagonal c-r+n-1 = index
)

// branch is what the search branches on at a node: the free squares of
// a line (one child each; one of them holds the line's queen), or the
// free squares of a diagonal and then one more child where the diagonal
// stays empty (a diagonal holds at most one queen). sq has a bit per
// square: its column for a row, its row otherwise.
type branch struct {
	sq    uint64
	kind  uint8
	index int
}

// diagonal reports whether b also has the child where the diagonal stays
// empty.
func (b branch) diagonal() bool { return b.kind >= onSum }

// square is the square of bit i of b on an n x n board.
func (b branch) square(i, n int) (r, c int) {
	switch b.kind {
	case onRow:
		return b.index, i
	case onCol:
		return i, b.index
	case onSum:
		return i, b.index - i
	}
	return i, b.index + i - (n - 1)
}

// node is a node of the search below its state (the masks, kept apart in
// the searcher's stack): the rows rl and columns cl without a queen, what
// their queens must add up to, and the branch to take; done when no line
// is left (a completion).
type node struct {
	rl, cl uint64
	m      moments
	b      branch
	done   bool
}

// fewest is the line without a queen that has the fewest free squares, a
// row (isRow) or a column, and their number.
type fewest struct {
	line  int
	isRow bool
	free  int
}

// noLine is the fewest of a state without a line: more free squares than
// any line has.
var noLine = fewest{free: 65}

// Branching rules: the fewest free squares of a line below which the
// search branches on that line rather than on a diagonal. byDiagonals
// branches on a line with one free square (placing its queen at once) or
// two, and otherwise on a diagonal: the moments' bounds then prune most,
// and proofs that there is no completion are shortest. byLines always
// branches on a line: it tends to reach a completion sooner when there is
// one.
const (
	byDiagonals = 3
	byLines     = 65
)

// rule is how the search of an n x n board branches: on a line with
// fewer than lineMin free squares (byDiagonals or byLines), otherwise on
// a diagonal.
type rule struct{ n, lineMin int }

// choose prunes the node nd of the state st, whose line with the fewest
// free squares is f, and picks its branch. ok is false when the moments
// cannot be met by queens on distinct diagonals that still have a free
// square: then no completion lies below. The branch is that line when
// f.free < ru.lineMin, else the diagonal with a free square whose index
// lies farthest from the mean the queens left must have (sum diagonals
// first, then the lowest index, among equals): placing a queen on it or
// leaving it empty moves the bounds of the moments most. byLines tests
// the first moments only: it is the search that dives for a completion,
// and cheap nodes serve it better. O(n) time.
func (ru rule) choose(st []uint64, nd node, f fewest) (branch, bool) {
	st = st[:words:words]
	free := freeDiagonals(st, ru.n, nd.rl)
	k := bits.OnesCount64(nd.rl)
	if ru.lineMin == byLines { // the fast dive: the first moments only
		if !mitm.SumsAdmit(free.sLo, free.sHi, k, nd.m.ts) || !mitm.SumsAdmit(free.dLo, free.dHi, k, nd.m.td) {
			return branch{}, false
		}
		return lineBranch(st, f), true
	}
	if !free.parityAdmits(ru.n, nd.rl, nd.cl, k) {
		return branch{}, false
	}
	var sb, db [128]int
	sv, dv := indices(free.sLo, free.sHi, sb[:0]), indices(free.dLo, free.dHi, db[:0])
	if !reachable(sv, k, nd.m.ts) || !reachable(dv, k, nd.m.td) || !secondMomentAdmits(sv, dv, k, nd.m) {
		return branch{}, false
	}
	if f.free < ru.lineMin {
		return lineBranch(st, f), true
	}
	return ru.farthestDiagonal(st, nd, sv, dv), true
}

// farthestDiagonal is the branch on the free diagonal (sum indices sv,
// difference indices dv, increasing) whose index lies farthest from the
// mean the queens of nd must have, sum diagonals first among equals.
func (ru rule) farthestDiagonal(st []uint64, nd node, sv, dv []int) branch {
	n, k := ru.n, bits.OnesCount64(nd.rl)
	kind, v, dist := onSum, -1, -1
	if len(sv) > 0 {
		v, dist = farthest(sv, k, nd.m.ts)
	}
	if len(dv) > 0 {
		if dw, dd := farthest(dv, k, nd.m.td); dd > dist {
			kind, v = onDiff, dw
		}
	}
	b := branch{kind: kind, index: v}
	for x := nd.rl; x != 0; x &= x - 1 {
		r := bits.TrailingZeros64(x) & 63
		c := v - r
		if kind == onDiff {
			c = v + r - (n - 1)
		}
		if c >= 0 && c < n && st[r]&(1<<uint(c)) != 0 {
			b.sq |= 1 << uint(r)
		}
	}
	return b
}

// lineBranch is the branch on the free squares of the line f of the
// state st.
func lineBranch(st []uint64, f fewest) branch {
	if f.isRow {
		return branch{sq: st[f.line&63], kind: onRow, index: f.line}
	}
	return branch{sq: st[64+f.line&63], kind: onCol, index: f.line}
}

// place writes to next the state after a queen on (r, c) of the state
// cur at the node from, and returns the child; ok is false when no
// completion lies below it. O(n).
func (ru rule) place(cur, next []uint64, from node, r, c int) (node, bool) {
	ch := node{rl: from.rl &^ (1 << uint(r)), cl: from.cl &^ (1 << uint(c)), m: from.m.after(ru.n, r, c)}
	if ch.rl == 0 {
		ch.done = true
		return ch, true
	}
	f, ok := step(cur, next, r, c, ch.rl, ch.cl)
	if !ok {
		return ch, false
	}
	ch.b, ok = ru.choose(next, ch, f)
	return ch, ok
}

// leave writes to next the state cur at the node from with the diagonal
// of its branch (a diagonal) left empty, and returns the child; ok is
// false when no completion lies below it. O(n).
func (ru rule) leave(cur, next []uint64, from node) (node, bool) {
	cur, next = cur[:words:words], next[:words:words]
	for x := from.rl; x != 0; x &= x - 1 {
		r := bits.TrailingZeros64(x) & 63
		next[r] = cur[r]
	}
	for x := from.cl; x != 0; x &= x - 1 {
		c := bits.TrailingZeros64(x) & 63
		next[64+c] = cur[64+c]
	}
	for x := from.b.sq; x != 0; x &= x - 1 {
		r, c := from.b.square(bits.TrailingZeros64(x), ru.n)
		next[r&63] &^= 1 << uint(c)
		next[64+c&63] &^= 1 << uint(r)
	}
	f := fewestFree(next, from.rl, from.cl)
	ch := node{rl: from.rl, cl: from.cl, m: from.m}
	if f.free == 0 {
		return ch, false
	}
	var ok bool
	ch.b, ok = ru.choose(next, ch, f)
	return ch, ok
}

// step places a queen on (r, c) of the state cur, whose free lines after
// the move are rl and cl, writing the state after it to next. It returns
// the line with the fewest free squares (rows first, then columns, the
// lowest index among equals), or ok false when a line has none left. It
// is O(number of free lines).
func step(cur, next []uint64, r, c int, rl, cl uint64) (f fewest, ok bool) {
	cur, next = cur[:words:words], next[:words:words]
	f = noLine
	for m := rl; m != 0; m &= m - 1 {
		r2 := bits.TrailingZeros64(m) & 63
		k := r2 - r
		v := cur[r2] &^ (1<<uint(c) | 1<<uint(c+k) | 1<<uint(c-k))
		next[r2] = v
		if p := bits.OnesCount64(v); p < f.free {
			if p == 0 {
				return f, false
			}
			f = fewest{line: r2, isRow: true, free: p}
		}
	}
	for m := cl; m != 0; m &= m - 1 {
		c2 := bits.TrailingZeros64(m) & 63
		k := c2 - c
		v := cur[64+c2] &^ (1<<uint(r) | 1<<uint(r+k) | 1<<uint(r-k))
		next[64+c2] = v
		if p := bits.OnesCount64(v); p < f.free {
			if p == 0 {
				return f, false
			}
			f = fewest{line: c2, free: p}
		}
	}
	return f, true
}

// fewestFree returns the line without a queen (rl: rows, cl: columns)
// with the fewest free squares in the state st, rows first and then the
// lowest index among equals ([noLine] when there is no line).
func fewestFree(st []uint64, rl, cl uint64) fewest {
	f, st := noLine, st[:words:words]
	for m := rl; m != 0; m &= m - 1 {
		r := bits.TrailingZeros64(m) & 63
		if p := bits.OnesCount64(st[r]); p < f.free {
			f = fewest{line: r, isRow: true, free: p}
		}
	}
	for m := cl; m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m) & 63
		if p := bits.OnesCount64(st[64+c]); p < f.free {
			f = fewest{line: c, free: p}
		}
	}
	return f
}

// stackDepth is the most states on a path of the search of an n x n board,
// its root included: a queen per row and a child per diagonal left empty
// (2n-1 sum and 2n-1 difference diagonals), and one state beyond.
func stackDepth(n int) int { return n + 2*(2*n-1) + 2 }
