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
