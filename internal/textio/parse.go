package textio

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
)

// ParseError is text that is not a placement in any format. Line is the
// 1-based line of the input where the problem is.
type ParseError struct {
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Msg) }

func parseErrorf(line int, format string, a ...any) error {
	return &ParseError{Line: line, Msg: fmt.Sprintf(format, a...)}
}

// Parsed is one placement read from text: the placement, the format it was
// written in and the 1-based line where it starts.
type Parsed struct {
	Placement nqueens.Placement
	Format    Format
	Line      int
}

// Reader reads placements one after another from text in any of the
// formats the commands write: perm (one line of rows, so a listing holds
// one placement per line), matrix (n lines of n 0s and 1s, row 0 first),
// json (an object with a "placement" array, or a bare array) and board
// drawings (row n-1 at the top, as package render draws them, with or
// without color). Blank lines and lines starting with '#' separate
// placements and are otherwise ignored.
//
// The reader checks the shape of the text (numbers, lengths, one queen per
// column), not whether queens attack: that is [nqueens.Verify]'s job. A
// row number outside [0, n) is returned as read, for Verify to report.
//
// Time is linear in the input; memory is one line plus the placement
// (n lines for matrix and board).
type Reader struct {
	// OneBased says rows in perm and json are counted from 1.
	OneBased bool

	br      *bufio.Reader
	line    int    // lines consumed so far
	pending []byte // a line read but not yet used (without its newline)
	hasPend bool
	eof     bool
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, 1<<16)}
}

// maxLine bounds one line of input (a perm line of 10^8 queens is under
// 1 GB); longer lines are refused rather than read into memory.
const maxLine = 1 << 30

// readLine returns the next line without its line ending, its 1-based
// number, and false at the end of input.
func (r *Reader) readLine() ([]byte, int, bool, error) {
	if r.hasPend {
		r.hasPend = false
		return r.pending, r.line, true, nil
	}
	if r.eof {
		return nil, r.line, false, nil
	}
	var buf []byte
	for {
		chunk, err := r.br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if len(buf) > maxLine {
			return nil, r.line + 1, false, parseErrorf(r.line+1, "line longer than %d bytes", maxLine)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			r.eof = true
			if len(buf) == 0 {
				return nil, r.line, false, nil
			}
		} else if err != nil {
			return nil, r.line, false, err
		}
		break
	}
	r.line++
	buf = bytes.TrimRight(buf, "\r\n")
	return buf, r.line, true, nil
}

// unread keeps line for the next readLine.
func (r *Reader) unread(line []byte) {
	r.pending = line
	r.hasPend = true
}

// skippable reports whether a line separates placements.
func skippable(line []byte) bool {
	t := bytes.TrimSpace(stripEscapes(line))
	return len(t) == 0 || t[0] == '#'
}

// Next returns the next placement, or io.EOF when the input holds no more.
// Other errors are a [*ParseError] naming the line, or the reader's error.
func (r *Reader) Next() (Parsed, error) {
	var line []byte
	var no int
	for {
		l, n, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			return Parsed{}, io.EOF
		}
		if !skippable(l) {
			line, no = l, n
			break
		}
	}
	clean := stripEscapes(line)
	t := bytes.TrimSpace(clean)
	switch {
	case t[0] == '{' || t[0] == '[':
		return r.readJSON(t, no)
	case isBoardLine(string(t)):
		return r.readBoard(string(t), no)
	}
	row, err := numbers(t, no)
	if err != nil {
		return Parsed{}, err
	}
	if len(row) >= 2 && zeroOne(row) {
		// A matrix when the next line is 0s and 1s of the same length too.
		next, nno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if ok {
			nt := bytes.TrimSpace(stripEscapes(next))
			if second, err := numbers(nt, nno); err == nil && len(second) == len(row) && zeroOne(second) {
				return r.readMatrix(row, second, no)
			}
			r.unread(next)
		}
	}
	p, err := r.perm(row, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: Perm, Line: no}, nil
}

