package mitm

import (
	"math"
	"math/bits"
)

// Sieve holds one list of patterns, bucketed by a few index bits and bit
// transposed: 64·lanes patterns a group, one row of lanes words a group
// per pattern bit (lane l holding patterns 64l..64l+63). A query visits
// only the groups of the buckets whose index bits it does not hit and, in
// each, ORs the rows of its other bits. With one lane a row is a uint64
// (pure Go); with four it is one 256-bit AVX2 vector (kernel_amd64.s),
// where one VPOR does the work of four ORs, and the rows are chunk tables
// instead: one row per value of each 4 bits (see layChunks), so a query
// ORs one row per 4 bits. The zero Sieve is empty and
// ready to [Sieve.Build]; a built one is reused by the next Build, which
// keeps its buffers.
type Sieve struct {
	lanes  int     // words a row: 1, or sieveLanes on CPUs with AVX2
	lo, hi int     // the index bits: lo..lo+k/2-1 and hi..hi+k/2-1
	half   uint    // k/2
	rows   uint64  // the bits that have a word: not index bits, held by some pattern
	valid  int     // the bit of the transposed block that marks the group's patterns
	row    [64]int // row[b]: the word of bit b in a group
	stride int     // rows a group: the valid mask, zero, one per bit of rows
	bucket []int   // bucket v: groups bucket[v] .. bucket[v+1]-1
	// visit[visitAt[2c] : visitAt[2c+2]]: the first words of the groups
	// a query visits whose index bits are the complement of c, those
	// whose pairs weigh 2 (see Index.Weights) before visitAt[2c+1].
	visit   []int32
	visitAt []int32
	weights *Weights
	classAt [2]uint // the class bits' places in an index value
	words   []uint64
	fill    []int32
	sorted  []uint64 // the patterns in bucket order
	which   []uint16 // the bucket of each pattern of the list built
	// A Prepared list: sorted by bucket, bucket v at
	// prepared[preparedAt[v]:preparedAt[v+1]].
	prepared   []uint64
	preparedAt []int32
	pos        [64]uint8  // count's rows of the query
	rowOff     [64]uint32 // rowOff[b]: the byte offset of the row of bit b in a group
	// A wide sieve's rows are chunk tables. A pattern's bits other than
	// the index bits, packed (see dense), are cut into chunks of 4 (the
	// last maybe fewer); chunk j holds, for each value e of its bits, the
	// OR of their bit rows (zero for e = 0), at row 2+16j+e of a group.
	chunks  [sieveChunksMost]sieveChunk
	nchunks int
	dense   uint64 // the packed bits the chunks cover
}

// sieveChunk is one chunk of a wide sieve's rows; the assembly knows its
// layout (16 bytes: shift, mask, base).
type sieveChunk struct {
	shift, mask uint32 // a query's value of the chunk: dense(q)>>shift & mask
	base        uint32 // the byte offset in a group of value 0: (2+16j)·32
	_           uint32
}

// denser packs the bits of a pattern other than the index bits: bits
// below the first index run stay, those between the runs move down by
// half, those above the second by 2·half.
type denser struct {
	m0, m1, m2 uint64
	half       uint
}

func (s *Sieve) denser() denser {
	below := uint64(1)<<uint(s.lo) - 1
	between := uint64(1)<<(uint(s.hi)-s.half) - 1
	return denser{m0: below & s.dense, m1: between &^ below & s.dense, m2: ^between & s.dense, half: s.half}
}

func (d denser) of(q uint64) uint64 {
	return q&d.m0 | q>>d.half&d.m1 | q>>(2*d.half)&d.m2
}

// sieveChunkBits is the most bits a chunk of a wide sieve covers: a query
// then ORs one row per chunk it touches (about 7 at n = 18) instead of one
// per bit (about 13), and a group holds 15 rows per 4 bits instead of 4
// ("four Russians"; 3 and 5 measured slower at n = 16..20).
const sieveChunkBits = 4

// sieveChunksMost is the most chunks of a wide sieve: 64 bits.
const sieveChunksMost = 16

