package mitm

import (
	"context"
	"math"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
)

// Lines is a board of up to 32 lines seen along one kind of line (rows,
// or columns: its frame), with what is left to place: the line of index
// Index[i] (increasing) still needs a queen, on one of the positions of
// Free[i] (a bit a position), and every position of Pos needs one. The
// squares a caller has ruled out (forbidden squares, excluded diagonals,
// the lines and diagonals of pre-placed queens) are simply missing from
// Free. The zero Lines has nothing left to place: one way, the empty one.
type Lines struct {
	N     int
	Index []int
	Free  []uint64
	Pos   uint64

	ts, td int // what the diagonal indices of all the queens to place add up to
}

// MaxLines is the largest board [CountLines] takes: the diagonals a half
// placement uses, 2n-1 of each kind, are one 64-bit word each, and its
// positions a uint32.
const MaxLines = 32

// sums fills in what the queens' sum (r+p) and difference (p-r+n-1)
// diagonal indices add up to.
func (f *Lines) sums() {
	f.ts, f.td = 0, 0
	for _, i := range f.Index {
		f.ts, f.td = f.ts+i, f.td-i+f.N-1
	}
	for m := f.Pos; m != 0; m &= m - 1 {
		p := bits.TrailingZeros64(m)
		f.ts, f.td = f.ts+p, f.td+p
	}
}

// PlacementBytes is the memory of one placement of a half at its peak,
// with the garbage collector's share: 24 bytes, as much again while the
// next line is placed or the half sorted.
const PlacementBytes = 64

// placement is a placement of some lines of a half: its diagonals, sums
// (index+position) and diffs (position-index+n-1), the positions it uses
// (n <= 32), and the sums of its queens' diagonal indices of each kind.
type placement struct {
	sums, diffs uint64
	used        uint32
	ts, td      int16
}

// frontier is the placements of a half, in order, in pieces.
type frontier [][]placement

func (f frontier) len() int {
	n := 0
	for _, p := range f {
		n += len(p)
	}
	return n
}

// open reports whether every line outside lo..hi (those not given a
// queen) keeps a free square that the placement s leaves, whether those
// squares cover every position still without a queen, and whether their
// diagonals admit the sums the queens left must make up ([SumsAdmit]).
// O(lines).
func (f *Lines) open(lo, hi int, s placement) bool {
	n := f.N
	used := uint64(s.used)
	var cover, sAv, dAv uint64
	for j, m := range f.Free {
		if j >= lo && j <= hi {
			continue
		}
		r := f.Index[j]
		v := m &^ used &^ (s.sums >> uint(r)) &^ (s.diffs >> uint(n-1-r))
		if v == 0 {
			return false
		}
		cover |= v
		sAv |= v << uint(r)
		dAv |= v << uint(n-1-r)
	}
	if f.Pos&^used&^cover != 0 {
		return false
	}
	k := len(f.Free) - (hi - lo + 1)
	return SumsAdmit(sAv, 0, k, f.ts-int(s.ts)) && SumsAdmit(dAv, 0, k, f.td-int(s.td))
}

// cutter grows the two halves of a frame: top holds the placements of the
// first ntop lines, bot those of the last nbot.
type cutter struct {
	f          *Lines
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
	return c.ntop+c.nbot == len(c.f.Free) || len(c.top) == 0 || len(c.bot) == 0
}

