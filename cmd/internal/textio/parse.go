package textio

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/jsonerr"
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
// one placement per line), matrix (n lines of n 0s and 1s, the top row first),
// json (an object with a "placement" array, or a bare array) and board
// drawings (row n-1 at the top, as package render draws them, with or
// without color). Blank lines and lines starting with '#' separate
// placements and are otherwise ignored; a UTF-8 byte-order mark at the
// start of the input (Windows editors write one) is skipped. A solver's
// summary line before a placement ("qs1: n = 8, solved in 67 µs, ...,
// verified", the default output of the solver commands) is skipped, and
// its n must be the placement's; a summary line with no placement after
// it is an error (the solvers draw the board only for small n).
//
// The reader checks the shape of the text (numbers, lengths, one queen per
// column), not whether queens attack: that is [nqueens.Verify]'s job. A
// row number outside [0, n) is returned as read, for Verify to report.
//
// Time is linear in the input; memory is one line plus the placement
// (n lines for matrix and board).
//
// Input is bounded: the reader stops reading as soon as a line cannot be
// a placement it accepts, so a huge malformed file costs little time and
// memory. A line of row numbers stops at the first byte that is not part of
// a number or a separator, at a number of more than 20 characters (none
// is accepted, leading zeros included), or at
// more than MaxN numbers ([*LimitError]); a JSON text at 16 bytes per queen
// of MaxN plus 64 KiB; any other line (a board row, a summary line, a
// comment) at 1 MiB; every line at 1 GiB. Lines up to 64 KiB are read
// whole first, so their errors name the exact problem.
type Reader struct {
	// OneBased says rows in perm and json are counted from 1.
	OneBased bool
	// MaxN is the most queens a placement may have; 0 means
	// [nqueens.MaxN]. A placement with more is refused with a
	// [*LimitError] as soon as the reader sees it.
	MaxN int
	// MaxWhy, when set, says why MaxN is what it is ("the most the
	// address-space limit (ulimit -v) lets this process hold"); a
	// [*LimitError] ends with it.
	MaxWhy string

	br      *bufio.Reader
	line    int    // lines consumed so far
	pending []byte // a line read but not yet used (without its newline)
	hasPend bool
	eof     bool
	err     error // a line refused before its end: the rest is not read
	started bool  // the first line was read (its byte-order mark skipped)
	scan    lineScan
}

// fail records err: the line it refused was not read to its end, so
// every later read returns err too.
func (r *Reader) fail(err error) error {
	r.err = err
	return err
}

// NewReader returns a Reader reading from r.
func NewReader(r io.Reader) *Reader {
	return &Reader{br: bufio.NewReaderSize(r, bufSize)}
}

// maxLine bounds one line of input (a perm line of 10^8 queens is under
// 1 GB); longer lines are refused rather than read into memory. otherMax
// bounds a line that is neither numbers nor JSON (a board of 1000 columns
// drawn in color takes about 50 KB), bufSize is the read buffer: lines
// that fit in it are read whole before they are checked.
const (
	maxLine   = 1 << 30
	otherMax  = 1 << 20
	bufSize   = 1 << 16
	blockSize = 16 << 20
)

// LimitError is a placement with more queens than [Reader.MaxN], refused
// before it was read to its end.
type LimitError struct {
	Line int    // 1-based line where the placement starts
	Max  int    // Reader.MaxN
	N    int    // its queens, when it was read whole (a short line); 0 otherwise
	Why  string // Reader.MaxWhy
}

func (e *LimitError) Error() string {
	if e.Why != "" {
		return fmt.Sprintf("line %d: a placement of more than %d queens, %s", e.Line, e.Max, e.Why)
	}
	return fmt.Sprintf("line %d: a placement of more than %d queens", e.Line, e.Max)
}

// maxN is r.MaxN or its default.
func (r *Reader) maxN() int {
	if r.MaxN <= 0 {
		return nqueens.MaxN
	}
	return r.MaxN
}

// jsonMax bounds a JSON text: 16 bytes per queen of MaxN and 64 KiB for
// the other fields.
func (r *Reader) jsonMax() int {
	return int(min(int64(maxLine), 16*int64(r.maxN())+64<<10))
}

