package mitm

import (
	"math/bits"
	"slices"
)

// QuarterRowsMax is the most rows a quarter table holds: a table of 5
// rows has about 10^6 entries at n = 21 (16 MiB), one of 6 rows 15 times
// more at n = 22, so halves of more than 10 rows are searched instead
// ([Search]).
const QuarterRowsMax = 5

// quarter lists every placement of queens in rows at distances
// from..from+rows-1 of the cut row b, grouped by the set of columns they
// use (the groups in the order of the sets' combinatorial ranks). Each
// entry has its compact pattern on row b and its join word, the squares
// its diagonals reach on the row at distance edge: for a near quarter
// (edge at or after its rows) the right-going diagonals in the low half
// and the left-going in the high half, for a far quarter (edge before
// its rows) the reverse, so that a near and a far entry are compatible
// exactly when their join words are disjoint.
//
// With a limited column col (a one-bit set, or 0), a group holding col
// keeps its entries in the order of the distance of col's queen: slot k
// of the group, slots slots a group, holds those at distance from+k.
type quarter struct {
	n, from, rows int
	col           uint32
	slots         int
	at            []uint32 // slot s (of group s/slots): entries at[s] .. at[s+1]-1
	pat, join     []uint64
}

// group returns the entries of the group of rank r.
func (q *quarter) group(r uint32) (start, end uint32) {
	return q.at[int(r)*q.slots], q.at[int(r+1)*q.slots]
}

// before returns the end of the entries of the group of rank r, which
// holds the limited column, whose queen stands at a distance below d
// (they come first).
func (q *quarter) before(r uint32, d int) uint32 {
	k := min(max(d-q.from, 0), q.slots)
	return q.at[int(r)*q.slots+k]
}

// newQuarter lists the quarter's placements: about n!/(n-rows)! entries
// at most, 16 bytes each (and 4 bytes a slot).
func newQuarter(n, from, rows, edge int, col uint32) *quarter {
	q := &quarter{n: n, from: from, rows: rows, col: col, slots: 1}
	if col != 0 {
		q.slots = max(rows, 1)
	}
	q.at = make([]uint32, int(Binomial(n, rows))*q.slots+1)
	mask := uint64(1)<<n - 1
	var emit func(slot int, pat, join uint64)
	var walk func(r, k int, a attacks, pat, join uint64)
	walk = func(r, k int, a attacks, pat, join uint64) {
		if r == rows {
			emit(int(colsRank(a.cols))*q.slots+k, pat, join)
			return
		}
		d := from + r
		avail := uint32(mask) &^ (a.cols | a.left | a.right)
		for avail != 0 {
			bit := avail & -avail
			avail ^= bit
			c := uint64(bit)
			p := (c<<d)&mask | (c>>d)<<n
			var j uint64
			if e := edge - d; e >= 0 { // near: reaches the edge row below
				j = (c<<e)&mask | (c>>e)<<32
			} else { // far: reaches it above
				j = c>>-e | ((c<<-e)&mask)<<32
			}
			kk := k
			if bit == col {
				kk = r
			}
			walk(r+1, kk, a.next(bit, uint32(mask)), pat|p, join|j)
		}
	}
	emit = func(slot int, _, _ uint64) { q.at[slot+1]++ }
	walk(0, 0, attacks{}, 0, 0)
	for s := 1; s < len(q.at); s++ {
		q.at[s] += q.at[s-1]
	}
	total := q.at[len(q.at)-1]
	// joinBatch reads up to joinSlack entries past a column set's.
	q.pat, q.join = make([]uint64, total, total+joinSlack), make([]uint64, total, total+joinSlack)
	next := make([]uint32, len(q.at)-1)
	copy(next, q.at)
	emit = func(slot int, pat, join uint64) {
		q.pat[next[slot]], q.join[next[slot]] = pat, join
		next[slot]++
	}
	walk(0, 0, attacks{}, 0, 0)
	return q
}

// attacks is what the queens placed so far attack in the next row: the
// columns, and the squares their left- and right-going diagonals reach.
type attacks struct{ cols, left, right uint32 }

// next is a after a queen in the column bit: the attacks on the row
// after, within mask.
func (a attacks) next(bit, mask uint32) attacks {
	return attacks{a.cols | bit, ((a.left | bit) << 1) & mask, (a.right | bit) >> 1}
}

