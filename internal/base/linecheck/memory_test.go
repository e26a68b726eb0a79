package linecheck_test

import (
	"math"
	"runtime"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/internal/base/linecheck"
)

// TestMemory: what Check allocates on the heap stays within Memory, on
// the one-goroutine path and on the split ones (n >= 2^20: lines, in two
// parts of the columns or two ranges of the lines, and chunks as above
// 2^27).
func TestMemory(t *testing.T) {
	t.Run("lines", func(t *testing.T) { testMemory(t, linecheck.MachineBounds()) })
	t.Run("lines in two ranges", func(t *testing.T) { testMemory(t, linecheck.NewBounds(1<<27, 1<<20)) })
	t.Run("chunks", func(t *testing.T) { testMemory(t, linecheck.NewBounds(0, 0)) }) // the check above 2^27, at smaller n
}

func testMemory(t *testing.T, bd linecheck.Bounds) {
	sizes := []int{1, 8, 1000, 1 << 20, 3_000_001}
	if !testing.Short() {
		sizes = append(sizes, 1<<25+1) // two ranges of the lines with 32 MiB of cache
	}
	for _, n := range sizes {
		res, err := formula.Solve(t.Context(), n, nqueens.Settings{})
		if err != nil || res.Status != nqueens.Solved {
			t.Fatalf("n=%d: %v %v", n, err, res.Status)
		}
		// The counter is global: the least of a few runs leaves out what
		// other goroutines allocated meanwhile.
		got := uint64(math.MaxUint64)
		for range 5 {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			if f, err := linecheck.CheckRows(t.Context(), res.Placement, bd); f != nil || err != nil {
				t.Fatal(f, err)
			}
			runtime.ReadMemStats(&after)
			got = min(got, after.TotalAlloc-before.TotalAlloc)
		}
		if limit := linecheck.VerifyMemoryWith(n, bd); got > limit {
			t.Errorf("n=%d: Check allocated %d bytes, Memory says at most %d", n, got, limit)
		}
	}
}
