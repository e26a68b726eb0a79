package exact

import (
	"context"
	"math/bits"
)

// countIterative is the bitwise search without recursion: the free squares
// still to try in each column are kept on an explicit stack, so the
// search is a single loop a class can step through. Each solution is
// tested for being canonical to count the unique ones.
func countIterative(ctx context.Context, n int) (Counts, error) {
	full := uint32(1)<<n - 1
	var (
		free           = make([]uint32, n) // squares of column c not yet tried
		rows, up, down = make([]uint32, n+1), make([]uint32, n+1), make([]uint32, n+1)
		p, q           = make([]int, n), make([]int, n)
		counts         Counts
		check          = canceled{ctx: ctx}
		c              = 0
	)
	free[0] = full
	for c >= 0 {
		if check.poll() {
			return counts, check.err // what was counted so far
		}
		if free[c] == 0 { // column exhausted: back to the previous one
			c--
			continue
		}
		bit := free[c] & -free[c]
		free[c] ^= bit
		p[c] = bits.TrailingZeros32(bit)
		if c == n-1 {
			counts.Total++
			if canon, _ := orbit(p, q); canon {
				counts.Unique++
			}
			continue
		}
		rows[c+1], up[c+1], down[c+1] = rows[c]|bit, (up[c]|bit)<<1, (down[c]|bit)>>1
		c++
		free[c] = full &^ (rows[c] | up[c] | down[c])
	}
	return counts, nil
}
