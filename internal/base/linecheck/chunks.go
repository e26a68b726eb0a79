package linecheck

import (
	"context"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/nqueens/nqueens/internal/base/hugemem"
)

// The chunked check, for n above the line check's bound (bounds.check):
// there a family's bitmap of 2n bits no longer stays in the cache, and a
// bit set at a random place in it waits on memory. Instead the lines of a
// chunk of n/16 columns are first partitioned by their high bits into at
// most 256 buckets (scatter), each bucket holding a range of 2^shift lines
// whose bitmap (at most 1 MiB) fits in a core's L2 cache, and then each
// bucket's lines are marked in that range of the bitmap (markLines, the
// line check's kernel) while it is in the cache. A family is valid exactly
// when, after its last chunk, the bitmap has n bits set, as in the line
// check.
//
// One pass over the placement first counts each chunk's lines per bucket,
// for the three families at once, and checks that every row is in range;
// the counts say where each bucket's lines go, so the scatter writes each
// bucket's lines one after the other. It writes them through a buffer of
// a cache line per bucket, a whole line at a time (in assembly on amd64,
// with stores that do not read the line first), so the placement is read
// once per family and the buckets written and read once: about 20 bytes
// of memory traffic per column and family at n = 10^9.
//
// The columns of a chunk are split into chunkParts parts, each scattered
// on a goroutine of its own into segments of its own, and the buckets into
// as many ranges for the marking; the parts, the buckets and the answer
// depend on n alone, never on the number of cores.

const (
	// chunkParts is the parts each chunk's columns are split into.
	chunkParts = 2
	// chunkBuckets bounds the buckets of a family: each is a stream the
	// scatter writes, through a buffer of a cache line (16 KiB in all).
	chunkBuckets = 256
	// chunkLine is the lines a bucket's buffer holds: a cache line of
	// them. Each part's segment of a bucket starts at a multiple of it, so
	// that a full buffer is written to a whole, aligned cache line.
	chunkLine = 16
	// minBucketShift keeps a bucket at 2^15 lines (4 KiB of bitmap) or
	// more.
	minBucketShift = 15
)

// checkParts is the pieces the bits of a bitmap are counted in, on every
// core.
const checkParts = 16

// shape is how a family's lines are bucketed: line = row + k + step*column,
// size lines in all, bucket line>>shift, buckets of them.
type shape struct {
	k, step, size int
	shift         uint
	buckets       int
}

// shapeOf returns the shape of family f for n queens.
func shapeOf(f Line, n int) shape {
	s := shape{size: 2*n - 1, step: 1}
	switch f {
	case Row:
		s.size, s.step = n, 0
	case AntiDiagonal:
		s.k, s.step = n-1, -1
	}
	s.shift = uint(max(minBucketShift, bits.Len(uint(s.size-1))-8))
	s.buckets = (s.size-1)>>s.shift + 1
	return s
}

// chunkColumns returns the columns of a chunk of n queens.
func chunkColumns(n int) int { return max(n/16, 1<<16) }

// chunkMemory returns the bytes chunkedCheck allocates for n queens: the
// bitmap of 2n-1 bits and its spare word, the chunk's buckets (4 bytes a
// column and the segments' alignment), the counts and the buffers.
func chunkMemory(n int) uint64 {
	chunk := chunkColumns(n)
	chunks := (n + chunk - 1) / chunk
	bitmap := ((2*n-1+63)/64 + spareWords) * 8
	entries := 4 * (chunk + (chunkParts*chunkBuckets+1)*chunkLine)
	counts := 4 * chunks * 3 * chunkParts * chunkBuckets
	buffers := chunkParts * (4*chunkBuckets*chunkLine + 4*chunkBuckets + 4*chunkBuckets)
	return uint64(bitmap + entries + counts + buffers)
}

// scatterBuffer is one part's buffers: a cache line of lines per bucket,
// and how many each holds; and the family being scattered.
type scatterBuffer struct {
	wc    [chunkBuckets][chunkLine]uint32
	fill  [chunkBuckets]uint32
	pos   [chunkBuckets]int32 // where the bucket's next line goes in entries
	k     int                 // the line of the first row: line = row + k + step*i
	step  int
	shift uint   // bucket = line >> shift
	nb    uint32 // the family's buckets
}

