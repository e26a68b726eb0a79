package nqueens

import (
	"context"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// The check for n above 2^27 (lineLimits; below, see lineCheck),
// organised for the cache. Testing the line of each
// queen in one bitmap of n or 2n bits makes one random access per queen and
// line, and at 10^8 queens nearly every one misses the cache. Instead the
// lines of a chunk of columns are first partitioned by their high bits into
// buckets (sequential writes, one stream per bucket), then each bucket is
// tested against its own region of the bitmap, which fits in the L2 cache:
// the region's cache lines are loaded once per chunk and hit many times.
//
// The work is split into checkParts parts of columns for the partition and
// checkParts ranges of buckets for the test, a number that does not depend
// on the machine; they run on up to GOMAXPROCS goroutines. The outcome (a
// clash or not) is the same either way; the error for an invalid placement
// comes from the sequential check, so it names the same first pair.

// checkParts is the number of independent pieces each step of a chunk is
// split into.
const checkParts = 16

// checkMaxBuckets bounds the buckets of one partition: each is one write
// stream, and more streams than this thrash the TLB.
const checkMaxBuckets = 1024

// partitionedCheck reports whether p (rows not yet range-checked) has a
// row out of range or two queens on one line; it returns ctx.Err() when
// ctx is done. It uses 2n bits for the bitmap (one family at a time), 4
// bytes per column of a chunk (n/16 columns) for the buckets, and at most
// 3 MiB of bucket counts: n/2 bytes and 3 MiB in all.
func partitionedCheck(ctx context.Context, p []int32) (bad bool, err error) {
	n := len(p)
	chunk := max(n/16, 1<<16)
	c := &checker{p: p, n: n, chunk: chunk, chunks: (n + chunk - 1) / chunk}
	c.entries = makeHuge[uint32](chunk)
	c.start = make([]int32, checkMaxBuckets+1)
	c.bitmap = makeHuge[uint64]((2*n - 1 + 63) / 64)
	for f := range c.fam {
		size := 2*n - 1
		if Line(f) == Row {
			size = n
		}
		c.fam[f].setSize(size)
		c.fam[f].counts = make([]int32, c.chunks*checkParts*c.fam[f].buckets)
	}
	// One pass counts the lines of all three families per bucket, per part
	// of each chunk, and checks the range of the rows.
	parallel(c.chunks*checkParts, func(t int) {
		if ctx.Err() != nil {
			return
		}
		lo, hi := c.part(t/checkParts, t%checkParts)
		var cnt [3][]int32
		for f := range cnt {
			fm := &c.fam[f]
			cnt[f] = fm.counts[t*fm.buckets : (t+1)*fm.buckets]
		}
		sr, sd, sa := c.fam[Row].shift, c.fam[Diagonal].shift, c.fam[AntiDiagonal].shift
		n := int32(c.n)
		for col := lo; col < hi; col++ {
			r := c.p[col]
			if r < 0 || r >= n {
				c.bad.Store(true)
				return
			}
			cnt[0][uint32(r)>>sr]++
			cnt[1][uint32(int(r)+col)>>sd]++
			cnt[2][uint32(int(r)-col+c.n-1)>>sa]++
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
		for ci := range c.chunks {
			if err := ctx.Err(); err != nil {
				return false, err
			}
			c.checkChunk(Line(f), ci)
			if c.bad.Load() {
				return true, nil
			}
		}
	}
	return false, ctx.Err()
}

// checker is the state of one partitionedCheck.
type checker struct {
	p             []int32
	n             int
	chunk, chunks int       // columns per chunk, and how many chunks
	fam           [3]family // by Line
	bitmap        []uint64  // one bit per line of the family being checked
	entries       []uint32  // the chunk's lines, bucket by bucket
	start         []int32   // where each bucket's lines begin in entries
	bad           atomic.Bool
}

// family is the partition of one family of lines.
type family struct {
	shift   uint    // line k is in bucket k>>shift
	buckets int     // number of buckets
	counts  []int32 // per chunk, per part, per bucket: lines, then where they go
}

// setSize sets buckets of 2^shift lines for size lines: at most
// checkMaxBuckets of them, and at least 4096 lines (one page of bits) each.
func (f *family) setSize(size int) {
	f.shift = 12
	if need := (size + checkMaxBuckets - 1) / checkMaxBuckets; need > 1<<f.shift {
		f.shift = uint(bits.Len(uint(need - 1)))
	}
	f.buckets = (size-1)>>f.shift + 1
}

// part returns the columns of part s of chunk ci.
func (c *checker) part(ci, s int) (lo, hi int) {
	a, b := ci*c.chunk, min((ci+1)*c.chunk, c.n)
	return a + (b-a)*s/checkParts, a + (b-a)*(s+1)/checkParts
}

// lineOf returns the coefficients of the family's line through column col
// and row r: r + a*col + b.
func (c *checker) lineOf(f Line) (a, b int) {
	switch f {
	case Row:
		return 0, 0
	case Diagonal:
		return 1, 0
	default:
		return -1, c.n - 1
	}
}

// checkChunk checks the lines of family f in chunk ci against the bitmap
// and adds them to it; c.bad is set on a clash.
func (c *checker) checkChunk(f Line, ci int) {
	fm := &c.fam[f]
	counts := func(s int) []int32 {
		t := ci*checkParts + s
		return fm.counts[t*fm.buckets : (t+1)*fm.buckets]
	}
	// Each part writes its lines of bucket k after those of the parts
	// before it: counts become starting offsets.
	off := int32(0)
	for k := range fm.buckets {
		c.start[k] = off
		for s := range checkParts {
			cnt := counts(s)
			n := cnt[k]
			cnt[k] = off
			off += n
		}
	}
	c.start[fm.buckets] = off
	parallel(checkParts, func(s int) {
		lo, hi := c.part(ci, s)
		pos := counts(s)
		e := c.entries
		a, b := c.lineOf(f)
		shift := fm.shift
		for col := lo; col < hi; col++ {
			k := uint32(int(c.p[col]) + a*col + b)
			q := k >> shift
			e[pos[q]] = k
			pos[q]++
		}
	})
	// Test each bucket against its region of the bitmap.
	parallel(checkParts, func(s int) {
		k0, k1 := fm.buckets*s/checkParts, fm.buckets*(s+1)/checkParts
		bm := c.bitmap
		clash := uint64(0) // nonzero once a line was found taken
		for _, k := range c.entries[c.start[k0]:c.start[k1]] {
			w, bit := k>>6, uint64(1)<<(k&63)
			clash |= bm[w] & bit
			bm[w] |= bit
		}
		if clash != 0 {
			c.bad.Store(true)
		}
	})
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