// perm turns the numbers of a perm line into a placement.
func (r *Reader) perm(row []int64, no int) (nqueens.Placement, error) {
	n := len(row)
	p := make(nqueens.Placement, n)
	hasZero, hasN := false, false
	for c, v := range row {
		if r.OneBased {
			v--
		}
		if v < math.MinInt32 || v > math.MaxInt32 {
			return nil, parseErrorf(no, "row %d of column %d is too large", row[c], c+1)
		}
		hasZero = hasZero || v == 0
		hasN = hasN || v == int64(n)
		p[c] = int32(v)
	}
	if !r.OneBased && hasN && !hasZero {
		return nil, parseErrorf(no, "the rows look 1-based (%d appears, 0 does not) but perm rows are 0-based: pass --one-based if this file counts rows from 1", n)
	}
	return p, nil
}

// readMatrix reads an n x n 0/1 matrix whose first two lines are given.
func (r *Reader) readMatrix(first, second []int64, no int) (Parsed, error) {
	n := len(first)
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	put := func(row []int64, r0 int, lineNo int) error {
		for c, v := range row {
			if v != 1 {
				continue
			}
			if p[c] >= 0 {
				return parseErrorf(lineNo, "column %d has a second queen (rows %d and %d, 1-based): a placement has one queen per column", c+1, p[c]+1, r0+1)
			}
			p[c] = int32(r0)
		}
		return nil
	}
	if err := put(first, 0, no); err != nil {
		return Parsed{}, err
	}
	if err := put(second, 1, no+1); err != nil {
		return Parsed{}, err
	}
	last := no + 1
	for k := 2; k < n; k++ {
		line, lno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok || skippable(line) {
			return Parsed{}, parseErrorf(lno, "the matrix that starts on line %d ends after %d of %d rows", no, k, n)
		}
		row, err := numbers(bytes.TrimSpace(stripEscapes(line)), lno)
		if err != nil {
			return Parsed{}, err
		}
		if len(row) != n || !zeroOne(row) {
			return Parsed{}, parseErrorf(lno, "matrix row %d has %s, want %d entries of 0 or 1", k+1, describe(row), n)
		}
		if err := put(row, k, lno); err != nil {
			return Parsed{}, err
		}
		last = lno
	}
	// A further row of the same shape means the matrix is too tall.
	if line, lno, ok, err := r.readLine(); err != nil {
		return Parsed{}, err
	} else if ok {
		if !skippable(line) {
			if row, err := numbers(bytes.TrimSpace(stripEscapes(line)), lno); err == nil && len(row) == n && zeroOne(row) {
				return Parsed{}, parseErrorf(lno, "the matrix that starts on line %d has more than %d rows: a matrix is n x n", no, n)
			}
		}
		r.unread(line)
	}
	for c, v := range p {
		if v < 0 {
			return Parsed{}, parseErrorf(last, "column %d of the matrix that starts on line %d has no queen: a placement has one queen per column", c+1, no)
		}
	}
	return Parsed{Placement: p, Format: Matrix, Line: no}, nil
}

func describe(row []int64) string {
	if zeroOne(row) {
		return fmt.Sprintf("%d entries", len(row))
	}
	return fmt.Sprintf("%d entries, not all 0 or 1", len(row))
}

func zeroOne(row []int64) bool {
	for _, v := range row {
		if v != 0 && v != 1 {
			return false
		}
	}
	return true
}

