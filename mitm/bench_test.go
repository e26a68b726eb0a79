package mitm

import (
	"fmt"
	"math/bits"
	"testing"
)

// benchCols is the column set of the benchmarks' top half: every other
// column of an even n board.
func benchCols(n int) uint32 { return 0x55555555 & (uint32(1)<<n - 1) }

// rowHalves lists the two halves' row patterns of one column set of an
// even n board (every other column on top), the bottom's masks swapped:
// what exact's pieces hand the sieve.
func rowHalves(n int) (top, bottom []uint64) {
	cols := benchCols(n)
	mask := uint32(1)<<n - 1
	rows := n / 2
	if rows-rows/2 <= QuarterRowsMax {
		top = NewJoiner(n, 0, rows).List(nil, cols, 0)
		bottom = NewJoiner(n, 1, rows).List(nil, mask&^cols, 0)
	} else {
		top = Search(nil, n, cols, 0, rows, 0)
		bottom = Search(nil, n, mask&^cols, 1, rows, 0)
	}
	low := uint64(1)<<n - 1
	for i, k := range bottom {
		bottom[i] = k>>n | (k&low)<<n
	}
	return top, bottom
}

// BenchmarkSieve builds a sieve of one half of a column set (every other
// column on top) and counts its pairs with the other: the kernel of
// exact's pieces. It reports the pairs tested a second (ns/pair).
func BenchmarkSieve(b *testing.B) {
	for _, n := range []int{16, 18, 20} {
		top, bottom := rowHalves(n)
		stored, queries := bottom, top
		if len(top) > len(bottom) {
			stored, queries = top, bottom
		}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var s Sieve
			var c uint64
			for b.Loop() {
				s.Build(stored, RowIndex(n))
				c = s.Count(queries)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(stored)*len(queries)), "ns/pair")
			_ = c
		})
	}
}

// BenchmarkJoin lists the top half of every other column from quarter
// tables (built once): the listing kernel of exact's pieces.
func BenchmarkJoin(b *testing.B) {
	for _, n := range []int{16, 18, 20} {
		j := NewJoiner(n, 0, n/2)
		cols := benchCols(n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var dst []uint64
			for b.Loop() {
				dst = j.List(dst[:0], cols, 0)
			}
			b.ReportMetric(float64(len(dst)), "placements")
		})
	}
}

// BenchmarkSumsAdmit tests random sets of diagonals against a target.
func BenchmarkSumsAdmit(b *testing.B) {
	var sets [256]uint64
	x := uint64(0x9E3779B97F4A7C15)
	for i := range sets {
		x = bits.RotateLeft64(x*0xBF58476D1CE4E5B9, 17)
		sets[i] = x & (x >> 3)
	}
	i, ok := 0, 0
	for b.Loop() {
		if SumsAdmit(sets[i&255], 0, 9, 300) {
			ok++
		}
		i++
	}
}

// BenchmarkSearch lists the top half of every other column by searching
// its rows, as exact does beyond n = 21.
func BenchmarkSearch(b *testing.B) {
	for _, n := range []int{20, 22} {
		cols := benchCols(n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var dst []uint64
			for b.Loop() {
				dst = Search(dst[:0], n, cols, 0, n/2, 0)
			}
			b.ReportMetric(float64(len(dst)), "placements")
		})
	}
}
