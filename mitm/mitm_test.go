package mitm

import (
	"context"
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
	var p Pairer
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
		if got := p.Count(a, b, Index{Lo: 15, Hi: 45}); got != want {
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
			var sc Scratch
			for cols := uint32(0); cols < 1<<n; cols++ {
				if onesCount(cols) != rows {
					continue
				}
				for _, middle := range []uint32{0, 1 << (n / 2)} {
					if cols&middle != 0 {
						continue
					}
					avoid := uint64(middle) | uint64(middle)<<n
					got := j.List(nil, cols, avoid, &sc)
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
