package complete

import (
	"fmt"
	"strconv"

	"github.com/nqueens/nqueens"
)

// The reader of CSPLib's two formats, Essence' parameter files:
//
//	text      = { statement | "language" rest-of-line } .
//	statement = [ "letting" ] name ( "=" | "be" ) value .
//	value     = number | "[" [ value { "," value } ] "]" .
//	number    = [ "-" ] digit { digit } .
//
// Names are letters, digits and "_", not starting with a digit; "$" and
// "#" start a comment to the end of the line. A number or a name ends at
// a space, a comma, a bracket, "=", a comment or the end: "8abc" is no
// number, "n-1" no name. The Excluded Diagonals format names n, numdiags
// and diags; the n-Queens Completion format n and init.

// essence is a reader of one text: pos the next byte, line its line.
type essence struct {
	format Format
	text   []byte
	pos    int
	line   int
}

// value is a number or a list, read at at.
type value struct {
	num    int
	list   []value
	isList bool
	at     origin
}

// statement is "name = value", read at at (the whole statement's text).
type statement struct {
	name string
	v    value
	at   origin
}

// maxDepth bounds the nesting of lists: the formats need two levels.
const maxDepth = 4

// parseEssence reads the two CSPLib formats.
func parseEssence(data []byte, f Format) (*Instance, error) {
	p := &essence{format: f, text: data, line: 1}
	stmts := map[string]statement{}
	for {
		st, ok, err := p.statement()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if old, dup := stmts[st.name]; dup {
			return nil, p.fault(st.at, "%s is given twice (first on line %d)", st.name, old.at.line)
		}
		if !p.known(st.name) {
			return nil, p.fault(st.at, "unknown name %s: %s", st.name, p.names())
		}
		stmts[st.name] = st
	}
	return p.instance(stmts)
}

// names lists the names the format reads.
func (p *essence) names() string {
	if p.format == Completion {
		return "the n-Queens Completion format has n and init"
	}
	return "the Excluded Diagonals format has n, numdiags and diags"
}

func (p *essence) known(name string) bool {
	switch name {
	case "n":
		return true
	case "init":
		return p.format == Completion
	case "numdiags", "diags":
		return p.format == ExcludedDiagonals
	}
	return false
}

// fault is a SyntaxError at at.
func (p *essence) fault(at origin, format string, a ...any) error {
	return &SyntaxError{Format: p.format, Line: at.line, Text: at.text, Want: fmt.Sprintf(format, a...)}
}

// here is the origin of the word at pos: its line and its run of
// characters up to a delimiter, or when it is one, the rest of the line.
func (p *essence) here() origin {
	end := p.runEnd(p.pos)
	if p.pos < len(p.text) && isDelim(p.text[p.pos]) {
		end = p.pos
		for end < len(p.text) && p.text[end] != '\n' {
			end++
		}
	}
	return origin{p.line, quote(p.text[p.pos:end])}
}

// statement reads the next statement; ok is false at the end of the text.
func (p *essence) statement() (statement, bool, error) {
	for {
		p.space()
		if p.pos >= len(p.text) {
			return statement{}, false, nil
		}
		start, line := p.pos, p.line
		name, err := p.name()
		if err != nil {
			return statement{}, false, err
		}
		switch name {
		case "letting":
			continue
		case "language":
			p.skipLine()
			continue
		}
		p.space()
		if !p.eat('=') && !p.eatWord("be") {
			return statement{}, false, p.fault(p.here(), "want = or be after %s", name)
		}
		v, err := p.value(0)
		if err != nil {
			return statement{}, false, err
		}
		return statement{name, v, origin{line, quote(p.text[start:p.pos])}}, true, nil
	}
}

// isDelim reports whether c ends a number or a name.
func isDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', '[', ']', '=', '$', '#':
		return true
	}
	return false
}

// runEnd is the end of the run of characters from i up to a delimiter.
func (p *essence) runEnd(i int) int {
	for i < len(p.text) && !isDelim(p.text[i]) {
		i++
	}
	return i
}

// name reads a name: a run of letters, digits and "_" that does not
// start with a digit.
func (p *essence) name() (string, error) {
	end := p.runEnd(p.pos)
	run := p.text[p.pos:end]
	if len(run) == 0 {
		return "", p.fault(p.here(), "want a statement such as n = 8")
	}
	for i, c := range run {
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || i > 0 && '0' <= c && c <= '9') {
			return "", p.fault(p.here(), "want a statement such as n = 8")
		}
	}
	p.pos = end
	return string(run), nil
}

// eatWord reads the word w when it comes next, whole.
func (p *essence) eatWord(w string) bool {
	end := p.runEnd(p.pos)
	if string(p.text[p.pos:end]) != w {
		return false
	}
	p.pos = end
	return true
}

func (p *essence) space() {
	for p.pos < len(p.text) {
		switch c := p.text[p.pos]; {
		case c == '\n':
			p.line++
			p.pos++
		case c == ' ' || c == '\t' || c == '\r':
			p.pos++
		case c == '$' || c == '#':
			p.skipLine()
		default:
			return
		}
	}
}