// QuarterBytes returns the memory of the quarter tables of a half of rows
// rows of an n board ([NewJoiner], [NewLimitedJoiner]): 16 bytes an entry
// and 4 bytes a distance of the limited column's queen a column set (one
// without a limit), counted by listing the placements (a few
// milliseconds at n = 21).
func QuarterBytes(n, rows int) uint64 {
	var b uint64
	for _, r := range []int{rows / 2, rows - rows/2} {
		b += 16*(quarterEntries(n, r)+joinSlack) + 4*(uint64(r)*Binomial(n, r)+1)
	}
	return b
}

// Binomial returns C(n, k) for 0 <= k <= n <= 32.
func Binomial(n, k int) uint64 {
	r := uint64(1)
	for i := range k {
		r = r * uint64(n-i) / uint64(i+1)
	}
	return r
}

// quarterEntries returns the number of placements of queens in rows
// consecutive rows of a board n columns wide: the entries of a quarter
// table of that many rows; from quarterCounts up to QuarterRowsMax rows
// (counting them took milliseconds at every start of a command, for the
// memory its help states).
func quarterEntries(n, rows int) uint64 {
	if rows >= 0 && rows < len(quarterCounts) && n >= 0 && n < len(quarterCounts[rows]) {
		return quarterCounts[rows][n]
	}
	return quarterWalk(n, rows)
}

// quarterCounts[r][n] is quarterWalk(n, r) (TestQuarterCounts).
var quarterCounts = [QuarterRowsMax + 1][33]uint64{
	{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32},
	{0, 0, 0, 2, 6, 12, 20, 30, 42, 56, 72, 90, 110, 132, 156, 182, 210, 240, 272, 306, 342, 380, 420, 462, 506, 552, 600, 650, 702, 756, 812, 870, 930},
	{0, 0, 0, 0, 4, 14, 36, 76, 140, 234, 364, 536, 756, 1030, 1364, 1764, 2236, 2786, 3420, 4144, 4964, 5886, 6916, 8060, 9324, 10714, 12236, 13896, 15700, 17654, 19764, 22036, 24476},
	{0, 0, 0, 0, 2, 12, 46, 140, 344, 732, 1400, 2468, 4080, 6404, 9632, 13980, 19688, 27020, 36264, 47732, 61760, 78708, 98960, 122924, 151032, 183740, 221528, 264900, 314384, 370532, 433920, 505148, 584840},
	{0, 0, 0, 0, 0, 10, 40, 164, 568, 1614, 3916, 8492, 16852, 31100, 54068, 89428, 141812, 216932, 321700, 464348, 654548, 903532, 1224212, 1631300, 2141428, 2773268, 3547652, 4487692, 5618900, 6969308, 8569588, 10453172, 12656372},
}

// quarterWalk counts the placements quarterEntries returns, one by one.
func quarterWalk(n, rows int) uint64 {
	mask := uint32(1)<<n - 1
	var walk func(r int, cols, left, right uint32) uint64
	walk = func(r int, cols, left, right uint32) uint64 {
		if r == rows {
			return 1
		}
		var c uint64
		for avail := mask &^ (cols | left | right); avail != 0; avail &= avail - 1 {
			bit := avail & -avail
			c += walk(r+1, cols|bit, ((left|bit)<<1)&mask, (right|bit)>>1)
		}
		return c
	}
	return walk(0, 0, 0, 0)
}

// colsRank returns the rank of a column set among those of its size, in
// the combinatorial number system: the sum of C(c, i+1) over its columns
// c, the i-th smallest.
func colsRank(cols uint32) uint32 {
	var r uint32
	for i := 0; cols != 0; i++ {
		c := bits.TrailingZeros32(cols)
		cols &= cols - 1
		r += binomTable[c][i+1]
	}
	return r
}

// binomTable[a][b] is C(a, b) for a, b < 32.
var binomTable = func() (t [32][33]uint32) {
	for a := range 32 {
		t[a][0] = 1
		for b := 1; b <= a; b++ {
			t[a][b] = t[a-1][b-1] + t[a-1][b]
		}
	}
	return t
}()

// Joiner lists the placements of one half (the rows at distances
// from..from+rows-1 of row b) in a given column set by joining the
// placements of its near rows (rows/2 of them) with those of its far
// rows, each listed once in a quarter table. It is read-only once made,
// and shared by the goroutines that call List.
type Joiner struct {
	near, far *quarter
}

// NewJoiner lists the quarter tables of a half of rows rows (at most
// 2·[QuarterRowsMax]) from distance from (0 or 1) of the cut row of an n
// board: [QuarterBytes] of memory, milliseconds to n = 18, a second at
// n = 21.
func NewJoiner(n, from, rows int) *Joiner { return newJoiner(n, from, rows, 0) }

