package nqueens

import (
	"context"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// The check for large n, organised for the cache. Testing the line of each
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

// lineFamily says how to compute one family of lines from a column and its
// row: rows (r), diagonals (r+c) or anti-diagonals (r-c+n-1).
type lineFamily int

const (
	familyRows lineFamily = iota
	familyDiagonals
	familyAntiDiagonals
)

// partitionedCheck reports whether p (rows not yet range-checked) has a
// row out of range or two queens on one line; it returns ctx.Err() when
// ctx is done. It uses 2n bits for the bitmap (one family at a time) and
// 4 bytes per column of a chunk (n/16 columns) for the buckets: n/2 bytes
// in all.
func partitionedCheck(ctx context.Context, p Placement) (bad bool, err error) {
	n := len(p)
	chunk := max(n/16, 1<<16)
	c := &checker{p: p, n: n, entries: make([]uint32, chunk), start: make([]int32, checkMaxBuckets+1)}
	c.bitmap = make([]uint64, (2*n-1+63)/64)
	for s := range c.counts {
		c.counts[s] = make([]int32, checkMaxBuckets)
	}
	for _, fam := range []lineFamily{familyRows, familyDiagonals, familyAntiDiagonals} {
		size := n
		if fam != familyRows {
			size = 2*n - 1
		}
		c.setFamily(fam, size)
		for lo := 0; lo < n; lo += chunk {
			if err := ctx.Err(); err != nil {
				return false, err
			}
			c.checkChunk(ctx, lo, min(lo+chunk, n))
			if err := ctx.Err(); err != nil {
				return false, err
			}
			if c.bad.Load() {
				return true, nil
			}
		}
	}
	return false, nil
}

// checker is the state of one partitionedCheck.
type checker struct {
	p       Placement
	n       int
	fam     lineFamily
	shift   uint                // line k is in bucket k>>shift
	buckets int                 // number of buckets
	bitmap  []uint64            // one bit per line of the family
	entries []uint32            // the chunk's lines, bucket by bucket
	counts  [checkParts][]int32 // per part, then per bucket: lines, then where they go
	start   []int32             // where each bucket's lines begin in entries
	bad     atomic.Bool
}

// setFamily prepares for one family of size lines: a clear bitmap and
// buckets of 2^shift lines, at most checkMaxBuckets of them and at least
// 4096 lines (one page of bits) each.
func (c *checker) setFamily(fam lineFamily, size int) {
	c.fam = fam
	c.shift = 12
	if need := (size + checkMaxBuckets - 1) / checkMaxBuckets; need > 1<<c.shift {
		c.shift = uint(bits.Len(uint(need - 1)))
	}
	c.buckets = (size-1)>>c.shift + 1
	clear(c.bitmap[:(size+63)/64])
}

// lineOf returns the coefficients of the family's line through column col
// and row r: r + a*col + b.
func (c *checker) lineOf() (a, b int) {
	switch c.fam {
	case familyRows:
		return 0, 0
	case familyDiagonals:
		return 1, 0
	default:
		return -1, c.n - 1
	}
}

// checkChunk checks the lines of columns lo..hi-1 against the bitmap and
// adds them to it; c.bad is set on a clash (or a row out of range).
func (c *checker) checkChunk(ctx context.Context, lo, hi int) {
	part := func(s int) (int, int) { return lo + (hi-lo)*s/checkParts, lo + (hi-lo)*(s+1)/checkParts }
	// Count the lines per bucket, per part of the columns.
	parallel(checkParts, func(s int) {
		if ctx.Err() != nil {
			return
		}
		lo, hi := part(s)
		cnt := c.counts[s][:c.buckets]
		clear(cnt)
		n := int32(c.n)
		a, b := c.lineOf()
		for col := lo; col < hi; col++ {
			r := c.p[col]
			if r < 0 || r >= n {
				c.bad.Store(true)
				return
			}
			cnt[uint32(int(r)+a*col+b)>>c.shift]++
		}
	})
	if c.bad.Load() || ctx.Err() != nil {
		return
	}
	// Each part writes its lines of bucket k after those of the parts
	// before it: counts become starting offsets.
	off := int32(0)
	for k := range c.buckets {
		c.start[k] = off
		for s := range c.counts {
			cnt := c.counts[s][k]
			c.counts[s][k] = off
			off += cnt
		}
	}
	c.start[c.buckets] = off
	parallel(checkParts, func(s int) {
		lo, hi := part(s)
		pos := c.counts[s]
		e := c.entries
		a, b := c.lineOf()
		for col := lo; col < hi; col++ {
			k := uint32(int(c.p[col]) + a*col + b)
			q := k >> c.shift
			e[pos[q]] = k
			pos[q]++
		}
	})
	// Test each bucket against its region of the bitmap.
	parallel(checkParts, func(s int) {
		k0, k1 := c.buckets*s/checkParts, c.buckets*(s+1)/checkParts
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
