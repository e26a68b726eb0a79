package heuristic

import "github.com/nqueens/nqueens"

// lineCounts returns the number of queens on each row, diagonal and
// anti-diagonal of p. Rows outside [0, n) panic: callers pass boards.
func lineCounts(p nqueens.Placement) (rows, diag, anti []int32) {
	n := len(p)
	rows = make([]int32, n)
	diag = make([]int32, 2*n-1)
	anti = make([]int32, 2*n-1)
	for c, r := range p {
		rows[r]++
		diag[int(r)+c]++
		anti[int(r)-c+n-1]++
	}
	return rows, diag, anti
}

// pairs returns the sum of k(k-1)/2 over the counts.
func pairs(counts []int32) int64 {
	var s int64
	for _, k := range counts {
		s += int64(k) * int64(k-1) / 2
	}
	return s
}

// AttackingPairs returns the number of pairs of queens that share a row or a
// diagonal, counted directly or indirectly: k queens on one line contribute
// k(k-1)/2, whatever stands between them. O(n) time and memory. Every row of
// p must be in [0, len(p)).
func AttackingPairs(p nqueens.Placement) int64 {
	if len(p) == 0 {
		return 0
	}
	rows, diag, anti := lineCounts(p)
	return pairs(rows) + pairs(diag) + pairs(anti)
}

// Collisions returns Sosic and Gu's count of diagonal collisions: k >= 1
// queens on one diagonal or anti-diagonal contribute k-1. Rows are ignored;
// on a permutation it is 0 exactly for solutions. O(n) time and memory.
func Collisions(p nqueens.Placement) int64 {
	if len(p) == 0 {
		return 0
	}
	_, diag, anti := lineCounts(p)
	var s int64
	for _, counts := range [2][]int32{diag, anti} {
		for _, k := range counts {
			if k > 1 {
				s += int64(k - 1)
			}
		}
	}
	return s
}

// Attacked returns the number of queens that share a row or a diagonal with
// at least one other queen. O(n) time and memory.
func Attacked(p nqueens.Placement) int {
	if len(p) == 0 {
		return 0
	}
	n := len(p)
	rows, diag, anti := lineCounts(p)
	a := 0
	for c, r := range p {
		if rows[r] > 1 || diag[int(r)+c] > 1 || anti[int(r)-c+n-1] > 1 {
			a++
		}
	}
	return a
}
