package complete

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nqueens/nqueens"
)

// MaxMITM is the largest board [CountMITM] takes: the diagonals a half
// placement uses, 2n-1 of each kind, are one 64-bit word each.
const MaxMITM = 32

// ErrMemory is returned (wrapped) by [CountMITM] when the half placements
// need more memory than allowed.
var ErrMemory = errors.New("complete: the meet-in-the-middle halves need more memory than allowed")

// CountMITM counts every completion of in exactly, as [Count] does, by
// meeting in the middle; see mitm.go's comment for the method. maxBytes
// bounds the memory of the half placements (0: no bound): when they
// would need more, the count stops with Status LimitReached, Count 0 and
// an error wrapping [ErrMemory].
//
// The answer does not depend on s.Workers; s.Progress is not kept (the
// work is not a tree of nodes). Nodes is the number of squares tried
// while listing the halves, Tasks the number of column sets both halves
// use, TasksDone those whose pairs were counted; when the count stops
// early, Count holds the completions of the column sets done. A half
// with no placement proves that there is no completion, sometimes far
// sooner than the backtracker does.
// Time is O(L·k + P/64·d) for L half placements tried over k lines, P
// pairs of placements with the same column set and d diagonals each;
// memory is 24 bytes per half placement, twice that while a half grows.
func CountMITM(ctx context.Context, in *Instance, s Settings, maxBytes uint64) (Answer, error) {
	start := time.Now()
	if in.N > MaxMITM {
		if err := in.Validate(); err != nil {
			return Answer{}, err
		}
		return Answer{}, fmt.Errorf("%w: n = %d, the meet-in-the-middle counter takes n <= %d", ErrTooLarge, in.N, MaxMITM)
	}
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	if rt.empty { // pruned at the root: a count of 0, finished
		return Answer{Status: nqueens.Solved, Elapsed: time.Since(start)}, nil
	}
	limit := int64(math.MaxInt64)
	if maxBytes > 0 {
		limit = int64(min(maxBytes/stateBytes, math.MaxInt64))
	}
	nw := workers(s)
	c, a := plan(ctx, rt, limit, nw)
	if c == nil && a.Status == nqueens.LimitReached && ctx.Err() == nil {
		a.Elapsed = time.Since(start)
		return a, fmt.Errorf("%w: more than %d bytes", ErrMemory, maxBytes)
	}
	if c != nil {
		b := c.count(ctx, nw)
		b.Nodes += a.Nodes
		a = b
	}
	a.Elapsed = time.Since(start)
	return a, nil
}

// The meet-in-the-middle counter.
//
// The lines (rows, or columns: a frame) still without a queen, in
// increasing order, are cut into a top half, the first lines, and a bottom
// half. Every placement of each half on free squares is listed: the
// excluded diagonals, the forbidden squares and the pre-placed queens'
// lines and attacks are already cleared from the lines' masks, and a
// placement is dropped as soon as some line not yet given a queen, in
// either half, has no free square left, when the free squares of those
// lines no longer cover every column without a queen, or when the
// diagonals of those squares cannot make up the sums of the diagonal
// indices the queens left must add up to (the backtracker's tests, across
// the cut: they drop most placements of a half that has many lines). A top and a bottom placement make a completion
// exactly when their column sets are complementary and their diagonals
// disjoint; the placements are sorted by the column set the top half uses
// (a bottom placement by the complement of its own) and, for each set,
// the pairs whose diagonal patterns (the diagonals both halves can reach,
// at most 2n-2 bits since the halves are contiguous) are disjoint are
// counted without being built: the longer list is turned into one bitset
// per pattern bit, and each pattern of the other ORs those of its bits.
//
// Where to cut: the halves are grown breadth first from both ends, one
// line at a time, the next line going to the half that the last line it
// took multiplied into fewer placements, were it to do so again (a half
// grows fast at first, then shrinks as the lines left are checked more
// tightly), in both frames at once (the one whose next line is the
// cheaper first) until one is whole and the other has more, or, once
// both have two lines, until one has more placements with no more lines
// (only one frame when the instance is its own transpose); a half with no placement
// proves that there is no completion. Each step expands the placements of
// the step before, so the listing is done once. The constraints rarely
// keep a symmetry, and none is used. The order of the lists, and so the
// answer, does not depend on the number of workers: a half's placements
// are expanded in chunks whose results are joined in order.

