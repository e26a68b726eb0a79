package mitm

// Search appends to dst the pattern of every placement of queens in rows
// rows at distances from, from+1, ... of the cut row b (from is 0 or 1)
// of an n board, 1 <= n <= 32, in exactly the columns free, that attacks
// no column of middle (the column of a queen on the row between the
// halves, or 0). It searches the rows one by one: for halves too tall
// for quarter tables ([Joiner]), at about n!/(n-rows)!/C(n, rows)·rows
// steps a column set.
func Search(dst []uint64, n int, free uint32, from, rows int, middle uint32) []uint64 {
	return SearchBefore(dst, n, free, from, rows, Outside{Middle: middle})
}

// Outside is what a searched half must respect beyond its columns: the
// column Middle of a queen on the row between the halves (or 0), which
// it must not attack, and a column Col (one bit, or 0) whose queen must
// stand at a distance below Before from row b.
type Outside struct {
	Middle, Col uint32
	Before      int
}

// SearchBefore is Search with the limit of o on the queen of column
// o.Col (the placements [Joiner.ListBefore] lists).
func SearchBefore(dst []uint64, n int, free uint32, from, rows int, o Outside) []uint64 {
	s := searcher{mask: uint32(1<<n - 1), free: free, col: o.Col, before: o.Before}
	if o.Col == 0 {
		s.before = 64
	}
	middle := o.Middle
	at := len(dst)
	dst = s.placements(dst, from, rows, attacks{middle, middle << 1 & s.mask, middle >> 1}, 0)
	for i, k := range dst[at:] {
		dst[at+i] = k&(1<<32-1) | k>>32<<n
	}
	return dst
}

// searcher is a search's columns: mask every column, free those it
// fills; col's queen stands at a distance below before.
type searcher struct {
	mask, free, col uint32
	before          int
}

// limited returns the columns of avail a queen may take at distance t.
func (s *searcher) limited(avail uint32, t int) uint32 {
	if t >= s.before {
		return avail &^ s.col
	}
	return avail
}

// placements appends to dst the attack mask of every placement of queens
// in the given number of rows, at distances t, t+1, ... from row b, in
// exactly the columns s.free. a is what is attacked on the first of
// these rows. A mask holds, in its low half, each queen's
// column shifted left by its distance and, in its high half, shifted
// right (acc is the mask of the queens placed so far); Search packs the
// two halves into n bits each.
func (s *searcher) placements(dst []uint64, t, rows int, a attacks, acc uint64) []uint64 {
	avail := s.limited(s.free&^(a.cols|a.left|a.right), t)
	switch rows {
	case 0:
		return append(dst, acc)
	case 1:
		if avail != 0 {
			dst = append(dst, acc|uint64((avail<<t)&s.mask)|uint64(avail>>t)<<32)
		}
		return dst
	case 2:
		// Two columns left, one per row: try both orders.
		for avail != 0 {
			p := avail & -avail
			avail ^= p
			q := s.free &^ a.cols &^ p
			if q&(((a.left|p)<<1)|((a.right|p)>>1)) == 0 && s.limited(q, t+1) != 0 {
				dst = append(dst, acc|uint64((p<<t|q<<(t+1))&s.mask)|uint64(p>>t|q>>(t+1))<<32)
			}
		}
		return dst
	}
	for avail != 0 {
		p := avail & -avail
		avail ^= p
		dst = s.placements(dst, t+1, rows-1, a.next(p, s.mask), acc|uint64((p<<t)&s.mask)|uint64(p>>t)<<32)
	}
	return dst
}
