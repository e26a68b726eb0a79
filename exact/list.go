package exact

import (
	"context"
	"fmt"
	"math/bits"

	"github.com/nqueens/nqueens"
)

// List calls yield with every solution for n, in lexicographic order (by
// the row of the queen in column 0, then column 1, ...), until yield
// returns false or ctx is canceled. With unique set it yields only the
// canonical solution of each orbit (the smallest of its 8 images), so
// n = 8 yields 12 solutions instead of 92.
//
// The placement passed to yield is reused for the next solution: clone it
// to keep it. The search is the bitwise one (see [Bitwise]) without
// symmetry; each solution costs O(n) to hand over and, with unique, O(n)
// more for the canonical test. It returns ctx's error if canceled.
func List(ctx context.Context, n int, unique bool, yield func(p nqueens.Placement) bool) error {
	if n < 1 || n > MaxN {
		return badSize(fmt.Sprintf("n = %d, want 1..%d", n, MaxN))
	}
	l := lister{
		n: n, full: uint32(1)<<n - 1, unique: unique, yield: yield,
		p: make(nqueens.Placement, n), rows: make([]int, n), q: make([]int, n),
		check: canceled{ctx: ctx},
	}
	l.place(0, 0, 0, 0)
	return l.check.err
}

type lister struct {
	n       int
	full    uint32
	unique  bool
	yield   func(nqueens.Placement) bool
	p       nqueens.Placement
	rows, q []int // rows mirrors p as ints for the canonical test
	check   canceled
	done    bool
}

func (l *lister) place(c int, rows, up, down uint32) {
	if c == l.n {
		if l.unique {
			if canon, _ := orbit(l.rows, l.q); !canon {
				return
			}
		}
		if !l.yield(l.p) {
			l.done = true
		}
		return
	}
	if l.check.poll() {
		l.done = true
		return
	}
	free := l.full &^ (rows | up | down)
	for free != 0 && !l.done {
		bit := free & -free
		free ^= bit
		r := bits.TrailingZeros32(bit)
		l.p[c], l.rows[c] = int32(r), r
		l.place(c+1, rows|bit, (up|bit)<<1, (down|bit)>>1)
	}
}