// stateBytes is the memory of one placement of a half at its peak, with
// the garbage collector's share: 24 bytes, as much again while the next
// line is placed or the half sorted.
const stateBytes = 64

// state is a placement of some lines of a half: its diagonals, sums
// (index+position) and diffs (position-index+n-1), the positions it uses
// (n <= 32), and the sums of its queens' diagonal indices of each kind.
type state struct {
	sums, diffs uint64
	used        uint32
	ts, td      int16
}

// frontier is the placements of a half, in order, in pieces.
type frontier [][]state

func (f frontier) len() int {
	n := 0
	for _, p := range f {
		n += len(p)
	}
	return n
}

// frame is the instance seen along one kind of line: lines[i] is the mask
// of the free positions of the line of index idx[i] (increasing), pos the
// positions no queen holds yet. In the row frame a line is a row and a
// position a column; in the column frame the other way round.
type frame struct {
	n      int
	lines  []uint64
	idx    []int
	pos    uint64
	ts, td int // what the diagonal indices of all the queens to place add up to
}

func newFrame(rt *root, columns bool) *frame {
	f := &frame{n: rt.n, pos: rt.cl}
	lines, base := rt.rl, 0
	if columns {
		f.pos, lines, base = rt.rl, rt.cl, 64
	}
	for m := lines; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f.idx = append(f.idx, i)
		f.lines = append(f.lines, rt.state[base+i])
		f.ts, f.td = f.ts+i, f.td-i+f.n-1
	}
	for m := f.pos; m != 0; m &= m - 1 {
		p := bits.TrailingZeros64(m)
		f.ts, f.td = f.ts+p, f.td+p
	}
	return f
}

// open reports whether every line outside lo..hi (those not given a
// queen) keeps a free square that the placement s leaves, whether those
// squares cover every position still without a queen, and whether their
// diagonals admit the sums the queens left must make up (the
// backtracker's tests, across the cut). O(lines).
func (f *frame) open(lo, hi int, s state) bool {
	n := f.n
	used := uint64(s.used)
	var cover, sAv, dAv uint64
	for j, m := range f.lines {
		if j >= lo && j <= hi {
			continue
		}
		r := f.idx[j]
		v := m &^ used &^ (s.sums >> uint(r)) &^ (s.diffs >> uint(n-1-r))
		if v == 0 {
			return false
		}
		cover |= v
		sAv |= v << uint(r)
		dAv |= v << uint(n-1-r)
	}
	if f.pos&^used&^cover != 0 {
		return false
	}
	k := len(f.lines) - (hi - lo + 1)
	return sumsAdmit64(sAv, k, f.ts-int(s.ts)) && sumsAdmit64(dAv, k, f.td-int(s.td))
}

// sumsAdmit64 is [sumsAdmit] for a set of indices below 64, in O(log 64)
// popcounts rather than O(k) steps.
func sumsAdmit64(x uint64, k, t int) bool {
	c := bits.OnesCount64(x)
	if c < k {
		return false
	}
	return indexSum(lowest(x, k)) <= t && indexSum(x)-indexSum(lowest(x, c-k)) >= t
}

// lowest returns the k lowest members of x (k <= its size).
func lowest(x uint64, k int) uint64 {
	if k == 0 {
		return 0
	}
	return x & (2<<uint(select64(x, k-1)) - 1)
}