// Index says which bits of a pattern bucket a [Sieve]: k of them, k even,
// in two runs of k/2 bits ending about at the centres Lo and Hi (bits
// Lo-k/4 .. Lo-k/4+k/2-1, and the same from Hi). The best index bits are
// those a query and a stored pattern both hold often (a query then skips
// the buckets that hold them): the central squares of a row, for a row's
// attack masks. Most bounds k (the lists of groups a query visits grow as
// (3/2)^k); 0 means 12.
type Index struct {
	Lo, Hi int
	Most   int
	// Weights, when not nil, weighs the pairs by their classes: a
	// pattern's class is its bit Lo (class bit 0) and its bit Hi (class
	// bit 1), and a disjoint pair of a query of class a and a stored
	// pattern of class b counts Weights[a][b] times, 0, 1 or 2 (the
	// pairs of weight 0 are not even visited). The table must be
	// symmetric: a pairer stores the longer list, whichever it is.
	Weights *Weights
}

// Weights is the weight of a pair by the classes of its two patterns
// (see [Index]).
type Weights [4][4]uint8

// weight returns the weight of a pair of patterns p and q: 1 without a
// table.
func (ix Index) weight(p, q uint64) uint64 {
	if ix.Weights == nil {
		return 1
	}
	return uint64(ix.Weights[ix.class(p)][ix.class(q)])
}

// class returns the class of a pattern: its bits Lo and Hi.
func (ix Index) class(p uint64) int {
	return int(p>>uint(ix.Lo)&1 | p>>uint(ix.Hi)&1<<1)
}

// RowIndex is the Index of the row patterns of an n-column board: two
// masks of n bits, the second from bit n (see the package doc).
func RowIndex(n int) Index { return Index{Lo: n/2 - 1, Hi: n + n/2 - 1} }

// bitsFor returns the index bits of a sieve of size patterns, lanes words a
// row: about one bucket per sieveBucket·lanes patterns, at most ix.Most
// (12 when 0), and never a run below bit 0.
func (ix Index) bitsFor(size, lanes int) int {
	most := ix.Most
	if most == 0 {
		most = 12
	}
	k := 0
	for k+2 <= most && size>>(k+2) >= sieveBucket*lanes && ix.Lo >= (k+2)/4 && ix.Hi-ix.Lo >= (k+2)/2 {
		k += 2
	}
	return k
}

// bitsAt returns k, or 2 when k is 0 and the sieve needs index bits:
// for the valid mark, a bit that is not a row, when the patterns held,
// any, take every bit; for the classes of weighted pairs.
func (ix Index) bitsAt(k int, any uint64) int {
	if k == 0 && (any == ^uint64(0) || ix.Weights != nil) {
		return 2
	}
	return k
}

// sieveBucket is about the patterns a bucket holds per word of a row: 32
// (one per 16 or per 64 measured no faster), 128 in a wide sieve (one per
// 64 or per 256 measured no faster at n = 18).
const sieveBucket = 32

// rowLanes is the words a row of the sieves [Sieve.Build] makes here: 4 (one
// AVX2 vector) on amd64 CPUs with AVX2, unless built with the purego or
// noasm tag; 1 elsewhere.
func rowLanes() int {
	if sieveWide {
		return sieveLanes
	}
	return 1
}

// Build stores the patterns pats (already in the querying list's
// orientation: a stored p and a query q are compatible when p&q == 0),
// with the index bits ix chooses for their number and rowLanes words a
// row. It costs about one store per bit of each pattern and 3^k steps to
// list the groups each query visits; memory is about 8 bytes a pattern
// twice, plus the lists of groups (4 bytes a group and a query's index
// value whose bucket it is a subset of: about (3/2)^k words a group).
func (s *Sieve) Build(pats []uint64, ix Index) { s.buildExcept(pats, ix, 0) }

// buildExcept is Build for the patterns p of pats that spare except
// (p&except == 0), the others left out: one list serves several sieves
// without a copy a sieve (the bottom halves of a cross piece, one sieve a
// middle queen).
func (s *Sieve) buildExcept(pats []uint64, ix Index, except uint64) {
	lanes := rowLanes()
	kp := keptOf(pats, except)
	s.store(pats, kp, ix, ix.bitsFor(kp.n, lanes), lanes)
}