// lineScan is what checkLong knows of the current line, so that each
// byte is looked at once.
type lineScan struct {
	kind           byte // 0 not known yet (blanks so far), 'j' JSON, 'n' row numbers, 'o' other
	lead           int  // blanks before the first character, in the current block
	off            int  // bytes of the current block looked at
	tokens, tokLen int  // numbers seen, length of the last one so far
}

// checkLong reports whether a line read so far can still be a placement
// the reader accepts, and why not: buf is its current block, base the
// bytes before it (in earlier blocks), line its number. It is called once
// the line is longer than the read buffer, and looks at the bytes it has
// not seen before.
func (r *Reader) checkLong(buf []byte, base, line int) error {
	sc := &r.scan
	if sc.kind == 0 {
		t := bytes.TrimLeft(buf, " \t")
		if len(t) == 0 {
			return nil
		}
		sc.lead = len(buf) - len(t)
		switch {
		case t[0] == '{' || t[0] == '[':
			sc.kind = 'j'
		case isNumberByte(t[0]):
			sc.kind = 'n'
		default:
			sc.kind = 'o'
		}
	}
	switch total := base + len(buf); sc.kind {
	case 'j':
		if total > r.jsonMax() {
			return parseErrorf(line, "JSON text longer than %d bytes: too long for a placement of at most %d queens", r.jsonMax(), r.maxN())
		}
		return nil
	case 'o':
		if total > otherMax {
			return parseErrorf(line, "a line longer than %d bytes that is neither row numbers nor JSON: not a placement in any format", otherMax)
		}
		return nil
	}
	notNumber := func(end int) error {
		start := max(sc.lead, end-sc.tokLen)
		return parseErrorf(line, "%q at byte %d is not a row number: expected whole numbers separated by spaces (perm), 0/1 rows (matrix), JSON or a board drawing", clip(buf[start:min(len(buf), end+1)]), base+start+1)
	}
	for i := max(sc.off, sc.lead); i < len(buf); i++ {
		switch c := buf[i]; {
		case isNumberByte(c):
			if sc.tokLen++; sc.tokLen == 1 {
				sc.tokens++
			}
			if sc.tokLen > maxNumber {
				return notNumber(i + 1)
			}
		case c == ' ' || c == '\t' || c == ',' || c == '\r':
			sc.tokLen = 0
		case sc.tokens <= 1:
			// A labelled board row ("8 · ♛ ..."): bounded as other lines.
			sc.kind = 'o'
			return r.checkLong(buf, base, line)
		default:
			return notNumber(i)
		}
		if sc.tokens > r.maxN() {
			return &LimitError{Line: line, Max: r.maxN(), Why: r.MaxWhy}
		}
	}
	sc.off = len(buf)
	return nil
}

func isNumberByte(c byte) bool { return c >= '0' && c <= '9' || c == '-' || c == '+' }

// readLine returns the next line without its line ending, its 1-based
// number, and false at the end of input.
func (r *Reader) readLine() ([]byte, int, bool, error) {
	if r.err != nil {
		return nil, r.line, false, r.err
	}
	if r.hasPend {
		r.hasPend = false
		return r.pending, r.line, true, nil
	}
	if r.eof {
		return nil, r.line, false, nil
	}
	if !r.started {
		r.started = true
		r.skipBOM()
	}
	// A long line is kept in blocks of blockSize, joined once it ends, so
	// that a line refused at maxLine has cost maxLine bytes, not the
	// garbage of a slice doubled up to it.
	var buf []byte
	var blocks [][]byte
	base := 0 // bytes in blocks
	r.scan = lineScan{}
	for {
		chunk, err := r.br.ReadSlice('\n')
		buf = append(buf, chunk...)
		if base+len(buf) > maxLine {
			return nil, r.line + 1, false, r.fail(parseErrorf(r.line+1, "line longer than %d bytes", maxLine))
		}
		if err == bufio.ErrBufferFull {
			if err := r.checkLong(buf, base, r.line+1); err != nil {
				return nil, r.line + 1, false, r.fail(err)
			}
			if len(buf) >= blockSize {
				blocks = append(blocks, buf)
				base += len(buf)
				buf = make([]byte, 0, blockSize+bufSize)
				r.scan.off, r.scan.lead = 0, 0
			}
			continue
		}
		if err == io.EOF {
			r.eof = true
			if base+len(buf) == 0 {
				return nil, r.line, false, nil
			}
		} else if err != nil {
			return nil, r.line, false, err
		}
		break
	}
	if len(blocks) > 0 {
		whole := make([]byte, 0, base+len(buf))
		for _, b := range blocks {
			whole = append(whole, b...)
		}
		buf = append(whole, buf...)
	}
	r.line++
	buf = bytes.TrimRight(buf, "\r\n")
	return buf, r.line, true, nil
}

