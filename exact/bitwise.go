package exact

import "context"

// countBitwise is the search on bitboards: bit r of rows, up and down is
// set when row r of the current column is attacked along a row, a rising
// or a falling diagonal. Moving to the next column shifts the diagonals by
// one. The free squares are ^(rows|up|down) & full; the lowest is
// free & -free.
//
// Mirror symmetry halves the work: a solution and its mirror image (rows
// upside down) differ, so only first queens in the lower half of column 0
// are tried and the count doubled; for odd n the middle row of column 0 is
// tried with the queen of column 1 in the lower half only.
func countBitwise(ctx context.Context, n int) (Counts, error) {
	full := uint32(1)<<n - 1 // n == 32 wraps to all ones
	if n == 1 {
		return Counts{Total: 1}, nil
	}
	var total uint64
	second := func(first, allowed uint32) error {
		free := allowed &^ (first | first<<1 | first>>1)
		for free != 0 {
			bit := free & -free
			free ^= bit
			rows, up, down := first|bit, (first<<1|bit)<<1, (first>>1|bit)>>1
			c, err := splitBits(ctx, full, rows, up, down, n-2)
			if err != nil {
				return err
			}
			total += 2 * c
		}
		return nil
	}
	for r := range n / 2 {
		if err := second(1<<r, full); err != nil {
			return Counts{Total: total}, err // the halves finished, with their mirrors
		}
	}
	if n%2 == 1 {
		if err := second(1<<(n/2), 1<<(n/2)-1); err != nil {
			return Counts{Total: total}, err // the halves finished, with their mirrors
		}
	}
	return Counts{Total: total}, nil
}

// splitBits is solveBits for a board with left columns to go, looking at
// ctx until 14 columns are left (a few milliseconds of work each), so that
// a long count stops promptly when canceled.
func splitBits(ctx context.Context, full, rows, up, down uint32, left int) (uint64, error) {
	if left <= 14 {
		return solveBits(full, rows, up, down, full&^(rows|up|down)), nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	var c uint64
	free := full &^ (rows | up | down)
	for free != 0 {
		bit := free & -free
		free ^= bit
		k, err := splitBits(ctx, full, rows|bit, (up|bit)<<1, (down|bit)>>1, left-1)
		if err != nil {
			return 0, err
		}
		c += k
	}
	return c, nil
}

// solveBits counts the ways to complete a placement whose used rows and
// diagonals (already shifted to the next column) are given, free being
// the rows they leave free. A square that leaves the next column no free
// row is not followed (no call for a dead end), the free rows of the next
// column are handed down rather than computed twice, and the last queen
// is counted without a call.
func solveBits(full, rows, up, down, free uint32) uint64 {
	var c uint64
	for free != 0 {
		bit := free & -free
		free ^= bit
		r, u, d := rows|bit, (up|bit)<<1, (down|bit)>>1
		if r == full {
			c++
		} else if next := full &^ (r | u | d); next != 0 {
			c += solveBits(full, r, u, d, next)
		}
	}
	return c
}
