package render

import (
	"errors"
	"fmt"
	"io"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/units"
)

// Line bits of a square: which attack lines pass through it.
const (
	onRow  = 1 << iota // between two queens of one row
	onDiag             // between two queens of one row+column diagonal ("\" as drawn)
	onAnti             // between two queens of one row-column diagonal ("/" as drawn)
)

// analysis is what a drawing needs to know about the attacks in p.
type analysis struct {
	n        int
	p        nqueens.Placement
	attacked []bool  // attacked[c]: the queen of column c shares a line
	lines    []uint8 // lines[r*n+c]: the attack lines through an empty square
	rowMin   []int32 // first and last column of the queens of row r, when
	rowMax   []int32 // the row holds two or more; -1 otherwise
}

// span is the first and last column of the queens on one line.
type span struct{ lo, hi, count int32 }

func (s *span) add(c int) {
	if s.count == 0 || int32(c) < s.lo {
		s.lo = int32(c)
	}
	if s.count == 0 || int32(c) > s.hi {
		s.hi = int32(c)
	}
	s.count++
}

// analyze finds the attacked queens and marks the squares between
// attacking queens on their shared lines. Rows must be in [0, n) or nqueens.Empty.
// O(n^2) time and memory (the squares), O(n) for the rest.
func analyze(p nqueens.Placement) *analysis {
	n := len(p)
	a := &analysis{n: n, p: p, attacked: make([]bool, n), lines: make([]uint8, n*n),
		rowMin: make([]int32, n), rowMax: make([]int32, n)}
	rows := make([]span, n)
	diag := make([]span, 2*n)
	anti := make([]span, 2*n)
	for c, r := range p {
		if r == nqueens.Empty {
			continue
		}
		rows[r].add(c)
		diag[int(r)+c].add(c)
		anti[int(r)-c+n].add(c)
	}
	for c, r := range p {
		if r == nqueens.Empty {
			continue
		}
		a.attacked[c] = rows[r].count > 1 || diag[int(r)+c].count > 1 || anti[int(r)-c+n].count > 1
	}
	for r, s := range rows {
		a.rowMin[r], a.rowMax[r] = -1, -1
		if s.count > 1 {
			a.rowMin[r], a.rowMax[r] = s.lo, s.hi
			for c := s.lo; c <= s.hi; c++ {
				a.lines[r*n+int(c)] |= onRow
			}
		}
	}
	for k, s := range diag {
		if s.count > 1 {
			for c := int(s.lo); c <= int(s.hi); c++ {
				a.lines[(k-c)*n+c] |= onDiag
			}
		}
	}
	for k, s := range anti {
		if s.count > 1 {
			for c := int(s.lo); c <= int(s.hi); c++ {
				a.lines[(k+c-n)*n+c] |= onAnti
			}
		}
	}
	return a
}

// cell returns the glyph of square (r, c) and its SGR foreground.
func (a *analysis) cell(r, c int, g glyphs) (glyph, fg string) {
	if int(a.p[c]) == r {
		if a.attacked[c] {
			return g.hit, fgHit
		}
		return g.queen, fgQueen
	}
	switch a.lines[r*a.n+c] {
	case 0:
		return g.empty, fgPlain
	case onRow:
		return g.row, fgLine
	case onDiag:
		return g.diag, fgLine
	case onAnti:
		return g.anti, fgLine
	}
	return g.cross, fgLine
}

// rowJoins reports whether the gap after square (r, c) lies on a row
// attack, so the full layout draws the line through it.
func (a *analysis) rowJoins(r, c int) bool {
	return a.rowMin[r] >= 0 && int32(c) >= a.rowMin[r] && int32(c) < a.rowMax[r]
}

// Attacks describes the attacks in p: the queens attacked and the
// attacking pairs (k queens on one line make k(k-1)/2). Rows must be in
// [0, n). O(n) time and memory.
type Attacks struct {
	Queens   int   // queens that share a line with another
	Pairs    int64 // attacking pairs, counted directly or indirectly
	Attacked []bool
}

// Analyze returns the [Attacks] of p, or a *nqueens.RangeError for a row
// outside [0, n).
func Analyze(p nqueens.Placement) (Attacks, error) {
	n := len(p)
	for c, r := range p {
		if r < 0 || int(r) >= n {
			return Attacks{}, &nqueens.RangeError{Column: c, Row: r, N: n}
		}
	}
	rows := make([]int32, n)
	diag := make([]int32, 2*n)
	anti := make([]int32, 2*n)
	for c, r := range p {
		rows[r]++
		diag[int(r)+c]++
		anti[int(r)-c+n]++
	}
	at := Attacks{Attacked: make([]bool, n)}
	for _, counts := range [][]int32{rows, diag, anti} {
		for _, k := range counts {
			at.Pairs += int64(k) * int64(k-1) / 2
		}
	}
	for c, r := range p {
		if rows[r] > 1 || diag[int(r)+c] > 1 || anti[int(r)-c+n] > 1 {
			at.Attacked[c] = true
			at.Queens++
		}
	}
	return at, nil
}

// caption is the line above the drawing of p, read from name, whose
// attacks are a and of which nqueens.Verify said verr: whether it is a
// solution, and for a wrong one how many queens and pairs attack and the
// first attack Verify found (a second line).
func (a Attacks) caption(name string, p nqueens.Placement, verr error) string {
	if verr == nil {
		return fmt.Sprintf("%s: %s, a solution: no two attack each other", name, units.Count(int64(len(p)), "queen"))
	}
	return fmt.Sprintf("%s: %d queens, not a solution: %s attacked, %s\nfirst attack: %v",
		name, len(p), units.Count(int64(a.Queens), "queen"), units.Count(a.Pairs, "attacking pair"), verr)
}

// Show writes p, read from name, as `nqueens show` draws it: a caption
// (a solution or not, and its attacks, counted by [Analyze]), then the
// [Board] in style s. A row outside [0, n) is nqueens.Verify's
// *nqueens.RangeError, returned before anything is written; other errors
// are w's. O(n^2) time and memory.
func Show(w io.Writer, name string, p nqueens.Placement, s Style) error {
	verr := nqueens.Verify(p)
	if errors.As(verr, new(*nqueens.RangeError)) {
		return verr
	}
	at, err := Analyze(p)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(w, at.caption(name, p, verr)); err != nil {
		return err
	}
	return Board(w, p, s)
}
