package complete

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

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

// String writes d as CSPLib does: "[value, type]".
func (d Diagonal) String() string { return fmt.Sprintf("[%d, %d]", d.Value, b2i(d.Sum)) }

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

	// src, when [Parse] read the instance, is where each entry was read,
	// so that [InstanceError] speaks in the input's words; entries added
	// after reading have none.
	src *source
}

// origin is where an entry of an instance was read: its 1-based line and
// its text, as an error quotes it. The zero origin: not read.
type origin struct {
	line int
	text string
}

// source is where the entries of an instance were read, entry by entry
// (a list shorter than the instance's: the later entries were added).
type source struct {
	format                          Format
	n                               origin
	place, forbid, diagonals, lines []origin
}

// Kinds of entry of an instance, to describe them in errors.
const (
	entryPlace = iota
	entryForbid
	entryDiagonal
	entryLine
)

// entry returns where entry i of the kind was read, or, when it was not,
// no line and the entry as the plain format writes it ("place 2,2",
// "row 2 3,5"), but an excluded diagonal, as CSPLib writes it.
func (in *Instance) entry(kind, i int) origin {
	if in.src != nil {
		list := [...][]origin{in.src.place, in.src.forbid, in.src.diagonals, in.src.lines}[kind]
		if i < len(list) {
			return list[i]
		}
	}
	switch kind {
	case entryPlace:
		return origin{text: "place " + in.Place[i].String()}
	case entryForbid:
		return origin{text: "forbid " + in.Forbid[i].String()}
	case entryDiagonal:
		return origin{text: in.Diagonals[i].String()}
	}
	l := in.Lines[i]
	allowed := make([]string, len(l.Allowed))
	for j, a := range l.Allowed {
		allowed[j] = strconv.Itoa(a + 1)
	}
	word := "row"
	if l.Col {
		word = "col"
	}
	return origin{text: fmt.Sprintf("%s %d %s", word, l.Index+1, strings.Join(allowed, ","))}
}

// zeroBased reports whether the entry of the kind (i) uses 0-based
// coordinates: read from an Essence' or CSPLib file.
func (in *Instance) zeroBased(kind, i int) bool {
	if in.src == nil || in.src.format == Plain {
		return false
	}
	list := [...][]origin{in.src.place, in.src.forbid, in.src.diagonals, in.src.lines}[kind]
	return i < len(list)
}

// fault is the InstanceError of entry i of the kind.
func (in *Instance) fault(kind, i int, format string, a ...any) error {
	o := in.entry(kind, i)
	return &InstanceError{Line: o.line, Text: o.text, Reason: fmt.Sprintf(format, a...)}
}

// span is how the entry of the kind (i) numbers rows and columns: "1..n"
// or, read 0-based, "0..n-1".
func (in *Instance) span(kind, i int) string {
	if in.zeroBased(kind, i) {
		return fmt.Sprintf("0..%d", in.N-1)
	}
	return fmt.Sprintf("1..%d", in.N)
}

// Validate checks that the board size is 1..[nqueens.MaxN], that every
// square, diagonal and line lies on the board, that no two pre-placed
// queens attack each other and that none stands on a square the instance
// blocks. It is O(N + len(Place) log len(Place) + the size of Forbid and
// Lines). The error is an [*InstanceError] that names the entry at fault.
func (in *Instance) Validate() error {
	if n := in.N; n < 1 || n > nqueens.MaxN {
		var o origin
		if in.src != nil {
			o = in.src.n
		}
		if o.text == "" {
			o.text = fmt.Sprintf("n = %d", n)
		}
		return &InstanceError{Line: o.line, Text: o.text, Reason: fmt.Sprintf("the board size must be 1..%d", nqueens.MaxN)}
	}
	for i, s := range in.Forbid {
		if !in.on(s) {
			return in.fault(entryForbid, i, "the square is off the %d x %d board: rows and columns go %s", in.N, in.N, in.span(entryForbid, i))
		}
	}
	for i, d := range in.Diagonals {
		if d.Value < 0 || d.Value > 2*(in.N-1) {
			return in.fault(entryDiagonal, i, "the value is off the %d x %d board: values go 0..%d", in.N, in.N, 2*(in.N-1))
		}
	}
	if err := in.validateLines(); err != nil {
		return err
	}
	for i, s := range in.Place {
		if !in.on(s) {
			return in.fault(entryPlace, i, "the queen is off the %d x %d board: rows and columns go %s", in.N, in.N, in.span(entryPlace, i))
		}
	}
	return in.checkPlaced()
}

// on reports whether s lies on the board.
func (in *Instance) on(s nqueens.Square) bool {
	return s.Row >= 0 && s.Row < in.N && s.Col >= 0 && s.Col < in.N
}