// chunker is the state of one chunkedCheck.
type chunker struct {
	p       []int32
	n       int
	chunk   int
	fam     [3]shape
	counts  []int32  // [chunk][family][part][bucket]: lines, per chunkCount
	entries []uint32 // one chunk's lines, bucket by bucket, part by part
	bitmap  []uint64 // the family's lines taken, and a spare word
	buf     [chunkParts]*scatterBuffer
	start   [chunkBuckets + 1][chunkParts]int32 // each segment's first entry
	bad     atomic.Bool
}

// chunkedCheck reports whether p has a row out of range or two queens on
// one line; it returns ctx.Err() when ctx is done. It allocates
// chunkMemory(len(p)) bytes, about n/2.
func chunkedCheck(ctx context.Context, p []int32) (bad bool, err error) {
	n := len(p)
	c := &chunker{p: p, n: n, chunk: chunkColumns(n)}
	for f := range c.fam {
		c.fam[f] = shapeOf(Line(f), n)
	}
	chunks := (n + c.chunk - 1) / c.chunk
	c.counts = make([]int32, chunks*3*chunkParts*chunkBuckets)
	c.entries = alignedLines(hugemem.Make[uint32](c.chunk + (chunkParts*chunkBuckets+1)*chunkLine))
	c.bitmap = hugemem.Make[uint64]((2*n-1+63)/64 + spareWords)
	for i := range c.buf {
		c.buf[i] = new(scatterBuffer)
	}
	parallel(chunks*chunkParts, func(t int) {
		if ctx.Err() == nil && !c.bad.Load() && !c.count(t/chunkParts, t%chunkParts) {
			c.bad.Store(true)
		}
	})
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if c.bad.Load() {
		return true, nil
	}
	for f := range c.fam {
		clear(c.bitmap)
		for ci := range chunks {
			if err := ctx.Err(); err != nil {
				return false, err
			}
			if !c.checkChunk(Line(f), ci) {
				return true, nil
			}
		}
		if c.taken(c.fam[f].size) != n {
			return true, nil
		}
	}
	return false, ctx.Err()
}

// part returns the columns of part s of chunk ci.
func (c *chunker) part(ci, s int) (lo, hi int) {
	a, b := ci*c.chunk, min((ci+1)*c.chunk, c.n)
	return a + (b-a)*s/chunkParts, a + (b-a)*(s+1)/chunkParts
}

// countsOf returns the line counts of family f in part s of chunk ci.
func (c *chunker) countsOf(ci int, f Line, s int) []int32 {
	i := ((ci*3+int(f))*chunkParts + s) * chunkBuckets
	return c.counts[i : i+chunkBuckets]
}

// count counts the lines of part s of chunk ci per bucket, for the three
// families; false means a row out of range.
func (c *chunker) count(ci, s int) bool {
	lo, hi := c.part(ci, s)
	r0, r1, r2 := c.countsOf(ci, Row, s), c.countsOf(ci, Diagonal, s), c.countsOf(ci, AntiDiagonal, s)
	s0, s1, s2 := c.fam[Row].shift, c.fam[Diagonal].shift, c.fam[AntiDiagonal].shift
	n := c.n
	for col, r := range c.p[lo:hi] {
		if uint32(r) >= uint32(n) {
			return false
		}
		col += lo
		r0[uint32(r)>>s0&(chunkBuckets-1)]++
		r1[uint32(int(r)+col)>>s1&(chunkBuckets-1)]++
		r2[uint32(int(r)-col+n-1)>>s2&(chunkBuckets-1)]++
	}
	return true
}

// checkChunk scatters the lines of family f in chunk ci into their
// buckets and marks each bucket in the bitmap; false means a line outside
// the family.
func (c *chunker) checkChunk(f Line, ci int) bool {
	fam := &c.fam[f]
	// Each part's lines of bucket q go after those of the parts before it,
	// from a multiple of chunkLine.
	off := int32(0)
	for q := range fam.buckets {
		for s := range chunkParts {
			c.start[q][s] = off
			off += c.countsOf(ci, f, s)[q]
			off = (off + chunkLine - 1) &^ (chunkLine - 1)
		}
	}
	c.start[fam.buckets][0] = off
	parallel(chunkParts, func(s int) {
		lo, hi := c.part(ci, s)
		b := c.buf[s]
		for q := range fam.buckets {
			b.pos[q] = c.start[q][s]
		}
		b.k, b.step, b.shift, b.nb = fam.k+fam.step*lo, fam.step, fam.shift, uint32(fam.buckets)
		if !scatter(c.p[lo:hi], c.entries, b) {
			c.bad.Store(true)
		}
	})
	if c.bad.Load() {
		return false
	}
	parallel(chunkParts, func(s int) {
		for q := fam.buckets * s / chunkParts; q < fam.buckets*(s+1)/chunkParts; q++ {
			base := q << fam.shift
			end := min(fam.size, (q+1)<<fam.shift)
			region := c.bitmap[base/64 : (end+63)/64+spareWords]
			for part := range chunkParts {
				first := int(c.start[q][part])
				m := int(c.countsOf(ci, f, part)[q])
				rows := asRows(c.entries[first:])
				markLines(rows, m, region, -base, 0, uint(end-base))
			}
		}
	})
	return true
}

