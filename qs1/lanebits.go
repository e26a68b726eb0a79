package qs1

import "math/bits"

// laneRowWords and laneLineWords size the bit sets of a lane of at most
// laneTarget rows: a bit per row, and a bit per line of a family (2q-1 of
// them) plus the word beyond that a window of 64 lines reads; both powers
// of two, so that an index masked to them needs no bounds check.
const (
	laneRowWords  = laneTarget / 64
	laneLineWords = 4 * laneTarget / 64
)

// laneBits are a lane's bit sets during its start: the rows not yet
// placed (bits past q clear), and the diagonals (r+c) and anti-diagonals
// (r-c+q-1) taken (bits past 2q-2 clear).
type laneBits struct {
	free       [laneRowWords]uint64
	diag, anti [laneLineWords]uint64
}

// laneTail is the part of a lane, at its end, that place fills from a
// list of the rows left (its last q/laneTail columns): there too few rows
// are left for a word of 64 to hold one, and a list is shorter to scan.
const laneTail = 32

// place is a lane's start (the lane's steps 1 and 2): column by column,
// a row whose two diagonals are free, found from a random row on, 64 rows
// at a time (greedy) and in the tail from the list of rows left (tail).
// The columns that find none take the rows left over, in order, and are
// left attacked, in w.pending, for the swaps; the bits and counts of
// every queen are in w.d. It stops early when the budget does (w.l.stop).
func (w *laneWorker) place(lp []int32, g rng) {
	q, b := len(lp), w.bits
	words := (q + 63) / 64
	for i := range b.free[:words] {
		b.free[i] = ^uint64(0)
	}
	if q%64 != 0 {
		b.free[words-1] = 1<<(q%64) - 1
	}
	w.pending = w.pending[:0]
	tailFrom := q - q/laneTail
	looked := int64(tailFrom)
	var draws [lanePoll]uint32
	for j := 0; j < tailFrom; j += lanePoll {
		if j > 0 && w.poll() {
			return
		}
		to := min(j+lanePoll, tailFrom)
		for i := 0; i < to-j; i += 2 { // lanePoll is even
			x := g.Uint64()
			draws[i], draws[i+1] = uint32(x), uint32(x>>32)
		}
		var l int64
		w.pending, l = b.greedy(lp, q, j, to, draws[:to-j], w.pending)
		looked += l
	}
	w.stats.Evaluations += looked + w.tail(lp, tailFrom, g)
	for k, j := range w.pending {
		lp[j] = w.left[k]
		w.d.add(j, lp[j])
	}
}

// tail places the columns from on of the lane lp from the list of the
// rows left (w.left): column j draws a random position in the list and
// takes the first row from there on, cyclically, whose two diagonals are
// free. The rows left over stay in w.left, the columns that found none
// are appended to w.pending; it returns the rows tested.
func (w *laneWorker) tail(lp []int32, from int, g rng) int64 {
	q, b := len(lp), w.bits
	left, pending, looked := w.left[:0], w.pending, int64(0)
	for wi, f := range b.free[:(q+63)/64] {
		for ; f != 0; f &= f - 1 {
			left = append(left, int32(wi*64+bits.TrailingZeros64(f)))
		}
	}
	var x uint64
	for j := from; j < q; j++ {
		if (j-from)&1 == 0 {
			x = g.Uint64()
		}
		k := len(left)
		u := int(uint64(uint32(x)) * uint64(k) >> 32)
		x >>= 32
		placed := false
		for range k {
			r := int(left[u])
			dk, ak := uint(r+j), uint(r-j+q-1)
			looked++
			if b.diag[(dk>>6)&(laneLineWords-1)]&(1<<(dk&63))|b.anti[(ak>>6)&(laneLineWords-1)]&(1<<(ak&63)) == 0 {
				b.take(j, r, q)
				lp[j] = int32(r)
				left[u] = left[k-1]
				left = left[:k-1]
				placed = true
				break
			}
			if u++; u == k {
				u = 0
			}
		}
		if !placed {
			pending = append(pending, j)
		}
	}
	w.left, w.pending = left, pending
	return looked
}

