package complete

import (
	"fmt"

	"github.com/nqueens/nqueens/internal/stream"
)

// MaxGenerate is the largest board [Generate] takes: its time is O(n^2).
const MaxGenerate = 1 << 12

// MinFree is the fewest free squares the generator leaves in any row or
// column, the paper's setting for its published instances.
const MinFree = 4

// Generate returns the excluded diagonals of a random Excluded Diagonals
// instance on an n x n board, by the method of Gent, Jefferson and
// Nightingale: the 2n-1 sum diagonals and the 2n-1 difference diagonals
// are each put in a random order; a fair coin then picks the kind of the
// next diagonal to consider (the other kind once one is used up), and the
// diagonal is excluded unless that would leave some row or column with
// fewer than minFree free squares, in which case it is passed over. Every
// prefix of the list returned is an instance ([Instance.WithDiagonals]).
// The same n, minFree and seed give the same list on every machine. It is
// O(n^2) time and O(n) memory.
func Generate(n, minFree int, seed uint64) ([]Diagonal, error) {
	if n < 1 || n > MaxGenerate {
		return nil, fmt.Errorf("complete: Generate: n = %d, want 1..%d", n, MaxGenerate)
	}
	if minFree < 0 {
		return nil, fmt.Errorf("complete: Generate: minFree = %d, want >= 0", minFree)
	}
	rng := stream.New(seed, 0)
	order := func() []int {
		d := make([]int, 2*n-1)
		for i := range d {
			d[i] = i
		}
		for i := len(d) - 1; i > 0; i-- { // Fisher-Yates
			j := int(rng.Below(uint64(i + 1)))
			d[i], d[j] = d[j], d[i]
		}
		return d
	}
	sums, diffs := order(), order()
	freeRow, freeCol := make([]int, n), make([]int, n)
	for i := range n {
		freeRow[i], freeCol[i] = n, n
	}
	excluded := [2][]bool{make([]bool, 2*n-1), make([]bool, 2*n-1)} // [0] difference, [1] sum
	var out []Diagonal
	var rows, cols []int
	for len(sums) > 0 || len(diffs) > 0 {
		sum := len(diffs) == 0 || len(sums) > 0 && rng.Below(2) == 1
		var v int
		if sum {
			v, sums = sums[0], sums[1:]
		} else {
			v, diffs = diffs[0], diffs[1:]
		}
		d := Diagonal{Value: v, Sum: sum}
		rows, cols = rows[:0], cols[:0]
		ok := true
		for r := range n {
			c := r - (v - (n - 1))
			if sum {
				c = v - r
			}
			if c < 0 || c >= n {
				continue
			}
			if sum && excluded[0][r-c+n-1] || !sum && excluded[1][r+c] {
				continue // already excluded by a diagonal of the other kind
			}
			if freeRow[r] <= minFree || freeCol[c] <= minFree {
				ok = false
				break
			}
			rows, cols = append(rows, r), append(cols, c)
		}
		if !ok {
			continue
		}
		for i := range rows {
			freeRow[rows[i]]--
			freeCol[cols[i]]--
		}
		excluded[b2i(sum)][v] = true
		out = append(out, d)
	}
	return out, nil
}