// taken returns the bits set among the first size of the bitmap, counted
// in checkParts pieces on every core.
func (c *chunker) taken(size int) int {
	var counts [checkParts]int
	used := (size + 63) / 64
	parallel(checkParts, func(s int) {
		sum := 0
		for _, w := range c.bitmap[used*s/checkParts : used*(s+1)/checkParts] {
			sum += bits.OnesCount64(w)
		}
		counts[s] = sum
	})
	sum := 0
	for _, x := range counts {
		sum += x
	}
	return sum
}

// scatter writes the line of each column of rows (line = rows[i] + b.k +
// i*b.step, bucket line>>b.shift) to entries at its bucket's position
// b.pos, advancing it, through b's buffers: scatterKernel, then the lines
// left in the buffers. It returns false when a bucket is b.nb or more (a
// line outside the family) or a bucket's lines would pass the end of
// entries, and then writes nothing more. Every b.fill is 0 before and
// after; each b.pos a multiple of chunkLine before, entries aligned to a
// cache line (alignedLines).
func scatter(rows []int32, entries []uint32, b *scatterBuffer) bool {
	if !scatterKernel(rows, entries, b) {
		clear(b.fill[:])
		return false
	}
	ok := true
	for q := range b.nb {
		f, at := int(b.fill[q]), int(b.pos[q])
		b.fill[q] = 0
		if ok = ok && at+f <= len(entries); ok {
			copy(entries[at:at+f], b.wc[q][:f])
			b.pos[q] += int32(f)
		}
	}
	return ok
}

// scatterGo is scatterKernel in Go: each line is appended to its bucket's
// buffer, and a full buffer (chunkLine lines) is copied to entries at the
// bucket's position, which advances by chunkLine. scatterAsm (amd64) does
// the same, the copies with stores that bypass the cache; the tests
// compare the two.
func scatterGo(rows []int32, entries []uint32, b *scatterBuffer) bool {
	k := b.k
	for _, r := range rows {
		line := uint32(int(r) + k)
		k += b.step
		q := line >> b.shift
		if q >= b.nb {
			return false
		}
		q &= chunkBuckets - 1
		f := b.fill[q]
		b.wc[q][f&(chunkLine-1)] = line
		if f+1 < chunkLine {
			b.fill[q] = f + 1
			continue
		}
		at := int(b.pos[q])
		if at+chunkLine > len(entries) {
			return false
		}
		*(*[chunkLine]uint32)(entries[at : at+chunkLine]) = b.wc[q]
		b.pos[q] = int32(at + chunkLine)
		b.fill[q] = 0
	}
	return true
}

// alignedLines returns s from its first element on a cache line (64
// bytes), dropping at most chunkLine-1 elements.
func alignedLines(s []uint32) []uint32 {
	skip := (64 - uintptr(unsafe.Pointer(unsafe.SliceData(s)))%64) % 64 / 4
	return s[skip:]
}

// parallel runs f(0), ..., f(count-1) on up to GOMAXPROCS goroutines and
// waits for them.
func parallel(count int, f func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), count)
	var next atomic.Int64
	work := func() {
		for {
			i := int(next.Add(1)) - 1
			if i >= count {
				return
			}
			f(i)
		}
	}
	var wg sync.WaitGroup
	for range workers - 1 {
		wg.Go(work)
	}
	work()
	wg.Wait()
}

// asRows returns the lines of a bucket as the rows markLines reads (each
// below 2^31).
func asRows(lines []uint32) []int32 {
	return unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(lines))), len(lines))
}
