package linecheck_test

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqueens/nqueens/internal/base/linecheck"
)

// markBoth runs both kernels of the line check on the same input and
// fails unless they set the same bits, and unless those are the lines
// below size (the spare words aside).
func markBoth(t *testing.T, rows []int32, m int, k, step int, size uint) {
	t.Helper()
	words := int(size+63)/64 + linecheck.SpareWords
	got, want := make([]uint64, words), make([]uint64, words)
	linecheck.MarkLines(rows, m, got, k, step, size)
	linecheck.MarkLinesGo(rows, m, want, k, step, size)
	if !slices.Equal(got, want) {
		t.Fatalf("rows %v, m %d, k %d, step %d, size %d: markLines set %x, markLinesGo %x", rows, m, k, step, size, got, want)
	}
	lines := make([]uint64, words-linecheck.SpareWords)
	for i, r := range rows[:m] {
		if line := int64(r) + int64(k) + int64(i)*int64(step); line >= 0 && line < int64(size) {
			lines[line/64] |= 1 << (line % 64)
		}
	}
	if !slices.Equal(want[:len(lines)], lines) {
		t.Fatalf("rows %v, m %d, k %d, step %d, size %d: set %x, want the lines %x", rows, m, k, step, size, want[:len(lines)], lines)
	}
}

// TestMarkLines: the assembly kernel of the line check (amd64) and the Go
// one set the same bits, for rows in and out of range, every step, blocks
// shorter and longer than the prefetch distance, and columns beyond m
// (read only to prefetch, whatever they hold).
func TestMarkLines(t *testing.T) {
	if !linecheck.LinesAsm {
		t.Log("markLines is the Go kernel in this build: it is compared with itself")
	}
	g := rand.New(rand.NewPCG(5, 6))
	odd := []int32{-1, math.MinInt32, math.MaxInt32, 1 << 30, -1 << 30}
	for range 3000 {
		n := 1 + g.IntN(300)
		rows := make([]int32, n+g.IntN(300)) // past m: read only to prefetch, 128 on
		for i := range rows {
			rows[i] = int32(g.IntN(n))
			if g.IntN(20) == 0 {
				rows[i] = odd[g.IntN(len(odd))]
			}
		}
		m := g.IntN(len(rows) + 1)
		step := g.IntN(3) - 1
		k := g.IntN(2*n) - n
		size := uint(g.IntN(2*n + 1))
		markBoth(t, rows, m, k, step, size)
	}
}

// FuzzMarkLines compares the two kernels on arbitrary rows.
func FuzzMarkLines(f *testing.F) {
	f.Add([]byte{1, 0, 0, 0, 2, 0, 0, 0, 255, 255, 255, 255}, uint8(3), int16(0), int8(1), uint16(9))
	f.Add(make([]byte, 4*40), uint8(40), int16(-7), int8(-1), uint16(64))
	f.Add(make([]byte, 4*300), uint8(200), int16(5), int8(1), uint16(600))
	f.Fuzz(func(t *testing.T, data []byte, m uint8, k int16, step int8, size uint16) {
		rows := make([]int32, len(data)/4)
		for i := range rows {
			rows[i] = int32(binary.LittleEndian.Uint32(data[4*i:]))
		}
		markBoth(t, rows, min(int(m), len(rows)), int(k), int(step), uint(size))
	})
}

// TestMarkLinesBounds: the assembly kernel writes no bounds-checked
// memory, so its Go wrapper refuses what could take it past the slices.
func TestMarkLinesBounds(t *testing.T) {
	if !linecheck.LinesAsm {
		t.Skip("the Go kernel's slices are bounds-checked")
	}
	rows := []int32{0, 1, 2}
	for _, tc := range []struct {
		name  string
		m     int
		words int
		size  uint
	}{
		{"m beyond the rows", 4, 2, 64},
		{"negative m", -1, 2, 64},
		{"no spare word", 3, 1, 64},
		{"no word at all", 3, 0, 0},
		{"size beyond the words", 3, 2, 65},
		{"size near 2^64", 3, 2, math.MaxUint - 10},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: markLines did not panic", tc.name)
				}
			}()
			linecheck.MarkLines(rows, tc.m, make([]uint64, tc.words), 0, 1, tc.size)
		}()
	}
	linecheck.MarkLines(rows, 3, make([]uint64, 2), 0, 1, 64) // the largest size 2 words allow
}

// TestLimitsFor: the line check's bounds follow the last-level cache,
// 2^27 and 2^25 for 32 MiB (as measured), in proportion below; above, the
// check no higher and the split up to the check; those of 8 MiB when the
// size is unknown.
func TestLimitsFor(t *testing.T) {
	for _, tc := range []struct {
		llc          uint64
		check, split int
	}{
		{32 << 20, 1 << 27, 1 << 25},
		{64 << 20, 1 << 27, 1 << 26},
		{300 << 20, 1 << 27, 1 << 27}, // this Xeon's L3
		{1 << 62, 1 << 27, 1 << 27},
		{16 << 20, 1 << 26, 1 << 24},
		{12 << 20, 1 << 25, 1 << 23}, // rounded down to 8 MiB
		{0, 1 << 25, 1 << 23},
		{512 << 10, 1 << 21, 1 << 19},
	} {
		if check, split := linecheck.LimitsFor(tc.llc); check != tc.check || split != tc.split {
			t.Errorf("llc %d: %d, %d; want %d, %d", tc.llc, check, split, tc.check, tc.split)
		}
	}
}
