package textio

import (
	"bytes"
	"errors"
	"math"
	"strconv"
	"testing"
)

// FuzzLongLine: a line longer than the read buffer (a fuzzed piece
// repeated) that the reader refuses before its end is one the whole-line
// parse refuses too: the early checks never refuse a placement the reader
// would accept.
func FuzzLongLine(f *testing.F) {
	for _, s := range []string{"0 1 ", "7", "1,2,", "[0,", "ab", "8 · ♛ ", " 0\t", "1 2 x", "\x1b[31m♛\x1b[0m "} {
		f.Add([]byte(s), uint16(0))
	}
	f.Fuzz(func(t *testing.T, piece []byte, maxN uint16) {
		if len(piece) == 0 || bytes.IndexByte(piece, '\n') >= 0 {
			return
		}
		line := bytes.Repeat(piece, bufSize/len(piece)+2)
		r := NewReader(bytes.NewReader(append(line, '\n')))
		r.MaxN = int(maxN)
		_, err := r.next()
		var le *LimitError
		if err == nil || r.err == nil {
			return // read whole: the usual parse decided
		}
		if !errors.As(err, new(*ParseError)) && !errors.As(err, &le) {
			t.Fatalf("error %v is neither a ParseError nor a LimitError", err)
		}
		// Refused early: the whole line must not be a placement the reader accepts.
		whole := NewReader(bytes.NewReader(nil))
		whole.MaxN = int(maxN)
		p, perr := whole.parse(line, 1)
		if perr == nil && len(p.Placement) <= whole.maxN() && (le == nil) {
			t.Fatalf("refused early (%v), but the whole line parses as %d queens", err, len(p.Placement))
		}
	})
}

// FuzzRowNumber: rowNumber reads what strconv.ParseInt reads in base 10,
// up to maxNumber characters.
func FuzzRowNumber(f *testing.F) {
	for _, s := range []string{"0", "-1", "+7", "9223372036854775807", "9223372036854775808", "-", "1a", "00000000000000000001"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, ok := rowNumber([]byte(s))
		w, err := strconv.ParseInt(s, 10, 64)
		want := err == nil && len(s) <= maxNumber && w != math.MinInt64
		if ok != want || ok && v != w {
			t.Fatalf("rowNumber(%q) = %d, %v; strconv says %d, %v", s, v, ok, w, err)
		}
	})
}