// greedy places the columns from..to-1 of a lane of q rows (see
// greedyGo), with the draws of its random stream: column j takes the
// free row found from the random row draws[j-from]*q/2^32. It returns the
// columns with no row left whose diagonals are free, appended to pending,
// and the words looked at beyond each column's first.
func (b *laneBits) greedy(lp []int32, q, from, to int, draws []uint32, pending []int) ([]int, int64) {
	if q < 1 || q > laneTarget || from < 0 || from > to || to > q || len(lp) < q || len(draws) < to-from {
		panic("qs1: greedy out of bounds")
	}
	looked := 0
	for from < to {
		stop, l := greedyKernel(b, lp, q, from, to, draws)
		looked += l
		if stop == to {
			break
		}
		pending = append(pending, stop)
		draws = draws[stop+1-from:]
		from = stop + 1
	}
	return pending, int64(looked)
}

// greedyGo places the columns from..to-1 of a lane of q rows in lp and
// b, one after the other, until a column finds no row; it returns that
// column (to if none) and the words looked at beyond each column's first.
//
// Column j draws t0 = draws[j-from]*q/2^32 and takes the first row r at or
// after t0, cyclically, that is free and whose diagonal r+j and
// anti-diagonal r-j+q-1 are free. It tests 64 rows at a time: the word of
// free rows holding t0 (the bits from t0 on), against the two windows of
// 64 lines those rows reach in column j, then the next words, wrapping
// after the last, and last the bits of t0's word below t0. Every bit set
// stays in b, every row taken is written to lp[j].
//
// greedyAsm (amd64) does the same in assembly; the tests compare the two.
//
//go:noinline
func greedyGo(b *laneBits, lp []int32, q, from, to int, draws []uint32) (stop, looked int) {
	words := (q + 63) / 64
	for j := from; j < to; j++ {
		t0 := int(uint64(draws[j-from]) * uint64(q) >> 32)
		wd := t0 >> 6
		c := b.candidates(wd, j, q) & (^uint64(0) << (t0 & 63))
		for step := 1; c == 0 && step < words; step++ {
			if wd++; wd == words {
				wd = 0
			}
			c = b.candidates(wd, j, q)
			looked++
		}
		if c == 0 {
			wd = t0 >> 6
			c = b.candidates(wd, j, q) &^ (^uint64(0) << (t0 & 63))
			looked++
		}
		if c == 0 {
			return j, looked
		}
		r := wd*64 + bits.TrailingZeros64(c)
		lp[j] = int32(r)
		b.take(j, r, q)
	}
	return to, looked
}

// candidates returns the rows of word wd (rows 64wd..64wd+63) that are
// free and whose two diagonals through column j are free, in a lane of q
// rows: each family's window of 64 lines, from the line of row 64wd, is
// cut from two words.
func (b *laneBits) candidates(wd, j, q int) uint64 {
	do, ao := uint(wd*64+j), uint(wd*64+q-1-j)
	dw, aw := do>>6, ao>>6
	ds, as := do&63, ao&63
	db := b.diag[dw&(laneLineWords-1)]>>ds | (b.diag[(dw+1)&(laneLineWords-1)]<<1)<<(63-ds)
	ab := b.anti[aw&(laneLineWords-1)]>>as | (b.anti[(aw+1)&(laneLineWords-1)]<<1)<<(63-as)
	return b.free[uint(wd)&(laneRowWords-1)] &^ (db | ab)
}

// take places row r in column j.
func (b *laneBits) take(j, r, q int) {
	b.free[uint(r>>6)&(laneRowWords-1)] &^= 1 << (r & 63)
	dk, ak := uint(r+j), uint(r-j+q-1)
	b.diag[(dk>>6)&(laneLineWords-1)] |= 1 << (dk & 63)
	b.anti[(ak>>6)&(laneLineWords-1)] |= 1 << (ak & 63)
}
