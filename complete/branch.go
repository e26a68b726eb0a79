package complete

import (
	"math/bits"

	"github.com/nqueens/nqueens/mitm"
)

// moments are what the queens left to place must add up to. In every
// solution each row and each column holds one queen, so over the queens
// of the rows R and columns C still empty, with s = r+c and e = c-r+n-1
// the indices of a queen's two diagonals:
//
//	sum of s = sum of R + sum of C                      (ts)
//	sum of e = sum of C - sum of R + |R|(n-1)           (td)
//	sum of s^2 + e^2 = (sum over R of (2r-n+1)^2
//	                  + sum over C of (2c+n-1)^2) / 2   (tq)
//
// for (s+e, s-e) = (2c+n-1, 2r-n+1). These are the only sums of a
// function of s and a function of e that every placement of R and C fixes.
type moments struct{ ts, td, tq int }

// after is m less a queen on (r, c) of an n x n board.
func (m moments) after(n, r, c int) moments {
	s, e := r+c, c-r+n-1
	return moments{m.ts - s, m.td - e, m.tq - s*s - e*e}
}

// Kinds of branch: the squares of a row, of a column, or of a diagonal
// and then the diagonal left empty.
const (
	onRow uint8 = iota
	onCol
	onSum  // the sum diagonal r+c = index
	onDiff // the difference diagonal c-r+n-1 = index
)

// branch is what the search branches on at a state: the free squares of
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

// gridSteps are the centres, as offsets from the mean of the indices left
// (in whole diagonals), at which [secondMomentAdmits] bounds the sums of
// squares; the bounds hold at any centre and some are tighter than others.
var gridSteps = [...]int{0, -1, 1, -3, 3}

// choose prunes the state st, whose lines without a queen are rl (rows)
// and whose line with the fewest free squares is line (isRow: a row) with
// dom of them, and picks its branch by the rule lineMin (byLines tests
// the first moments only: it is the search that dives for a completion,
// and cheap nodes serve it better). ok is false when the moments m
// cannot be met by queens on distinct diagonals that still have a free
// square: then no completion lies below st. The branch is that line when
// dom < lineMin, else the diagonal with a free square whose index lies
// farthest from the mean the queens left must have (sum diagonals first,
// then the lowest index, among equals): placing a queen on it or leaving
// it empty moves the bounds of the moments most. O(n) time.
func choose(st []uint64, n int, rl, cl uint64, m moments, line int, isRow bool, dom, lineMin int) (branch, bool) {
	st = st[:words:words]
	var sLo, sHi, dLo, dHi uint64
	for b := rl; b != 0; b &= b - 1 {
		r := bits.TrailingZeros64(b) & 63
		v := st[r]
		sLo |= v << uint(r)
		if r > 0 {
			sHi |= v >> uint(64-r)
		}
		sh := n - 1 - r
		dLo |= v << uint(sh)
		if sh > 0 {
			dHi |= v >> uint(64-sh)
		}
	}
	k := bits.OnesCount64(rl)
	if lineMin == byLines { // the fast dive: the first moments only
		if !mitm.SumsAdmit(sLo, sHi, k, m.ts) || !mitm.SumsAdmit(dLo, dHi, k, m.td) {
			return branch{}, false
		}
		return lineBranch(st, line, isRow), true
	}
	if !parityAdmits(n, rl, cl, sLo, sHi, dLo, dHi, k) {
		return branch{}, false
	}
	var sb, db [128]int
	sv, dv := indices(sLo, sHi, sb[:0]), indices(dLo, dHi, db[:0])
	if !reachable(sv, k, m.ts) || !reachable(dv, k, m.td) || !secondMomentAdmits(sv, dv, k, m) {
		return branch{}, false
	}
	if dom < lineMin {
		return lineBranch(st, line, isRow), true
	}
	kind, v, dist := onSum, -1, -1
	if len(sv) > 0 {
		v, dist = farthest(sv, k, m.ts)
	}
	if len(dv) > 0 {
		if dw, dd := farthest(dv, k, m.td); dd > dist {
			kind, v = onDiff, dw
		}
	}
	b := branch{kind: kind, index: v}
	for x := rl; x != 0; x &= x - 1 {
		r := bits.TrailingZeros64(x) & 63
		c := v - r
		if kind == onDiff {
			c = v + r - (n - 1)
		}
		if c >= 0 && c < n && st[r]&(1<<uint(c)) != 0 {
			b.sq |= 1 << uint(r)
		}
	}
	return b, true
}

