package fullboard

import (
	"math/rand/v2"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/climb"
)

// naiveSolve is a straightforward implementation of the same search, the
// yardstick for the benchmarks and the reference the tests hold [Solve] to:
// the grid is a slice of rows, every successor is a fresh copy of the grid,
// its heuristic is counted by collecting the queens and checking every
// pair, and the best successors are kept as grids. It draws from the
// random stream exactly as Solve does, so for a seed both make the same
// moves and restarts. It stops after maxClimbs climbs (0: no limit) and
// reports whether it solved.
func naiveSolve(n int, seed uint64, maxClimbs int64) (p nqueens.Placement, st nqueens.Stats, solved bool) {
	rng := rand.New(rand.NewPCG(seed, climb.Stream))
	for climb := int64(1); maxClimbs == 0 || climb <= maxClimbs; climb++ {
		grid := make([][]bool, n) // grid[r][c]
		for r := range grid {
			grid[r] = make([]bool, n)
		}
		for c := 0; c < n; c++ {
			grid[rng.IntN(n)][c] = true
		}
		h := naivePairs(grid)
		for h > 0 {
			bestH := h
			var best [][][]bool
			for c := 0; c < n; c++ {
				from := 0
				for !grid[from][c] {
					from++
				}
				for r := 0; r < n; r++ {
					if r == from {
						continue
					}
					next := make([][]bool, n)
					for i := range grid {
						next[i] = append([]bool(nil), grid[i]...)
					}
					next[from][c] = false
					next[r][c] = true
					st.Evaluations++
					switch nh := naivePairs(next); {
					case nh < bestH:
						bestH = nh
						best = [][][]bool{next}
					case nh == bestH && nh < h:
						best = append(best, next)
					}
				}
			}
			if len(best) == 0 {
				break
			}
			grid = best[rng.IntN(len(best))]
			h = bestH
			st.Steps++
		}
		p = make(nqueens.Placement, n)
		for r := range grid {
			for c := range grid[r] {
				if grid[r][c] {
					p[c] = int32(r)
				}
			}
		}
		st.Conflicts = h
		if h == 0 {
			return p, st, true
		}
		st.Restarts++
	}
	st.Restarts--
	return p, st, false
}

// naivePairs counts the attacking pairs of a grid by listing the queens
// and checking every pair.
func naivePairs(grid [][]bool) int64 {
	type square struct{ r, c int }
	var queens []square
	for r := range grid {
		for c := range grid[r] {
			if grid[r][c] {
				queens = append(queens, square{r, c})
			}
		}
	}
	var h int64
	for i := range queens {
		for j := i + 1; j < len(queens); j++ {
			a, b := queens[i], queens[j]
			if a.r == b.r || a.c == b.c || a.r-a.c == b.r-b.c || a.r+a.c == b.r+b.c {
				h++
			}
		}
	}
	return h
}