// skipBOM skips a UTF-8 byte-order mark at the start of the input, as
// Windows editors write one. It peeks one byte before three, so that a
// line typed on a terminal is not held back waiting for more.
func (r *Reader) skipBOM() {
	if b, err := r.br.Peek(1); err != nil || b[0] != bom[0] {
		return
	}
	if b, err := r.br.Peek(len(bom)); err == nil && string(b) == bom {
		r.br.Discard(len(bom))
	}
}

// bom is the UTF-8 byte-order mark, U+FEFF.
const bom = "\ufeff"

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

// next returns the next placement, or io.EOF when the input holds no more.
// Other errors are a [*ParseError] naming the line, or the reader's error.
func (r *Reader) next() (Parsed, error) {
	var line []byte
	var no int
	sumN, sumLine := 0, 0 // a summary line's n and line number; 0: none
	for {
		l, n, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			if sumLine > 0 {
				return Parsed{}, noPlacementAfter(sumLine, sumN)
			}
			return Parsed{}, io.EOF
		}
		if skippable(l) {
			continue
		}
		if sn, ok := summaryN(l); ok {
			if sumLine > 0 {
				return Parsed{}, noPlacementAfter(sumLine, sumN)
			}
			sumN, sumLine = sn, n
			continue
		}
		line, no = l, n
		break
	}
	p, err := r.parse(line, no)
	if err == nil && len(p.Placement) > r.maxN() {
		return Parsed{}, &LimitError{Line: no, Max: r.maxN(), N: len(p.Placement), Why: r.MaxWhy}
	}
	if err == nil && sumLine > 0 && len(p.Placement) != sumN {
		return Parsed{}, parseErrorf(no, "the placement has %d columns, but the summary line before it (line %d) says n = %d", len(p.Placement), sumLine, sumN)
	}
	return p, err
}