// Prepare sorts pats by the buckets of a sieve of about size patterns
// indexed by ix, once, for the [Sieve.BuildPrepared] calls that follow:
// each builds a sieve of the patterns of pats that spare a mask, without
// computing their buckets again (the bottom halves of a cross piece, one
// sieve a middle queen). The sieve keeps its own sorted copy.
func (s *Sieve) Prepare(pats []uint64, ix Index, size int) {
	lanes := rowLanes()
	kp := keptOf(pats, 0)
	k := ix.bitsAt(ix.bitsFor(size, lanes), kp.any)
	s.layout(ix, k, lanes, kp.any)
	nb := 1 << k
	s.sizeBuckets(nb)
	which := s.buckets(pats, 0)
	if cap(s.prepared) < len(pats) {
		s.prepared = make([]uint64, len(pats))
	}
	s.prepared = s.prepared[:len(pats)]
	if cap(s.preparedAt) < nb+1 {
		s.preparedAt = make([]int32, nb+1)
	}
	s.preparedAt = s.preparedAt[:nb+1]
	at := int32(0)
	for v := range nb {
		s.preparedAt[v] = at
		at += s.fill[v]
		s.fill[v] = s.preparedAt[v]
	}
	s.preparedAt[nb] = at
	for i, p := range pats {
		v := which[i]
		s.prepared[s.fill[v]] = p
		s.fill[v]++
	}
}

// BuildPrepared builds the sieve of the patterns of the last
// [Sieve.Prepare]d list that spare except, in one pass over them.
func (s *Sieve) BuildPrepared(except uint64) {
	nb := len(s.preparedAt) - 1
	if cap(s.sorted) < len(s.prepared)+spareSlack {
		s.sorted = make([]uint64, len(s.prepared)+spareSlack)
	}
	sorted := s.sorted[:len(s.prepared)+spareSlack]
	n := 0
	for v := range nb {
		n += spare(sorted[n:], s.prepared[s.preparedAt[v]:s.preparedAt[v+1]], except)
		s.fill[v] = int32(n) // the end of bucket v
	}
	s.place(sorted[:n], nb)
}

// spareSlack is the room past its words that spare needs in dst.
const spareSlack = 3

// spareGo is spare in Go.
func spareGo(dst, src []uint64, except uint64) int {
	n := 0
	for _, p := range src {
		if p&except == 0 {
			dst[n] = p
			n++
		}
	}
	return n
}

// kept is what a sieve keeps of a list: the patterns that spare except,
// n of them, holding the bits any.
type kept struct {
	except, any uint64
	n           int
}

func keptOf(pats []uint64, except uint64) kept {
	k := kept{except: except}
	if except == 0 {
		for _, p := range pats {
			k.any |= p
		}
		k.n = len(pats)
		return k
	}
	for _, p := range pats {
		if p&except == 0 {
			k.any |= p
			k.n++
		}
	}
	return k
}

// Rows of a group before the bits' rows.
const (
	sieveValid = iota // the group's patterns
	sieveZero         // always zero: pads a query's rows to a multiple of 4
	sieveBitRows
)

// build is Build with k index bits (k even) and lanes words a row (1 or
// sieveLanes).
func (s *Sieve) build(pats []uint64, ix Index, k, lanes int) {
	s.store(pats, keptOf(pats, 0), ix, k, lanes)
}

// store is build for the patterns kp keeps of pats.
func (s *Sieve) store(pats []uint64, kp kept, ix Index, k, lanes int) {
	k = ix.bitsAt(k, kp.any)
	s.layout(ix, k, lanes, kp.any)
	nb := 1 << k
	s.sizeBuckets(nb)
	fill := s.fill
	which := s.buckets(pats, kp.except)
	// Order the patterns by bucket, fill[v] becoming the end of bucket v.
	if cap(s.sorted) < kp.n {
		s.sorted = make([]uint64, kp.n)
	}
	sorted := s.sorted[:kp.n]
	at := 0
	for v := range nb {
		c := int(fill[v])
		fill[v] = int32(at)
		at += c
	}
	for i, p := range pats {
		if v := which[i]; v != sieveLeftOut {
			sorted[fill[v]] = p
			fill[v]++
		}
	}
	s.place(sorted, nb)
}

// sizeBuckets makes room for nb buckets.
func (s *Sieve) sizeBuckets(nb int) {
	if cap(s.fill) < nb {
		s.fill = make([]int32, nb)
		s.bucket = make([]int, nb+1)
		s.visitAt = make([]int32, 2*nb+1)
	}
	s.fill, s.bucket, s.visitAt = s.fill[:nb], s.bucket[:nb+1], s.visitAt[:2*nb+1]
}

