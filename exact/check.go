package exact

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math/bits"
	"slices"
	"sync/atomic"

	"github.com/nqueens/nqueens/longrun"
)

// MITMCheck is a second method for the tasks of [MITMPlan]: the same
// pieces, in the same order (so the same Len and Checksum), listed and
// counted by code of its own that shares nothing with the meet in the
// middle but the task scheduler. A piece is a column set C of the top
// half (rows 0..n/2-1) and, for odd n, the middle row's column x, with
// the weight w of its symmetry orbit; its count is w times the solutions
// whose top half uses exactly the columns C (and whose middle queen
// stands at x), found by plain backtracking row by row with each row's
// columns restricted, for even n each weighted by its long diagonals as
// MITM weighs it (0, 1 or 2; see [MITM]). The last piece, Burnside's, counts the solutions a
// half turn and a quarter turn fix by backtracking over symmetric
// placements. A recount of MITM's pieces with it ([longrun.Recount])
// finds a count that is wrong, whatever made it wrong.
//
// It is much slower than the meet in the middle (BENCHMARKS.md, "Two
// methods for one shard"): it is for samples, not for counts.
type MITMCheck struct {
	N      int
	pieces []checkPiece
}

// checkPiece is a piece of [MITMCheck]: as MITM's, in 8 bytes (n = 25
// has 17 million pieces).
type checkPiece struct {
	cols     uint32
	x        int8 // the middle queen's column (odd n), else -1
	weight   uint8
	cross    bool // cols are the bottom half's, x every middle column crossColumns gives
	burnside bool
}

// newMITMCheck lists the pieces of n (2 <= n <= MaxN) as newMITMPlan
// does, in its order: for even n every set of n/2 columns in
// lexicographic order, kept when it is the least of its orbit under the
// symmetries that keep the cut, weighted by the orbit's size; for odd n
// first the cross pieces, every set of n/2 columns without the middle
// one that leaves a middle column x < n/2-1 (weight 8), then the centre's,
// the sets of n/2 columns without the middle one kept and weighted as for
// even n; then the Burnside piece. Milliseconds up to n = 24.
func newMITMCheck(n int) (*MITMCheck, error) {
	if n < 2 || n > MaxN {
		return nil, badSize(fmt.Sprintf("n = %d, the check of %s takes 2..%d", n, MITM, MaxN))
	}
	c := &MITMCheck{N: n}
	h := n / 2
	full := uint32(1)<<n - 1
	if n%2 == 0 {
		combinations(full, h, func(set uint32) { c.keep(set, -1, full, true) })
	} else {
		rest := full &^ (1 << h)
		combinations(rest, h, func(set uint32) {
			if crossColumns(n, set) != 0 {
				c.pieces = append(c.pieces, checkPiece{cols: set, x: -1, weight: 8, cross: true})
			}
		})
		combinations(rest, h, func(set uint32) { c.keep(set, h, rest, true) })
	}
	c.pieces = append(c.pieces, checkPiece{x: -1, burnside: true})
	return c, nil
}

// keep adds set (of the columns in within) as a piece when it is the
// least of its orbit: its complement within, and with mirror its mirror
// image and the image's complement. x < n/2 on an odd board doubles the
// weight for the mirror piece of column n-1-x.
func (c *MITMCheck) keep(set uint32, x int, within uint32, mirror bool) {
	orbit := []uint32{set, within &^ set}
	if mirror {
		m := c.mirror(set)
		orbit = append(orbit, m, within&^m)
	}
	w := 0
	for i, o := range orbit {
		if o < set {
			return
		}
		if !slices.Contains(orbit[:i], o) {
			w++
		}
	}
	if x >= 0 && 2*x != c.N-1 {
		w *= 2
	}
	c.pieces = append(c.pieces, checkPiece{cols: set, x: int8(x), weight: uint8(w)})
}

// mirror is set seen in a mirror: column i becomes n-1-i.
func (c *MITMCheck) mirror(set uint32) uint32 {
	var m uint32
	for i := range c.N {
		if set&(1<<i) != 0 {
			m |= 1 << (c.N - 1 - i)
		}
	}
	return m
}

