package textio_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// endless repeats a pattern without end, after an optional prefix.
type endless struct {
	prefix  string
	pattern []byte
	pos     int
}

func (e *endless) Read(p []byte) (int, error) {
	n := copy(p, e.prefix)
	e.prefix = e.prefix[n:]
	for n < len(p) {
		k := copy(p[n:], e.pattern[e.pos:])
		n += k
		e.pos = (e.pos + k) % len(e.pattern)
	}
	return n, nil
}

// counting numbers its rows: "0 1 2 3 ...", a line without end.
type counting struct {
	next int
	buf  []byte
}

func (c *counting) Read(p []byte) (int, error) {
	for len(c.buf) < len(p) {
		c.buf = strconv.AppendInt(c.buf, int64(c.next), 10)
		c.buf = append(c.buf, ' ')
		c.next++
	}
	n := copy(p, c.buf)
	c.buf = c.buf[n:]
	return n, nil
}

// limited fails the test when more than max bytes are read from it.
type limited struct {
	t    *testing.T
	r    io.Reader
	read int
	max  int
}

func (l *limited) Read(p []byte) (int, error) {
	if l.read >= l.max {
		l.t.Errorf("read past %d bytes: the reader did not stop at the first line that cannot be a placement", l.max)
		return 0, errors.New("read past the limit")
	}
	n, err := l.r.Read(p[:min(len(p), l.max-l.read)])
	l.read += n
	return n, err
}

// TestBoundedInput: a line that cannot be a placement the reader accepts
// is refused after a bounded read, whatever follows it.
func TestBoundedInput(t *testing.T) {
	const kib = 1 << 10
	for _, tc := range []struct {
		name  string
		in    io.Reader
		maxN  int
		max   int    // bytes the reader may read
		want  string // in the error
		limit bool   // a *LimitError
	}{
		{"more rows than MaxN", &counting{}, 200, 192 * kib, "more than 200 queens", true},
		{"more rows than MaxN, 1e6", &counting{}, 1_000_000, 8 << 20, "more than 1000000 queens", true},
		{"letters", &endless{pattern: []byte("abc")}, 0, 1<<20 + 128*kib, "neither row numbers nor JSON", false},
		{"zeros", &endless{pattern: []byte{0}}, 0, 1<<20 + 128*kib, "neither row numbers nor JSON", false},
		{"a letter after numbers", &endless{prefix: strings.Repeat("1 2 3 ", 20000) + "x", pattern: []byte("4 ")}, 0, 256 * kib, `"x" at byte 120001 is not a row number`, false},
		{"one long number", &endless{pattern: []byte("7")}, 0, 128 * kib, "is not a row number", false},
		{"JSON", &endless{prefix: "[", pattern: []byte("0,")}, 1000, 16*1000 + 192*kib, "JSON text longer than", false},
		{"JSON over lines", &endless{prefix: "[", pattern: []byte("0,\n")}, 1000, 16*1000 + 192*kib, "JSON that starts on line 1 is longer than", false},
		{"board rows", &endless{pattern: []byte(". Q\n")}, 100, 64 * kib, "more than 100 queens", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := textio.NewReader(&limited{t: t, r: tc.in, max: tc.max})
			r.MaxN = tc.maxN
			_, err := r.Next()
			var le *textio.LimitError
			if err == nil || !strings.Contains(err.Error(), tc.want) || tc.limit != errors.As(err, &le) {
				t.Fatalf("error %v; want one saying %q (a LimitError: %v)", err, tc.want, tc.limit)
			}
			if _, again := r.Next(); again == nil || again.Error() != err.Error() {
				t.Errorf("the next read gave %v, want the same error", again)
			}
		})
	}
}

// TestMaxN: a short line with more rows than MaxN is refused too, and a
// placement of MaxN queens is read.
func TestMaxN(t *testing.T) {
	r := textio.NewReader(strings.NewReader("1 3 0 2\n0 2 4 1 3\n"))
	r.MaxN = 4
	if p, err := r.Next(); err != nil || len(p.Placement) != 4 {
		t.Fatalf("got %v, %v", p, err)
	}
	var le *textio.LimitError
	if _, err := r.Next(); !errors.As(err, &le) || le.Line != 2 || le.Max != 4 {
		t.Fatalf("error %v; want a LimitError for line 2", err)
	}
}

// TestLongLines: lines longer than the blocks a long line is kept in read
// back whole, and a bad byte far into one is named at its place.
func TestLongLines(t *testing.T) {
	const n = 3_000_000 // about 23 MB of perm text: two blocks and more
	p := make(nqueens.Placement, n)
	for c := range p {
		p[c] = int32((2*c + 1) % n)
	}
	var b bytes.Buffer
	if err := textio.WritePerm(&b, p); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	got, err := textio.ReadPlacement(strings.NewReader(text))
	if err != nil || !slices.Equal(got.Placement, p) {
		t.Fatalf("a %d-byte perm line read back as %d queens, %v", len(text), len(got.Placement), err)
	}
	bad := strings.TrimSuffix(text, "\n") + " x 1 2\n"
	_, err = textio.ReadPlacement(strings.NewReader(bad))
	want := fmt.Sprintf(`"x" at byte %d is not a row number`, len(text)+1)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error %v; want one saying %s", err, want)
	}
}
