package textio

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

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
