package complete

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// The reader of the toolkit's plain format ([Plain]): one statement a
// line, "#" to the end of a line a comment.
//
//	first line  = "n" size .
//	statement   = ( "place" | "forbid" | "sum" | "diff" ) square
//	            | ( "row" | "col" ) index list .
//	square      = row "," col .
//	list        = index { "," index } .
//
// Every number is a whole number, 1-based; the squares of sum and diff
// must lie on the board.

// plain is a reader of one text.
type plain struct {
	in    *Instance
	sized bool // the line "n N" is read
}

// parsePlain reads the Plain format.
func parsePlain(data []byte) (*Instance, error) {
	p := &plain{in: &Instance{src: &source{format: Plain}}}
	for line := 1; len(data) > 0; line++ {
		var raw []byte
		raw, data, _ = bytes.Cut(data, []byte("\n"))
		text, _, _ := bytes.Cut(raw, []byte("#"))
		f := strings.Fields(string(text))
		if len(f) == 0 {
			continue
		}
		if err := p.line(f, origin{line, quote(bytes.TrimSpace(text))}); err != nil {
			return nil, err
		}
	}
	if !p.sized {
		return nil, &SyntaxError{Want: "the text is empty (or only comments): give one of " + formatNames}
	}
	return p.in, nil
}

// fault is a SyntaxError at at.
func (p *plain) fault(at origin, format string, a ...any) error {
	return &SyntaxError{Format: Plain, Line: at.line, Text: at.text, Want: fmt.Sprintf(format, a...)}
}

// line reads the statement f, the words of the line at.
func (p *plain) line(f []string, at origin) error {
	switch {
	case !p.sized && (f[0] != "n" || len(f) != 2):
		return &SyntaxError{Line: at.line, Text: at.text, Want: "begins none of " + formatNames}
	case f[0] == "n":
		return p.size(f, at)
	}
	switch f[0] {
	case "place", "forbid", "sum", "diff":
		return p.square(f, at)
	case "row", "col":
		return p.restrict(f, at)
	}
	return p.fault(at, "unknown word %s: want place, forbid, sum, diff, row or col", f[0])
}

// size reads "n N".
func (p *plain) size(f []string, at origin) error {
	if p.sized {
		return p.fault(at, "n is given twice (first on line %d)", p.in.src.n.line)
	}
	if len(f) != 2 {
		return p.fault(at, "want the board size as n N, such as n 8")
	}
	v, err := strconv.Atoi(f[1])
	if err != nil {
		return p.fault(at, "want the board size as a whole number, such as n 8")
	}
	p.in.N, p.in.src.n, p.sized = v, at, true
	return nil
}

// square reads "place R,C", "forbid R,C", "sum R,C" or "diff R,C".
func (p *plain) square(f []string, at origin) error {
	if len(f) != 2 {
		return p.fault(at, "%s takes one square ROW,COL, 1-based, such as %s 1,2", f[0], f[0])
	}
	a, b, ok := strings.Cut(f[1], ",")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return p.fault(at, "want a square ROW,COL of whole numbers, 1-based, such as %s 1,2", f[0])
	}
	in, s := p.in, nqueens.Square{Row: r - 1, Col: c - 1}
	switch f[0] {
	case "place":
		in.Place, in.src.place = append(in.Place, s), append(in.src.place, at)
	case "forbid":
		in.Forbid, in.src.forbid = append(in.Forbid, s), append(in.src.forbid, at)
	default:
		if !in.on(s) {
			return &InstanceError{Line: at.line, Text: at.text, Reason: fmt.Sprintf("the square is off the %d x %d board: rows and columns go 1..%d", in.N, in.N, in.N)}
		}
		d := Diagonal{Value: s.Row + s.Col, Sum: true}
		if f[0] == "diff" {
			d = Diagonal{Value: s.Row - s.Col + in.N - 1}
		}
		in.Diagonals, in.src.diagonals = append(in.Diagonals, d), append(in.src.diagonals, at)
	}
	return nil
}

// restrict reads "row I A,B,..." or "col I A,B,...".
func (p *plain) restrict(f []string, at origin) error {
	if len(f) != 3 {
		return p.fault(at, "%s takes a line and its allowed squares, 1-based, such as %s 2 1,3", f[0], f[0])
	}
	i, err := strconv.Atoi(f[1])
	if err != nil {
		return p.fault(at, "want the %s as a whole number, 1-based", lineWord(f[0]))
	}
	l := Line{Col: f[0] == "col", Index: i - 1}
	for a := range strings.SplitSeq(f[2], ",") {
		v, err := strconv.Atoi(a)
		if err != nil {
			return p.fault(at, "want the allowed squares as whole numbers, 1-based, separated by commas, such as %s 2 1,3", f[0])
		}
		l.Allowed = append(l.Allowed, v-1)
	}
	p.in.Lines, p.in.src.lines = append(p.in.Lines, l), append(p.in.src.lines, at)
	return nil
}

func lineWord(w string) string {
	if w == "col" {
		return "column"
	}
	return w
}