// place lays out the groups of the patterns sorted by bucket, s.fill[v]
// the end of bucket v in sorted, transposes them and lists the visits.
func (s *Sieve) place(sorted []uint64, nb int) {
	per := 64 * s.lanes // patterns a group
	g, start := 0, 0
	for v := range nb {
		s.bucket[v] = g
		g += (int(s.fill[v]) - start + per - 1) / per
		start = int(s.fill[v])
	}
	s.bucket[nb] = g
	gw := s.stride * s.lanes // words a group
	size := g * gw
	// A query reads a group through a *[sieveWindow]uint64 indexed by
	// uint8 rows, which needs no bounds check: the slice runs on past the
	// last group.
	if cap(s.words) < size+sieveWindow {
		s.words = make([]uint64, size+sieveWindow)
	}
	s.words = s.words[:size+sieveWindow]
	clear(s.words)
	s.transpose(sorted, nb, gw)
	s.listVisits(nb, gw)
}

// layout sets the index bits (k of them, ix's runs), the rows of the
// bits any holds outside them, and a group's rows.
func (s *Sieve) layout(ix Index, k, lanes int, any uint64) {
	s.lanes = lanes
	s.half = uint(k / 2)
	s.lo = ix.Lo - k/4
	s.hi = ix.Hi - k/4
	m := uint64(1)<<s.half - 1
	s.rows = any &^ (m<<s.lo | m<<s.hi)
	s.valid = bits.TrailingZeros64(^s.rows)
	s.weights = ix.Weights
	s.classAt = [2]uint{uint(ix.Lo - s.lo), s.half + uint(ix.Hi-s.hi)}
	if lanes == sieveLanes {
		s.layChunks(any)
		return
	}
	s.stride = sieveBitRows
	for r := s.rows; r != 0; r &= r - 1 {
		b := bits.TrailingZeros64(r)
		s.row[b] = s.stride
		s.rowOff[b] = uint32(8 * lanes * s.stride)
		s.stride++
	}
}

// sieveLeftOut marks in buckets' answer a pattern the sieve leaves out.
const sieveLeftOut = 0xffff

// buckets returns the bucket of each pattern of pats (sieveLeftOut for
// those that hit except) and counts the patterns of each in s.fill.
func (s *Sieve) buckets(pats []uint64, except uint64) []uint16 {
	if cap(s.which) < len(pats) {
		s.which = make([]uint16, len(pats))
	}
	which := s.which[:len(pats)]
	fill := s.fill
	clear(fill)
	if except == 0 {
		bucketsAll(which, pats, fill, s.indexer())
		return which
	}
	idx := s.indexer()
	for i, p := range pats {
		v := uint16(sieveLeftOut)
		if p&except == 0 {
			v = uint16(idx.of(p))
			fill[v]++
		}
		which[i] = v
	}
	return which
}

// bucketsAll is buckets for a whole list, in a loop of its own (its
// locals in registers: twice as fast).
func bucketsAll(which []uint16, pats []uint64, fill []int32, idx indexer) {
	lo, hi, half, mask := idx.lo&63, idx.hi&63, idx.half&63, idx.mask
	which = which[:len(pats)]
	for i, p := range pats {
		v := uint16(p>>lo&mask | (p>>hi&mask)<<half)
		fill[v]++
		which[i] = v
	}
}

// transpose writes the groups of the sorted patterns, gw words each: a
// 64 x 64 bit transpose for a lane of sieveTransposeFrom patterns or
// more, one bit at a time for fewer.
func (s *Sieve) transpose(sorted []uint64, nb, gw int) {
	if s.lanes == sieveLanes {
		s.transposeWide(sorted, nb, gw)
		return
	}
	lanes := s.lanes
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
				mark := uint64(1) << s.valid // not a row: it becomes the valid mask
				for i, p := range group {
					block[i] = p&s.rows | mark
				}
				clear(block[len(group):])
				t := transposeBits(&block, &tblock)
				w[sieveValid*lanes+l] = t[s.valid]
				for q := s.rows; q != 0; q &= q - 1 {
					b := bits.TrailingZeros64(q)
					w[s.row[b]*lanes+l] = t[b]
				}
			}
		}
	}
}

// layChunks cuts the packed row bits of a wide sieve (up to the highest
// a stored pattern holds) into chunks of 4 and lays out a group: the
// valid mask, the zero row, then each chunk's 2^w rows.
func (s *Sieve) layChunks(any uint64) {
	const rowBytes = 8 * sieveLanes
	s.dense = ^uint64(0)
	d := 64 - bits.LeadingZeros64(s.denser().of(any&s.rows))
	s.dense = uint64(1)<<d - 1
	s.nchunks = 0
	s.stride = sieveBitRows
	for b := 0; b < d; b += sieveChunkBits {
		w := min(d-b, sieveChunkBits)
		s.chunks[s.nchunks] = sieveChunk{shift: uint32(b), mask: 1<<w - 1, base: uint32(s.stride) * rowBytes}
		s.nchunks++
		s.stride += 1 << w
	}
}

