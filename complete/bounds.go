package complete

import "math/bits"

// The bounds that prune the exact search: what the queens still to place
// must add up to (moments), what the free diagonals can add up to, and a
// chessboard's colours (parity).

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

// diagonals are the indices of the diagonals that still have a free
// square, as two 128-bit sets: sum indices r+c (sLo: 0..63, sHi: 64..127)
// and difference indices c-r+n-1 (dLo, dHi).
type diagonals struct{ sLo, sHi, dLo, dHi uint64 }

// freeDiagonals are the diagonals with a free square in the rows rl of
// the masks st (a search state: row r's free columns in st[r]). O(n).
func freeDiagonals(st []uint64, n int, rl uint64) diagonals {
	st = st[:words:words]
	var f diagonals
	for b := rl; b != 0; b &= b - 1 {
		r := bits.TrailingZeros64(b) & 63
		v := st[r]
		f.sLo |= v << uint(r)
		if r > 0 {
			f.sHi |= v >> uint(64-r)
		}
		sh := n - 1 - r
		f.dLo |= v << uint(sh)
		if sh > 0 {
			f.dHi |= v >> uint(64-sh)
		}
	}
	return f
}

// reachable reports whether k of the increasing vals could add up to t:
// there are k of them, and t lies between the sums of the k smallest and
// of the k largest. It is mitm.SumsAdmit on a list of indices rather
// than a bit set: O(k) on the lists the diagonal search builds anyway for
// the second moment, where the bit-set form costs that search 7% more
// instructions (BENCHMARKS.md).
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

// parityAdmits reports whether the k queens left, in the rows rl and
// columns cl of an n x n board, could stand on distinct free diagonals f,
// counted by the parity of their indices. A queen's sum index r+c is even
// when its row and column have the same parity; with rows R and columns C
// left, of which R0 and C0 even, and x the queens on an even row and an
// even column, the queens on even sum diagonals number
//
//	j = x + (k - R0 - C0 + x) = k - R0 - C0 + 2x,
//
// and x ranges over max(0, R0+C0-k) .. min(R0, C0): j lies between
// |k - R0 - C0| and k - |R0 - C0|, with the parity of k - R0 - C0. The
// free even sum diagonals must hold j and the odd ones k - j; a
// difference index c-r+n-1 has the parity of the sum index when n is odd
// and the other one when n is even, so the free difference diagonals
// bound j too. O(1). It is the colour argument of a chessboard: the
// moments see the indices' sizes, not their parity, and it prunes what
// they miss.
func (f diagonals) parityAdmits(n int, rl, cl uint64, k int) bool {
	r0, c0 := bits.OnesCount64(rl&evenBits), bits.OnesCount64(cl&evenBits)
	lo, hi := abs(k-r0-c0), k-abs(r0-c0)
	evenS := bits.OnesCount64(f.sLo&evenBits) + bits.OnesCount64(f.sHi&evenBits)
	oddS := bits.OnesCount64(f.sLo) + bits.OnesCount64(f.sHi) - evenS
	evenD := bits.OnesCount64(f.dLo&evenBits) + bits.OnesCount64(f.dHi&evenBits)
	oddD := bits.OnesCount64(f.dLo) + bits.OnesCount64(f.dHi) - evenD
	if n%2 == 0 { // an even difference index goes with an odd sum index
		evenD, oddD = oddD, evenD
	}
	lo, hi = max(lo, k-oddS, k-oddD), min(hi, evenS, evenD)
	if (lo-(k-r0-c0))%2 != 0 {
		lo++
	}
	return lo <= hi
}

// gridSteps are the centres, as offsets from the mean of the indices left
// (in whole diagonals), at which [secondMomentAdmits] bounds the sums of
// squares; the bounds hold at any centre and some are tighter than others.
var gridSteps = [...]int{0, -1, 1, -3, 3}

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
