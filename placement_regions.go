package nqueens

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// The check for 2^20 <= n <= 2^25 (regionCheckMax), organised for the
// cache without a counting pass. Each family of lines (rows, diagonals,
// anti-diagonals; one at a time, in one bitmap) is cut into regions of 2^16
// consecutive lines, 8 KiB of bits that fit in the L1 cache. One pass over
// the placement appends each queen's line, as its low 16 bits, to a
// fixed-size buffer of its region (one sequential write stream per region:
// at most 1024); a full buffer is tested against its region of the bitmap
// and emptied. Testing is order-free (a line is taken or not), so unlike
// the chunked check (partitionedCheck) no pass counts the lines first and
// the entries are half the size: any worker may flush any buffer at any
// time, under the region's lock. Above 2^25 regions of 2^16 lines would
// make more write streams than the TLB holds, and the chunked check is
// faster (BENCHMARKS.md).
//
// The columns are split into checkParts parts, a number that does not
// depend on the machine, taken by up to min(GOMAXPROCS, regionMaxWorkers)
// workers, each with its own buffers.

const (
	// regionShift: a region holds 2^regionShift lines, so a uint16 names a
	// line inside it.
	regionShift = 16
	regionWords = 1 << regionShift / 64
	// regionBuffer is the entries of one region's buffers over all
	// workers: 8 KiB, as much as its bits.
	regionBuffer = 1 << regionShift / 16
	// regionMaxWorkers bounds the workers; they share regionBuffer, so it
	// bounds how small each worker's buffers get.
	regionMaxWorkers = 8
	// regionPoll is how many columns a worker scans between looks at ctx.
	regionPoll = 1 << 16
	// regionBlock is how many columns a worker scans between flushes: a
	// buffer is flushed once it has room for less than this.
	regionBlock = 256
	// regionMaxCount is the most regions of a family (at n = 2^25).
	regionMaxCount = 1024
)

// regionCheckMax is the largest n of this check: 1024 regions of
// diagonals. A variable only so that tests can run the chunked check at a
// smaller n.
var regionCheckMax = 1 << 25

// regionCounts returns the regions of the rows (n lines) and of each
// diagonal family (2n-1 lines).
func regionCounts(n int) (rows, diags int) {
	return (n-1)>>regionShift + 1, (2*n-2)>>regionShift + 1
}

// regionMemory returns the bytes regionCheck allocates for n queens: the
// bitmap (2n bits, rounded up to whole regions), buffers of as many bytes,
// the workers' fill positions and the locks: about n/2 bytes.
func regionMemory(n int) uint64 {
	_, diags := regionCounts(n)
	r := uint64(diags)
	return r*regionWords*8*2 + r*regionMaxWorkers*4 + r*8
}

// regionChecker is the state of one regionCheck shared by its workers.
type regionChecker struct {
	p      Placement
	n      int
	per    int32        // buffer entries per region and worker, a power of two
	bitmap []uint64     // one bit per line of the family being checked
	locks  []sync.Mutex // one per region of the bitmap
	bad    atomic.Bool  // a clash or a row out of range was found
}

// regionWorker is one worker's buffers: region q holds
// buf[q*per : pos[q]].
type regionWorker struct {
	c       *regionChecker
	regions int // of the family being checked
	buf     []uint16
	pos     *[regionMaxCount]int32
}

