package qs1

// diagSet records which diagonals hold queens, compactly: one bit per
// diagonal for "at least one queen", and a map for the few diagonals that
// hold more, keyed by diagonal (anti-diagonals offset by 2n). The zero value
// is not usable; use newDiagSet.
//
// Layout: the bits of even diagonals come first, those of odd diagonals
// second, each half starting on its own 4 KiB page (see bit). The
// squares of one colour (r+c even, or odd) lie on diagonals of one parity
// in each family, so two goroutines that place queens on squares of
// different colours write disjoint words and cache lines; the split start
// relies on it.
//
// Invariant: collisions == sum over diagonals of (queens on it - 1) for
// every non-empty diagonal.
type diagSet struct {
	n          int
	half       int             // words per parity half: a multiple of 512 (4 KiB)
	diag, anti []uint64        // see bit
	extra      map[int64]int32 // diagonal -> queens beyond the first
	collisions int64
}

func newDiagSet(n int) *diagSet {
	half := halfWords(n)
	return &diagSet{n: n, half: half, diag: make([]uint64, 2*half), anti: make([]uint64, 2*half), extra: map[int64]int32{}}
}

// halfWords is the number of words of one parity half of a family's bits:
// diagonal k < 2n-1 has k>>1 < n, rounded up to a multiple of 4 KiB.
func halfWords(n int) int { return (n + 1<<15 - 1) >> 15 << 9 }

// bit returns the word and mask of diagonal k: word (k&1)*half + (k>>1)/64.
func (s *diagSet) bit(k int) (int, uint64) {
	return (k&1)*s.half + k>>7, 1 << (k >> 1 & 63)
}

func (s *diagSet) reset() {
	clear(s.diag)
	clear(s.anti)
	clear(s.extra)
	s.collisions = 0
}

// indexes of the two diagonals through column c, row r.
func (s *diagSet) indexes(c int, r int32) (d, a int) { return int(r) + c, int(r) - c + s.n - 1 }

// free reports whether both diagonals through (c, r) are empty.
func (s *diagSet) free(c int, r int32) bool {
	d, a := s.indexes(c, r)
	dw, db := s.bit(d)
	aw, ab := s.bit(a)
	return s.diag[dw]&db|s.anti[aw]&ab == 0 // both words loaded at once: one branch, two misses overlapped
}

// place marks both diagonals through (c, r), which must be free.
func (s *diagSet) place(c int, r int32) {
	d, a := s.indexes(c, r)
	dw, db := s.bit(d)
	aw, ab := s.bit(a)
	s.diag[dw] |= db
	s.anti[aw] |= ab
}

func (s *diagSet) addLine(bits []uint64, k int, key int64) {
	w, b := s.bit(k)
	if bits[w]&b == 0 {
		bits[w] |= b
		return
	}
	s.extra[key]++
	s.collisions++
}

func (s *diagSet) removeLine(bits []uint64, k int, key int64) {
	if e := s.extra[key]; e > 0 {
		if e == 1 {
			delete(s.extra, key)
		} else {
			s.extra[key] = e - 1
		}
		s.collisions--
		return
	}
	w, b := s.bit(k)
	bits[w] &^= b
}

// block marks anti-diagonal k as occupied by a queen outside the set's
// board, which is never removed: a queen added on it is attacked.
func (s *diagSet) block(k int) {
	w, b := s.bit(k)
	s.anti[w] |= b
}

// add puts a queen at (c, r), occupied diagonals or not.
func (s *diagSet) add(c int, r int32) {
	d, a := s.indexes(c, r)
	s.addLine(s.diag, d, int64(d))
	s.addLine(s.anti, a, int64(a)+2*int64(s.n))
}

// remove takes a queen away from (c, r).
func (s *diagSet) remove(c int, r int32) {
	d, a := s.indexes(c, r)
	s.removeLine(s.diag, d, int64(d))
	s.removeLine(s.anti, a, int64(a)+2*int64(s.n))
}

// attacked reports whether the queen at (c, r) shares a diagonal.
func (s *diagSet) attacked(c int, r int32) bool {
	if len(s.extra) == 0 {
		return false
	}
	d, a := s.indexes(c, r)
	return s.extra[int64(d)] > 0 || s.extra[int64(a)+2*int64(s.n)] > 0
}
