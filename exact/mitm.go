package exact

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens/internal/cputime"
	"github.com/nqueens/nqueens/internal/stream"
	"github.com/nqueens/nqueens/longrun"
	"github.com/nqueens/nqueens/mitm"
)

// MITM counts by meeting in the middle: the board is cut between two rows
// into a top and a bottom half (for odd n, the middle row's queen belongs
// to neither), the placements of each half are listed separately and the
// compatible pairs are counted, without building the solutions.
//
// A piece of the work fixes the set C of columns the top half uses (the
// bottom half uses the others) and, for odd n, the column x of the middle
// queen. Each placement of a half is kept only as its pattern: the squares
// its queens' diagonals reach in row b, the top half's row next to the cut
// (or the middle row), two n-bit masks in one uint64 (package mitm's row
// patterns). A top and a bottom placement are compatible exactly when
// their patterns, the bottom one's two masks swapped, are disjoint; rows
// and columns need no test, the halves use disjoint ones by construction.
//
// The halves' patterns are listed and paired by package mitm: up to
// n = 21 by joining quarter tables ([mitm.Joiner]), beyond by searching
// the rows ([mitm.Search]); the longer list of the piece goes into a
// [mitm.Sieve] and the other list queries it. At n = 16 the two halves'
// lists hold 7.8 million patterns; most of the time goes to the queries,
// the rest to the joins and to building the sieves. It is faster than
// [Fast] from n = 14 on, where it is the default; BENCHMARKS.md compares
// it with count-ref, the C reference.
//
// Symmetry: the top-bottom mirror maps a solution whose top half uses C to
// one whose top half uses the complement, and the left-right mirror maps C
// to its reverse (and x to n-1-x), so one column set of each orbit is
// counted and its count weighted by the orbit's size (1, 2 or 4).
//
// For even n the transposes are used too, through the long diagonals:
// a transpose keeps each long diagonal and moves the queen of one of them
// (the anti diagonal's, or the main one's) to the other half. So the
// solutions whose two long diagonals' queens are in one half are as many
// as those whose queens are in different halves: the first are not
// counted, the second twice. The sieve sees a half's long diagonals in
// two of its index bits (row b's squares h-1 and, in the second mask, h)
// and skips the pairs of weight 0 ([mitm.Index] Weights): a quarter of
// the group visits at n = 16 and 18. The weights are the same for a
// piece's images under the mirrors, so the orbits' weights stand.
//
// For odd n = 2h+1 all eight symmetries are used, through the cross of the
// middle row and the middle column: their two queens stand at (h, x) and
// (y, h), both at the centre or neither (and then |x-h| != |y-h|, or they
// would share a diagonal). The symmetries act on (x-h, y-h) by changing
// signs and swapping, so every solution with its queens off the centre
// has exactly one image with x < y < h: those are counted, 8 times. A
// piece is then a column set D of the bottom half (rows h+1..n-1,
// without column h): its bottom placements are listed once, and for each
// middle column x < h-1 outside D the top half takes the other columns,
// h among them, with column h's queen in a row y between x and h, which
// the quarter tables list directly ([mitm.Joiner.ListBefore]). These
// pieces pair half the patterns that pieces fixing x alone would, and
// each bottom list serves several x. The centre (x = y = h) keeps the
// pieces above. At n = 17 a count takes half the processor time it took
// with pieces fixing x alone.
//
// Unique solutions follow from Burnside's lemma: the number of orbits is
// the average over the 8 symmetries of the solutions each fixes. For n > 1
// no solution is fixed by a reflection (a queen and its mirror image share
// a row, a column or a diagonal, and queens on the axis share a line), so
// unique = (total + F180 + 2·F90) / 8, where F180 and F90 are the solutions
// a half turn and a quarter turn fix. Both are small searches of their own
// (a half-turn-symmetric solution is fixed by its top half, a quarter-turn
// one by a quarter of its queens), made by the plan's last piece.

