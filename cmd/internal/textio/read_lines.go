package textio

// The line reader under every format: one line at a time, bounded
// (maxLine, otherMax, [Reader.MaxN]), with a byte-order mark skipped and
// a line put back for the next placement.

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/nqueens/nqueens"
)

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