// validateLines checks that each restricted line and its allowed squares
// lie on the board.
func (in *Instance) validateLines() error {
	for i, l := range in.Lines {
		if l.Index < 0 || l.Index >= in.N {
			return in.fault(entryLine, i, "%s %d is off the %d x %d board: %ss go 1..%d", l.kind(), l.Index+1, in.N, in.N, l.kind(), in.N)
		}
		for _, a := range l.Allowed {
			if a < 0 || a >= in.N {
				return in.fault(entryLine, i, "the allowed square %d is off the %d x %d board: squares go 1..%d", a+1, in.N, in.N, in.N)
			}
		}
	}
	return nil
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
// a square the instance blocks.
func (in *Instance) checkPlaced() error {
	type key struct{ kind, v int }
	seen := make(map[key]int, 4*len(in.Place)) // the first queen on each line
	names := [...]string{"a row", "a column", "a diagonal (row+column)", "an anti-diagonal (row-column)"}
	for i, s := range in.Place {
		for kind, v := range [...]int{s.Row, s.Col, s.Row + s.Col, s.Row - s.Col} {
			k := key{kind, v}
			j, ok := seen[k]
			if !ok {
				seen[k] = i
				continue
			}
			if in.Place[j] == s {
				return in.fault(entryPlace, i, "the queen is placed twice, %s", in.where(entryPlace, j))
			}
			return in.fault(entryPlace, i, "the queen shares %s with the queen %s", names[kind], in.where(entryPlace, j))
		}
	}
	c := in.compile()
	for i, s := range in.Place {
		if b := c.blocked(s.Row, s.Col); b.kind != notBlocked {
			return in.fault(entryPlace, i, "the queen stands on a square blocked by %s", in.blocker(b))
		}
	}
	return nil
}

// where names entry i of the kind for another entry's error: "'[0, 0]'
// of line 2", or, not read, "'forbid 1,3'".
func (in *Instance) where(kind, i int) string {
	o := in.entry(kind, i)
	if o.line > 0 {
		return fmt.Sprintf("'%s' of line %d", o.text, o.line)
	}
	return "'" + o.text + "'"
}

// blocker names the entry that blocks a square.
func (in *Instance) blocker(b blocking) string {
	switch b.kind {
	case byForbid:
		return in.where(entryForbid, b.entry)
	case byDiagonal:
		return in.where(entryDiagonal, b.entry)
	}
	return in.where(entryLine, b.entry)
}

// blocking says which entry of an instance keeps a queen off a square.
type blocking struct {
	kind  uint8 // notBlocked, byForbid, byDiagonal or byLine
	entry int   // its index in Forbid, Diagonals or Lines
}

const (
	notBlocked uint8 = iota
	byForbid
	byDiagonal
	byLine
)

// constraints is an instance's blocked squares in a form that answers
// "may a queen stand on (r, c)?" in O(1) expected time; each map gives
// the first entry of the instance that blocks.
type constraints struct {
	n         int
	forbid    map[nqueens.Square]int
	sum, diff map[int]int // excluded diagonals: sum[r+c], diff[r-c+n-1]; nil when none
	rows      map[int]allowed
	cols      map[int]allowed
}

// allowed is the squares a restricted line allows, and the first entry
// that restricts it (two restrictions of one line both hold).
type allowed struct {
	set   map[int]bool
	entry int
}

func (in *Instance) compile() *constraints {
	c := &constraints{n: in.N}
	if len(in.Forbid) > 0 {
		c.forbid = make(map[nqueens.Square]int, len(in.Forbid))
		for i, s := range in.Forbid {
			if _, ok := c.forbid[s]; !ok {
				c.forbid[s] = i
			}
		}
	}
	if len(in.Diagonals) > 0 {
		c.sum, c.diff = map[int]int{}, map[int]int{}
		for i, d := range in.Diagonals {
			m := c.diff
			if d.Sum {
				m = c.sum
			}
			if _, ok := m[d.Value]; !ok {
				m[d.Value] = i
			}
		}
	}
	for i, l := range in.Lines {
		m := &c.rows
		if l.Col {
			m = &c.cols
		}
		if *m == nil {
			*m = map[int]allowed{}
		}
		set := map[int]bool{}
		for _, a := range l.Allowed {
			set[a] = true
		}
		entry := i
		if old, ok := (*m)[l.Index]; ok { // two restrictions: both hold
			for a := range set {
				if !old.set[a] {
					delete(set, a)
				}
			}
			entry = old.entry
		}
		(*m)[l.Index] = allowed{set, entry}
	}
	return c
}

// blocked says which entry keeps a queen off (r, c), if any.
func (c *constraints) blocked(r, col int) blocking {
	if i, ok := c.forbid[nqueens.Square{Row: r, Col: col}]; ok {
		return blocking{byForbid, i}
	}
	if i, ok := c.sum[r+col]; ok {
		return blocking{byDiagonal, i}
	}
	if i, ok := c.diff[r-col+c.n-1]; ok {
		return blocking{byDiagonal, i}
	}
	if a, ok := c.rows[r]; ok && !a.set[col] {
		return blocking{byLine, a.entry}
	}
	if a, ok := c.cols[col]; ok && !a.set[r] {
		return blocking{byLine, a.entry}
	}
	return blocking{}
}

// Check reports whether p is a completion of the instance: a valid
// placement of N queens ([nqueens.VerifyContext]'s check is the caller's;
// Check looks only at the instance's constraints) holding every
// pre-placed queen and no queen on a blocked square. It is O(N) expected
// time after an O(size of the instance) set-up. Squares in its errors are
// 1-based, row first.
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
		if b := c.blocked(int(r), col); b.kind != notBlocked {
			return fmt.Errorf("complete: the queen at %v stands on a square blocked by %s", nqueens.Square{Row: int(r), Col: col}, in.blocker(b))
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
			if c.blocked(r, col).kind != notBlocked {
				out = append(out, nqueens.Square{Row: r, Col: col})
			}
		}
	}
	return out
}
