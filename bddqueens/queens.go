package bddqueens

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
)

// MaxN is the largest board the constructions accept: a search state of
// three n-bit masks must fit in 64 bits. Memory runs out long before.
const MaxN = 20

// Var returns the variable of square s on an n x n board: s.Row·n+s.Col.
func Var(n int, s nqueens.Square) int { return s.Row*n + s.Col }

// Diagram is a BDD over the n² square variables together with its
// manager. Diagrams from [Diagram.Constrain] share the manager.
type Diagram struct {
	N    int
	M    *bdd.Manager
	Root bdd.Node
	// States is the number of distinct search states [Direct] memoized; 0
	// for other diagrams.
	States int
}

// checkN panics on a board size outside [1, MaxN]: callers validate sizes.
func checkN(n int) {
	if n < 1 || n > MaxN {
		panic(fmt.Sprintf("bddqueens: n = %d outside 1..%d", n, MaxN))
	}
}

// Direct builds the diagram of all solutions top-down from the search
// states, using at most maxBytes (0: no limit) for the manager and the
// state memo together. It returns [bdd.ErrMemoryLimit] or ctx's error
// when it stops early. It panics if n is outside [1, MaxN].
func Direct(ctx context.Context, n int, maxBytes uint64) (*Diagram, error) {
	return direct(ctx, n, maxBytes, nil)
}

// direct is [Direct], keeping p (if non-nil) up to date.
func direct(ctx context.Context, n int, maxBytes uint64, p *Progress) (*Diagram, error) {
	checkN(n)
	m := bdd.New(bdd.Config{Vars: n * n, MaxBytes: maxBytes, Context: ctx})
	b := &directBuild{m: m, n: n, full: 1<<n - 1, progress: p}
	if err := b.memo.init(m, 1024); err != nil {
		return nil, err
	}
	root, err := b.row(0, 0, 0, 0)
	states := b.memo.count
	b.memo.release(m)
	if err != nil {
		return nil, err
	}
	return &Diagram{N: n, M: m, Root: root, States: states}, nil
}

type directBuild struct {
	m        *bdd.Manager
	n        int
	full     uint64
	memo     stateMemo
	progress *Progress // the squares of row 0 done; nil: none kept
}

// row returns the diagram of the rows r.. given the columns used and the
// squares of row r attacked along diagonals (d1 going right, d2 left).
func (b *directBuild) row(r int, cols, d1, d2 uint64) (bdd.Node, error) {
	n := b.n
	if r == n {
		return bdd.True, nil
	}
	// Diagonal marks that can no longer reach a free column do not change
	// the function: clear them so equal subproblems share one memo entry.
	// A d1 mark moves one column right a row, a d2 mark one left.
	// With k rows left (k free columns), a d1 mark on column j still
	// matters when a free column lies in j..j+k-1, a d2 mark when one lies
	// in j-k+1..j.
	freeCols := ^cols & b.full
	reach1, reach2 := freeCols, freeCols
	for k := bits.OnesCount64(freeCols) - 1; k > 0; k-- {
		reach1 |= reach1 >> 1
		reach2 |= reach2 << 1
	}
	d1 &= reach1
	d2 &= reach2
	key := cols | d1<<n | d2<<(2*n)
	if f, ok := b.memo.get(key); ok {
		return f, nil
	}
	free := ^(cols | d1 | d2) & b.full
	base := r * n
	// Built from the last column of the row back to the first: acc is the
	// diagram at square (r, c) when no queen stands in row r before c.
	acc := bdd.False
	var err error
	for c := n - 1; c >= 0; c-- {
		bit := uint64(1) << c
		hi := bdd.False
		if free&bit != 0 {
			c1, l1, l2 := cols|bit, (d1|bit)<<1&b.full, (d2|bit)>>1
			if !b.dead(c1, l1, l2) {
				if hi, err = b.row(r+1, c1, l1, l2); err != nil {
					return 0, err
				}
			}
			// A queen at (r, c): the rest of the row is empty.
			for k := n - 1; k > c && hi != bdd.False; k-- {
				if hi, err = b.m.MakeNode(base+k, hi, bdd.False); err != nil {
					return 0, err
				}
			}
		}
		if r == 0 {
			b.progress.step() // the subtree of the queen on (0, c) is built
		}
		if acc == hi {
			continue // the node would be redundant
		}
		if acc, err = b.m.MakeNode(base+c, acc, hi); err != nil {
			return 0, err
		}
	}
	if err := b.memo.put(b.m, key, acc); err != nil {
		return 0, err
	}
	return acc, nil
}

// dead reports whether the state (cols, d1, d2) provably has no
// completion, so its diagram is False: some row left has no free square,
// or does after the squares forced on rows with a single free square are
// taken (their column and diagonals removed from the other rows, repeated
// while that forces more). Most states are dead: at n = 12 the memo holds
// 118k states with this test and 457k without. O(n²) bit operations.
func (b *directBuild) dead(cols, d1, d2 uint64) bool {
	left := b.n - bits.OnesCount64(cols)
	var free [MaxN]uint64
	for k := range left {
		free[k] = ^(cols | d1<<k | d2>>k) & b.full
		if free[k] == 0 {
			return true
		}
	}
	// A row with one free square must take it: clear that square's column
	// and diagonals from the other rows, and repeat while that forces more.
	var done uint32
	for changed := true; changed; {
		changed = false
		for k := range left {
			f := free[k]
			if done>>k&1 == 1 || f&(f-1) != 0 {
				continue
			}
			done |= 1 << k
			changed = true
			for j := range left {
				if j == k {
					continue
				}
				dist := j - k
				var attack uint64
				if dist > 0 {
					attack = f | f<<dist | f>>dist
				} else {
					attack = f | f<<-dist | f>>-dist
				}
				if free[j] &^= attack; free[j] == 0 {
					return true
				}
			}
		}
	}
	return false
}

