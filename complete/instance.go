package complete

import (
	"errors"
	"fmt"
	"slices"

	"github.com/nqueens/nqueens"
)

// Diagonal is an excluded diagonal as CSPLib problem 079 writes it: the
// pair [Value, 1] (Sum) is the diagonal of squares with Row+Col = Value,
// the pair [Value, 0] the diagonal with Row-Col = Value-(n-1). No queen
// may stand on any square of an excluded diagonal.
type Diagonal struct {
	Value int
	Sum   bool
}

// Contains reports whether the square (r, c) of an n x n board lies on d.
func (d Diagonal) Contains(n, r, c int) bool {
	if d.Sum {
		return r+c == d.Value
	}
	return r-c == d.Value-(n-1)
}

// Line restricts one row (or, with Col, one column) to the squares whose
// columns (rows) are listed in Allowed: the queen of that line must stand
// on one of them.
type Line struct {
	Col     bool // a column; false: a row
	Index   int  // 0-based
	Allowed []int
}

// Instance is a board of N x N squares, some queens already placed, some
// squares on which no queen may stand. Its completions are the solutions
// of the N-Queens problem (N queens, no two attacking) that hold every
// queen of Place and none on a square of Forbid, on an excluded diagonal or
// outside a line's allowed squares.
//
// The zero value is the empty board (N = 0), which has no completion.
type Instance struct {
	N         int
	Place     []nqueens.Square // pre-placed queens
	Forbid    []nqueens.Square // squares without a queen
	Diagonals []Diagonal       // excluded diagonals, in the order read
	Lines     []Line           // rows and columns restricted to some squares
}

// ErrInstance is wrapped by every error about an instance that cannot be
// used: a square off the board, pre-placed queens that attack each other.
var ErrInstance = errors.New("complete: bad instance")

func instanceErr(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrInstance, fmt.Sprintf(format, a...))
}

// Validate checks that every square, diagonal and line lies on the board,
// that no two pre-placed queens attack each other and that none stands on
// a square the instance forbids. It is O(N + len(Place) log len(Place) +
// the size of Forbid and Lines). The error wraps [ErrInstance] and names
// the squares.
func (in *Instance) Validate() error {
	n := in.N
	if n < 1 || n > nqueens.MaxN {
		return instanceErr("board size n = %d: want 1..%d", n, nqueens.MaxN)
	}
	on := func(what string, s nqueens.Square) error {
		if s.Row < 0 || s.Row >= n || s.Col < 0 || s.Col >= n {
			return instanceErr("%s %d,%d (0-based) is off the %dx%d board", what, s.Row, s.Col, n, n)
		}
		return nil
	}
	for _, s := range in.Forbid {
		if err := on("forbidden square", s); err != nil {
			return err
		}
	}
	for _, d := range in.Diagonals {
		if d.Value < 0 || d.Value > 2*(n-1) {
			return instanceErr("diagonal [%d, %d]: the value must be 0..%d on a %dx%d board", d.Value, b2i(d.Sum), 2*(n-1), n, n)
		}
	}
	for _, l := range in.Lines {
		if l.Index < 0 || l.Index >= n {
			return instanceErr("%s %d is off the %dx%d board", l.kind(), l.Index+1, n, n)
		}
		for _, a := range l.Allowed {
			if a < 0 || a >= n {
				return instanceErr("%s %d: allowed square %d is off the %dx%d board", l.kind(), l.Index+1, a+1, n, n)
			}
		}
	}
	for _, s := range in.Place {
		if err := on("queen", s); err != nil {
			return err
		}
	}
	return in.checkPlaced()
}