// lineBranch is the branch on the free squares of row line (isRow) or
// column line of the state st.
func lineBranch(st []uint64, line int, isRow bool) branch {
	if isRow {
		return branch{sq: st[line&63], kind: onRow, index: line}
	}
	return branch{sq: st[64+line&63], kind: onCol, index: line}
}

// reachable reports whether k of the increasing vals could add up to t:
// there are k of them, and t lies between the sums of the k smallest and
// the k largest. O(k): mitm.SumsAdmit on a list of indices.
func reachable(vals []int, k, t int) bool {
	m := len(vals)
	if m < k {
		return false
	}
	small, large := 0, 0
	for i := range k {
		small += vals[i]
		large += vals[m-k+i]
	}
	return small <= t && t <= large
}

// evenBits has the bits of the even indices of a word.
const evenBits = 0x5555555555555555

// parityAdmits reports whether the k queens left could stand on distinct
// free diagonals, counted by the parity of their indices. A queen's sum
// index r+c is even when its row and column have the same parity; with
// rows R and columns C left, of which R0 and C0 even, and x the queens on
// an even row and an even column, the queens on even sum diagonals number
//
//	j = x + (k - R0 - C0 + x) = k - R0 - C0 + 2x,
//
// and x ranges over max(0, R0+C0-k) .. min(R0, C0): j lies between
// |k - R0 - C0| and k - |R0 - C0|, with the parity of k - R0 - C0. The
// free even sum diagonals must hold j and the odd ones k - j; a
// difference index c-r+n-1 has the parity of the sum index when n is odd
// and the other one when n is even, so the free difference diagonals
// bound j too. O(k). It is the colour
// argument of a chessboard: the moments see the indices' sizes, not their
// parity, and it prunes what they miss.
func parityAdmits(n int, rl, cl, sLo, sHi, dLo, dHi uint64, k int) bool {
	r0, c0 := bits.OnesCount64(rl&evenBits), bits.OnesCount64(cl&evenBits)
	lo, hi := abs(k-r0-c0), k-abs(r0-c0)
	evenS := bits.OnesCount64(sLo&evenBits) + bits.OnesCount64(sHi&evenBits)
	oddS := bits.OnesCount64(sLo) + bits.OnesCount64(sHi) - evenS
	evenD := bits.OnesCount64(dLo&evenBits) + bits.OnesCount64(dHi&evenBits)
	oddD := bits.OnesCount64(dLo) + bits.OnesCount64(dHi) - evenD
	if n%2 == 0 { // an even difference index goes with an odd sum index
		evenD, oddD = oddD, evenD
	}
	lo, hi = max(lo, k-oddS, k-oddD), min(hi, evenS, evenD)
	if (lo-(k-r0-c0))%2 != 0 {
		lo++
	}
	return lo <= hi
}