// select64 returns the index of the member of x of rank r (0: the lowest;
// r below its size), without a loop: the bytes' cumulative popcounts,
// compared with r+1 all at once, find its byte, and a table its bit.
func select64(x uint64, r int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := x - (x>>1)&0x5555555555555555
	c = c&0x3333333333333333 + (c>>2)&0x3333333333333333
	c = (c + c>>4) & 0x0F0F0F0F0F0F0F0F
	prefix := c * ones // byte i: the members in bytes 0..i
	at := uint(bits.TrailingZeros64(((prefix|highs)-uint64(r+1)*ones)&highs)) &^ 7
	before := int(prefix<<8>>at) & 0xFF
	return int(at) + int(selectInByte[(x>>at)&0xFF][(r-before)&7])
}

// selectInByte[b][r] is the index of the member of rank r of the byte b.
var selectInByte = func() (t [256][8]uint8) {
	for b := range 256 {
		r := 0
		for i := range 8 {
			if b&(1<<i) != 0 {
				t[b][r] = uint8(i)
				r++
			}
		}
	}
	return t
}()

// indexSum returns the sum of the indices of the members of x.
func indexSum(x uint64) int {
	return bits.OnesCount64(x&0xAAAAAAAAAAAAAAAA) + 2*bits.OnesCount64(x&0xCCCCCCCCCCCCCCCC) +
		4*bits.OnesCount64(x&0xF0F0F0F0F0F0F0F0) + 8*bits.OnesCount64(x&0xFF00FF00FF00FF00) +
		16*bits.OnesCount64(x&0xFFFF0000FFFF0000) + 32*bits.OnesCount64(x&0xFFFFFFFF00000000)
}

// cutter grows the two halves of a frame: top holds the placements of the
// first ntop lines, bot those of the last nbot.
type cutter struct {
	f          *frame
	top, bot   frontier
	ntop, nbot int
	prevTop    int // the placements of the top half one line before
	prevBot    int
	nodes      int64
	over       bool // a half grew past the limit
	dropped    bool // the other frame's halves are much smaller
	halted     bool // the context ended
}

func (c *cutter) size() int64 { return int64(c.top.len() + c.bot.len()) }

// done: every line has a half, or a half has no placement (then neither
// has the instance a completion).
func (c *cutter) done() bool {
	return c.ntop+c.nbot == len(c.f.lines) || len(c.top) == 0 || len(c.bot) == 0
}

// step gives the next line to the half whose placements the last line it
// took multiplied into the fewer, were it to do so again: a half grows
// fast at first, then shrinks as the lines left, fewer, are checked more
// tightly (with all the lines it is the completions).
func (c *cutter) step(ctx context.Context, limit int64, nw int) {
	k := len(c.f.lines)
	if t, b := c.predict(); t <= b {
		c.prevTop = max(1, c.top.len())
		c.top = c.expand(ctx, c.top, c.ntop, 0, c.ntop, limit-int64(c.bot.len()), nw)
		c.ntop++
	} else {
		c.prevBot = max(1, c.bot.len())
		c.bot = c.expand(ctx, c.bot, k-1-c.nbot, k-1-c.nbot, k-1, limit-int64(c.top.len()), nw)
		c.nbot++
	}
}

// predict returns what the top and the bottom half would hold after one
// more line each, at the rate of the last.
func (c *cutter) predict() (top, bot float64) {
	t, b := float64(c.top.len()), float64(c.bot.len())
	return t * t / float64(c.prevTop), b * b / float64(c.prevBot)
}

// cost is the fewer placements one more line would leave.
func (c *cutter) cost() float64 { return min(c.predict()) }