// numbers splits a line into integers separated by spaces, tabs or commas.
func numbers(t []byte, no int) ([]int64, error) {
	var out []int64
	col := 0
	for len(t) > 0 {
		i := 0
		for i < len(t) && (t[i] == ' ' || t[i] == '\t' || t[i] == ',') {
			i++
		}
		col += i
		t = t[i:]
		if len(t) == 0 {
			break
		}
		j := 0
		for j < len(t) && t[j] != ' ' && t[j] != '\t' && t[j] != ',' {
			j++
		}
		v, err := strconv.ParseInt(string(t[:j]), 10, 64)
		if err != nil {
			return nil, parseErrorf(no, "%q at byte %d is not a row number: expected whole numbers separated by spaces (perm), 0/1 rows (matrix), JSON or a board drawing", clip(t[:j]), col+1)
		}
		out = append(out, v)
		col += j
		t = t[j:]
	}
	if len(out) == 0 {
		return nil, parseErrorf(no, "no row numbers")
	}
	return out, nil
}

// clip shortens a token for an error message and makes it valid UTF-8.
func clip(b []byte) string {
	s := strings.ToValidUTF8(string(b), "?")
	if utf8.RuneCountInString(s) > 20 {
		s = string([]rune(s)[:20]) + "..."
	}
	return s
}

// stripEscapes removes ANSI escape sequences (colors) from a line.
func stripEscapes(line []byte) []byte {
	if bytes.IndexByte(line, 0x1b) < 0 {
		return line
	}
	out := make([]byte, 0, len(line))
	for i := 0; i < len(line); i++ {
		if line[i] != 0x1b {
			out = append(out, line[i])
			continue
		}
		if i+1 < len(line) && line[i+1] == '[' {
			i += 2
			for i < len(line) && (line[i] < 0x40 || line[i] > 0x7e) {
				i++
			}
		}
	}
	return out
}

// readJSON reads a JSON value that starts with first (line no) and may go
// on over further lines: an object with a "placement" array (and, when
// present, "n" giving its length) or a bare array of rows.
func (r *Reader) readJSON(first []byte, no int) (Parsed, error) {
	buf := append([]byte(nil), first...)
	for !balanced(buf) {
		line, lno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			return Parsed{}, parseErrorf(lno, "the JSON that starts on line %d is not closed", no)
		}
		buf = append(buf, '\n')
		buf = append(buf, line...)
	}
	var rows []int64
	if buf[0] == '[' {
		if err := json.Unmarshal(buf, &rows); err != nil {
			return Parsed{}, parseErrorf(no, "JSON array: %v", jsonMsg(err))
		}
	} else {
		var obj struct {
			N         *int64   `json:"n"`
			Placement *[]int64 `json:"placement"`
		}
		if err := json.Unmarshal(buf, &obj); err != nil {
			return Parsed{}, parseErrorf(no, "JSON: %v", jsonMsg(err))
		}
		if obj.Placement == nil {
			return Parsed{}, parseErrorf(no, `the JSON object has no "placement" array`)
		}
		rows = *obj.Placement
		if obj.N != nil && *obj.N != int64(len(rows)) {
			return Parsed{}, parseErrorf(no, `"n" is %d but the placement has %d rows`, *obj.N, len(rows))
		}
	}
	if len(rows) == 0 {
		return Parsed{}, parseErrorf(no, "the placement is empty")
	}
	p, err := r.perm(rows, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: JSON, Line: no}, nil
}

func jsonMsg(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("%s where %s was expected", te.Value, te.Type)
	}
	return err.Error()
}

// balanced reports whether a JSON text closes every bracket it opens
// (outside strings); false means more lines are needed.
func balanced(b []byte) bool {
	depth, inStr, esc := 0, false, false
	for _, c := range b {
		switch {
		case esc:
			esc = false
		case inStr && c == '\\':
			esc = true
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
		}
	}
	return depth <= 0 && !inStr
}

// Board drawings: a cell is one glyph; queens and empty squares are told
// apart by these sets, which cover package render's Unicode and ASCII
// styles and common hand-drawn boards.
var (
	queenGlyphs = map[string]bool{"♛": true, "♕": true, "Q": true, "q": true, "X": true, "x": true, "*": true, "■": true, "●": true}
	emptyGlyphs = map[string]bool{"·": true, ".": true, "_": true, "-": true, "□": true, "○": true, "o": true}
)

