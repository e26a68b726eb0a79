package exact

import (
	"math/bits"
	"slices"
)

// This file holds the two halves of a meet-in-the-middle piece made by
// joining precomputed quarters, and the sieve that counts the compatible
// pairs of halves (see [MITMPlan]).
//
// Patterns here are compact: a queen d rows from the cut row b, in column
// c, sets bit c+d (if < n) and bit n+c-d (if c >= d) of its half's
// pattern, the squares of row b its two diagonals reach; a top and a
// bottom placement are compatible when the top pattern AND the bottom one,
// its two halves swapped, is zero.

// quarterRowsMax is the most rows a quarter table holds: a table of 5
// rows has about 10^6 entries at n = 21 (16 MiB), one of 6 rows 15 times
// more at n = 22, so halves of more than 10 rows are searched instead.
const quarterRowsMax = 5

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
	q.start = make([]uint32, binomial(n, rows)+1)
	mask := uint64(1)<<n - 1
	var walk func(r int, cols, left, right uint32, pat, join uint64, emit func(cols uint32, pat, join uint64))
	walk = func(r int, cols, left, right uint32, pat, join uint64, emit func(cols uint32, pat, join uint64)) {
		if r == rows {
			emit(cols, pat, join)
			return
		}
		d := from + r
		avail := uint32(mask) &^ (cols | left | right)
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
			walk(r+1, cols|bit, ((left|bit)<<1)&uint32(mask), (right|bit)>>1, pat|p, join|j, emit)
		}
	}
	walk(0, 0, 0, 0, 0, 0, func(cols uint32, _, _ uint64) { q.start[colsRank(cols)+1]++ })
	for r := 1; r < len(q.start); r++ {
		q.start[r] += q.start[r-1]
	}
	total := q.start[len(q.start)-1]
	// joinBatch reads up to joinSlack entries past a column set's.
	q.pat, q.join = make([]uint64, total, total+joinSlack), make([]uint64, total, total+joinSlack)
	next := make([]uint32, len(q.start)-1)
	copy(next, q.start)
	walk(0, 0, 0, 0, 0, 0, func(cols uint32, pat, join uint64) {
		r := colsRank(cols)
		q.pat[next[r]], q.join[next[r]] = pat, join
		next[r]++
	})
	return q
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

// halfJoiner lists the placements of one half (rows at distances
// from..from+near+far-1 of row b) in a given column set by joining the
// placements of its near rows with those of its far rows.
type halfJoiner struct {
	near, far *quarter
}

func newHalfJoiner(n, from, rows int) *halfJoiner {
	nr := rows / 2
	edge := from + nr - 1
	return &halfJoiner{
		near: newQuarter(n, from, nr, edge),
		far:  newQuarter(n, from+nr, rows-nr, edge),
	}
}

// joinScratch is one worker's room for the far entries that spare the
// middle queen.
type joinScratch struct {
	pat, join []uint64
}