func (l Line) kind() string {
	if l.Col {
		return "column"
	}
	return "row"
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkPlaced finds two pre-placed queens that attack each other, or one on
// a square the instance forbids.
func (in *Instance) checkPlaced() error {
	type key struct {
		kind int
		v    int
	}
	seen := make(map[key]nqueens.Square, 4*len(in.Place))
	names := [...]string{"a row", "a column", "a diagonal (row+column)", "an anti-diagonal (row-column)"}
	for _, s := range in.Place {
		for kind, v := range [...]int{s.Row, s.Col, s.Row + s.Col, s.Row - s.Col} {
			k := key{kind, v}
			if o, ok := seen[k]; ok {
				if o == s {
					return instanceErr("the queen at %v is placed twice", s)
				}
				return instanceErr("the pre-placed queens at %v and %v share %s", o, s, names[kind])
			}
			seen[k] = s
		}
	}
	c := in.compile()
	for _, s := range in.Place {
		if why := c.blocked(s.Row, s.Col); why != "" {
			return instanceErr("the pre-placed queen at %v stands on %s", s, why)
		}
	}
	return nil
}

// constraints is an instance's blocked squares in a form that answers
// "may a queen stand on (r, c)?" in O(1) expected time.
type constraints struct {
	n         int
	forbid    map[nqueens.Square]bool
	sum, diff map[int]bool // excluded diagonals: sum[r+c], diff[r-c+n-1]; nil when none
	rows      map[int]map[int]bool
	cols      map[int]map[int]bool
}

func (in *Instance) compile() *constraints {
	c := &constraints{n: in.N}
	if len(in.Forbid) > 0 {
		c.forbid = make(map[nqueens.Square]bool, len(in.Forbid))
		for _, s := range in.Forbid {
			c.forbid[s] = true
		}
	}
	if len(in.Diagonals) > 0 {
		c.sum, c.diff = map[int]bool{}, map[int]bool{}
		for _, d := range in.Diagonals {
			if d.Sum {
				c.sum[d.Value] = true
			} else {
				c.diff[d.Value] = true
			}
		}
	}
	for _, l := range in.Lines {
		m := &c.rows
		if l.Col {
			m = &c.cols
		}
		if *m == nil {
			*m = map[int]map[int]bool{}
		}
		set := map[int]bool{}
		for _, a := range l.Allowed {
			set[a] = true
		}
		if old, ok := (*m)[l.Index]; ok { // two restrictions: both hold
			for a := range set {
				if !old[a] {
					delete(set, a)
				}
			}
		}
		(*m)[l.Index] = set
	}
	return c
}

// blocked says why no queen may stand on (r, c), or "" when one may.
func (c *constraints) blocked(r, col int) string {
	switch {
	case c.forbid[nqueens.Square{Row: r, Col: col}]:
		return "a forbidden square"
	case c.sum[r+col]:
		return fmt.Sprintf("the excluded diagonal [%d, 1]", r+col)
	case c.diff[r-col+c.n-1]:
		return fmt.Sprintf("the excluded diagonal [%d, 0]", r-col+c.n-1)
	}
	if set, ok := c.rows[r]; ok && !set[col] {
		return fmt.Sprintf("a square row %d does not allow", r+1)
	}
	if set, ok := c.cols[col]; ok && !set[r] {
		return fmt.Sprintf("a square column %d does not allow", col+1)
	}
	return ""
}

// Check reports whether p is a completion of the instance: a valid
// placement of N queens ([nqueens.VerifyContext]'s check is the caller's;
// Check looks only at the instance's constraints) holding every
// pre-placed queen and no queen on a blocked square. It is O(N) expected
// time after an O(size of the instance) set-up.
func (in *Instance) Check(p nqueens.Placement) error {
	if len(p) != in.N {
		return fmt.Errorf("complete: the placement has %d queens, the instance is for n = %d", len(p), in.N)
	}
	for _, s := range in.Place {
		if int(p[s.Col]) != s.Row {
			return fmt.Errorf("complete: the pre-placed queen at %v is missing (column %d holds row %d)", s, s.Col+1, p[s.Col]+1)
		}
	}
	c := in.compile()
	if c.forbid == nil && c.sum == nil && c.rows == nil && c.cols == nil {
		return nil
	}
	for col, r := range p {
		if why := c.blocked(int(r), col); why != "" {
			return fmt.Errorf("complete: the queen at %v stands on %s", nqueens.Square{Row: int(r), Col: col}, why)
		}
	}
	return nil
}

// WithDiagonals returns a copy of in holding only its first k excluded
// diagonals (the paper's instances are the prefixes of one list). It
// panics when k is outside 0..len(in.Diagonals).
func (in *Instance) WithDiagonals(k int) *Instance {
	if k < 0 || k > len(in.Diagonals) {
		panic(fmt.Sprintf("complete: WithDiagonals(%d) of %d diagonals", k, len(in.Diagonals)))
	}
	out := *in
	out.Diagonals = slices.Clip(in.Diagonals[:k])
	return &out
}

// Blocked returns every square on which no queen may stand: the forbidden
// squares, those of the excluded diagonals and those a line does not
// allow, each once, row by row. It is O(N^2): for small boards (the BDD's).
func (in *Instance) Blocked() []nqueens.Square {
	c := in.compile()
	var out []nqueens.Square
	for r := range in.N {
		for col := range in.N {
			if c.blocked(r, col) != "" {
				out = append(out, nqueens.Square{Row: r, Col: col})
			}
		}
	}
	return out
}
