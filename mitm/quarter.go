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
type quarter struct {
	n, from, rows int
	start         []uint32 // entries of rank r: start[r] .. start[r+1]-1
	pat, join     []uint64
}

// newQuarter lists the quarter's placements: about n!/(n-rows)! entries
// at most, 16 bytes each.
func newQuarter(n, from, rows, edge int) *quarter {
	q := &quarter{n: n, from: from, rows: rows}
	q.start = make([]uint32, Binomial(n, rows)+1)
	mask := uint64(1)<<n - 1
	var emit func(cols uint32, pat, join uint64)
	var walk func(r int, a attacks, pat, join uint64)
	walk = func(r int, a attacks, pat, join uint64) {
		if r == rows {
			emit(a.cols, pat, join)
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
			walk(r+1, a.next(bit, uint32(mask)), pat|p, join|j)
		}
	}
	emit = func(cols uint32, _, _ uint64) { q.start[colsRank(cols)+1]++ }
	walk(0, attacks{}, 0, 0)
	for r := 1; r < len(q.start); r++ {
		q.start[r] += q.start[r-1]
	}
	total := q.start[len(q.start)-1]
	// joinBatch reads up to joinSlack entries past a column set's.
	q.pat, q.join = make([]uint64, total, total+joinSlack), make([]uint64, total, total+joinSlack)
	next := make([]uint32, len(q.start)-1)
	copy(next, q.start)
	emit = func(cols uint32, pat, join uint64) {
		r := colsRank(cols)
		q.pat[next[r]], q.join[next[r]] = pat, join
		next[r]++
	}
	walk(0, attacks{}, 0, 0)
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
// rows of an n board ([NewJoiner]): 16 bytes an entry and 8 bytes a
// column set, counted by listing the placements (a few milliseconds at
// n = 21).
func QuarterBytes(n, rows int) uint64 {
	var b uint64
	for _, r := range []int{rows / 2, rows - rows/2} {
		b += 16*(quarterEntries(n, r)+joinSlack) + 8*(Binomial(n, r)+1)
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
// table of that many rows.
func quarterEntries(n, rows int) uint64 {
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
func NewJoiner(n, from, rows int) *Joiner {
	nr := rows / 2
	edge := from + nr - 1
	return &Joiner{
		near: newQuarter(n, from, nr, edge),
		far:  newQuarter(n, from+nr, rows-nr, edge),
	}
}

// Scratch is one goroutine's room for [Joiner.List]: the far entries that
// spare the squares to avoid. The zero Scratch is ready.
type Scratch struct {
	pat, join []uint64
}

// List appends to dst the pattern of every placement of the half in
// exactly the columns cols that attacks no square of avoid (a pattern:
// the squares of row b taken by a queen placed outside both halves, if
// any). Its cost is one AND per candidate pair of a near and a far
// placement (about 7 candidates a placement kept at n = 16).
func (h *Joiner) List(dst []uint64, cols uint32, avoid uint64, scratch *Scratch) []uint64 {
	near, far := h.near, h.far
	var sub [32]uint32 // the columns of cols, lowest first
	m := 0
	for c := cols; c != 0; c &= c - 1 {
		sub[m] = c & -c
		m++
	}
	// Each subset of near.rows of the m columns goes to the near rows.
	var pick func(i, k int, e uint32)
	pick = func(i, k int, e uint32) {
		if k == 0 {
			rn, rf := colsRank(e), colsRank(cols&^e)
			fs, fe := far.start[rf], far.start[rf+1]
			if fs == fe {
				return
			}
			fpat, fjoin := far.pat[fs:fe], far.join[fs:fe]
			filtered := avoid == 0
			npat, njoin := near.pat[near.start[rn]:near.start[rn+1]], near.join[near.start[rn]:near.start[rn+1]]
			if sieveWide {
				if !filtered {
					scratch.pat, scratch.join = scratch.pat[:0], scratch.join[:0]
					for f, fp := range fpat {
						if fp&avoid == 0 {
							scratch.pat = append(scratch.pat, fp)
							scratch.join = append(scratch.join, fjoin[f])
						}
					}
					// joinBatch reads 3 entries past the end.
					scratch.pat = slices.Grow(scratch.pat, joinSlack)
					scratch.join = slices.Grow(scratch.join, joinSlack)
					fpat, fjoin = scratch.pat, scratch.join
				}
				dst = slices.Grow(dst, len(npat)*len(fjoin)+joinSlack)
				kept := joinBatch(dst[len(dst):cap(dst)], npat, njoin, avoid, fpat, fjoin)
				dst = dst[:len(dst)+kept]
				return
			}
			dst = slices.Grow(dst, len(npat)*len(fjoin))
			for a, p := range npat {
				j := njoin[a]
				if p&avoid != 0 {
					continue
				}
				if !filtered {
					// A third of the far entries attack the middle queen:
					// drop them once rather than for every near entry.
					filtered = true
					scratch.pat, scratch.join = scratch.pat[:0], scratch.join[:0]
					for f, fp := range fpat {
						if fp&avoid == 0 {
							scratch.pat = append(scratch.pat, fp)
							scratch.join = append(scratch.join, fjoin[f])
						}
					}
					fpat, fjoin = scratch.pat, scratch.join
				}
				// Branch-free: most candidates fail (6 in 7 at n = 16).
				out := dst[len(dst) : len(dst)+len(fjoin)]
				fpat := fpat[:len(fjoin)]
				kept := 0
				for f, fj := range fjoin {
					out[kept] = p | fpat[f]
					kept += int((j&fj - 1) >> 63)
				}
				dst = dst[:len(dst)+kept]
			}
			return
		}
		for ; i <= m-k; i++ {
			pick(i+1, k-1, e|sub[i])
		}
	}
	pick(0, near.rows, 0)
	return dst
}

// joinSlack is the room joinBatch needs past the end of its output, and
// may read past the end of its far entries (within their capacity).
const joinSlack = 4

// joinBatchGo is joinBatch in Go: for each near entry p, j (npat[i],
// njoin[i]) that spares avoid and each far entry fp, fj with j&fj == 0,
// it appends p|fp to out, which must have room for them, and returns
// their number.
func joinBatchGo(out, npat, njoin []uint64, avoid uint64, fpat, fjoin []uint64) int {
	kept := 0
	for a, p := range npat {
		if p&avoid != 0 {
			continue
		}
		j := njoin[a]
		for f, fj := range fjoin {
			if j&fj == 0 {
				out[kept] = p | fpat[f]
				kept++
			}
		}
	}
	return kept
}
