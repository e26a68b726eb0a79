package linecheck

import (
	"context"
	"math/bits"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/nqueens/nqueens/internal/base/hugemem"
)

// The check for 2^20 <= n <= 2^27 (bounds.check). One bitmap of the lines
// of a family (rows, diagonals, anti-diagonals; one family at a time) is at
// most 2n bits, 32 MiB at 2^27, so it stays in the last-level cache while
// one pass over the placement sets the bit of each queen's line; the pass
// never tests a bit. Then the family is valid exactly when the bitmap has
// n bits set: no two queens share a line and every line is in range (a
// line outside the family, from a row outside [0, n), sets no bit of it).
// So the loop has no branch on the data and nothing carried from one
// queen to the next but the store, and in assembly (amd64) it prefetches
// the word of the queen 128 columns on, so that many cache misses are in
// flight at once. 128 columns rather than 32: the longer distance was
// faster at n = 10^8 and held up better on a loaded host (BENCHMARKS.md).
//
// The check runs on two cores. Up to n = 2^25 (bounds.split) the columns
// are split into two parts, each with a bitmap of its own; the count is
// then of the union of the two bitmaps. Above, two bitmaps would no longer
// fit in the cache (BENCHMARKS.md), so the lines of each family are split
// instead: two ranges of lines, each with its bitmap of half the size, and
// each part marks every column's line in its range (a line outside it
// sets a bit of its range's spare word, as an out-of-range row does). The
// placement is then read twice per family, once by each core, and the
// bitmaps together stay at 2n bits. The split is a number that depends on
// n only; the count is the sum of the ranges' counts.
//
// Those bounds are for a last-level cache of 32 MiB, the machine they were
// measured on: a bitmap much larger than the cache (at 2^28, twice the
// cache) makes the line check slower than the chunked one. With a smaller
// cache (read from Linux's sysfs; 8 MiB where it cannot be read) both
// bounds shrink in proportion, so one bitmap still fits in the cache (two
// below the split). With a larger one the line check still stops at 2^27,
// but the split rises with the cache, up to 2^27 from 128 MiB: where two
// bitmaps fit, two parts of the columns beat two ranges of the lines, as
// each core reads the placement once and marks no spare word (0.70x the
// CPU at 10^8 on a Xeon with 300 MiB of L3, BENCHMARKS.md).

// bounds are where Verify's checks for n >= 2^20 change: the line check to
// n = check (above, the chunked check, chunkedCheck), its columns in
// two parts to n = split (above, its lines in two ranges). Verify takes
// them from the cache (machineBounds); the tests give smaller ones, to
// run each check at a smaller n.
type bounds struct{ check, split int }

// machineBounds returns the bounds for this machine's last-level cache,
// read once.
var machineBounds = sync.OnceValue(func() bounds {
	check, split := limitsFor(lastLevelCache())
	return bounds{check, split}
})

// limitsFor returns the line check's bounds for a last-level cache of llc
// bytes (0: unknown, taken as 8 MiB): the largest powers of two n whose
// bitmap of 2n bits (n/4 bytes) fits in llc, at most 2^27, and whose two
// such bitmaps fit in half of it, at most the first: 2^27 and 2^25 for
// 32 MiB, 2^27 and 2^27 from 128 MiB.
func limitsFor(llc uint64) (check, split int) {
	if llc == 0 {
		llc = 8 << 20
	}
	pow := 1 << (bits.Len64(min(llc, 1<<40)) - 1) // llc rounded down to a power of two
	check = 4 * min(pow, 32<<20)
	return check, min(pow, check)
}

const (
	// linesBlock is the columns marked between looks at ctx.
	linesBlock = 1 << 16
	// spareWords is the word markLines needs after a bitmap: a line
	// outside the family (from a row out of range) sets a bit there
	// instead, a store either way, so the loop has no branch to
	// mispredict.
	spareWords = 1
)

// lineSplit returns how the line check of n queens is split: into parts
// of the columns (each with a bitmap of every line of a family) or into
// ranges of each family's lines (each with a bitmap of its range). One of
// the two is 2 and the other 1.
func (b bounds) lineSplit(n int) (parts, ranges int) {
	if n <= b.split {
		return 2, 1
	}
	return 1, 2
}

// lineRange returns the lines [lo, hi) of range r of ranges, for a
// family of size lines: lo is a multiple of 64, so that the range's
// bitmap starts at a word.
func lineRange(size, r, ranges int) (lo, hi int) {
	words := (size + 63) / 64
	lo, hi = 64*(words*r/ranges), 64*(words*(r+1)/ranges)
	return lo, min(hi, size)
}