// combinations calls f with every k-element subset of set, in
// lexicographic order of their members listed from the smallest.
func combinations(set uint32, k int, f func(uint32)) {
	var members []int
	for i := range 32 {
		if set&(1<<i) != 0 {
			members = append(members, i)
		}
	}
	if k > len(members) {
		return
	}
	idx := make([]int, k) // positions in members, increasing
	for i := range idx {
		idx[i] = i
	}
	for {
		var s uint32
		for _, p := range idx {
			s |= 1 << members[p]
		}
		f(s)
		i := k - 1
		for i >= 0 && idx[i] == len(members)-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// Len is the number of pieces.
func (c *MITMCheck) Len() int { return len(c.pieces) }

// Checksum is the checksum of the piece list, computed as
// [MITMPlan.Checksum] defines it (FNV-1a of the method's name, n, for
// even n "long diagonals", and each piece's columns, middle column,
// weight and Burnside flag): equal
// to MITM's exactly when the two lists are one.
func (c *MITMCheck) Checksum() uint64 {
	h := fnv.New64a()
	h.Write([]byte(MITM))
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(c.N))
	h.Write(b[:])
	if c.N%2 == 0 {
		h.Write([]byte("long diagonals"))
	}
	for _, p := range c.pieces {
		binary.LittleEndian.PutUint32(b[:4], p.cols)
		b[4], b[5], b[6] = byte(p.x), p.weight, 0
		if p.burnside {
			b[6] = 1
		}
		if p.cross {
			b[6] = 2
		}
		h.Write(b[:7])
	}
	return h.Sum64()
}

// Run counts the pieces whose indices are in todo (all when nil) on
// workers goroutines (0: GOMAXPROCS), as [MITMPlan.Run] reports them: a
// piece's Total and Unique are its weighted count, the Burnside piece's
// Unique is F180 + 2·F90 and its Total 0. On cancel it returns ctx's
// error within a small part of a piece.
func (c *MITMCheck) Run(ctx context.Context, todo []int, workers int, done func(i int, tc longrun.TaskCount)) error {
	for _, i := range todo {
		if i < 0 || i >= len(c.pieces) {
			return fmt.Errorf("exact: the check of mitm n = %d has pieces 0..%d, not %d", c.N, len(c.pieces)-1, i)
		}
	}
	return runTasks(ctx, len(c.pieces), todo, workers, func(stop *atomic.Bool) func(int) (longrun.TaskCount, bool) {
		s := &rowSearch{n: c.N, stop: stop, long: c.N%2 == 0}
		return func(i int) (longrun.TaskCount, bool) {
			p := c.pieces[i]
			if p.burnside {
				f := s.halfTurns() + 2*s.quarterTurns()
				return longrun.TaskCount{Unique: f}, !stop.Load()
			}
			t := uint64(p.weight) * s.piece(p)
			return longrun.TaskCount{Total: t, Unique: t}, !stop.Load()
		}
	}, done)
}

// rowSearch is one worker's backtracking over rows, row r taking its
// queen among allow[r].
type rowSearch struct {
	n     int
	stop  *atomic.Bool
	allow [MaxN]uint32
	long  bool // weigh a solution by its long diagonals (even n)
}

// piece counts the solutions whose top half uses p's columns and whose
// middle queen (odd n) stands at p.x; for a cross piece, those whose
// bottom half uses p's columns, summed over the middle columns x it
// takes, with the middle column's queen in a row between x and the middle.
func (s *rowSearch) piece(p checkPiece) uint64 {
	if p.cross {
		return s.cross(p.cols)
	}
	n, h := s.n, s.n/2
	rest := (uint32(1)<<n - 1) &^ p.cols
	for r := range n {
		s.allow[r] = rest
		if r < h {
			s.allow[r] = p.cols
		}
	}
	if p.x >= 0 {
		s.allow[h] = 1 << p.x
		for r := h + 1; r < n; r++ {
			s.allow[r] &^= 1 << p.x
		}
	}
	return s.rows(0, 0, 0, 0, 0)
}

// cross counts the solutions of a cross piece with bottom columns d.
func (s *rowSearch) cross(d uint32) uint64 {
	n, h := s.n, s.n/2
	var total uint64
	for x := range h {
		if crossColumns(n, d)&(1<<x) == 0 {
			continue
		}
		top := (uint32(1)<<n - 1) &^ d &^ (1 << x)
		for r := range n {
			switch {
			case r < h && r <= x:
				s.allow[r] = top &^ (1 << h)
			case r < h:
				s.allow[r] = top
			case r == h:
				s.allow[r] = 1 << x
			default:
				s.allow[r] = d
			}
		}
		total += s.rows(0, 0, 0, 0, 0)
	}
	return total
}

// rows counts the ways to fill rows r..n-1, cols being the columns
// taken and left and right the squares of row r attacked along the two
// diagonals; with s.long each weighted by long, the halves holding the
// queens of the long diagonals so far (see longWeight).
func (s *rowSearch) rows(r int, cols, left, right uint32, long uint8) uint64 {
	if r == s.n {
		if s.long {
			return longWeight(long)
		}
		return 1
	}
	if r < 6 && s.stop.Load() {
		return 0
	}
	half := uint8(1) // the top half's bit; the bottom's is 2
	if 2*r >= s.n {
		half = 2
	}
	var total uint64
	for free := s.allow[r] &^ (cols | left | right); free != 0; free &= free - 1 {
		q := free & -free
		l := long
		switch c := bits.TrailingZeros32(q); c {
		case r:
			l |= half
		case s.n - 1 - r:
			l |= half << 2
		}
		total += s.rows(r+1, cols|q, (left|q)<<1, (right|q)>>1, l)
	}
	return total
}

// longWeight is the weight MITM gives a solution of even n by the halves
// of the queens of its long diagonals, long's bits 0 and 1 for the main
// diagonal's in the top and the bottom half, bits 2 and 3 for the anti
// diagonal's: 0 when both are in one half, 2 when in different halves,
// 1 when a long diagonal is empty.
func longWeight(long uint8) uint64 {
	main, anti := long&3, long>>2
	switch {
	case main == 0 || anti == 0:
		return 1
	case main == anti:
		return 0
	}
	return 2
}

// squares is a set of squares taken, with their lines: columns, rows,
// and the two diagonals r+c and r-c+n-1.
type squares struct {
	rows, cols uint32
	sum, diff  uint64
}

// put adds the queen at (r, c) to q, unless a queen there or on one of
// its lines is in q already.
func (q *squares) put(n, r, c int) bool {
	rb, cb := uint32(1)<<r, uint32(1)<<c
	sb, db := uint64(1)<<(r+c), uint64(1)<<(r-c+n-1)
	if q.rows&rb != 0 || q.cols&cb != 0 || q.sum&sb != 0 || q.diff&db != 0 {
		return false
	}
	q.rows, q.cols, q.sum, q.diff = q.rows|rb, q.cols|cb, q.sum|sb, q.diff|db
	return true
}

// halfTurns counts the solutions that the half turn (r, c) -> (n-1-r,
// n-1-c) maps onto themselves: the queens of the top rows choose those of
// the bottom ones, and an odd board's centre holds a queen.
func (s *rowSearch) halfTurns() uint64 {
	var q squares
	if s.n%2 == 1 {
		q.put(s.n, s.n/2, s.n/2)
	}
	return s.symmetric(q, 0, 2)
}

// quarterTurns counts the solutions that the quarter turn (r, c) -> (c,
// n-1-r) maps onto themselves: only for n = 0 or 1 modulo 4.
func (s *rowSearch) quarterTurns() uint64 {
	if s.n%4 == 2 || s.n%4 == 3 {
		return 0
	}
	var q squares
	if s.n%2 == 1 {
		q.put(s.n, s.n/2, s.n/2)
	}
	return s.symmetric(q, 0, 4)
}

// symmetric counts the ways to fill the rows from r on, given q, with
// orbits of turns queens under the rotation by a half (turns 2) or a
// quarter (4) turn.
func (s *rowSearch) symmetric(q squares, r, turns int) uint64 {
	n := s.n
	for r < n && q.rows&(1<<r) != 0 {
		r++
	}
	if r == n {
		return 1
	}
	if s.stop.Load() {
		return 0
	}
	var total uint64
	for c := range n {
		next, ok := q, true
		sr, sc := r, c
		for range turns {
			ok = ok && next.put(n, sr, sc)
			if turns == 2 {
				sr, sc = n-1-sr, n-1-sc
			} else {
				sr, sc = sc, n-1-sr
			}
		}
		if ok {
			total += s.symmetric(next, r+1, turns)
		}
	}
	return total
}
