package textio

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens"
)

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