// step gives the next line to the half whose placements the last line it
// took multiplied into the fewer, were it to do so again: a half grows
// fast at first, then shrinks as the lines left, fewer, are checked more
// tightly (with all the lines it is the completions).
func (c *cutter) step(ctx context.Context, limit int64, nw int) {
	k := len(c.f.Free)
	if t, b := c.predict(); t <= b {
		c.prevTop = max(1, c.top.len())
		c.top = c.expand(ctx, c.top, span{c.ntop, 0, c.ntop}, limit-int64(c.bot.len()), nw)
		c.ntop++
	} else {
		c.prevBot = max(1, c.bot.len())
		c.bot = c.expand(ctx, c.bot, span{k - 1 - c.nbot, k - 1 - c.nbot, k - 1}, limit-int64(c.top.len()), nw)
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

// span is a step of a half: line i gets a queen, lines lo..hi then hold
// queens.
type span struct{ i, lo, hi int }

// expand places a queen on line sp.i in every way each placement allows
// and returns the new placements in order (none when empty: a half with
// no placement).
func (c *cutter) expand(ctx context.Context, from frontier, sp span, limit int64, nw int) frontier {
	const chunk = 1 << 12
	var units [][]placement
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
		wg.Go(func() {
			var buf []placement
			for {
				j := int(next.Add(1) - 1)
				if j >= len(units) || ctx.Err() != nil || total.Load() > limit {
					return
				}
				buf, nodes[j] = c.f.expandChunk(buf[:0], units[j], sp)
				outs[j] = slices.Clone(buf)
				total.Add(int64(len(buf)))
			}
		})
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
	return slices.DeleteFunc(outs, func(p []placement) bool { return len(p) == 0 })
}

func (f *Lines) expandChunk(out, from []placement, sp span) ([]placement, int64) {
	var nodes int64
	n, r := f.N, f.Index[sp.i]
	for _, s := range from {
		free := f.Free[sp.i] &^ uint64(s.used) &^ (s.sums >> uint(r)) &^ (s.diffs >> uint(n-1-r))
		for ; free != 0; free &= free - 1 {
			p := bits.TrailingZeros64(free)
			nodes++
			t := placement{s.sums | 1<<uint(r+p), s.diffs | 1<<uint(p-r+n-1), s.used | 1<<uint(p), s.ts + int16(r+p), s.td + int16(p-r+n-1)}
			if f.open(sp.lo, sp.hi, t) {
				out = append(out, t)
			}
		}
	}
	return out, nodes
}

// LinesResult is what [CountLines] found.
type LinesResult struct {
	// Count is the number of ways (of the keys done, when stopped).
	Count uint64
	// Nodes is the number of squares tried while listing the halves.
	Nodes int64
	// Keys is the number of position sets both halves use, KeysDone those
	// whose pairs were counted.
	Keys, KeysDone int
	// Over: the halves would hold more than the limit; nothing counted.
	Over bool
	// Stopped: the context ended first.
	Stopped bool
}

// CountLines counts the ways to give a queen to every line of a frame
// (any of frames, all frames of one board), on a free position, every
// position of its Pos taking one, no two queens on a diagonal, by meeting
// in the middle (see the package doc): the frame and its cut are those
// whose halves hold the fewest placements. limit bounds the placements
// the halves hold at once (0: none; past it, Over and no count); the work
// is shared by workers goroutines (at least one) and the answer does not
// depend on their number. Time is O(L·k + P/64·d) for L half placements
// tried over k lines, P pairs of placements with the same position set
// and d diagonals each; memory [PlacementBytes] a half placement.
func CountLines(ctx context.Context, frames []*Lines, limit int64, workers int) LinesResult {
	if limit <= 0 {
		limit = math.MaxInt64
	}
	c, r := cut(ctx, frames, limit, workers)
	if c == nil {
		return r
	}
	l := c.layout()
	var top, bot keyedPats
	if workers > 1 {
		var wg sync.WaitGroup
		wg.Go(func() { bot = l.keyed(c.bot, true) })
		top = l.keyed(c.top, false)
		wg.Wait()
	} else {
		top = l.keyed(c.top, false)
		c.top = nil
		bot = l.keyed(c.bot, true)
	}
	c.top, c.bot = nil, nil
	r.Count, r.Keys, r.KeysDone = countKeyed(ctx, top, bot, l.index, workers)
	r.Stopped = r.KeysDone < r.Keys
	return r
}

// cut chooses the frame and its cut whose halves have the fewest
// placements together, and grows them. It returns a nil cutter with the
// result when no pairing is needed (a half without a placement: none) or
// possible (the limit, the context).
func cut(ctx context.Context, frames []*Lines, limit int64, nw int) (*cutter, LinesResult) {
	one := frontier{{{}}}
	var cs race
	for _, f := range frames {
		f.sums()
		cs = append(cs, &cutter{f: f, top: one, bot: one, prevTop: 1, prevBot: 1})
	}
	for {
		next, best := cs.pick()
		r := LinesResult{Nodes: cs.nodes()}
		switch {
		case best != nil && (len(best.top) == 0 || len(best.bot) == 0):
			return nil, r // a half without a placement: none
		case best != nil && (next == nil || next.size() >= best.size()):
			return best, r
		case next == nil: // every frame over the limit
			r.Over = true
			return nil, r
		}
		next.step(ctx, limit-cs.sizeBut(next), nw)
		if next.halted {
			r.Stopped = true
			return nil, r
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
	if len(cs) != 2 {
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
	index        Index      // the central diagonals of each kind
}

func (f *Lines) reach(lo, hi int) (sums, diffs uint64) {
	n := f.N
	for i := lo; i < hi; i++ {
		r := f.Index[i]
		for m := f.Free[i]; m != 0; m &= m - 1 {
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
	bs, bd := f.reach(c.ntop, len(f.Free))
	l := &layout{}
	if s := ts & bs; s != 0 {
		l.sLo = uint(bits.TrailingZeros64(s))
		l.sMask = s >> l.sLo
		l.sWidth = uint(bits.Len64(l.sMask))
	}
	dWidth := 0
	if d := td & bd; d != 0 {
		l.dLo = uint(bits.TrailingZeros64(d))
		l.dMask = d >> l.dLo
		dWidth = bits.Len64(l.dMask)
	}
	l.index = Index{Lo: int(l.sWidth) / 2, Hi: int(l.sWidth) + dWidth/2}
	k := 0
	for m := f.Pos; m != 0; m &= m - 1 {
		l.posBit[bits.TrailingZeros64(m)] = 1 << uint(k)
		k++
	}
	l.full = uint32(1<<uint(k) - 1)
	return l
}

// keyed returns the placements of a half sorted by key, the position set
// the top half uses (as bits of the compressed position set: a bottom
// placement carries the complement of its own), each with the diagonals
// it uses that the other half can reach.
func (l *layout) keyed(states frontier, bottom bool) keyedPats {
	size := states.len()
	h := keyedPats{Key: make([]uint32, 0, size), Pat: make([]uint64, 0, size)}
	for _, p := range states {
		for _, s := range p {
			var key uint32
			for m := s.used; m != 0; m &= m - 1 {
				key |= l.posBit[bits.TrailingZeros32(m)]
			}
			if bottom {
				key = l.full &^ key
			}
			h.Key = append(h.Key, key)
			h.Pat = append(h.Pat, (s.sums>>l.sLo)&l.sMask|((s.diffs>>l.dLo)&l.dMask)<<l.sWidth)
		}
	}
	h.sort(bits.Len32(l.full))
	return h
}