// MITMPlan is the deterministic list of the meet-in-the-middle pieces for
// one n, with the same methods as [Plan], so shards, checkpoints and
// resume work on it alike. Piece i is independent of every other piece.
//
// What a piece reports (its [longrun.TaskCount]): Total is its share of the total
// count (already weighted by its symmetry orbit); Unique is its share of
// Burnside's sum, which is 8 times the unique count. The Unique fields of
// all pieces therefore add up to 8·unique, not to unique: [MITMPlan.Result]
// turns the sums into the two counts (and checks the division).
type MITMPlan struct {
	N      int
	pieces []mitmPiece
	// The quarter tables, built by the first Run and kept for the next
	// (an estimate runs one piece at a time; at n = 20 the tables take
	// longer to build than a piece to count).
	halvesOnce sync.Once
	halves     *mitmHalves
	meeters    sync.Pool // workers' state, with its buffers, kept for the next Run
}

// mitmPiece is one column set of the top half (and for odd n the middle
// queen's column), weighted by the number of column sets its symmetry
// orbit holds; or, cross, a column set of the bottom half of an odd n
// (see [MITM], the cross), weight 8. burnside marks the extra piece
// counting F180 and F90.
type mitmPiece struct {
	cols     uint32 // the columns of the top half; of the bottom half with cross
	x        int8   // the middle queen's column (odd n), else -1
	weight   uint8  // 1, 2, 4 or 8
	cross    bool
	burnside bool
}

// crossColumns returns the middle row's columns x a cross piece of n
// with bottom columns d takes: x < h-1 (a row y with x < y < h is left
// for the middle column's queen), outside d.
func crossColumns(n int, d uint32) uint32 {
	h := n / 2
	return (uint32(1)<<max(h-1, 0) - 1) &^ d
}

// newMITMPlan lists the pieces for n, 1 <= n <= 32: about C(n, n/2)/4
// column sets for even n and 5/4 · C(n-1, (n-1)/2) for odd n (the cross
// and the centre), plus the Burnside piece (12,284 pieces at n = 18, 0.9
// million at n = 23, 13 million at n = 27: 8 bytes each, milliseconds to
// list at n = 18, seconds at n = 27). The list depends only on n;
// [MITMPlan.Checksum] identifies it.
func newMITMPlan(n int) (*MITMPlan, error) {
	if n < 1 || n > mitmMaxN {
		return nil, badSize(fmt.Sprintf("n = %d, method %s takes 1..%d", n, MITM, mitmMaxN))
	}
	p := &MITMPlan{N: n}
	full := uint32(1)<<n - 1
	rev := func(c uint32) uint32 { return bits.Reverse32(c) >> (32 - n) }
	half := n / 2
	if n%2 == 0 {
		// Top half: rows 0..half-1, half columns.
		subsets(full, half, func(c uint32) {
			orbit := [4]uint32{c, full &^ c, rev(c), full &^ rev(c)}
			if canonical, w := orbitWeight(orbit[:]); canonical == c {
				p.pieces = append(p.pieces, mitmPiece{cols: c, x: -1, weight: uint8(w)})
			}
		})
	} else {
		// The cross: bottom column sets D (rows half+1..n-1) without the
		// middle column, each with the middle queens off the centre.
		rest := full &^ (1 << half)
		subsets(rest, half, func(d uint32) {
			if crossColumns(n, d) != 0 {
				p.pieces = append(p.pieces, mitmPiece{cols: d, x: -1, weight: 8, cross: true})
			}
		})
		// The centre: the middle row's queen in column half, top half
		// rows 0..half-1.
		subsets(rest, half, func(c uint32) {
			orbit := []uint32{c, rest &^ c, rev(c), rest &^ rev(c)}
			if canonical, w := orbitWeight(orbit); canonical == c {
				p.pieces = append(p.pieces, mitmPiece{cols: c, x: int8(half), weight: uint8(w)})
			}
		})
	}
	p.pieces = append(p.pieces, mitmPiece{x: -1, burnside: true})
	return p, nil
}