// classic builds the diagram with Apply, as the textbooks do: for each
// square the conjunction "a queen here and none on a square it attacks",
// the OR of those across each row, the AND of the rows. Two choices keep
// the intermediate diagrams small: a square's formula lists the squares it
// attacks in its own row and the rows below only (an attack from a row
// above is already excluded by that row's formula), and the rows are
// conjoined from the last up, so each intermediate diagram is the diagram
// of the lower rows' partial solutions, never larger than the final one.
// Garbage is collected after each row. The result is the same function,
// hence the identical diagram, as [Direct] and textbook. It uses at most
// maxBytes (0: no limit) and panics if n is outside [1, MaxN].
func classic(ctx context.Context, n int, maxBytes uint64, p *Progress) (*Diagram, error) {
	return applyRows(ctx, n, maxBytes, false, p)
}

// textbook is classic exactly as BuDDy's queens example and the
// textbooks write it: each square's formula lists every square it attacks,
// and the rows are conjoined from the first down. The intermediate
// diagrams then also carry, for every partial placement of the upper
// rows, the chain of squares it forbids below: at n = 12 the work is about
// four times classic's.
func textbook(ctx context.Context, n int, maxBytes uint64, p *Progress) (*Diagram, error) {
	return applyRows(ctx, n, maxBytes, true, p)
}

func applyRows(ctx context.Context, n int, maxBytes uint64, textbook bool, p *Progress) (*Diagram, error) {
	checkN(n)
	m := bdd.New(bdd.Config{Vars: n * n, MaxBytes: maxBytes, Context: ctx})
	queens := bdd.True
	for i := range n {
		r := n - 1 - i
		if textbook {
			r = i
		}
		rowAny := bdd.False
		for c := range n {
			lits := []bdd.Literal{{Var: Var(n, nqueens.Square{Row: r, Col: c}), Value: true}}
			first := r
			if textbook {
				first = 0
			}
			for rr := first; rr < n; rr++ {
				for cc := range n {
					if (rr != r || cc != c) && attacks(r, c, rr, cc) {
						lits = append(lits, bdd.Literal{Var: Var(n, nqueens.Square{Row: rr, Col: cc})})
					}
				}
			}
			// The square's formula, built literal by literal with Apply.
			square := bdd.True
			for _, l := range lits {
				lit, err := m.Cube(l)
				if err == nil {
					square, err = m.And(square, lit)
				}
				if err != nil {
					return nil, err
				}
			}
			var err error
			if rowAny, err = m.Or(rowAny, square); err != nil {
				return nil, err
			}
		}
		var err error
		if queens, err = m.And(queens, rowAny); err != nil {
			return nil, err
		}
		if _, err = m.GC(queens); err != nil {
			return nil, err
		}
		p.step() // a row conjoined
	}
	return &Diagram{N: n, M: m, Root: queens}, nil
}

// attacks reports whether squares (r, c) and (rr, cc) share a row, column
// or diagonal.
func attacks(r, c, rr, cc int) bool {
	return r == rr || c == cc || r-c == rr-cc || r+c == rr+cc
}

// Count returns the number of solutions. O(|diagram|).
func (d *Diagram) Count() (*big.Int, error) { return d.M.SatCount(d.Root) }

// Nodes returns the number of internal nodes of the diagram.
func (d *Diagram) Nodes() (int, error) { return d.M.NodeCount(d.Root) }

// Constrain returns the diagram of the solutions with a queen on every
// square of place and none on any square of forbid (False when they
// contradict). It panics if a square is off the board.
func (d *Diagram) Constrain(place, forbid []nqueens.Square) (*Diagram, error) {
	var lits []bdd.Literal
	for _, s := range place {
		lits = append(lits, bdd.Literal{Var: d.square(s), Value: true})
	}
	for _, s := range forbid {
		lits = append(lits, bdd.Literal{Var: d.square(s)})
	}
	cube, err := d.M.Cube(lits...)
	if err != nil {
		return nil, err
	}
	root, err := d.M.And(d.Root, cube)
	if err != nil {
		return nil, err
	}
	return &Diagram{N: d.N, M: d.M, Root: root}, nil
}

func (d *Diagram) square(s nqueens.Square) int {
	if s.Row < 0 || s.Row >= d.N || s.Col < 0 || s.Col >= d.N {
		panic(fmt.Sprintf("bddqueens: square (%d, %d) off the %d x %d board", s.Row, s.Col, d.N, d.N))
	}
	return Var(d.N, s)
}

// SquareCounts returns counts[r][c], the number of solutions with a queen
// on square (r, c), from one bottom-up and one top-down pass over the
// diagram: O(|diagram| + n²).
func (d *Diagram) SquareCounts() ([][]*big.Int, error) {
	byVar, err := d.M.SatCountsByVar(d.Root)
	if err != nil {
		return nil, err
	}
	counts := make([][]*big.Int, d.N)
	for r := range counts {
		counts[r] = byVar[r*d.N : (r+1)*d.N : (r+1)*d.N]
	}
	return counts, nil
}
