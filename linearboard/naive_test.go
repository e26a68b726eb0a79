package linearboard

import (
	"math/rand/v2"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/climb"
)

// naiveSolve is a straightforward implementation of the same search, the
// yardstick for the benchmarks and the reference the tests hold [Solve] to.
// It derives each successor's heuristic from the current one in O(n) as
// Solve does, but the way one writes it first: every successor is a fresh
// copy of the vector, the attackers of both the old and the new square are
// counted for every successor with a general line test, and the best
// successors are kept as vectors. It draws from the random stream exactly
// as Solve does, so for a seed both make the same moves and restarts. It
// stops after maxClimbs climbs (0: no limit) and reports whether it solved.
func naiveSolve(n int, seed uint64, maxClimbs int64) (p []int, st nqueens.Stats, solved bool) {
	rng := rand.New(rand.NewPCG(seed, climb.Stream))
	for climb := int64(1); maxClimbs == 0 || climb <= maxClimbs; climb++ {
		p = make([]int, n)
		for c := range p {
			p[c] = rng.IntN(n)
		}
		h := 0
		for a := range p {
			for b := a + 1; b < n; b++ {
				if attack(a, p[a], b, p[b]) {
					h++
				}
			}
		}
		for h > 0 {
			bestH := h
			var best [][]int
			for c := 0; c < n; c++ {
				for r := 0; r < n; r++ {
					if r == p[c] {
						continue
					}
					next := append([]int(nil), p...)
					next[c] = r
					nh := h - naiveAttackers(p, c, p[c]) + naiveAttackers(next, c, r)
					st.Evaluations++
					switch {
					case nh < bestH:
						bestH = nh
						best = [][]int{next}
					case nh == bestH && nh < h:
						best = append(best, next)
					}
				}
			}
			if len(best) == 0 {
				break
			}
			p = best[rng.IntN(len(best))]
			h = bestH
			st.Steps++
		}
		st.Conflicts = int64(h)
		if h == 0 {
			return p, st, true
		}
		st.Restarts++
	}
	st.Restarts--
	return p, st, false
}

// naiveAttackers counts the queens of p other than column c's that attack
// the square (c, r).
func naiveAttackers(p []int, c, r int) int {
	k := 0
	for c2, r2 := range p {
		if c2 != c && attack(c, r, c2, r2) {
			k++
		}
	}
	return k
}

func attack(c1, r1, c2, r2 int) bool {
	dr, dc := r1-r2, c1-c2
	if dr < 0 {
		dr = -dr
	}
	if dc < 0 {
		dc = -dc
	}
	return r1 == r2 || dr == dc
}