// subsets calls f with every subset of set that has k members, in a
// fixed order.
func subsets(set uint32, k int, f func(uint32)) {
	var rec func(rest, chosen uint32, k int)
	rec = func(rest, chosen uint32, k int) {
		if k == 0 {
			f(chosen)
			return
		}
		if bits.OnesCount32(rest) < k {
			return
		}
		low := rest & -rest
		rec(rest^low, chosen|low, k-1)
		rec(rest^low, chosen, k)
	}
	rec(set, 0, k)
}

// orbitWeight returns the smallest column set of an orbit and the number
// of distinct sets in it.
func orbitWeight(orbit []uint32) (uint32, int) {
	least, w := orbit[0], 0
	for i, c := range orbit {
		least = min(least, c)
		seen := false
		for _, d := range orbit[:i] {
			seen = seen || d == c
		}
		if !seen {
			w++
		}
	}
	return least, w
}

// Len returns the number of pieces.
func (p *MITMPlan) Len() int { return len(p.pieces) }

// Checksum identifies the piece list: an FNV-1a hash of the method, n,
// for even n "long diagonals" (what a piece counts changed) and every
// piece. Results of different lists are never merged.
func (p *MITMPlan) Checksum() uint64 {
	h := fnv.New64a()
	h.Write([]byte(MITM))
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(p.N))
	h.Write(b[:])
	if p.N%2 == 0 {
		// The pieces of even n are weighted by the long diagonals
		// (2026-11-28): their counts are not those of the lists before.
		h.Write([]byte("long diagonals"))
	}
	for _, pc := range p.pieces {
		binary.LittleEndian.PutUint32(b[:4], pc.cols)
		b[4], b[5] = byte(pc.x), pc.weight
		b[6] = 0
		if pc.burnside {
			b[6] = 1
		}
		if pc.cross {
			b[6] = 2
		}
		h.Write(b[:7])
	}
	return h.Sum64()
}

// Result turns the sums of the pieces' counts into the total and unique
// counts: sum.Total is the total; sum.Unique is Burnside's sum, 8 times
// the unique count. It fails when sum.Unique is not a multiple of 8, which
// the sum of every piece, intact, always is.
func (p *MITMPlan) Result(sum longrun.TaskCount) (total, unique uint64, err error) {
	if p.N == 1 {
		return 1, 1, nil
	}
	if sum.Unique%8 != 0 {
		return 0, 0, fmt.Errorf("exact: mitm n = %d: Burnside's sum %d is not a multiple of 8 (pieces missing or corrupted)", p.N, sum.Unique)
	}
	return sum.Total, sum.Unique / 8, nil
}

// Run counts the pieces whose indices are in todo (all when todo is nil)
// on workers goroutines (0: GOMAXPROCS), handing each the next piece as it
// becomes free. done is called once per finished piece, from one goroutine
// at a time. On cancel Run returns ctx's error promptly (within one piece,
// milliseconds up to n = 20); pieces not reported to done are not finished.
func (p *MITMPlan) Run(ctx context.Context, todo []int, workers int, done func(i int, c longrun.TaskCount)) error {
	if todo == nil {
		todo = make([]int, len(p.pieces))
		for i := range todo {
			todo[i] = i
		}
	}
	for _, i := range todo {
		if i < 0 || i >= len(p.pieces) {
			return fmt.Errorf("exact: mitm n = %d has pieces 0..%d, not %d", p.N, len(p.pieces)-1, i)
		}
	}
	p.halvesOnce.Do(func() { p.halves = newMITMHalves(p.N) })
	var (
		mu   sync.Mutex
		used []*meeter
	)
	defer func() {
		for _, m := range used {
			m.stop = nil
			p.meeters.Put(m)
		}
	}()
	return runTasks(ctx, len(p.pieces), todo, workers, func(stop *atomic.Bool) func(int) (longrun.TaskCount, bool) {
		m, _ := p.meeters.Get().(*meeter)
		if m == nil {
			m = newMeeter(p.N, p.halves)
		}
		m.stop = stop
		mu.Lock()
		used = append(used, m)
		mu.Unlock()
		return func(i int) (longrun.TaskCount, bool) { return m.piece(p.pieces[i]) }
	}, done)
}

