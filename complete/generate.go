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

// GenerateError is an argument of [Generate] out of its range: Arg names
// it ("n" or "minFree"), Value is what was given, Min..Max the range.
type GenerateError struct {
	Arg      string
	Value    int
	Min, Max int
}

func (e *GenerateError) Error() string {
	return fmt.Sprintf("%s = %d: want %d..%d", e.Arg, e.Value, e.Min, e.Max)
}

// Generate returns the excluded diagonals of a random Excluded Diagonals
// instance on an n x n board, by the method of Gent, Jefferson and
// Nightingale: the 2n-1 sum diagonals and the 2n-1 difference diagonals
// are each put in a random order; a fair coin then picks the kind of the
// next diagonal to consider (the other kind once one is used up), and the
// diagonal is excluded unless that would leave some row or column with
// fewer than minFree free squares, in which case it is passed over. Every
// prefix of the list returned is an instance ([Instance.WithDiagonals]).
// The same n, minFree and seed give the same list on every machine. n
// must be 1..[MaxGenerate] and minFree 0..n (at n, no diagonal is
// excluded), or the error is a [*GenerateError]. It is O(n^2) time and
// O(n) memory.
func Generate(n, minFree int, seed uint64) ([]Diagonal, error) {
	if n < 1 || n > MaxGenerate {
		return nil, &GenerateError{Arg: "n", Value: n, Min: 1, Max: MaxGenerate}
	}
	if minFree < 0 || minFree > n {
		return nil, &GenerateError{Arg: "minFree", Value: minFree, Min: 0, Max: n}
	}
	g := &generator{n: n, minFree: minFree, rng: stream.New(seed, 0),
		freeRow: make([]int, n), freeCol: make([]int, n),
		excluded: [2][]bool{make([]bool, 2*n-1), make([]bool, 2*n-1)}}
	for i := range n {
		g.freeRow[i], g.freeCol[i] = n, n
	}
	sums, diffs := g.order(), g.order()
	var out []Diagonal
	for len(sums) > 0 || len(diffs) > 0 {
		d := Diagonal{Sum: len(diffs) == 0 || len(sums) > 0 && g.rng.Below(2) == 1}
		if d.Sum {
			d.Value, sums = sums[0], sums[1:]
		} else {
			d.Value, diffs = diffs[0], diffs[1:]
		}
		if g.exclude(d) {
			out = append(out, d)
		}
	}
	return out, nil
}

// generator is the state of one Generate: the free squares left in each
// row and column, and the diagonals excluded so far ([0] difference, [1]
// sum).
type generator struct {
	n, minFree       int
	rng              stream.Stream
	freeRow, freeCol []int
	excluded         [2][]bool
	rows, cols       []int // scratch: the squares d would take
}

// order is the indices of 2n-1 diagonals in a random order.
func (g *generator) order() []int {
	d := make([]int, 2*g.n-1)
	for i := range d {
		d[i] = i
	}
	for i := len(d) - 1; i > 0; i-- { // Fisher-Yates
		j := int(g.rng.Below(uint64(i + 1)))
		d[i], d[j] = d[j], d[i]
	}
	return d
}

// exclude excludes d unless that leaves a row or column with fewer than
// minFree free squares; it reports whether it did.
func (g *generator) exclude(d Diagonal) bool {
	n := g.n
	g.rows, g.cols = g.rows[:0], g.cols[:0]
	for r := range n {
		c := r - (d.Value - (n - 1))
		if d.Sum {
			c = d.Value - r
		}
		if c < 0 || c >= n {
			continue
		}
		if d.Sum && g.excluded[0][r-c+n-1] || !d.Sum && g.excluded[1][r+c] {
			continue // already excluded by a diagonal of the other kind
		}
		if g.freeRow[r] <= g.minFree || g.freeCol[c] <= g.minFree {
			return false
		}
		g.rows, g.cols = append(g.rows, r), append(g.cols, c)
	}
	for i := range g.rows {
		g.freeRow[g.rows[i]]--
		g.freeCol[g.cols[i]]--
	}
	g.excluded[b2i(d.Sum)][d.Value] = true
	return true
}