// transposeWide writes the groups of a wide sieve: the bit rows of a
// group's four lanes (a 64 x 64 bit transpose a lane of
// sieveTransposeFrom patterns or more, one bit at a time for fewer), then
// its chunk tables from them.
func (s *Sieve) transposeWide(sorted []uint64, nb, gw int) {
	var block, tblock [64]uint64
	var rows [64][sieveLanes]uint64 // rows[dense(b)][l]: lane l's patterns holding bit b
	var at [64]uint8                // at[b]: dense(b), for the bits of s.rows
	dn := s.denser()
	for q := s.rows; q != 0; q &= q - 1 {
		b := bits.TrailingZeros64(q)
		at[b] = uint8(bits.TrailingZeros64(dn.of(1 << b)))
	}
	mark := uint64(1) << s.valid // not a row: it becomes the valid mask
	end := 0
	for v := range nb {
		start := end
		end = int(s.fill[v])
		for g := s.bucket[v]; start < end; g++ {
			w := s.words[g*gw : (g+1)*gw]
			clear(rows[:])
			for l := 0; l < sieveLanes && start < end; l++ {
				group := sorted[start:min(start+64, end)]
				start += len(group)
				if len(group) < sieveTransposeFrom {
					for i, p := range group {
						bit := uint64(1) << i
						w[sieveValid*sieveLanes+l] |= bit
						for q := p & s.rows; q != 0; q &= q - 1 {
							rows[at[bits.TrailingZeros64(q)]][l] |= bit
						}
					}
					continue
				}
				for i, p := range group {
					block[i] = p&s.rows | mark
				}
				clear(block[len(group):])
				t := transposeBits(&block, &tblock)
				w[sieveValid*sieveLanes+l] = t[s.valid]
				for q := s.rows; q != 0; q &= q - 1 {
					b := bits.TrailingZeros64(q)
					rows[at[b]][l] = t[b]
				}
			}
			expandChunks(w, &rows, &s.chunks, s.nchunks)
		}
	}
}

// listVisits lists, for each of the nb values c of a query's spared index
// bits, the first words of the groups of the buckets inside c: first
// those whose pairs weigh 2, then those whose pairs weigh 1.
func (s *Sieve) listVisits(nb, gw int) {
	s.visit = s.visit[:0]
	for c := range nb {
		for i, w := range [2]int{2, 1} {
			s.visitAt[2*c+i] = int32(len(s.visit))
			for v := c; ; v = (v - 1) & c {
				if s.visitWeight(c, v) == w {
					for g := s.bucket[v]; g < s.bucket[v+1]; g++ {
						s.visit = append(s.visit, int32(g*gw))
					}
				}
				if v == 0 {
					break
				}
			}
		}
	}
	s.visitAt[2*nb] = int32(len(s.visit))
}