// summaryRE matches a solver's summary line: "NAME: n = N" and then the
// end or a comma ("qs1: n = 8, solved in 67 µs, 0 swaps, verified").
var summaryRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_.-]*: n = ([0-9]{1,10})(,|;|$)`)

// summaryN reports whether line is a solver's summary line, and its n.
func summaryN(line []byte) (int, bool) {
	m := summaryRE.FindSubmatch(bytes.TrimSpace(stripEscapes(line)))
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(string(m[1]))
	return n, err == nil
}

// noPlacementAfter is the error for a summary line with no placement after
// it.
func noPlacementAfter(line, n int) error {
	return parseErrorf(line, "a solver's summary line (n = %d) with no placement after it: the solvers draw the board only for small n; run the solver with --format perm (or --output FILE) and read that", n)
}

// parse reads the placement that starts with line (number no), a line
// that is neither blank, a comment nor a summary.
func (r *Reader) parse(line []byte, no int) (Parsed, error) {
	clean := stripEscapes(line)
	t := bytes.TrimSpace(clean)
	switch {
	case t[0] == '{' || t[0] == '[':
		return r.readJSON(t, no)
	case isBoardLine(string(t), len(clean) != len(line)):
		return r.readBoard(string(t), no, len(clean) != len(line))
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

// perm turns the numbers of a perm line into a placement, in place: the
// placement is row itself (rows made 0-based when OneBased).
func (r *Reader) perm(row []int32, no int) (nqueens.Placement, error) {
	n := len(row)
	hasZero, hasN := false, false
	for c, v := range row {
		if r.OneBased {
			if v == math.MinInt32 {
				return nil, parseErrorf(no, "row %d of column %d is too large", v, c+1)
			}
			v--
			row[c] = v
		}
		hasZero = hasZero || v == 0
		hasN = hasN || int(v) == n
	}
	if !r.OneBased && hasN && !hasZero {
		return nil, parseErrorf(no, "the rows look 1-based (%d appears, 0 does not) but perm rows are 0-based: pass --one-based if this file counts rows from 1", n)
	}
	return nqueens.Placement(row), nil
}

// readMatrix reads an n x n 0/1 matrix whose first two lines, from line
// no, are given. Its first line is the top row, n-1, as [WriteMatrix]
// writes it and boards are drawn.
func (r *Reader) readMatrix(first, second []int32, no int) (Parsed, error) {
	n := len(first)
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	if err := putMatrixRow(p, first, n-1, no); err != nil {
		return Parsed{}, err
	}
	if err := putMatrixRow(p, second, n-2, no+1); err != nil {
		return Parsed{}, err
	}
	last := no + 1
	for k := 2; k < n; k++ {
		row, lno, err := r.readMatrixRow(k, n, no)
		if err != nil {
			return Parsed{}, err
		}
		if err := putMatrixRow(p, row, n-1-k, lno); err != nil {
			return Parsed{}, err
		}
		last = lno
	}
	if err := r.checkMatrixEnd(n, no); err != nil {
		return Parsed{}, err
	}
	for c, v := range p {
		if v < 0 {
			return Parsed{}, parseErrorf(last, "column %d of the matrix that starts on line %d has no queen: a placement has one queen per column", c+1, no)
		}
	}
	return Parsed{Placement: p, Format: Matrix, Line: no}, nil
}

// putMatrixRow places the queens of row (row r0 of the matrix, on line
// lineNo) in p, refusing a second queen in a column.
func putMatrixRow(p nqueens.Placement, row []int32, r0, lineNo int) error {
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

// readMatrixRow reads row k (0-based) of the n x n matrix that starts on
// line no, and returns it with its line number.
func (r *Reader) readMatrixRow(k, n, no int) ([]int32, int, error) {
	line, lno, ok, err := r.readLine()
	if err != nil {
		return nil, 0, err
	}
	if !ok || skippable(line) {
		return nil, 0, parseErrorf(lno, "the matrix that starts on line %d ends after %d of %d rows", no, k, n)
	}
	row, err := numbers(bytes.TrimSpace(stripEscapes(line)), lno)
	if err != nil {
		return nil, 0, err
	}
	if len(row) != n || !zeroOne(row) {
		return nil, 0, parseErrorf(lno, "matrix row %d has %s, want %d entries of 0 or 1", k+1, describe(row), n)
	}
	return row, lno, nil
}

// checkMatrixEnd refuses a further row of the same shape after the n rows
// of the matrix that starts on line no: the matrix would be too tall.
// Any other line is given back.
func (r *Reader) checkMatrixEnd(n, no int) error {
	line, lno, ok, err := r.readLine()
	if err != nil || !ok {
		return err
	}
	if !skippable(line) {
		if row, err := numbers(bytes.TrimSpace(stripEscapes(line)), lno); err == nil && len(row) == n && zeroOne(row) {
			return parseErrorf(lno, "the matrix that starts on line %d has more than %d rows: a matrix is n x n", no, n)
		}
	}
	r.unread(line)
	return nil
}

func describe(row []int32) string {
	if zeroOne(row) {
		return fmt.Sprintf("%d entries", len(row))
	}
	return fmt.Sprintf("%d entries, not all 0 or 1", len(row))
}

func zeroOne(row []int32) bool {
	for _, v := range row {
		if v != 0 && v != 1 {
			return false
		}
	}
	return true
}

// maxNumber is the most characters a row number may have (a sign and 19
// digits, leading zeros included), so that a line of row numbers can be
// refused as soon as one is too long, before the line is read to its end.
const maxNumber = 20

// numbers splits a line into integers separated by spaces, tabs or commas:
// the rows of a perm line or a matrix row, each within int32 (a row beyond
// is refused here: no placement has it). O(len(t)) time, no allocation but
// the result (4 bytes a number).
func numbers(t []byte, no int) ([]int32, error) {
	out := make([]int32, 0, bytes.Count(t, []byte{' '})+1)
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
		v, ok := rowNumber(t[:j])
		if !ok {
			return nil, parseErrorf(no, "%q at byte %d is not a row number: expected whole numbers separated by spaces (perm), 0/1 rows (matrix), JSON or a board drawing", clip(t[:j]), col+1)
		}
		if v < math.MinInt32 || v > math.MaxInt32 {
			return nil, parseErrorf(no, "row %d of column %d is too large", v, len(out)+1)
		}
		out = append(out, int32(v))
		col += j
		t = t[j:]
	}
	if len(out) == 0 {
		return nil, parseErrorf(no, "no row numbers")
	}
	return out, nil
}

// rowNumber reads a decimal integer with an optional sign, at most
// maxNumber characters (so it fits an int64), as strconv.ParseInt would
// but without allocating.
func rowNumber(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > maxNumber {
		return 0, false
	}
	neg := b[0] == '-'
	if b[0] == '-' || b[0] == '+' {
		b = b[1:]
	}
	if len(b) == 0 {
		return 0, false
	}
	for len(b) > 1 && b[0] == '0' {
		b = b[1:]
	}
	if len(b) > 18 && (len(b) > 19 || string(b) > "9223372036854775807") {
		return 0, false
	}
	var v int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
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
	var jb jsonBrackets
	for !jb.feed(buf) {
		line, lno, ok, err := r.readLine()
		if err != nil {
			return Parsed{}, err
		}
		if !ok {
			return Parsed{}, parseErrorf(lno, "the JSON that starts on line %d is not closed", no)
		}
		buf = append(buf, '\n')
		buf = append(buf, line...)
		if len(buf) > r.jsonMax() {
			return Parsed{}, r.fail(parseErrorf(lno, "the JSON that starts on line %d is longer than %d bytes: too long for a placement of at most %d queens", no, r.jsonMax(), r.maxN()))
		}
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
	row := make([]int32, len(rows))
	for c, v := range rows {
		if v < math.MinInt32 || v > math.MaxInt32 {
			return Parsed{}, parseErrorf(no, "row %d of column %d is too large", v, c+1)
		}
		row[c] = int32(v)
	}
	p, err := r.perm(row, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: JSON, Line: no}, nil
}

func jsonMsg(err error) string { return jsonerr.Explain(err) }

// jsonBrackets follows the brackets of a JSON text (outside strings) as
// it grows, looking at each byte once.
type jsonBrackets struct {
	depth      int
	inStr, esc bool
	upto       int // bytes of the text looked at
}

// feed looks at the bytes of b from where it stopped and reports whether
// the text closes every bracket it opens; false means more lines are
// needed.
func (j *jsonBrackets) feed(b []byte) bool {
	for _, c := range b[j.upto:] {
		switch {
		case j.esc:
			j.esc = false
		case j.inStr && c == '\\':
			j.esc = true
		case c == '"':
			j.inStr = !j.inStr
		case j.inStr:
		case c == '{' || c == '[':
			j.depth++
		case c == '}' || c == ']':
			j.depth--
		}
	}
	j.upto = len(b)
	return j.depth <= 0 && !j.inStr
}

// Board drawings, as package render draws them: each line is a row, row
// n-1 at the top, labelled with its 1-based number, then one cell per
// column: a glyph and a filler (the full layout) or the glyph alone (the
// compact layout); column labels follow. Queens and other squares are told
// apart by the glyph: anything but a queen (an empty square, a line of
// attack, a blank colored square) is empty. Unlabelled boards drawn by hand
// (". Q . .") read too.
var (
	queenGlyphs = map[rune]bool{'♛': true, '♕': true, '♚': true, '♔': true, 'Q': true, 'X': true, '*': true, '■': true, '●': true}
	otherGlyphs = map[rune]bool{
		' ': true, '·': true, '.': true, '_': true, '□': true, '○': true, // empty squares
		'-': true, '\\': true, '/': true, '+': true, '|': true, // ASCII lines of attack
		'─': true, '╲': true, '╱': true, '╳': true, '│': true, '┼': true,
	}
)

// boardRow is one line of a drawing: its label (0 when none) and its
// cells' text after the label.
type boardRow struct {
	label   int
	cells   []rune
	line    int
	colored bool // blank squares may have been trimmed at the end
}

// parseBoardRow splits a line (escapes stripped) into label and cells,
// and reports false when it is not a row of a drawing. A label alone is
// a row of blank colored squares, trimmed.
func parseBoardRow(t string, first, colored bool) (boardRow, bool) {
	label, rest, ok := cutRowLabel(strings.TrimLeft(strings.TrimRight(t, " \t"), " "))
	if !ok {
		return boardRow{}, false
	}
	cells := []rune(rest)
	queens := 0
	for _, r := range cells {
		switch {
		case queenGlyphs[r]:
			queens++
		case !otherGlyphs[r]:
			return boardRow{}, false
		}
	}
	if first && queens == 0 && (label == 0 || len(cells) == 0 && !colored) {
		return boardRow{}, false // a first row shows a queen or squares
	}
	if label == 0 && len(cells) == 0 {
		return boardRow{}, false
	}
	return boardRow{label: label, cells: cells, colored: colored}, true
}

// cutRowLabel cuts the label (1 to 3 digits, not 0, then a space or the
// end) off the start of a board row, and returns the label (0: none) and
// the rest; ok is false when the row starts with a number that is not a
// label.
func cutRowLabel(rest string) (label int, cells string, ok bool) {
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	switch {
	case i == 0:
		return 0, rest, true
	case i >= 4 || i < len(rest) && rest[i] != ' ':
		return 0, "", false
	}
	label, _ = strconv.Atoi(rest[:i])
	if label == 0 {
		return 0, "", false
	}
	rest = rest[i:]
	if rest != "" {
		rest = rest[1:]
	}
	return label, rest, true
}

// isBoardLine reports whether t (escapes stripped) can be the first (top)
// line of a drawing.
func isBoardLine(t string, colored bool) bool {
	_, ok := parseBoardRow(t, true, colored)
	return ok
}

// readBoard reads a drawing whose first (top) line, line no, is given.
func (r *Reader) readBoard(first string, no int, colored bool) (Parsed, error) {
	rows, err := r.readBoardRows(first, no, colored)
	if err != nil {
		return Parsed{}, err
	}
	width, err := boardLayout(rows, no)
	if err != nil {
		return Parsed{}, err
	}
	p, err := boardQueens(rows, width, no)
	if err != nil {
		return Parsed{}, err
	}
	return Parsed{Placement: p, Format: Board, Line: no}, nil
}

// readBoardRows reads the rows of a drawing, the first given, up to the
// first line that is not a row like it (labelled or not, as the first
// is), and the column labels under it.
func (r *Reader) readBoardRows(first string, no int, colored bool) ([]boardRow, error) {
	row, _ := parseBoardRow(first, true, colored)
	row.line = no
	rows := []boardRow{row}
	for {
		line, lno, ok, err := r.readLine()
		if err != nil || !ok {
			return rows, err
		}
		clean := stripEscapes(line)
		t := string(clean)
		next, isRow := parseBoardRow(t, false, len(clean) != len(line))
		if !isRow || (next.label == 0) != (rows[0].label == 0) {
			return rows, r.skipColumnLabels(line, t)
		}
		next.line = lno
		rows = append(rows, next)
		if len(rows) > r.maxN() {
			return nil, r.fail(&LimitError{Line: no, Max: r.maxN(), Why: r.MaxWhy})
		}
	}
}

// skipColumnLabels reads past up to two lines of column labels under a
// drawing, line (t without escapes) the first line after its rows, and
// gives back the first line that is neither a label nor skippable.
func (r *Reader) skipColumnLabels(line []byte, t string) error {
	for k := 0; k < 2 && !skippable(line) && isLabelLine(t); k++ {
		var ok bool
		var err error
		if line, _, ok, err = r.readLine(); err != nil {
			return err
		} else if !ok {
			return nil
		}
		t = string(stripEscapes(line))
	}
	if !skippable(line) {
		r.unread(line)
	}
	return nil
}

// boardLayout checks the rows' labels and lengths against their number n
// and returns the columns a square takes: 2 in the full layout (a glyph
// and a filler per square), 1 in the compact one (the glyph alone).
func boardLayout(rows []boardRow, no int) (width int, err error) {
	n := len(rows)
	for i, row := range rows {
		if row.label != 0 && row.label != n-i {
			return 0, parseErrorf(row.line, "the row is labelled %d, but in a board of %d rows (starting on line %d) it is row %d", row.label, n, no, n-i)
		}
	}
	width = 2
	for _, row := range rows {
		if len(row.cells) > 2*n {
			return 0, parseErrorf(row.line, "board row has %d characters, too many for a board of %d rows", len(row.cells), n)
		}
		if len(row.cells) > n {
			width = 2
			break
		}
		for c := 1; c < len(row.cells); c += 2 {
			if queenGlyphs[row.cells[c]] {
				width = 1
			}
		}
	}
	for _, row := range rows {
		if want := width*n - (width - 1); !row.colored && len(row.cells) != want && len(row.cells) != width*n {
			return 0, parseErrorf(row.line, "board row has %d squares, the board has %d rows: a board is n x n", (len(row.cells)+width-1)/width, n)
		}
	}
	return width, nil
}

// boardQueens reads the placement off rows whose squares take width
// columns: one queen in each column, on a square.
func boardQueens(rows []boardRow, width, no int) (nqueens.Placement, error) {
	n := len(rows)
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = -1
	}
	for i, row := range rows {
		rowNo := int32(n - 1 - i) // the top line is row n-1
		for k, g := range row.cells {
			if !queenGlyphs[g] {
				continue
			}
			if k%width != 0 {
				return nil, parseErrorf(row.line, "a queen between two squares (character %d of the row)", k+1)
			}
			c := k / width
			if c >= n {
				return nil, parseErrorf(row.line, "a queen in column %d of a board of %d rows: a board is n x n", c+1, n)
			}
			if p[c] >= 0 {
				return nil, parseErrorf(row.line, "column %d has a second queen (rows %d and %d, 1-based): a placement has one queen per column", c+1, p[c]+1, rowNo+1)
			}
			p[c] = rowNo
		}
	}
	for c, v := range p {
		if v < 0 {
			return nil, parseErrorf(rows[n-1].line, "column %d of the board that starts on line %d has no queen: a placement has one queen per column (or the board is not n x n)", c+1, no)
		}
	}
	return p, nil
}

// isLabelLine reports whether t is a line of column labels under a board:
// lowercase letters, digits and spaces only.
func isLabelLine(t string) bool {
	t = strings.TrimSpace(t)
	if t == "" {
		return false
	}
	for _, c := range t {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == ' ') {
			return false
		}
	}
	return true
}

// readPlacement reads the one placement r holds, in any format (see
// [Reader]). It is an error when r holds none or more than one.
func readPlacement(r io.Reader) (Parsed, error) {
	return NewReader(r).ReadOne()
}

// ReadOne reads the one placement the input holds. It is an error when it
// holds none or more than one.
func (rd *Reader) ReadOne() (Parsed, error) {
	p, err := rd.next()
	if err == io.EOF {
		return Parsed{}, parseErrorf(max(rd.line, 1), "no placement found: the input is empty")
	}
	if err != nil {
		return Parsed{}, err
	}
	if q, err := rd.next(); err == nil {
		return Parsed{}, parseErrorf(q.Line, "a second placement starts here: give one placement (nqueens verify checks many)")
	} else if err != io.EOF {
		return Parsed{}, err
	}
	return p, nil
}

// Parse reads the one placement in s, in any format (see [Reader]).
func Parse(s string) (nqueens.Placement, error) {
	p, err := readPlacement(strings.NewReader(s))
	return p.Placement, err
}