// Estimate predicts the CPU time of all the pieces, in seconds, by
// timing pieces drawn with a fixed seed (without repeats) on a goroutine
// of its own, its thread held, for about budget and at least
// mitmEstimateMin pieces (all of them when that is quicker), the quarter
// tables built first and not timed. A piece is listed whole and a
// sixteenth or so of its queries counted, their time scaled to all
// (meeter.cost); it is timed by its thread's processor time where the
// system tells it (Linux), else by the wall clock. It makes *MITMPlan a
// [longrun.Estimator]. The Burnside piece is left out (a negligible part
// of the time from n = 18). It also returns the number of samples. It
// returns ctx's error as soon as ctx is done; the piece being timed (a
// few seconds at n = 24) then finishes alone, and nothing more starts.
func (p *MITMPlan) Estimate(ctx context.Context, budget time.Duration) (seconds float64, samples int, err error) {
	pieces := len(p.pieces) - 1 // the last is the Burnside piece
	if pieces <= 0 {
		return 0, 0, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	type result struct {
		seconds float64
		samples int
	}
	var stop atomic.Bool
	done := make(chan result, 1)
	go func() {
		s, k := p.timePieces(pieces, budget, &stop)
		done <- result{s, k}
	}()
	select {
	case r := <-done:
		if r.samples == 0 {
			return 0, 0, ctx.Err()
		}
		return r.seconds, r.samples, nil
	case <-ctx.Done():
		// A piece cannot be interrupted once timed (its listing at
		// n = 24 takes seconds): return now and let it finish alone.
		stop.Store(true)
		return 0, 0, ctx.Err()
	}
}

// timePieces is Estimate's work, on a goroutine of its own whose thread
// it holds: it times pieces until budget and mitmEstimateMin are reached
// or stop is set (looked at between pieces) and returns the scaled total
// and the number of pieces timed.
func (p *MITMPlan) timePieces(pieces int, budget time.Duration, stop *atomic.Bool) (seconds float64, samples int) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p.halvesOnce.Do(func() { p.halves = newMITMHalves(p.N) })
	m, _ := p.meeters.Get().(*meeter)
	if m == nil {
		m = newMeeter(p.N, p.halves)
	}
	defer p.meeters.Put(m)
	m.stop = nil
	order := stream.NewPCG(uint64(p.N), 3).Perm(pieces)
	begin := time.Now()
	var sum time.Duration
	for _, i := range order {
		if samples >= mitmEstimateMin && time.Since(begin) >= budget {
			break
		}
		if stop.Load() {
			return 0, 0
		}
		sum += m.cost(p.pieces[i])
		samples++
	}
	return sum.Seconds() / float64(samples) * float64(pieces), samples
}

// mitmEstimateMin is the fewest pieces an estimate times: pieces differ
// up to 5x in cost (n = 22 to 27), so one piece can miss by that much;
// with 8 the estimate stays within 2x of a pilot (BENCHMARKS.md).
const mitmEstimateMin = 8

// pieceTime returns the processor time f takes on the calling thread
// (held by the caller), or its wall time where the system does not tell
// a thread's time.
func pieceTime(f func()) time.Duration {
	t0, ok := cputime.Thread()
	w0 := time.Now()
	f()
	if t1, _ := cputime.Thread(); ok {
		return t1 - t0
	}
	return time.Since(w0)
}

// mitmHalves lists the placements of the two halves of a piece, read-only
// and shared by the workers of a run: by joining quarter tables up to
// n = 21, by searching beyond (top is nil then).
type mitmHalves struct {
	top, bottom *mitm.Joiner
}

func newMITMHalves(n int) *mitmHalves {
	rows := n / 2 // the top half's rows (even n); both halves' for odd n
	if n%2 == 1 {
		rows = (n - 1) / 2
	}
	if rows-rows/2 > mitm.QuarterRowsMax {
		return &mitmHalves{}
	}
	if n%2 == 1 {
		// Ordered by where the middle column's queen stands, for the
		// cross's top halves.
		h := mitm.NewLimitedJoiner(n, 1, rows, n/2)
		return &mitmHalves{top: h, bottom: h}
	}
	return &mitmHalves{top: mitm.NewJoiner(n, 0, rows), bottom: mitm.NewJoiner(n, 1, rows)}
}