// lineMemory returns the bytes lineCheck allocates for n queens: per part
// and range, a bitmap of the range's lines of a family (at most 2n-1) and
// its spare words.
func (b bounds) lineMemory(n int) uint64 {
	parts, ranges := b.lineSplit(n)
	words := uint64(0)
	for r := range ranges {
		lo, hi := lineRange(2*n-1, r, ranges)
		words += uint64((hi-lo+63)/64 + spareWords)
	}
	return uint64(parts) * words * 8
}

// lineCheck reports whether p has a row out of range or two queens on one
// line; it returns ctx.Err() when ctx is done. It allocates
// b.lineMemory(len(p)) bytes.
func (b bounds) lineCheck(ctx context.Context, p []int32) (bad bool, err error) {
	n := len(p)
	parts, ranges := b.lineSplit(n)
	maps := make([][]uint64, parts*ranges) // part i/ranges, range i%ranges
	for i := range maps {
		lo, hi := lineRange(2*n-1, i%ranges, ranges)
		maps[i] = hugemem.Make[uint64]((hi-lo+63)/64 + spareWords)
	}
	for f := range 3 {
		size, k, step := 2*n-1, 0, 1 // line = row + k + step*column
		switch Line(f) {
		case Row:
			size, step = n, 0
		case AntiDiagonal:
			k, step = n-1, -1
		}
		parallel(parts*ranges, func(i int) {
			bm := maps[i]
			if f > 0 {
				clear(bm)
			}
			lo, hi := n*(i/ranges)/parts, n*(i/ranges+1)/parts
			first, end := lineRange(size, i%ranges, ranges)
			for c := lo; c < hi && ctx.Err() == nil; c += linesBlock {
				markLines(p[c:], min(linesBlock, hi-c), bm, k+step*c-first, step, uint(end-first))
			}
		})
		if err := ctx.Err(); err != nil {
			return false, err
		}
		if lineCount(maps, parts, ranges, size) != n {
			return true, nil
		}
	}
	return false, nil
}

// lineCount returns the lines of a family of size lines marked in maps
// (as lineCheck lays them out): per range, the bits set in the union of
// the parts' bitmaps, counted in checkParts pieces on every core.
func lineCount(maps [][]uint64, parts, ranges, size int) int {
	var counts [checkParts]int
	parallel(checkParts, func(s int) {
		sum := 0
		for r := range ranges {
			lo, hi := lineRange(size, r, ranges)
			used := (hi - lo + 63) / 64
			for w := used * s / checkParts; w < used*(s+1)/checkParts; w++ {
				u := uint64(0)
				for part := range parts {
					u |= maps[part*ranges+r][w]
				}
				sum += bits.OnesCount64(u)
			}
		}
		counts[s] = sum
	})
	sum := 0
	for _, c := range counts {
		sum += c
	}
	return sum
}

// markLinesGo is markLines in Go: the same bits set, without the
// prefetch. Every build has it, so the tests compare it with the assembly.
// It is kept out of line so that its loop has the registers to itself
// (inlined into a caller's loop, an earlier version spilled its state to
// the stack, which made it much slower).
//
//go:noinline
func markLinesGo(rows []int32, m int, bits []uint64, k, step int, size uint) {
	spare := (size + 63) / 64
	for _, r := range rows[:m] {
		line := uint(int(r) + k)
		k += step
		w := line >> 6
		if line >= size {
			w = spare
		}
		bits[w] |= 1 << (line & 63)
	}
}

// lastLevelCache returns the size in bytes of the largest cache of CPU 0
// that Linux describes (/sys/devices/system/cpu/cpu0/cache/index*/size,
// such as "32768K"), or 0 if none can be read (on every other system).
func lastLevelCache() uint64 {
	var best uint64
	for i := 0; i < 8; i++ {
		b, err := os.ReadFile("/sys/devices/system/cpu/cpu0/cache/index" + strconv.Itoa(i) + "/size")
		if err != nil {
			break
		}
		s := strings.TrimSpace(string(b))
		unit := uint64(1)
		switch {
		case strings.HasSuffix(s, "K"):
			s, unit = s[:len(s)-1], 1<<10
		case strings.HasSuffix(s, "M"):
			s, unit = s[:len(s)-1], 1<<20
		}
		if v, err := strconv.ParseUint(s, 10, 32); err == nil {
			best = max(best, v*unit)
		}
	}
	return best
}