// regionCheck reports whether p (rows not yet range-checked) has a row out
// of range or two queens on one line; it returns ctx.Err() when ctx is
// done. It allocates regionMemory(len(p)) bytes at most.
func regionCheck(ctx context.Context, p Placement) (bad bool, err error) {
	n := len(p)
	rows, diags := regionCounts(n)
	workers := min(runtime.GOMAXPROCS(0), checkParts, regionMaxWorkers)
	per := int32(regionBuffer)
	for int(per)*workers > regionBuffer {
		per /= 2
	}
	c := &regionChecker{
		p:      p,
		n:      n,
		per:    per,
		bitmap: make([]uint64, diags*regionWords),
		locks:  make([]sync.Mutex, diags),
	}
	ws := make([]regionWorker, workers)
	for i := range ws {
		ws[i] = regionWorker{c: c, buf: make([]uint16, diags*int(per)), pos: new([regionMaxCount]int32)}
	}
	for f := range 3 {
		regions := diags
		if f == int(familyRows) {
			regions = rows
		} else {
			clear(c.bitmap)
		}
		for i := range ws {
			ws[i].regions = regions
			for q := range regions {
				ws[i].pos[q] = int32(q) * per
			}
		}
		var next atomic.Int64
		var wg sync.WaitGroup
		for i := range ws {
			w := &ws[i]
			work := func() {
				for {
					s := int(next.Add(1)) - 1
					if s >= checkParts || c.bad.Load() || ctx.Err() != nil {
						break
					}
					w.scatter(ctx, lineFamily(f), n*s/checkParts, n*(s+1)/checkParts)
				}
				if !c.bad.Load() && ctx.Err() == nil {
					w.flushAll()
				}
			}
			if i == len(ws)-1 {
				work()
			} else {
				wg.Go(work)
			}
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return false, err
		}
		if c.bad.Load() {
			return true, nil
		}
	}
	return false, nil
}

// scatter appends the lines of family f through columns lo..hi-1 to the
// buffers, testing each buffer that fills up, and checks that each row is
// in range (for the diagonals, after the rows' pass, it always is).
func (w *regionWorker) scatter(ctx context.Context, f lineFamily, lo, hi int) {
	c := w.c
	var off, step uint32 // line = row + off, off += step per column
	switch f {
	case familyDiagonals:
		off, step = uint32(lo), 1
	case familyAntiDiagonals:
		off, step = uint32(c.n-1-lo), ^uint32(0)
	}
	var full [regionBlock]uint32
	for lo < hi {
		if lo%regionPoll < regionBlock && (ctx.Err() != nil || c.bad.Load()) {
			return
		}
		end := min(hi, lo+regionBlock)
		nf, bad := w.scatterBlock(c.p[lo:end], off, step, &full)
		if bad {
			c.bad.Store(true)
			return
		}
		for _, q := range full[:nf] {
			w.flush(int(q))
		}
		off += step * uint32(end-lo)
		lo = end
	}
}

// scatterBlock appends the lines row+off, row+off+step, ... of rows (at
// most regionBlock of them) to the buffers and lists in full the regions
// whose buffer has room for less than regionBlock more lines. It calls
// nothing, so the loop keeps its state in registers; bad reports a row out
// of range.
func (w *regionWorker) scatterBlock(rows []int32, off, step uint32, full *[regionBlock]uint32) (nf int, bad bool) {
	n := uint32(w.c.n)
	mask := w.c.per - 1
	last := w.c.per - regionBlock
	buf, pos := w.buf, w.pos
	for _, r := range rows {
		if uint32(r) >= n {
			return 0, true
		}
		k := uint32(r) + off
		off += step
		q := k >> regionShift % regionMaxCount
		i := pos[q]
		buf[i] = uint16(k)
		i++
		pos[q] = i
		if i&mask == last {
			full[nf%regionBlock] = q
			nf++
		}
	}
	return nf, false
}

// flush tests the buffered lines of region q against the bitmap, adds
// them to it and empties the buffer.
func (w *regionWorker) flush(q int) {
	c := w.c
	start := int32(q) * c.per
	end := w.pos[q]
	if end == start {
		return
	}
	entries := w.buf[start:end]
	w.pos[q] = start
	c.locks[q].Lock()
	region := (*[regionWords]uint64)(c.bitmap[q*regionWords:])
	clash := uint64(0) // nonzero once a line was found taken
	for _, e := range entries {
		i, bit := e>>6, uint64(1)<<(e&63)
		clash |= region[i] & bit
		region[i] |= bit
	}
	c.locks[q].Unlock()
	if clash != 0 {
		c.bad.Store(true)
	}
}

// flushAll flushes every buffer that holds lines.
func (w *regionWorker) flushAll() {
	for q := range w.regions {
		w.flush(q)
	}
}