// meeter is one worker's state: the two halves' patterns of a piece and
// the sieve of the longer list.
type meeter struct {
	n      int
	mask   uint32
	b      int // the row next to the cut: the top half's lowest row (even n) or the middle row (odd n)
	halves *mitmHalves
	top    []uint64 // the patterns of the top half's placements
	bottom []uint64 // the patterns of the bottom half's, halves swapped
	all    []uint64 // a cross piece's bottom half, before the middle queen
	sieve  mitm.Sieve
	stop   *atomic.Bool // set when the run is canceled; nil: never
}

func newMeeter(n int, halves *mitmHalves) *meeter {
	m := &meeter{n: n, mask: uint32(1)<<n - 1, halves: halves}
	if n%2 == 0 {
		m.b = n/2 - 1
	} else {
		m.b = n / 2
	}
	return m
}

// piece counts one piece; ok is false when the stop flag interrupted it.
func (m *meeter) piece(pc mitmPiece) (c longrun.TaskCount, ok bool) {
	if pc.burnside {
		f := burnsideTerms(m.n, m.stop)
		return longrun.TaskCount{Unique: f}, !m.stopped()
	}
	if m.n == 1 {
		return longrun.TaskCount{Total: 1, Unique: 1}, true
	}
	var count uint64
	done := m.pairings(pc, func(queries []uint64) bool {
		for len(queries) > 0 {
			if m.stopped() {
				return false
			}
			chunk := queries[:min(len(queries), mitmChunk)]
			queries = queries[len(chunk):]
			count += m.sieve.Count(chunk)
		}
		return true
	})
	if !done {
		return longrun.TaskCount{}, false
	}
	total := count * uint64(pc.weight)
	return longrun.TaskCount{Total: total, Unique: total}, true
}

// mitmChunk is the queries counted between two looks at the stop flag.
const mitmChunk = 4096

// pairings lists the halves of a piece (n > 1) and, for each pair of
// lists to pair (one, or one per middle column of a cross piece), stores
// the longer in the sieve and calls count with the other, the queries;
// it stops when count returns false, and returns whether it did not.
func (m *meeter) pairings(pc mitmPiece, count func(queries []uint64) bool) bool {
	if pc.cross {
		return m.cross(pc.cols, count)
	}
	n := m.n
	var cols uint32
	var avoid uint64 // the middle queen's squares of row b, compact
	from := 0        // the top half's distance from row b
	if pc.x >= 0 {
		cols = uint32(1) << pc.x
		avoid = uint64(cols) | uint64(cols)<<n
		from = 1
	}
	rows := n - 1 - m.b
	bottomCols := m.mask &^ pc.cols &^ cols
	if h := m.halves; h.top != nil {
		m.top = h.top.List(m.top[:0], pc.cols, avoid)
		m.bottom = h.bottom.List(m.bottom[:0], bottomCols, avoid)
	} else {
		m.top = mitm.Search(m.top[:0], n, pc.cols, from, rows, cols)
		m.bottom = mitm.Search(m.bottom[:0], n, bottomCols, 1, rows, cols)
	}
	m.swapBottom()
	return count(m.store(m.top, m.bottom))
}