// expand places a queen on line i in every way each state allows, the
// lines lo..hi then holding queens, and returns the new states in order
// (none when empty: a half with no placement).
func (c *cutter) expand(ctx context.Context, from frontier, i, lo, hi int, limit int64, nw int) frontier {
	const chunk = 1 << 12
	var units [][]state
	for _, p := range from {
		for len(p) > chunk {
			units = append(units, p[:chunk])
			p = p[chunk:]
		}
		units = append(units, p)
	}
	outs := make(frontier, len(units))
	nodes := make([]int64, len(units))
	var next, total atomic.Int64
	var wg sync.WaitGroup
	for range max(1, min(nw, len(units))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []state
			for {
				j := int(next.Add(1) - 1)
				if j >= len(units) || ctx.Err() != nil || total.Load() > limit {
					return
				}
				buf, nodes[j] = c.f.expandChunk(buf[:0], units[j], i, lo, hi)
				outs[j] = slices.Clone(buf)
				total.Add(int64(len(buf)))
			}
		}()
	}
	wg.Wait()
	for _, v := range nodes {
		c.nodes += v
	}
	switch {
	case ctx.Err() != nil:
		c.halted = true
		return nil
	case total.Load() > limit:
		c.over = true
		return nil
	}
	return slices.DeleteFunc(outs, func(p []state) bool { return len(p) == 0 })
}

func (f *frame) expandChunk(out, from []state, i, lo, hi int) ([]state, int64) {
	var nodes int64
	n, r := f.n, f.idx[i]
	for _, s := range from {
		free := f.lines[i] &^ uint64(s.used) &^ (s.sums >> uint(r)) &^ (s.diffs >> uint(n-1-r))
		for ; free != 0; free &= free - 1 {
			p := bits.TrailingZeros64(free)
			nodes++
			t := state{s.sums | 1<<uint(r+p), s.diffs | 1<<uint(p-r+n-1), s.used | 1<<uint(p), s.ts + int16(r+p), s.td + int16(p-r+n-1)}
			if f.open(lo, hi, t) {
				out = append(out, t)
			}
		}
	}
	return out, nodes
}

// plan chooses the frame, rows or columns, and its cut whose halves have
// the fewest placements together, and grows them. It returns a nil cutter
// with the answer when no pairing is needed (a half without a placement:
// no completion) or possible (the limit, the context).
func plan(ctx context.Context, rt *root, limit int64, nw int) (*cutter, Answer) {
	one := frontier{{{}}}
	rows, cols := newFrame(rt, false), newFrame(rt, true)
	cs := race{{f: rows, top: one, bot: one, prevTop: 1, prevBot: 1}, {f: cols, top: one, bot: one, prevTop: 1, prevBot: 1}}
	if rows.pos == cols.pos && slices.Equal(rows.idx, cols.idx) && slices.Equal(rows.lines, cols.lines) {
		cs = cs[:1] // the instance is its own transpose
	}
	for {
		next, best := cs.pick()
		a := Answer{Nodes: cs.nodes()}
		switch {
		case best != nil && (len(best.top) == 0 || len(best.bot) == 0):
			a.Status = nqueens.Solved // a half without a placement: none
			return nil, a
		case best != nil && (next == nil || next.size() >= best.size()):
			return best, a
		case next == nil: // both over the limit
			a.Status = nqueens.LimitReached
			return nil, a
		}
		next.step(ctx, limit-cs.sizeBut(next), nw)
		if next.halted {
			a.Status = stopStatus(ctx)
			return nil, a
		}
		if next.over {
			next.top, next.bot = nil, nil
		}
		cs.drop()
	}
}

// race is the frames being cut, rows first.
type race []*cutter

// pick returns the frame to grow next, the one whose next line is the
// cheapest, and the best of those cut, with the fewest placements.
func (cs race) pick() (next, best *cutter) {
	for _, c := range cs {
		switch {
		case c.over || c.dropped:
		case c.done():
			if best == nil || c.size() < best.size() {
				best = c
			}
		case next == nil || c.cost() < next.cost():
			next = c
		}
	}
	return next, best
}

func (cs race) nodes() int64 {
	var n int64
	for _, c := range cs {
		n += c.nodes
	}
	return n
}

// sizeBut returns the placements held by the frames other than c.
func (cs race) sizeBut(c *cutter) int64 {
	var n int64
	for _, o := range cs {
		if o != c {
			n += o.size()
		}
	}
	return n
}

