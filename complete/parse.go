package complete

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// Format is a way of writing an instance down.
type Format int

const (
	// ExcludedDiagonals is CSPLib problem 079's Excluded Diagonals
	// format, as published: "n = N", "numdiags = M", "diags = [[d, t],
	// ...]" (see [Diagonal]).
	ExcludedDiagonals Format = iota + 1
	// Completion is CSPLib problem 079's n-Queens Completion format, an
	// Essence' parameter file: "letting n = N", "letting init = [[r, c],
	// ...]", a queen at row r, column c, 0-based, row 0 at the bottom.
	Completion
	// Plain is the toolkit's own line format: "n N", then lines "place
	// R,C", "forbid R,C", "sum R,C" and "diff R,C" (the diagonal through
	// square R,C, Row+Col or Row-Col constant, excluded), "row R C1,C2,..."
	// and "col C R1,R2,..." (the only squares that line allows); squares
	// 1-based, row first, as the --place flag reads them; "#" starts a
	// comment.
	Plain
)

func (f Format) String() string {
	switch f {
	case ExcludedDiagonals:
		return "excluded-diagonals"
	case Completion:
		return "completion"
	case Plain:
		return "plain"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// ErrUnknownFormat is wrapped by Parse's error for a text in none of the
// three formats: one that names neither "letting" nor "=" and whose first
// line is not the Plain format's "n N", or that is empty. The error names
// the three.
var ErrUnknownFormat = errors.New("complete: not an instance in a known format")

// formatNames names the formats by their first words, for the messages.
const formatNames = "CSPLib Excluded Diagonals (n = N), CSPLib n-Queens Completion (letting n = N) or the plain format (n N)"

// maxInput bounds the instance text Parse reads, so that a wrong file (a
// disk image) fails with a message instead of filling memory.
const maxInput = 1 << 30

// Parse reads an instance in any of the three formats, telling them apart
// by their first word ("n" followed by "=", "letting", or "n" followed by
// a number); a leading UTF-8 byte-order mark is skipped. It validates the instance ([Instance.Validate]). It is
// O(size of the text).
func Parse(r io.Reader) (*Instance, Format, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return nil, 0, err
	}
	if len(data) > maxInput {
		return nil, 0, fmt.Errorf("complete: the instance is larger than %d bytes: not an instance", maxInput)
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff")) // a Windows editor's byte-order mark
	f := Sniff(data)
	var in *Instance
	switch f {
	case Plain:
		in, err = parsePlain(data)
	default:
		in, err = parseEssence(data, f)
	}
	if err != nil {
		return nil, f, err
	}
	if err := in.Validate(); err != nil {
		return nil, f, err
	}
	return in, f, nil
}

// Sniff names the format of an instance's text from its first words:
// Completion when it has "letting", ExcludedDiagonals when it has "=",
// Plain otherwise.
func Sniff(data []byte) Format {
	switch {
	case bytes.Contains(data, []byte("letting")):
		return Completion
	case bytes.Contains(data, []byte("=")):
		return ExcludedDiagonals
	}
	return Plain
}

// parseEssence reads the two CSPLib formats: statements "[letting] NAME =
// VALUE" (or "be" for "="), values integers or nested lists, "$" comments
// and a "language ESSENCE' 1.0" line.
func parseEssence(data []byte, f Format) (*Instance, error) {
	p := &essence{text: data, line: 1}
	vals := map[string]any{}
	for {
		p.space()
		if p.pos >= len(p.text) {
			break
		}
		word := p.word()
		switch word {
		case "letting":
			continue
		case "language":
			p.skipLine()
			continue
		case "":
			return nil, p.errorf("unexpected %q", p.text[p.pos])
		}
		p.space()
		if p.word() != "be" && !p.eat('=') {
			return nil, p.errorf("want = after %s", word)
		}
		v, err := p.value(0)
		if err != nil {
			return nil, err
		}
		if _, dup := vals[word]; dup {
			return nil, p.errorf("%s is given twice", word)
		}
		vals[word] = v
	}
	nv, ok := vals["n"].(int)
	if !ok {
		return nil, fmt.Errorf("complete: %s format: no board size (n = N)", f)
	}
	in := &Instance{N: nv}
	if f == Completion {
		init, ok := vals["init"]
		if !ok {
			return nil, fmt.Errorf("complete: completion format: no queens (letting init = [[r, c], ...])")
		}
		pairs, err := intPairs("init", init)
		if err != nil {
			return nil, err
		}
		for _, q := range pairs {
			in.Place = append(in.Place, nqueens.Square{Row: q[0], Col: q[1]})
		}
		return in, nil
	}
	diags, ok := vals["diags"]
	if !ok {
		return nil, fmt.Errorf("complete: excluded-diagonals format: no diagonals (diags = [[d, t], ...])")
	}
	pairs, err := intPairs("diags", diags)
	if err != nil {
		return nil, err
	}
	for _, d := range pairs {
		if d[1] != 0 && d[1] != 1 {
			return nil, fmt.Errorf("complete: diags: [%d, %d]: the type must be 1 (sum diagonal) or 0 (difference)", d[0], d[1])
		}
		in.Diagonals = append(in.Diagonals, Diagonal{Value: d[0], Sum: d[1] == 1})
	}
	if m, ok := vals["numdiags"]; ok {
		if m, ok := m.(int); !ok || m != len(pairs) {
			return nil, fmt.Errorf("complete: numdiags = %v but diags lists %d", vals["numdiags"], len(pairs))
		}
	}
	return in, nil
}

// intPairs reads a list of two-integer lists.
func intPairs(name string, v any) ([][2]int, error) {
	list, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("complete: %s: want a list of pairs [[a, b], ...]", name)
	}
	out := make([][2]int, 0, len(list))
	for i, e := range list {
		pair, ok := e.([]any)
		if ok && len(pair) == 2 {
			a, ok1 := pair[0].(int)
			b, ok2 := pair[1].(int)
			if ok1 && ok2 {
				out = append(out, [2]int{a, b})
				continue
			}
		}
		return nil, fmt.Errorf("complete: %s: entry %d is not a pair of integers [a, b]", name, i+1)
	}
	return out, nil
}

type essence struct {
	text []byte
	pos  int
	line int
}

func (p *essence) errorf(format string, a ...any) error {
	return fmt.Errorf("complete: line %d: %s", p.line, fmt.Sprintf(format, a...))
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

func (p *essence) word() string {
	start := p.pos
	for p.pos < len(p.text) {
		c := p.text[p.pos]
		if c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || p.pos > start && '0' <= c && c <= '9' {
			p.pos++
			continue
		}
		break
	}
	return string(p.text[start:p.pos])
}

func (p *essence) eat(c byte) bool {
	p.space()
	if p.pos < len(p.text) && p.text[p.pos] == c {
		p.pos++
		return true
	}
	return false
}

// maxDepth bounds the nesting of lists: the formats need two levels.
const maxDepth = 4

func (p *essence) value(depth int) (any, error) {
	if depth > maxDepth {
		return nil, p.errorf("lists nested too deep")
	}
	p.space()
	if p.eat('[') {
		var list []any
		if p.eat(']') {
			return list, nil
		}
		for {
			v, err := p.value(depth + 1)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
			if p.eat(']') {
				return list, nil
			}
			if !p.eat(',') {
				return nil, p.errorf("want , or ] in a list")
			}
		}
	}
	start := p.pos
	if p.pos < len(p.text) && p.text[p.pos] == '-' {
		p.pos++
	}
	for p.pos < len(p.text) && '0' <= p.text[p.pos] && p.text[p.pos] <= '9' {
		p.pos++
	}
	v, err := strconv.Atoi(string(p.text[start:p.pos]))
	if err != nil {
		return nil, p.errorf("want an integer or a list")
	}
	return v, nil
}

// parsePlain reads the Plain format.
func parsePlain(data []byte) (*Instance, error) {
	in := &Instance{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text, _, _ := strings.Cut(sc.Text(), "#")
		f := strings.Fields(text)
		if len(f) == 0 {
			continue
		}
		fail := func(format string, a ...any) error {
			return fmt.Errorf("complete: line %d: %s", line, fmt.Sprintf(format, a...))
		}
		if in.N == 0 {
			if f[0] != "n" || len(f) != 2 {
				return nil, fmt.Errorf("%w: line %d, %q, begins none of %s", ErrUnknownFormat, line, strings.Join(f, " "), formatNames)
			}
			v, err := strconv.Atoi(f[1])
			if err != nil || v < 1 {
				return nil, fail("n %s: want a board size >= 1", f[1])
			}
			in.N = v
			continue
		}
		if err := in.plainLine(f); err != nil {
			return nil, fail("%v", err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("complete: line %d: %v", line+1, err)
	}
	if in.N == 0 {
		return nil, fmt.Errorf("%w: the text is empty (or only comments): give one of %s", ErrUnknownFormat, formatNames)
	}
	return in, nil
}

func (in *Instance) plainLine(f []string) error {
	switch f[0] {
	case "place", "forbid", "sum", "diff":
		if len(f) != 2 {
			return fmt.Errorf("%s takes one square R,C", f[0])
		}
		s, err := plainSquare(f[1])
		if err != nil {
			return fmt.Errorf("%s %s: %v", f[0], f[1], err)
		}
		switch f[0] {
		case "place":
			in.Place = append(in.Place, s)
		case "forbid":
			in.Forbid = append(in.Forbid, s)
		case "sum":
			in.Diagonals = append(in.Diagonals, Diagonal{Value: s.Row + s.Col, Sum: true})
		case "diff":
			in.Diagonals = append(in.Diagonals, Diagonal{Value: s.Row - s.Col + in.N - 1})
		}
		return nil
	case "row", "col":
		if len(f) != 3 {
			return fmt.Errorf("%s takes a line and its allowed squares: %s I A,B (1-based)", f[0], f[0])
		}
		i, err := strconv.Atoi(f[1])
		if err != nil {
			return fmt.Errorf("%s %s: want a 1-based number", f[0], f[1])
		}
		l := Line{Col: f[0] == "col", Index: i - 1}
		for a := range strings.SplitSeq(f[2], ",") {
			v, err := strconv.Atoi(a)
			if err != nil {
				return fmt.Errorf("%s %d: %q: want 1-based numbers separated by commas", f[0], i, a)
			}
			l.Allowed = append(l.Allowed, v-1)
		}
		in.Lines = append(in.Lines, l)
		return nil
	}
	return fmt.Errorf("unknown word %q: want place, forbid, sum, diff, row or col", f[0])
}

func plainSquare(s string) (nqueens.Square, error) {
	a, b, ok := strings.Cut(s, ",")
	r, err1 := strconv.Atoi(a)
	c, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return nqueens.Square{}, fmt.Errorf("want ROW,COL, 1-based")
	}
	return nqueens.Square{Row: r - 1, Col: c - 1}, nil
}

// WriteExcludedDiagonals writes n and diags in CSPLib's Excluded
// Diagonals format, as the paper's generator lays it out.
func WriteExcludedDiagonals(w io.Writer, n int, diags []Diagonal) error {
	var b strings.Builder
	fmt.Fprintf(&b, "n = %d\nnumdiags = %d\ndiags = [", n, len(diags))
	for i, d := range diags {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "[%d, %d]", d.Value, b2i(d.Sum))
	}
	b.WriteString("]\n")
	_, err := io.WriteString(w, b.String())
	return err
}