// cross lists the bottom half of a cross piece (odd n, bottom columns d)
// once and, for each of its middle columns x, the top halves in the
// other columns whose middle column's queen stands nearer the middle row
// than x (distance below h-x), and the bottom placements that spare the
// middle queen; see pairings.
func (m *meeter) cross(d uint32, count func(queries []uint64) bool) bool {
	n, h := m.n, m.n/2
	if m.halves.top != nil {
		m.all = m.halves.bottom.List(m.all[:0], d, 0)
	} else {
		m.all = mitm.Search(m.all[:0], n, d, 1, h, 0)
	}
	swapMasks(m.all, n)
	prepared := false
	for xs := crossColumns(n, d); xs != 0; xs &= xs - 1 {
		x := bits.TrailingZeros32(xs)
		c := m.mask &^ d &^ (1 << x) // h among them
		avoid := uint64(1)<<x | uint64(1)<<(n+x)
		if m.halves.top != nil {
			m.top = m.halves.top.ListBefore(m.top[:0], c, avoid, h-x)
		} else {
			o := mitm.Outside{Middle: 1 << x, Col: 1 << h, Before: h - x}
			m.top = mitm.SearchBefore(m.top[:0], n, c, 1, h, o)
		}
		if len(m.top) == 0 {
			continue
		}
		// The bottom placements that spare the middle queen (swapped,
		// the two bits are still x in both masks) go into the sieve,
		// sorted by bucket once for all x.
		if !prepared {
			m.sieve.Prepare(m.all, sieveIndex(n), len(m.all)/2)
			prepared = true
		}
		m.sieve.BuildPrepared(avoid)
		queries := m.top
		if !count(queries) {
			return false
		}
	}
	return true
}

// swapBottom swaps the two masks of each bottom pattern: a bottom
// queen's up-left attack meets a top queen's down-right one.
func (m *meeter) swapBottom() { swapMasks(m.bottom, m.n) }

// swapMasks swaps the two n-bit masks of each pattern of pats (n < 64):
// in a loop of its own, its locals in registers (8 instructions a
// pattern, 22 with the meeter's fields).
func swapMasks(pats []uint64, n int) {
	s := uint(n) & 63
	low := uint64(1)<<s - 1
	for i, k := range pats {
		pats[i] = k>>s | (k&low)<<s
	}
}

// store builds the sieve of the longer of two lists and returns the
// other. The sieve costs about 14 bit stores a stored pattern to build
// and one OR per 4 bits per 256 stored patterns to query: it holds the
// longer list (storing the shorter measured slower).
func (m *meeter) store(top, bottom []uint64) []uint64 {
	stored, queries := bottom, top
	if len(top) > len(bottom) {
		stored, queries = top, bottom
	}
	m.sieve.Build(stored, sieveIndex(m.n))
	return queries
}

// cost returns the processor time a piece takes on the calling thread
// (held by the caller), without counting all of it: its halves are
// listed and its sieves built whole, and the queries of each pairing
// counted in mitmEstimateChunks chunks spread evenly over them, their
// time scaled to all (the queries are most of a large piece's time: 16 s
// of 17 at n = 24).
func (m *meeter) cost(pc mitmPiece) time.Duration {
	if pc.burnside || m.n == 1 {
		return pieceTime(func() { m.piece(pc) })
	}
	var sampled, scaled time.Duration
	t := pieceTime(func() {
		m.pairings(pc, func(queries []uint64) bool {
			chunks := (len(queries) + mitmChunk - 1) / mitmChunk
			every := max(1, chunks/mitmEstimateChunks)
			var q time.Duration
			counted := 0
			for c := 0; c < chunks; c += every {
				chunk := queries[c*mitmChunk : min(len(queries), (c+1)*mitmChunk)]
				q += pieceTime(func() { m.sieve.Count(chunk) })
				counted += len(chunk)
			}
			if counted > 0 {
				sampled += q
				scaled += time.Duration(float64(q) * float64(len(queries)) / float64(counted))
			}
			return true
		})
	})
	return t - sampled + scaled
}

// mitmEstimateChunks is the query chunks an estimate counts of a piece.
const mitmEstimateChunks = 16

// sieveIndex is the index of the sieves of n: the central squares of row
// b, up to 10 bits to n = 21 (more measured no faster) and 12 beyond,
// where a piece's lists hold millions of patterns (4x faster than 8 bits
// at n = 24).
func sieveIndex(n int) mitm.Index {
	ix := mitm.RowIndex(n)
	ix.Most = 10
	if n > 21 {
		ix.Most = 12
	}
	if n%2 == 0 {
		// Row b's squares on the long diagonals: the main one's in the
		// first mask, the anti one's in the second.
		ix.Hi = n + n/2
		ix.Weights = &longDiagonals
	}
	return ix
}