func (p *essence) skipLine() {
	for p.pos < len(p.text) && p.text[p.pos] != '\n' {
		p.pos++
	}
}

func (p *essence) eat(c byte) bool {
	p.space()
	if p.pos < len(p.text) && p.text[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// value reads a number or a list.
func (p *essence) value(depth int) (value, error) {
	if depth > maxDepth {
		return value{}, p.fault(p.here(), "lists nested too deep")
	}
	p.space()
	if p.pos >= len(p.text) {
		return value{}, p.fault(origin{line: p.line}, "the text ends where a value should be")
	}
	if p.text[p.pos] != '[' {
		return p.number()
	}
	start, line := p.pos, p.line
	p.pos++
	v := value{isList: true}
	if p.eat(']') {
		v.at = origin{line, quote(p.text[start:p.pos])}
		return v, nil
	}
	for {
		e, err := p.value(depth + 1)
		if err != nil {
			return value{}, err
		}
		v.list = append(v.list, e)
		if p.eat(']') {
			v.at = origin{line, quote(p.text[start:p.pos])}
			return v, nil
		}
		if !p.eat(',') {
			if p.pos >= len(p.text) {
				return value{}, p.fault(origin{line, quote(p.text[start:p.pos])}, "the list is not closed: want ]")
			}
			return value{}, p.fault(p.here(), "want , or ] in a list")
		}
	}
}

// number reads a whole number, refusing anything but its delimiter after
// the digits.
func (p *essence) number() (value, error) {
	at := p.here()
	i := p.pos
	if i < len(p.text) && p.text[i] == '-' {
		i++
	}
	digits := i
	for i < len(p.text) && '0' <= p.text[i] && p.text[i] <= '9' {
		i++
	}
	if i == digits || i < len(p.text) && !isDelim(p.text[i]) {
		return value{}, p.fault(at, "want a whole number or a list")
	}
	v, err := strconv.Atoi(string(p.text[p.pos:i]))
	if err != nil {
		return value{}, p.fault(at, "the number is too large")
	}
	p.pos = i
	return value{num: v, at: at}, nil
}

// instance builds the instance the statements give.
func (p *essence) instance(stmts map[string]statement) (*Instance, error) {
	n, ok := stmts["n"]
	if !ok {
		return nil, &SyntaxError{Format: p.format, Want: "no board size: want n = N"}
	}
	if n.v.isList {
		return nil, p.fault(n.at, "want a whole number for the board size")
	}
	in := &Instance{N: n.v.num, src: &source{format: p.format, n: n.at}}
	if p.format == Completion {
		return in, p.queens(in, stmts)
	}
	return in, p.diagonals(in, stmts)
}

// queens reads the Completion format's init, 0-based [row, col] pairs.
func (p *essence) queens(in *Instance, stmts map[string]statement) error {
	init, ok := stmts["init"]
	if !ok {
		return &SyntaxError{Format: p.format, Want: "no queens: want letting init = [[row, col], ...]"}
	}
	pairs, err := p.pairs(init, "[row, col]")
	if err != nil {
		return err
	}
	for _, q := range pairs {
		in.Place = append(in.Place, nqueens.Square{Row: q.list[0].num, Col: q.list[1].num})
		in.src.place = append(in.src.place, q.at)
	}
	return nil
}

// diagonals reads the Excluded Diagonals format's diags, [value, type]
// pairs, and checks numdiags.
func (p *essence) diagonals(in *Instance, stmts map[string]statement) error {
	diags, ok := stmts["diags"]
	if !ok {
		return &SyntaxError{Format: p.format, Want: "no diagonals: want diags = [[value, type], ...]"}
	}
	pairs, err := p.pairs(diags, "[value, type]")
	if err != nil {
		return err
	}
	for _, d := range pairs {
		if t := d.list[1].num; t != 0 && t != 1 {
			return &InstanceError{Line: d.at.line, Text: d.at.text, Reason: "the type must be 1 (a sum diagonal, row+column) or 0 (a difference diagonal)"}
		}
		in.Diagonals = append(in.Diagonals, Diagonal{Value: d.list[0].num, Sum: d.list[1].num == 1})
		in.src.diagonals = append(in.src.diagonals, d.at)
	}
	if m, ok := stmts["numdiags"]; ok && (m.v.isList || m.v.num != len(pairs)) {
		return p.fault(m.at, "diags lists %d, not %s", len(pairs), m.v.at.text)
	}
	return nil
}

// pairs reads st's value as a list of pairs of whole numbers.
func (p *essence) pairs(st statement, shape string) ([]value, error) {
	if !st.v.isList {
		return nil, p.fault(st.at, "want a list of pairs [%s, ...]", shape)
	}
	for _, e := range st.v.list {
		if !e.isList || len(e.list) != 2 || e.list[0].isList || e.list[1].isList {
			return nil, p.fault(e.at, "want a pair of whole numbers %s", shape)
		}
	}
	return st.v.list, nil
}