// visitWeight returns the weight of the pairs of a query whose spared
// index bits are c and the patterns of bucket v (inside c): 1 without
// weights.
func (s *Sieve) visitWeight(c, v int) int {
	if s.weights == nil {
		return 1
	}
	a, b := s.classAt[0], s.classAt[1]
	query := (^c)>>a&1 | ((^c)>>b&1)<<1
	stored := v>>a&1 | (v>>b&1)<<1
	w := int(s.weights[query][stored])
	if w > 2 {
		panic("mitm: a pair's weight above 2")
	}
	return w
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
func (s *Sieve) index(p uint64) int { return s.indexer().of(p) }

// indexer holds the index bits' places in locals of the loops that use
// them (the sieve's fields are reloaded after every store through it).
type indexer struct {
	lo, hi, half uint
	mask         uint64
}

func (s *Sieve) indexer() indexer {
	return indexer{uint(s.lo), uint(s.hi), s.half, uint64(1)<<s.half - 1}
}

func (ix indexer) of(p uint64) int {
	return int(p>>ix.lo&ix.mask | (p>>ix.hi&ix.mask)<<ix.half)
}

// Count returns the number of pairs of a query of qs and a stored pattern
// that are disjoint: for each query, one OR of a row per bit it holds in
// each group of the buckets its index bits spare (see the package doc).
func (s *Sieve) Count(qs []uint64) uint64 {
	if len(s.visit) == 0 {
		return 0
	}
	if s.lanes != 1 {
		return s.countWide(qs)
	}
	var total uint64
	for _, q := range qs {
		total += s.count(q)
	}
	return total
}

// count returns the number of stored patterns disjoint from q.
func (s *Sieve) count(q uint64) uint64 {
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
	at := s.visitAt[2*c : 2*c+3]
	return 2*s.countRows(np, s.visit[at[0]:at[1]]) + s.countRows(np, s.visit[at[1]:at[2]])
}

// countRows returns the number of patterns of the groups visit lists
// that hold none of the np rows of s.pos (a multiple of 4).
func (s *Sieve) countRows(np int, visit []int32) uint64 {
	pos := &s.pos
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

// wideRows stores in offs the byte offsets in a group of q's rows in a
// wide sieve, one per chunk (the row of q's value of the chunk, maybe
// its zero row), padded with the zero row to an even number, at least
// two, and returns their number.
func (s *Sieve) wideRows(q uint64, offs *[sieveChunksMost + 2]uint32) int {
	d := s.denser().of(q)
	for j, c := range s.chunks[:s.nchunks] {
		offs[j] = c.base + uint32(d>>c.shift)&c.mask*(8*sieveLanes)
	}
	np := s.nchunks
	zero := uint32(8 * sieveLanes * sieveZero)
	offs[np], offs[np+1] = zero, zero
	np += np & 1
	return max(np, 2)
}

// countWideGo is countWide in Go: the reference for the assembly, and
// the path of CPUs without AVX2.
func (s *Sieve) countWideGo(qs []uint64) uint64 {
	var offs [sieveChunksMost + 2]uint32
	lanes := s.lanes
	full := 1<<(2*s.half) - 1
	var total int
	for _, q := range qs {
		np := s.wideRows(q, &offs)
		c := full &^ s.index(q)
		for i, weight := range [2]int{2, 1} {
			for _, base := range s.visit[s.visitAt[2*c+i]:s.visitAt[2*c+i+1]] {
				w := s.words[base : int(base)+s.stride*lanes]
				for l := range lanes {
					var bad uint64
					for _, o := range offs[:np] {
						bad |= w[int(o)/8+l]
					}
					total += weight * bits.OnesCount64(w[sieveValid*lanes+l]&^bad)
				}
			}
		}
	}
	return uint64(total)
}

// expandChunksGo is expandChunks in Go: it writes a group's chunk tables
// from its bit rows (rows[b][l]: lane l's patterns holding bit b); the
// row of value e of a chunk is the row of e without its lowest bit ORed
// with the bit row of that bit.
func expandChunksGo(w []uint64, rows *[64][sieveLanes]uint64, chunks *[sieveChunksMost]sieveChunk, nchunks int) {
	for _, c := range chunks[:nchunks] {
		at := int(c.base) / 8 // the words of value 0
		for e := 1; e <= int(c.mask); e++ {
			low := e & -e
			v := rows[int(c.shift)+bits.TrailingZeros(uint(low))]
			for l := range sieveLanes {
				w[at+e*sieveLanes+l] = v[l] | w[at+(e&^low)*sieveLanes+l]
			}
		}
	}
}

// SieveBytes returns an upper estimate of the memory of a [Sieve] of size
// patterns of at most rowBits bits each, indexed by ix: the patterns in
// bucket order (8 bytes each), its groups of 64 (2+rowBits words each, at
// most one per 64 patterns plus one per bucket), its buckets (16 bytes
// each) and the lists of groups a query visits: a group of bucket v is in
// 2^(k-|v|) of them, (2-p)^k on average when an index bit is set with
// probability p, taken as 1.75^k (p = 1/4; 1.45^k measured at n = 24).
// A wide sieve (AVX2) has 4 times fewer buckets and groups of 256
// patterns with 2+16·ceil(rowBits/4) rows of 4 words (chunk tables):
// about 4 times the words, counted when it is the larger.
func SieveBytes(size, rowBits int, ix Index) uint64 {
	k := ix.bitsFor(size, 1)
	buckets := uint64(1) << k
	groups := uint64(size)/64 + buckets
	visits := min(float64(buckets), math.Pow(1.75, float64(k)))
	words := groups*uint64(rowBits+2) + sieveWindow
	wide := (uint64(size)/256 + buckets/4 + 1) * sieveLanes * uint64(sieveBitRows+16*((rowBits+3)/4))
	return 8*max(words, wide) + 4*uint64(float64(groups)*visits) + 16*buckets + 8*uint64(size)
}
