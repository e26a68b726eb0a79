package exact

import "context"

// countNaive generates every permutation p of the rows 0..n-1 (one queen
// per column and per row) with Heap's algorithm, one swap per permutation,
// and tests each for a shared diagonal. O(n! * n) time, O(n) memory: a
// lesson in why search must prune.
func countNaive(ctx context.Context, n int) (Counts, error) {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	q := make([]int, n)
	stop := canceled{ctx: ctx}
	var c Counts
	test := func() {
		if !diagonalsFree(p) {
			return
		}
		c.Total++
		if canon, _ := orbit(p, q); canon {
			c.Unique++
		}
	}
	// Heap's algorithm, iterative form: idx is the loop counter of each level.
	idx := make([]int, n)
	test()
	for i := 1; i < n; {
		if stop.poll() {
			return c, stop.err // what was counted: "so far" in a stopped count's record
		}
		if idx[i] < i {
			if i%2 == 0 {
				p[0], p[i] = p[i], p[0]
			} else {
				p[idx[i]], p[i] = p[i], p[idx[i]]
			}
			test()
			idx[i]++
			i = 1
		} else {
			idx[i] = 0
			i++
		}
	}
	return c, nil
}

// diagonalsFree reports whether no two queens of the permutation p share
// a diagonal, checking every pair: O(n^2), stopping at the first attack.
func diagonalsFree(p []int) bool {
	for a := range p {
		for b := a + 1; b < len(p); b++ {
			if d := p[b] - p[a]; d == b-a || d == a-b {
				return false
			}
		}
	}
	return true
}