// NewLimitedJoiner is NewJoiner for [Joiner.ListBefore]: it orders each
// column set's placements by the distance of the queen in column col.
func NewLimitedJoiner(n, from, rows, col int) *Joiner {
	return newJoiner(n, from, rows, uint32(1)<<col)
}

func newJoiner(n, from, rows int, col uint32) *Joiner {
	nr := rows / 2
	edge := from + nr - 1
	return &Joiner{
		near: newQuarter(n, from, nr, edge, col),
		far:  newQuarter(n, from+nr, rows-nr, edge, col),
	}
}

// List appends to dst the pattern of every placement of the half in
// exactly the columns cols that attacks no square of avoid (a pattern:
// the squares of row b taken by a queen placed outside both halves, if
// any). Its cost is one AND per candidate pair of a near and a far
// placement (about 7 candidates a placement kept at n = 16). It may be
// called from several goroutines at once.
func (h *Joiner) List(dst []uint64, cols uint32, avoid uint64) []uint64 {
	return h.list(dst, cols, avoid, 64)
}

// ListBefore is List for the placements whose queen in the limited
// column of a [NewLimitedJoiner] (when cols holds it) stands at a
// distance below d from row b; only the quarter placements that can be
// part of one are joined.
func (h *Joiner) ListBefore(dst []uint64, cols uint32, avoid uint64, d int) []uint64 {
	return h.list(dst, cols, avoid, d)
}

func (h *Joiner) list(dst []uint64, cols uint32, avoid uint64, d int) []uint64 {
	near, far := h.near, h.far
	var sub [32]uint32 // the columns of cols, lowest first
	m := 0
	for c := cols; c != 0; c &= c - 1 {
		sub[m] = c & -c
		m++
	}
	// Each column goes to the near rows (e, near.rows of them) or the far
	// ones (cols minus e); re and rf are the two sets' ranks so far (see
	// colsRank: the column c, the i-th of its set, adds C(c, i+1)).
	var pick func(i, ne, nf int, e, re, rf uint32)
	pick = func(i, ne, nf int, e, re, rf uint32) {
		if i < m {
			c := bits.TrailingZeros32(sub[i])
			if ne < near.rows {
				pick(i+1, ne+1, nf, e|sub[i], re+binomTable[c][ne+1], rf)
			}
			if nf < far.rows {
				pick(i+1, ne, nf+1, e, re, rf+binomTable[c][nf+1])
			}
			return
		}
		ns, ne2 := near.group(re)
		if e&near.col != 0 {
			ne2 = near.before(re, d)
		}
		fs, fe := far.group(rf)
		if cols&^e&far.col != 0 {
			fe = far.before(rf, d)
		}
		if fs == fe || ns == ne2 {
			return
		}
		dst = joinRange(dst, near.pat[ns:ne2], near.join[ns:ne2], avoid, far.pat[fs:fe], far.join[fs:fe])
	}
	pick(0, 0, 0, 0, 0, 0)
	return dst
}

// joinRange appends to dst the OR of every compatible pair of a near and
// a far entry that both spare avoid.
func joinRange(dst, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) []uint64 {
	if !sieveWide {
		dst = slices.Grow(dst, len(npat)*len(fjoin))
		return dst[:len(dst)+joinBatchGo(dst[len(dst):cap(dst)], npat, njoin, avoid, fpat, fjoin)]
	}
	dst = slices.Grow(dst, len(npat)*len(fjoin)+joinSlack)
	return dst[:len(dst)+joinBatch(dst[len(dst):cap(dst)], npat, njoin, avoid, fpat, fjoin)]
}

// joinSlack is the room joinBatch needs past the end of its output, and
// may read past the end of its far entries (within their capacity).
const joinSlack = 4

// joinBatchGo is joinBatch in Go: for each near entry p, j (npat[i],
// njoin[i]) and each far entry fp, fj that both spare avoid with j&fj ==
// 0, it appends p|fp to out and returns their number. out needs room for
// every candidate of a near entry past the pairs: the loop is
// branch-free (most candidates fail, 6 in 7 at n = 16).
func joinBatchGo(out, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int {
	kept := 0
	fpat = fpat[:len(fjoin)]
	for a, p := range npat {
		if p&avoid != 0 {
			continue
		}
		j := njoin[a]
		o := out[kept : kept+len(fjoin)]
		k := 0
		for f, fj := range fjoin {
			o[k] = p | fpat[f]
			b := j&fj | fpat[f]&avoid
			k += 1 ^ int((b|-b)>>63) // b == 0
		}
		kept += k
	}
	return kept
}