// longDiagonals weighs the pairs of halves of an even n by the long
// diagonals (see [MITM], the transposes): class bit 0 is a queen on the
// main diagonal, bit 1 one on the anti diagonal.
var longDiagonals = mitm.Weights{
	{1, 1, 1, 0},
	{1, 0, 2, 0},
	{1, 2, 0, 0},
	{0, 0, 0, 0},
}

func (m *meeter) stopped() bool { return m.stop != nil && m.stop.Load() }

// burnsideTerms returns F180 + 2·F90 for n > 1: the solutions a half turn
// fixes and twice those a quarter turn fixes (the work grows about ten
// times per two rows). When stop (if non-nil) is set it returns early with
// a meaningless result.
func burnsideTerms(n int, stop *atomic.Bool) uint64 {
	if n < 2 {
		return 0
	}
	var s symSearch
	s.n, s.stop = n, stop
	f180 := s.halfTurn(0, 0, 0, 0)
	var f90 uint64
	if n%4 == 0 || n%4 == 1 {
		for r := range s.row {
			s.row[r] = -1
		}
		if n%2 == 1 {
			m := n / 2
			s.put(m, m)
		}
		f90 = s.quarterTurn(0)
	}
	return f180 + 2*f90
}

// symSearch finds the solutions a rotation fixes. Diagonals are numbered
// r+c (anti) and r-c+n-1 (diag), 2n-1 of each, bits of a uint64.
type symSearch struct {
	n          int
	stop       *atomic.Bool
	row        [MaxN]int // row[r]: the column of row r's queen, or -1
	cols       uint32
	anti, diag uint64
}

// halfTurn counts the placements of rows r..n-1-r that a half turn maps
// onto themselves, given those of the rows outside them.
func (s *symSearch) halfTurn(r int, cols uint32, anti, diag uint64) uint64 {
	n := s.n
	if 2*r >= n-1 {
		if 2*r == n-1 { // the middle row of an odd board: its queen is the centre
			c := r
			if cols&(1<<c) != 0 || anti&(1<<(r+c)) != 0 || diag&(1<<(r-c+n-1)) != 0 {
				return 0
			}
		}
		return 1
	}
	if r < 3 && s.stop != nil && s.stop.Load() {
		return 0
	}
	// The queens placed are their own image, so a square is free exactly
	// when its image is: the queen alone is tested, for all columns at
	// once (bit c of the masks: column c of row r; diagonal r-c+n-1 is
	// free when its image c-r+n-1 is). Its image must not share its
	// column (c = n-1-c), its anti diagonal (c = n-1-r) or its diagonal
	// (c = r).
	r2 := n - 1 - r
	free := (uint64(1)<<n - 1) &^ uint64(cols) &^ (anti >> r) &^ (diag >> r2)
	free &^= uint64(1)<<r2 | uint64(1)<<r
	if n%2 == 1 {
		free &^= uint64(1) << (n / 2)
	}
	var total uint64
	for ; free != 0; free &= free - 1 {
		c := bits.TrailingZeros64(free)
		c2 := n - 1 - c
		cb := uint32(1)<<c | uint32(1)<<c2
		ab := uint64(1)<<(r+c) | uint64(1)<<(r2+c2)
		db := uint64(1)<<(r-c+n-1) | uint64(1)<<(r2-c2+n-1)
		total += s.halfTurn(r+1, cols|cb, anti|ab, diag|db)
	}
	return total
}

// put places a queen if it attacks none already placed.
func (s *symSearch) put(r, c int) bool {
	n := s.n
	cb, ab, db := uint32(1)<<c, uint64(1)<<(r+c), uint64(1)<<(r-c+n-1)
	if s.row[r] >= 0 || s.cols&cb != 0 || s.anti&ab != 0 || s.diag&db != 0 {
		return false
	}
	s.row[r] = c
	s.cols |= cb
	s.anti |= ab
	s.diag |= db
	return true
}