// drop gives up, once both frames have placed two lines, a frame with
// more placements than the other though no more lines placed: the frame
// is chosen early, at the cost of the proofs of none the other might
// have found sooner.
func (cs race) drop() {
	if len(cs) < 2 {
		return
	}
	a, b := cs[0], cs[1]
	la, lb := a.ntop+a.nbot, b.ntop+b.nbot
	if a.over || b.over || a.done() || b.done() || min(la, lb) < 2 {
		return
	}
	switch {
	case la <= lb && a.size() > b.size():
		a.dropped, a.top, a.bot = true, nil, nil
	case lb <= la && b.size() > a.size():
		b.dropped, b.top, b.bot = true, nil, nil
	}
}

// layout says which diagonal bits a pattern keeps (those both halves can
// reach) and how a position set becomes a key.
type layout struct {
	sLo, dLo     uint
	sMask, dMask uint64 // after the shift
	sWidth       uint
	posBit       [64]uint32 // position -> its bit in a key
	full         uint32     // every position's bit
}

func (f *frame) reach(lo, hi int) (sums, diffs uint64) {
	n := f.n
	for i := lo; i < hi; i++ {
		r := f.idx[i]
		for m := f.lines[i]; m != 0; m &= m - 1 {
			p := bits.TrailingZeros64(m)
			sums |= 1 << uint(r+p)
			diffs |= 1 << uint(p-r+n-1)
		}
	}
	return sums, diffs
}

func (c *cutter) layout() *layout {
	f := c.f
	ts, td := f.reach(0, c.ntop)
	bs, bd := f.reach(c.ntop, len(f.lines))
	l := &layout{}
	if s := ts & bs; s != 0 {
		l.sLo = uint(bits.TrailingZeros64(s))
		l.sMask = s >> l.sLo
		l.sWidth = uint(bits.Len64(l.sMask))
	}
	if d := td & bd; d != 0 {
		l.dLo = uint(bits.TrailingZeros64(d))
		l.dMask = d >> l.dLo
	}
	k := 0
	for m := f.pos; m != 0; m &= m - 1 {
		l.posBit[bits.TrailingZeros64(m)] = 1 << uint(k)
		k++
	}
	l.full = uint32(1<<uint(k) - 1)
	return l
}

// half is the placements of a half sorted by key, the column set the top
// half uses (as bits of the compressed position set: a bottom placement
// carries the complement of its own), with pat the diagonals it uses that
// the other half can reach.
type half struct {
	key []uint32
	pat []uint64
}

func (l *layout) half(states frontier, bottom bool) half {
	size := states.len()
	h := half{key: make([]uint32, 0, size), pat: make([]uint64, 0, size)}
	for _, p := range states {
		for _, s := range p {
			var key uint32
			for m := s.used; m != 0; m &= m - 1 {
				key |= l.posBit[bits.TrailingZeros32(m)]
			}
			if bottom {
				key = l.full &^ key
			}
			h.key = append(h.key, key)
			h.pat = append(h.pat, (s.sums>>l.sLo)&l.sMask|((s.diffs>>l.dLo)&l.dMask)<<l.sWidth)
		}
	}
	sortByKey(h.key, h.pat, bits.Len32(l.full))
	return h
}

// sortByKey sorts the entries by key, least significant 11 bits first
// (a stable radix sort, so the order of equal keys is the listing's).
func sortByKey(key []uint32, pat []uint64, width int) {
	const digit = 11
	k2, p2 := make([]uint32, len(key)), make([]uint64, len(pat))
	src, dst := key, k2
	ps, pd := pat, p2
	for shift := 0; shift < width; shift += digit {
		var count [1<<digit + 1]int
		for _, k := range src {
			count[(k>>uint(shift))&(1<<digit-1)+1]++
		}
		for i := 1; i < len(count); i++ {
			count[i] += count[i-1]
		}
		for i, k := range src {
			d := (k >> uint(shift)) & (1<<digit - 1)
			dst[count[d]] = k
			pd[count[d]] = ps[i]
			count[d]++
		}
		src, dst, ps, pd = dst, src, pd, ps
	}
	if len(key) > 0 && &src[0] != &key[0] {
		copy(key, src)
		copy(pat, ps)
	}
}

