package qs1

// diagSet records which diagonals hold queens, compactly: one bit per
// diagonal for "at least one queen", and a map for the few diagonals that
// hold more, keyed by diagonal (anti-diagonals offset by 2n). The zero value
// is not usable; use newDiagSet.
//
// Layout: bit k&63 of word k>>6 is diagonal k, 2n-1 bits per family.
//
// Invariant: collisions == sum over diagonals of (queens on it - 1) for
// every non-empty diagonal.
type diagSet struct {
	n          int
	diag, anti []uint64        // see bit
	extra      map[int64]int32 // diagonal -> queens beyond the first
	collisions int64
}

func newDiagSet(n int) *diagSet {
	w := familyWords(n)
	return &diagSet{n: n, diag: make([]uint64, w), anti: make([]uint64, w), extra: map[int64]int32{}}
}

// familyWords is the number of words of one family's bits: 2n-1 diagonals.
func familyWords(n int) int { return (2*n - 1 + 63) / 64 }

// bit returns the word and mask of diagonal k.
func (s *diagSet) bit(k int) (int, uint64) { return k >> 6, 1 << (k & 63) }

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
