package textio_test

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// listFormats are the formats a listing is written in, with the drawing
// style of the board ones.
var listFormats = []struct {
	name   string
	format textio.Format
	style  render.Style
}{
	{"perm", textio.Perm, render.Style{}},
	{"json", textio.JSON, render.Style{}},
	{"matrix", textio.Matrix, render.Style{}},
	{"board-unicode", textio.Board, render.Style{Unicode: true}},
	{"board-ascii-compact", textio.Board, render.Style{Layout: render.Compact}},
	{"board-color", textio.Board, render.Style{Unicode: true, Color: true}},
}

// writeList writes ps as a listing and reads it back with a Reader.
func writeList(t testing.TB, ps []nqueens.Placement, i int) (string, []nqueens.Placement) {
	t.Helper()
	lf := listFormats[i]
	var b bytes.Buffer
	w := textio.NewListWriter(&b, lf.format)
	w.Draw = func(w io.Writer, p nqueens.Placement) error { return render.Board(w, p, lf.style) }
	for _, p := range ps {
		if err := w.Write(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	r := textio.NewReader(bytes.NewReader(b.Bytes()))
	var got []nqueens.Placement
	for {
		p, err := r.Next()
		if err == io.EOF {
			return b.String(), got
		}
		if err != nil {
			t.Fatalf("%s: reading back: %v\n%s", lf.name, err, b.String())
		}
		got = append(got, p.Placement)
	}
}

// TestListRoundTrip: a listing written in each format reads back as the
// same placements in the same order, sizes mixed as count 4 6 --list
// writes them.
func TestListRoundTrip(t *testing.T) {
	ps := []nqueens.Placement{{1, 3, 0, 2}, {2, 0, 3, 1}, {1, 3, 5, 0, 2, 4}, {0, 0, 0}, {4, 6, 1, 5, 2, 0, 3, 7}}
	for i, lf := range listFormats {
		text, got := writeList(t, ps, i)
		if !slices.EqualFunc(got, ps, slices.Equal) {
			t.Errorf("%s: read back %v, wrote %v:\n%s", lf.name, got, ps, text)
		}
	}
}

// TestListJSONIndex: the JSON lines count from 1 within each n.
func TestListJSONIndex(t *testing.T) {
	text, _ := writeList(t, []nqueens.Placement{{1, 3, 0, 2}, {2, 0, 3, 1}, {0}}, 1)
	want := `{"n":4,"index":1,"placement":[1,3,0,2]}
{"n":4,"index":2,"placement":[2,0,3,1]}
{"n":1,"index":1,"placement":[0]}
`
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

func TestListWriterNeedsDraw(t *testing.T) {
	w := textio.NewListWriter(io.Discard, textio.Board)
	if err := w.Write(nqueens.Placement{0}); err == nil {
		t.Error("board without Draw accepted")
	}
	if err := textio.NewListWriter(io.Discard, textio.Summary).Write(nqueens.Placement{0}); err == nil {
		t.Error("summary accepted for a listing")
	}
}

// FuzzListRoundTrip: any sequence of placements (rows reduced mod n, n
// from 2 to 12) written as a listing in any format reads back the same.
func FuzzListRoundTrip(f *testing.F) {
	f.Add([]byte{4, 1, 3, 0, 2, 4, 2, 0, 3, 1}, uint8(0))
	f.Add([]byte{3, 0, 0, 0, 5, 1, 2, 3, 4, 0}, uint8(2))
	f.Fuzz(func(t *testing.T, data []byte, how uint8) {
		var ps []nqueens.Placement
		for len(data) > 0 && len(ps) < 20 {
			n := int(data[0])%11 + 2
			data = data[1:]
			if len(data) < n {
				break
			}
			p := make(nqueens.Placement, n)
			for c := range p {
				p[c] = int32(int(data[c]) % n)
			}
			data = data[n:]
			if slices.Max(p) < 2 {
				continue // rows of 0s and 1s only: a perm listing of these reads as a matrix (see the package doc)
			}
			ps = append(ps, p)
		}
		i := int(how) % len(listFormats)
		text, got := writeList(t, ps, i)
		if !slices.EqualFunc(got, ps, slices.Equal) {
			t.Fatalf("%s: read back %v, wrote %v:\n%s", listFormats[i].name, got, ps, strings.TrimSpace(text))
		}
	})
}

// TestListStop: a JSON listing cut short ends with its list_stopped
// line, after every placement written; perm ends at the last placement.
func TestListStop(t *testing.T) {
	for _, c := range []struct {
		f    textio.Format
		want string
	}{
		{textio.JSON, `{"n":4,"index":1,"placement":[1,3,0,2]}` + "\n" + `{"n":4,"status":"limit_reached","listed":1}` + "\n"},
		{textio.Perm, "1 3 0 2\n"},
	} {
		var b strings.Builder
		w := textio.NewListWriter(&b, c.f)
		if err := w.Write(nqueens.Placement{1, 3, 0, 2}); err != nil {
			t.Fatal(err)
		}
		if err := w.Stop(4, nqueens.LimitReached, 1); err != nil {
			t.Fatal(err)
		}
		if b.String() != c.want {
			t.Errorf("%s: got\n%swant\n%s", c.f, b.String(), c.want)
		}
	}
}

// TestListVerifies: List writes what it is given up to the limit, and
// stops at a placement that is not a solution.
func TestListVerifies(t *testing.T) {
	sols := []nqueens.Placement{{1, 3, 0, 2}, {2, 0, 3, 1}, {0, 1, 2, 3}, {1, 3, 0, 2}}
	yield := func(yield func(nqueens.Placement) bool) error {
		for _, p := range sols {
			if !yield(p) {
				return errors.New("stopped")
			}
		}
		return nil
	}
	var b strings.Builder
	listed, failure, stop := textio.NewListWriter(&b, textio.Perm).List(yield, 1)
	if listed != 1 || failure != nil || stop == nil || b.String() != "1 3 0 2\n" {
		t.Errorf("limit 1: %d, %v, %v, %q", listed, failure, stop, b.String())
	}
	b.Reset()
	listed, failure, _ = textio.NewListWriter(&b, textio.Perm).List(yield, 0)
	var ie *textio.InvalidError
	if listed != 2 || !errors.As(failure, &ie) || !slices.Equal(ie.Placement, sols[2]) || b.String() != "1 3 0 2\n2 0 3 1\n" {
		t.Errorf("invalid third: %d, %v, %q", listed, failure, b.String())
	}
}