// list appends to dst the compact pattern of every placement in exactly
// the columns cols that attacks no square of avoid (compact: the squares
// of row b taken by the middle queen, if any).
func (h *halfJoiner) list(dst []uint64, cols uint32, avoid uint64, scratch *joinScratch) []uint64 {
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

// sieve holds one half's patterns, bucketed by a few index bits and bit
// transposed: 64·lanes patterns a group, one row of lanes words a group
// per pattern bit (lane l holding patterns 64l..64l+63). A query visits
// only the groups of the buckets whose index bits it does not hit and, in
// each, ORs the rows of its other bits. With one lane a row is a uint64
// (pure Go); with four it is one 256-bit AVX2 vector (mitm_sieve_amd64.s),
// where one VPOR does the work of four ORs.
type sieve struct {
	n      int
	lanes  int     // words a row: 1, or sieveLanes on CPUs with AVX2
	lo, hi int     // the index bits: lo..lo+k/2-1 and hi..hi+k/2-1
	half   uint    // k/2
	rows   uint64  // the bits that have a word: not index bits, held by some pattern
	row    [64]int // row[b]: the word of bit b in a group
	stride int     // rows a group: the valid mask, zero, one per bit of rows
	bucket []int   // bucket v: groups bucket[v] .. bucket[v+1]-1
	// visit[visitAt[c] : visitAt[c+1]]: the first words of the groups a
	// query visits whose index bits are the complement of c.
	visit   []int32
	visitAt []int32
	words   []uint64
	fill    []int32
	sorted  []uint64   // the patterns in bucket order
	pos     [64]uint8  // count's rows of the query
	rowOff  [64]uint32 // rowOff[b]: the byte offset of the row of bit b in a group
}

// Rows of a group before the bits' rows.
const (
	sieveValid = iota // the group's patterns
	sieveZero         // always zero: pads a query's rows to a multiple of 4
	sieveBitRows
)

// build stores the patterns (compact, already in the querying half's
// orientation), using k index bits, k even, and lanes words a row (1 or
// sieveLanes). It costs about one store per bit of each pattern and 3^k
// steps to list the groups each query visits.
func (s *sieve) build(n int, pats []uint64, k, lanes int) {
	s.n = n
	s.lanes = lanes
	per := 64 * lanes // patterns a group
	s.half = uint(k / 2)
	s.lo = n/2 - k/4 - 1
	s.hi = n + n/2 - k/4 - 1
	m := uint64(1)<<s.half - 1
	var any uint64
	for _, p := range pats {
		any |= p
	}
	s.rows = any &^ (m<<s.lo | m<<s.hi)
	s.stride = sieveBitRows
	for r := s.rows; r != 0; r &= r - 1 {
		b := bits.TrailingZeros64(r)
		s.row[b] = s.stride
		s.rowOff[b] = uint32(8 * lanes * s.stride)
		s.stride++
	}
	nb := 1 << k
	if cap(s.fill) < nb {
		s.fill = make([]int32, nb)
		s.bucket = make([]int, nb+1)
		s.visitAt = make([]int32, nb+1)
	}
	s.fill, s.bucket, s.visitAt = s.fill[:nb], s.bucket[:nb+1], s.visitAt[:nb+1]
	clear(s.fill)
	ix := s.indexer()
	fill := s.fill
	for _, p := range pats {
		fill[ix.of(p)]++
	}
	g := 0
	for v := range nb {
		s.bucket[v] = g
		g += (int(s.fill[v]) + per - 1) / per
	}
	s.bucket[nb] = g
	gw := s.stride * lanes // words a group
	size := g * gw
	// A query reads a group through a *[sieveWindow]uint64 indexed by
	// uint8 rows, which needs no bounds check: the slice runs on past the
	// last group.
	if cap(s.words) < size+sieveWindow {
		s.words = make([]uint64, size+sieveWindow)
	}
	s.words = s.words[:size+sieveWindow]
	clear(s.words)
	// Order the patterns by bucket, then transpose each group: a 64 x 64
	// bit transpose for a group of sieveTransposeFrom patterns or more,
	// one bit at a time for fewer.
	if cap(s.sorted) < len(pats) {
		s.sorted = make([]uint64, len(pats))
	}
	sorted := s.sorted[:len(pats)]
	at := 0
	for v := range nb {
		c := int(s.fill[v])
		s.fill[v] = int32(at)
		at += c
	}
	for _, p := range pats {
		v := ix.of(p)
		sorted[fill[v]] = p
		fill[v]++
	}
	var block, tblock [64]uint64
	end := 0
	for v := range nb {
		start := end
		end = int(s.fill[v])
		for g := s.bucket[v]; start < end; g++ {
			w := s.words[g*gw : (g+1)*gw]
			for l := 0; l < lanes && start < end; l++ {
				group := sorted[start:min(start+64, end)]
				start += len(group)
				if len(group) < sieveTransposeFrom {
					for i, p := range group {
						bit := uint64(1) << i
						w[sieveValid*lanes+l] |= bit
						for q := p & s.rows; q != 0; q &= q - 1 {
							w[s.row[bits.TrailingZeros64(q)]*lanes+l] |= bit
						}
					}
					continue
				}
				for i, p := range group {
					block[i] = p | 1<<63 // bit 63 becomes the valid mask
				}
				clear(block[len(group):])
				t := transposeBits(&block, &tblock)
				w[sieveValid*lanes+l] = t[63]
				for q := s.rows; q != 0; q &= q - 1 {
					b := bits.TrailingZeros64(q)
					w[s.row[b]*lanes+l] = t[b]
				}
			}
		}
	}
	s.visit = s.visit[:0]
	for c := range nb {
		s.visitAt[c] = int32(len(s.visit))
		for v := c; ; v = (v - 1) & c {
			for g := s.bucket[v]; g < s.bucket[v+1]; g++ {
				s.visit = append(s.visit, int32(g*gw))
			}
			if v == 0 {
				break
			}
		}
	}
	s.visitAt[nb] = int32(len(s.visit))
}

// sieveWindow is the length of the window through which a query reads a
// group: rows are uint8, so no index needs a check.
const sieveWindow = 256

// sieveTransposeFrom is the fewest patterns a group transposes as a
// whole bit matrix (about 1,300 operations) rather than bit by bit.
const sieveTransposeFrom = 24

// transpose64 transposes a 64 x 64 bit matrix: bit j of word i goes to
// bit i of word j (swapping ever smaller off-diagonal blocks).
func transpose64(a *[64]uint64) {
	for j, m := 32, uint64(0x00000000FFFFFFFF); j != 0; j, m = j>>1, m^(m<<(j>>1)) {
		for k := 0; k < 64; k = (k + j + 1) &^ j {
			t := (a[k]>>j ^ a[k+j]) & m
			a[k] ^= t << j
			a[k+j] ^= t
		}
	}
}

// index returns a pattern's index bits.
func (s *sieve) index(p uint64) int { return s.indexer().of(p) }

// indexer holds the index bits' places in locals of the loops that use
// them (the sieve's fields are reloaded after every store through it).
type indexer struct {
	lo, hi, half uint
	mask         uint64
}

func (s *sieve) indexer() indexer {
	return indexer{uint(s.lo), uint(s.hi), s.half, uint64(1)<<s.half - 1}
}

func (ix indexer) of(p uint64) int {
	return int(p>>ix.lo&ix.mask | (p>>ix.hi&ix.mask)<<ix.half)
}

// count returns the number of stored patterns disjoint from q.
func (s *sieve) count(q uint64) uint64 {
	if s.lanes != 1 {
		return s.countWide([]uint64{q})
	}
	pos := &s.pos
	np := 0
	for r := q & s.rows; r != 0; r &= r - 1 {
		pos[np] = uint8(s.row[bits.TrailingZeros64(r)])
		np++
	}
	for np%4 != 0 {
		pos[np] = sieveZero
		np++
	}
	c := (1<<(2*s.half) - 1) &^ s.index(q)
	visit := s.visit[s.visitAt[c]:s.visitAt[c+1]]
	var total int
	switch np {
	case 8:
		p0, p1, p2, p3, p4, p5, p6, p7 := pos[0], pos[1], pos[2], pos[3], pos[4], pos[5], pos[6], pos[7]
		for _, base := range visit {
			w := (*[sieveWindow]uint64)(s.words[base : int(base)+sieveWindow])
			bad := w[p0] | w[p1] | w[p2] | w[p3] | w[p4] | w[p5] | w[p6] | w[p7]
			total += bits.OnesCount64(w[sieveValid] &^ bad)
		}
	case 12:
		p0, p1, p2, p3, p4, p5, p6, p7 := pos[0], pos[1], pos[2], pos[3], pos[4], pos[5], pos[6], pos[7]
		p8, p9, p10, p11 := pos[8], pos[9], pos[10], pos[11]
		for _, base := range visit {
			w := (*[sieveWindow]uint64)(s.words[base : int(base)+sieveWindow])
			bad := w[p0] | w[p1] | w[p2] | w[p3] | w[p4] | w[p5] | w[p6] | w[p7] | w[p8] | w[p9] | w[p10] | w[p11]
			total += bits.OnesCount64(w[sieveValid] &^ bad)
		}
	case 16:
		p0, p1, p2, p3, p4, p5, p6, p7 := pos[0], pos[1], pos[2], pos[3], pos[4], pos[5], pos[6], pos[7]
		p8, p9, p10, p11, p12, p13, p14, p15 := pos[8], pos[9], pos[10], pos[11], pos[12], pos[13], pos[14], pos[15]
		for _, base := range visit {
			w := (*[sieveWindow]uint64)(s.words[base : int(base)+sieveWindow])
			bad := w[p0] | w[p1] | w[p2] | w[p3] | w[p4] | w[p5] | w[p6] | w[p7] |
				w[p8] | w[p9] | w[p10] | w[p11] | w[p12] | w[p13] | w[p14] | w[p15]
			total += bits.OnesCount64(w[sieveValid] &^ bad)
		}
	default:
		for _, base := range visit {
			w := (*[sieveWindow]uint64)(s.words[base : int(base)+sieveWindow])
			var bad uint64
			for i := 0; i < np; i += 4 {
				bad |= w[pos[i]] | w[pos[i+1]] | w[pos[i+2]] | w[pos[i+3]]
			}
			total += bits.OnesCount64(w[sieveValid] &^ bad)
		}
	}
	return uint64(total)
}

// sieveLanes is the words a row of a wide sieve: 4, one AVX2 vector.
const sieveLanes = 4

// countAll returns the number of pairs of a query of qs and a stored
// pattern that are disjoint.
func (s *sieve) countAll(qs []uint64) uint64 {
	if s.lanes != 1 {
		return s.countWide(qs)
	}
	var total uint64
	for _, q := range qs {
		total += s.count(q)
	}
	return total
}

// wideRows stores in offs the byte offsets in a group of the rows of q's
// bits in a wide sieve, padded with the zero row to an even number, at
// least two, and returns their number.
func (s *sieve) wideRows(q uint64, offs *[66]uint32) int {
	np := 0
	for r := q & s.rows; r != 0; r &= r - 1 {
		offs[np&63] = s.rowOff[bits.TrailingZeros64(r)]
		np++
	}
	zero := uint32(8 * s.lanes * sieveZero)
	offs[np&63], offs[np&63+1] = zero, zero
	np += np & 1
	return max(np, 2)
}

// countWideGo is countWide in Go: the reference for the assembly, and
// the path of CPUs without AVX2.
func (s *sieve) countWideGo(qs []uint64) uint64 {
	var offs [66]uint32
	lanes := s.lanes
	full := 1<<(2*s.half) - 1
	var total int
	for _, q := range qs {
		np := s.wideRows(q, &offs)
		c := full &^ s.index(q)
		for _, base := range s.visit[s.visitAt[c]:s.visitAt[c+1]] {
			w := s.words[base : int(base)+s.stride*lanes]
			for l := range lanes {
				var bad uint64
				for _, o := range offs[:np] {
					bad |= w[int(o)/8+l]
				}
				total += bits.OnesCount64(w[sieveValid*lanes+l] &^ bad)
			}
		}
	}
	return uint64(total)
}