// farthest returns the index of vals (increasing, not empty) that lies
// farthest from the mean t/k, and its distance scaled by k: |k*index - t|;
// the lower index among equals.
func farthest(vals []int, k, t int) (v, dist int) {
	lo, hi := vals[0], vals[len(vals)-1]
	if dh, dl := abs(k*hi-t), abs(k*lo-t); dh > dl {
		return hi, dh
	}
	return lo, abs(k*lo - t)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// indices appends the members of the 128-bit set (lo, hi) to out in
// increasing order.
func indices(lo, hi uint64, out []int) []int {
	for ; lo != 0; lo &= lo - 1 {
		out = append(out, bits.TrailingZeros64(lo))
	}
	for ; hi != 0; hi &= hi - 1 {
		out = append(out, 64+bits.TrailingZeros64(hi))
	}
	return out
}

// secondMomentAdmits reports whether k queens on distinct diagonals, sum
// indices from sv and difference indices from dv (each increasing, with
// at least k members), could meet m.tq given m.ts and m.td. For any
// centre p/k, the sum of s^2 over a set S of k indices adding up to t is
// the sum of (s - p/k)^2 less k(p/k)^2 plus 2(p/k)t; the k indices
// nearest the centre bound the first term below and the k farthest above
// (a Lagrangian bound: each centre gives one, the mean is often but not
// always the best). Scaled by k^2 the arithmetic is exact in integers:
// sum (k*s - p)^2 - k*p^2 + 2*k*p*t. O(k) per centre of [gridSteps].
func secondMomentAdmits(sv, dv []int, k int, m moments) bool {
	q := k * k * m.tq
	const none = -1 << 62
	loS, loE, hiS, hiE := none, none, -none, -none
	for _, g := range gridSteps {
		ps, pe := m.ts+g*k, m.td+g*k
		nearS, farS := spread(sv, k, ps)
		nearE, farE := spread(dv, k, pe)
		loS = max(loS, nearS-k*ps*ps+2*k*ps*m.ts)
		loE = max(loE, nearE-k*pe*pe+2*k*pe*m.td)
		hiS = min(hiS, farS-k*ps*ps+2*k*ps*m.ts)
		hiE = min(hiE, farE-k*pe*pe+2*k*pe*m.td)
		if loS+loE > q || hiS+hiE < q {
			return false
		}
	}
	return true
}

// spread returns the least and the greatest sum of (k*v - p)^2 over k of
// the increasing vals (at least k of them): the k nearest p/k, a run
// vals[a:a+k], and the k farthest from it, a prefix vals[:b] and the
// suffix of the k-b last. Bisection finds a and b: the run moves right
// while its first value lies farther from p/k than the value past its
// end, and the prefix grows while its next value lies at least as far as
// the suffix's first. Equal distances give equal sums whichever is taken.
// O(k + log len(vals)).
func spread(vals []int, k, p int) (near, far int) {
	m := len(vals)
	a, hi := 0, m-k // the first a in [0, m-k) with k*(v[a]+v[a+k]) >= 2p, else m-k
	for a < hi {
		h := int(uint(a+hi) >> 1)
		if k*(vals[h]+vals[h+k]) < 2*p {
			a = h + 1
		} else {
			hi = h
		}
	}
	b, hi := 0, k // the last b in [0, k] with b = 0 or k*(v[b-1]+v[m-k+b-1]) <= 2p
	for b < hi {
		h := int(uint(b+hi+1) >> 1)
		if k*(vals[h-1]+vals[m-k+h-1]) <= 2*p {
			b = h
		} else {
			hi = h - 1
		}
	}
	for _, v := range vals[a : a+k] {
		d := k*v - p
		near += d * d
	}
	for _, v := range vals[:b] {
		d := k*v - p
		far += d * d
	}
	for _, v := range vals[m-k+b:] {
		d := k*v - p
		far += d * d
	}
	return near, far
}

// child is a state the search goes on into: its lines without a queen,
// its moments and its branch; done when no line is left (a completion).
type child struct {
	rl, cl uint64
	m      moments
	b      branch
	done   bool
}

// place writes to next the state after a queen on (r, c) of cur, whose
// lines without a queen are rl and cl and moments m; ok is false when no
// completion lies below it. O(n).
func place(cur, next []uint64, n int, rl, cl uint64, m moments, r, c, lineMin int) (child, bool) {
	ch := child{rl: rl &^ (1 << uint(r)), cl: cl &^ (1 << uint(c)), m: m.after(n, r, c)}
	if ch.rl == 0 {
		ch.done = true
		return ch, true
	}
	line, isRow, dom, ok := step(cur, next, r, c, ch.rl, ch.cl)
	if !ok {
		return ch, false
	}
	ch.b, ok = choose(next, n, ch.rl, ch.cl, ch.m, line, isRow, dom, lineMin)
	return ch, ok
}

// leave writes to next the state cur with the diagonal of b (a diagonal
// branch) left empty; ok is false when no completion lies below it. O(n).
func leave(cur, next []uint64, n int, rl, cl uint64, m moments, b branch, lineMin int) (child, bool) {
	cur, next = cur[:words:words], next[:words:words]
	for x := rl; x != 0; x &= x - 1 {
		r := bits.TrailingZeros64(x) & 63
		next[r] = cur[r]
	}
	for x := cl; x != 0; x &= x - 1 {
		c := bits.TrailingZeros64(x) & 63
		next[64+c] = cur[64+c]
	}
	for x := b.sq; x != 0; x &= x - 1 {
		r, c := b.square(bits.TrailingZeros64(x), n)
		next[r&63] &^= 1 << uint(c)
		next[64+c&63] &^= 1 << uint(r)
	}
	best, line, isRow := fewestFree(next, rl, cl)
	ch := child{rl: rl, cl: cl, m: m}
	if best == 0 {
		return ch, false
	}
	var ok bool
	ch.b, ok = choose(next, n, rl, cl, m, line, isRow, best, lineMin)
	return ch, ok
}

// stackDepth is the most states on a path of the search of an n x n board,
// its root included: a queen per row and a child per diagonal left empty
// (2n-1 sum and 2n-1 difference diagonals), and one state beyond.
func stackDepth(n int) int { return n + 2*(2*n-1) + 2 }