func (s *symSearch) take(r, c int) {
	n := s.n
	s.row[r] = -1
	s.cols &^= uint32(1) << c
	s.anti &^= uint64(1) << (r + c)
	s.diag &^= uint64(1) << (r - c + n - 1)
}

// quarterTurn counts the ways to fill the rows from r on with orbits of
// four queens under the quarter turn (r, c) -> (c, n-1-r).
func (s *symSearch) quarterTurn(r int) uint64 {
	n := s.n
	for r < n && s.row[r] >= 0 {
		r++
	}
	if r == n {
		return 1
	}
	var total uint64
	for c := range n {
		sq := [4][2]int{{r, c}, {c, n - 1 - r}, {n - 1 - r, n - 1 - c}, {n - 1 - c, r}}
		placed := 0
		for placed < 4 && s.put(sq[placed][0], sq[placed][1]) {
			placed++
		}
		if placed == 4 {
			total += s.quarterTurn(r + 1)
		}
		for i := placed - 1; i >= 0; i-- {
			s.take(sq[i][0], sq[i][1])
		}
	}
	return total
}

// mitmMaxN is the largest n the method accepts: a row pattern, two n-bit
// masks, is one word. mitmBytes bounds the n a machine can count (the
// piece list of n = 31 alone takes 10 GB).
const mitmMaxN = 32

// mitmGroup is the most bottom-half placements one piece lists, measured
// for n = 1..17 (the largest over all pieces).
var mitmGroup = [...]uint64{1, 1, 1, 2, 1, 4, 3, 14, 8, 34, 26, 132, 88, 570, 374, 2956, 1969}

// mitmBytes returns the memory a meet-in-the-middle count of n on workers
// goroutines (0: GOMAXPROCS) needs, in bytes, so that a caller can refuse
// before starting what does not fit: 32 MiB for the Go runtime and the
// command (a whole count of n = 14 peaks at 10 MiB), the piece list (8
// bytes a piece, twice that while it is built), the quarter tables shared
// by the workers (16 bytes an entry, counted exactly: 0.3 MiB at n = 16,
// about 40 MiB at n = 20), and per worker the two halves' patterns of a
// piece (8 bytes each, twice for the slack of appending) and the sieve
// ([mitm.SieveBytes]). The number of patterns is measured to n = 17 and
// taken to grow 6x per two rows beyond (about 5x measured: 1.8 million at
// n = 24 for a piece of 2956·5^4), so the figure errs on the high side:
// 45 MiB at n = 18, 89 MiB at n = 20, 0.8 GiB at n = 24 and 4 GiB at
// n = 27 on two workers.
func mitmBytes(n, workers int) uint64 {
	if n < 1 || n > mitmMaxN {
		return 0
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	k := n
	for k > len(mitmGroup) {
		k -= 2
	}
	g := mitmGroup[k-1]
	for ; k < n; k += 2 {
		g *= 6
	}
	worker := 2*2*8*g + mitm.SieveBytes(int(g), 2*n, sieveIndex(n))
	return 32<<20 + 16*mitmPieces(n) + quarterBytes(n) + uint64(workers)*worker
}

// quarterBytes returns the memory of the quarter tables of n (0 where the
// halves are searched).
func quarterBytes(n int) uint64 {
	rows, froms := n/2, 2
	if n%2 == 1 {
		rows, froms = (n-1)/2, 1
	}
	if rows-rows/2 > mitm.QuarterRowsMax {
		return 0
	}
	return uint64(froms) * mitm.QuarterBytes(n, rows)
}

// mitmPieces returns the number of pieces of n without listing them (an
// upper bound: the column sets of n's halves over the orbit's smallest
// size 2; for odd n, the bottom column sets of the cross and half as many
// again for the centre).
func mitmPieces(n int) uint64 {
	half := n / 2
	if n%2 == 0 {
		return mitm.Binomial(n, half)/2 + 1
	}
	return 3*mitm.Binomial(n-1, half)/2 + 1
}
