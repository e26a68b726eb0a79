package mitm

import (
	"context"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// published is OEIS A000170: the solutions of the n-queens problem.
var published = []uint64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200}

// fullBoard is the empty n board along its rows.
func fullBoard(n int) *Lines {
	f := &Lines{N: n, Pos: 1<<n - 1}
	for r := range n {
		f.Index = append(f.Index, r)
		f.Free = append(f.Free, 1<<n-1)
	}
	return f
}

// TestCountLinesPublished counts the solutions of empty boards by lines,
// in one frame and in two, on one goroutine and on three, against the
// published counts.
func TestCountLinesPublished(t *testing.T) {
	for n := 1; n < len(published); n++ {
		for _, workers := range []int{1, 3} {
			for _, frames := range [][]*Lines{{fullBoard(n)}, {fullBoard(n), fullBoard(n)}} {
				r := CountLines(context.Background(), frames, 0, workers)
				if r.Count != published[n] || r.Stopped || r.Over {
					t.Errorf("n = %d, %d frames, %d workers: %+v, want %d", n, len(frames), workers, r, published[n])
				}
			}
		}
	}
}

// TestCountLinesMasks takes squares away: a queen pre-placed at (0, 0)
// leaves the solutions that hold it, counted with its lines and diagonals
// cleared from the masks; a limit of one placement stops with Over.
func TestCountLinesMasks(t *testing.T) {
	// Solutions of n = 8 with a queen in a corner: 4 (by listing).
	n := 8
	f := &Lines{N: n, Pos: 1<<n - 2}
	for r := 1; r < n; r++ {
		free := uint64(1<<n-2) &^ (1 << r) // not column 0, not the main diagonal
		f.Index = append(f.Index, r)
		f.Free = append(f.Free, free)
	}
	if r := CountLines(context.Background(), []*Lines{f}, 0, 2); r.Count != 4 {
		t.Errorf("n = 8, corner queen: %d completions, want 4", r.Count)
	}
	if r := CountLines(context.Background(), []*Lines{fullBoard(10)}, 1, 1); !r.Over || r.Count != 0 {
		t.Errorf("limit 1: %+v, want Over", r)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := CountLines(ctx, []*Lines{fullBoard(10)}, 0, 1); !r.Stopped {
		t.Errorf("canceled: %+v, want Stopped", r)
	}
}

// TestPairer compares the pair counts with a plain loop, for lists small
// (tested pair by pair) and large (through a sieve).
func TestPairer(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var p pairer
	for _, size := range [][2]int{{0, 5}, {2, 900}, {10, 20}, {300, 2000}, {5000, 40}} {
		a, b := make([]uint64, size[0]), make([]uint64, size[1])
		for i := range a {
			a[i] = rng.Uint64() & rng.Uint64() & rng.Uint64() >> 2
		}
		for i := range b {
			b[i] = rng.Uint64() & rng.Uint64() & rng.Uint64() >> 2
		}
		var want uint64
		for _, x := range a {
			for _, y := range b {
				if x&y == 0 {
					want++
				}
			}
		}
		if got := p.count(a, b, Index{Lo: 15, Hi: 45}); got != want {
			t.Errorf("%d x %d: %d pairs, want %d", len(a), len(b), got, want)
		}
	}
}

// TestSearchJoiner lists the halves of every column set of small boards
// both ways: the same patterns, in any order.
func TestSearchJoiner(t *testing.T) {
	for _, n := range []int{6, 9, 12} {
		rows := n / 2
		for _, from := range []int{0, 1} {
			j := NewJoiner(n, from, rows)
			for cols := uint32(0); cols < 1<<n; cols++ {
				if onesCount(cols) != rows {
					continue
				}
				for _, middle := range []uint32{0, 1 << (n / 2)} {
					if cols&middle != 0 {
						continue
					}
					avoid := uint64(middle) | uint64(middle)<<n
					got := j.List(nil, cols, avoid)
					want := Search(nil, n, cols, from, rows, middle)
					if from == 0 && middle != 0 {
						continue // a middle queen stands next to a half from 1 only
					}
					slices.Sort(got)
					slices.Sort(want)
					if !slices.Equal(got, want) {
						t.Fatalf("n = %d, from %d, columns %#x, middle %#x: joined %d, searched %d", n, from, cols, middle, len(got), len(want))
					}
				}
			}
		}
	}
}

func onesCount(x uint32) int {
	c := 0
	for ; x != 0; x &= x - 1 {
		c++
	}
	return c
}

// TestListBefore compares a limited joiner's lists with the searched
// ones and with a plain search that notes where the limited column's
// queen stands, for every column set of a half and every limit.
func TestListBefore(t *testing.T) {
	for _, n := range []int{7, 9, 11} {
		rows, col := n/2, n/2
		j := NewLimitedJoiner(n, 1, rows, col)
		for cols := uint32(0); cols < 1<<n; cols++ {
			if onesCount(cols) != rows {
				continue
			}
			for _, x := range []int{-1, 0, 2} {
				var middle uint32
				if x >= 0 {
					if cols&(1<<x) != 0 {
						continue
					}
					middle = 1 << x
				}
				avoid := uint64(middle) | uint64(middle)<<n
				for d := 1; d <= rows+1; d++ {
					got := j.ListBefore(nil, cols, avoid, d)
					searched := SearchBefore(nil, n, cols, 1, rows, Outside{Middle: middle, Col: 1 << col, Before: d})
					want := plainBefore(n, cols, rows, middle, col, d)
					for _, l := range [][]uint64{got, searched, want} {
						slices.Sort(l)
					}
					if !slices.Equal(got, want) || !slices.Equal(searched, want) {
						t.Fatalf("n = %d, columns %#x, middle %#x, before %d: joined %d, searched %d, want %d", n, cols, middle, d, len(got), len(searched), len(want))
					}
				}
			}
		}
	}
}

// plainBefore lists the patterns of the placements of rows rows at
// distances 1.. of row b in the columns cols that spare the queen of
// row b in middle and whose queen in column col stands at a distance
// below d, by trying every column of every row.
func plainBefore(n int, cols uint32, rows int, middle uint32, col, d int) []uint64 {
	var out []uint64
	var place func(t int, used uint32, qs []int)
	place = func(t int, used uint32, qs []int) {
		if t > rows {
			var p uint64
			for i, c := range qs {
				dist := i + 1
				if c+dist < n {
					p |= 1 << (c + dist)
				}
				if c >= dist {
					p |= 1 << (n + c - dist)
				}
			}
			out = append(out, p)
			return
		}
	next:
		for c := range n {
			if cols&(1<<c) == 0 || used&(1<<c) != 0 || (c == col && t >= d) {
				continue
			}
			for m := middle; m != 0; m &= m - 1 { // the queen of row b
				if mc := bits.TrailingZeros32(m); c-t == mc || c+t == mc {
					continue next
				}
			}
			for i, c2 := range qs {
				if dd := t - (i + 1); c2-c == dd || c-c2 == dd {
					continue next
				}
			}
			place(t+1, used|1<<c, append(qs, c))
		}
	}
	place(1, 0, nil)
	return out
}

// TestQuarterCounts checks the table of quarter entries against counting
// them, for every size it holds.
func TestQuarterCounts(t *testing.T) {
	for r := range quarterCounts {
		for n := range quarterCounts[r] {
			if got, want := quarterCounts[r][n], quarterWalk(n, r); got != want {
				t.Errorf("%d rows of %d columns: the table says %d, counted %d", r, n, got, want)
			}
		}
	}
}