// group is one column set: the entries top[ti:tj] and bottom[bi:bj].
type group struct{ ti, tj, bi, bj int }

// count pairs the halves, column set by column set.
func (c *cutter) count(ctx context.Context, nw int) Answer {
	l := c.layout()
	var top, bot half
	if nw > 1 {
		var wg sync.WaitGroup
		wg.Go(func() { bot = l.half(c.bot, true) })
		top = l.half(c.top, false)
		wg.Wait()
	} else {
		top = l.half(c.top, false)
		c.top = nil
		bot = l.half(c.bot, true)
	}
	c.top, c.bot = nil, nil
	groups := matchGroups(top.key, bot.key)
	a := Answer{Tasks: len(groups)}
	counts := make([]uint64, len(groups))
	done := make([]bool, len(groups))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, min(nw, len(groups))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var p pairer
			for {
				i := int(next.Add(1) - 1)
				if i >= len(groups) || ctx.Err() != nil {
					return
				}
				g := groups[i]
				counts[i] = p.pairs(top.pat[g.ti:g.tj], bot.pat[g.bi:g.bj])
				done[i] = true
			}
		}()
	}
	wg.Wait()
	for i, n := range counts {
		if done[i] {
			a.Count += n
			a.TasksDone++
		}
	}
	a.Status = nqueens.Solved
	if a.TasksDone < a.Tasks {
		a.Status = stopStatus(ctx)
	}
	return a
}

// matchGroups walks two lists sorted by key and returns the runs of equal
// keys present in both.
func matchGroups(top, bot []uint32) []group {
	var out []group
	i, j := 0, 0
	for i < len(top) && j < len(bot) {
		switch {
		case top[i] < bot[j]:
			i++
		case top[i] > bot[j]:
			j++
		default:
			k := top[i]
			g := group{ti: i, bi: j}
			for i < len(top) && top[i] == k {
				i++
			}
			for j < len(bot) && bot[j] == k {
				j++
			}
			g.tj, g.bj = i, j
			out = append(out, g)
		}
	}
	return out
}

// pairer counts the disjoint pairs of two lists of patterns, reusing its
// buffers from one column set to the next.
type pairer struct {
	words []uint64 // 64 bit columns of the indexed list, one per pattern bit
	acc   []uint64
}

// pairs returns the number of pairs (x in a, y in b) with x&y == 0. The
// longer list is indexed by bit: for each pattern bit, a bitset of the
// patterns that hold it; a pattern of the other list ORs the bitsets of
// its bits, and the patterns left clear are its partners.
func (p *pairer) pairs(a, b []uint64) uint64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a)*len(b) <= 256 || len(a) <= 2 {
		var c uint64
		for _, x := range a {
			for _, y := range b {
				if x&y == 0 {
					c++
				}
			}
		}
		return uint64(c)
	}
	nw := (len(b) + 63) / 64
	if cap(p.words) < 64*nw {
		p.words = make([]uint64, 64*nw)
		p.acc = make([]uint64, nw)
	}
	words := p.words[:64*nw]
	clear(words)
	for i, y := range b {
		for ; y != 0; y &= y - 1 {
			words[bits.TrailingZeros64(y)*nw+i/64] |= 1 << uint(i%64)
		}
	}
	acc := p.acc[:nw]
	var c uint64
	for _, x := range a {
		if x == 0 {
			c += uint64(len(b))
			continue
		}
		j := bits.TrailingZeros64(x)
		copy(acc, words[j*nw:(j+1)*nw])
		for x &= x - 1; x != 0; x &= x - 1 {
			w := words[bits.TrailingZeros64(x)*nw:][:nw]
			for k := range acc {
				acc[k] |= w[k]
			}
		}
		set := 0
		for _, v := range acc {
			set += bits.OnesCount64(v)
		}
		c += uint64(len(b) - set)
	}
	return c
}