// boardCells returns the cells of a board line (after an optional row
// number label), or nil when the line is not a board row.
func boardCells(t string) []bool {
	fields := strings.Fields(t)
	if len(fields) > 0 {
		if _, err := strconv.Atoi(fields[0]); err == nil {
			fields = fields[1:]
		}
	}
	if len(fields) == 0 {
		return nil
	}
	cells := make([]bool, 0, len(fields))
	for _, f := range fields {
		switch {
		case queenGlyphs[f]:
			cells = append(cells, true)
		case emptyGlyphs[f]:
			cells = append(cells, false)
		default:
			return nil
		}
	}
	return cells
}

func isBoardLine(t string) bool { return boardCells(t) != nil }

// readBoard reads a drawing whose first (top) line is given: rows from
// n-1 at the top down to 0, then an optional line of column labels.
func (r *Reader) readBoard(first string, no int) (Parsed, error) {
	var rows [][]bool
	var lines []int
	rows = append(rows, boardCells(first))
	lines = append(lines, no)
	n := len(rows[0])
	for {
		line, lno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			break
		}
		t := strings.TrimSpace(string(stripEscapes(line)))
		cells := boardCells(t)
		if cells == nil {
			if !skippable(line) && !isLabelLine(t) {
				r.unread(line)
			}
			break
		}
		if len(cells) != n {
			return Parsed{}, parseErrorf(lno, "board row has %d squares, the rows above have %d", len(cells), n)
		}
		rows = append(rows, cells)
		lines = append(lines, lno)
	}
	if len(rows) != n {
		return Parsed{}, parseErrorf(lines[len(lines)-1], "the board that starts on line %d has %d rows of %d squares: a board is n x n", no, len(rows), n)
	}
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	for i, cells := range rows {
		row := int32(n - 1 - i) // the top line is row n-1
		for c, q := range cells {
			if !q {
				continue
			}
			if p[c] >= 0 {
				return Parsed{}, parseErrorf(lines[i], "column %d has a second queen (rows %d and %d, 1-based): a placement has one queen per column", c+1, p[c]+1, row+1)
			}
			p[c] = row
		}
	}
	for c, v := range p {
		if v < 0 {
			return Parsed{}, parseErrorf(lines[len(lines)-1], "column %d of the board that starts on line %d has no queen: a placement has one queen per column", c+1, no)
		}
	}
	return Parsed{Placement: p, Format: Board, Line: no}, nil
}

// isLabelLine reports whether t is the line of column labels under a
// board: single letters or digits.
func isLabelLine(t string) bool {
	fields := strings.Fields(t)
	if len(fields) == 0 {
		return false
	}
	for _, f := range fields {
		if len(f) != 1 || !(f[0] >= 'a' && f[0] <= 'z' || f[0] >= '0' && f[0] <= '9') {
			return false
		}
	}
	return true
}

// ReadPlacement reads the one placement r holds, in any format (see
// [Reader]). It is an error when r holds none or more than one.
func ReadPlacement(r io.Reader) (Parsed, error) {
	rd := NewReader(r)
	p, err := rd.Next()
	if err == io.EOF {
		return Parsed{}, parseErrorf(max(rd.line, 1), "no placement found: the input is empty")
	}
	if err != nil {
		return Parsed{}, err
	}
	if q, err := rd.Next(); err == nil {
		return Parsed{}, parseErrorf(q.Line, "a second placement starts here: give one placement (nqueens verify checks many)")
	} else if err != io.EOF {
		return Parsed{}, err
	}
	return p, nil
}

// Parse reads the one placement in s, in any format (see [Reader]).
func Parse(s string) (nqueens.Placement, error) {
	p, err := ReadPlacement(strings.NewReader(s))
	return p.Placement, err
}
