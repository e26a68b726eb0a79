package textio_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// write renders p in one of the formats the commands print.
func write(t testing.TB, p nqueens.Placement, how string) string {
	t.Helper()
	var b bytes.Buffer
	var err error
	switch how {
	case "perm":
		err = textio.WritePerm(&b, p)
	case "matrix":
		err = textio.WriteMatrix(&b, p)
	case "json":
		err = textio.WriteJSON(&b, map[string]any{"n": len(p), "solver": "test"}, p)
	case "board-unicode":
		err = render.Board(&b, p, render.Style{Unicode: true})
	case "board-ascii":
		err = render.Board(&b, p, render.Style{})
	case "board-color":
		err = render.Board(&b, p, render.Style{Unicode: true, Color: true})
	case "compact-unicode":
		err = render.Board(&b, p, render.Style{Unicode: true, Layout: render.Compact})
	case "compact-ascii":
		err = render.Board(&b, p, render.Style{Layout: render.Compact})
	case "compact-color":
		err = render.Board(&b, p, render.Style{Color: true, Layout: render.Compact})
	case "matrix-color":
		err = render.Board(&b, p, render.Style{Color: true, Layout: render.Matrix})
	default:
		t.Fatalf("unknown format %s", how)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var writers = []string{"perm", "matrix", "json", "board-unicode", "board-ascii", "board-color", "compact-unicode", "compact-ascii", "compact-color", "matrix-color"}

func TestRoundTrip(t *testing.T) {
	placements := []nqueens.Placement{
		{0},
		{1, 3, 0, 2},
		{4, 6, 1, 5, 2, 0, 3, 7},
		{0, 0, 0},       // attacking queens still parse; Verify reports them
		{2, 0, 1, 4, 3}, // not a solution
		{0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 11, 13, 12, 14, 16, 15, 17, 19, 18, 20, 22, 21, 23, 25, 24, 26, 27, 28},
	}
	for _, p := range placements {
		for _, how := range writers {
			if (how == "matrix" || how == "matrix-color") && len(p) == 1 {
				continue // a 1x1 matrix "1" is read as a perm; see TestAmbiguous
			}
			text := write(t, p, how)
			got, err := textio.ReadPlacement(strings.NewReader(text))
			if err != nil {
				t.Fatalf("%s of %v:\n%s\nerror: %v", how, p, text, err)
			}
			if !slices.Equal(got.Placement, p) {
				t.Fatalf("%s of %v read back as %v (format %s):\n%s", how, p, got.Placement, got.Format, text)
			}
		}
	}
}

func TestManyPlacements(t *testing.T) {
	// A listing: perms one per line, then a matrix, a board and JSON,
	// separated by blank lines and comments.
	input := "# two perms\n1 3 0 2\n2 0 3 1\n\n" + write(t, nqueens.Placement{1, 3, 0, 2}, "matrix") + "\n" +
		write(t, nqueens.Placement{2, 0, 3, 1}, "board-ascii") + write(t, nqueens.Placement{1, 3, 0, 2}, "json")
	r := textio.NewReader(strings.NewReader(input))
	var got []string
	for {
		p, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%v %s %d", p.Placement, p.Format, p.Line))
	}
	want := []string{"[1 3 0 2] perm 2", "[2 0 3 1] perm 3", "[1 3 0 2] matrix 5", "[2 0 3 1] board 10", "[1 3 0 2] json 15"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestForms(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want nqueens.Placement
	}{
		{"1 3 0 2", nqueens.Placement{1, 3, 0, 2}},
		{"  1,3, 0 ,2 \r\n", nqueens.Placement{1, 3, 0, 2}},
		{"[1, 3, 0, 2]", nqueens.Placement{1, 3, 0, 2}},
		{"{\n  \"n\": 4,\n  \"placement\": [1, 3,\n 0, 2]\n}\n", nqueens.Placement{1, 3, 0, 2}},
		{"{\"placement\":[1,3,0,2],\"note\":\"a } in a string\"}", nqueens.Placement{1, 3, 0, 2}},
		{"0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n", nqueens.Placement{1, 3, 0, 2}}, // row n-1 on top, as the board below
		{". Q . .\n. . . Q\nQ . . .\n. . Q .\n", nqueens.Placement{1, 3, 0, 2}}, // row n-1 on top
		{"0", nqueens.Placement{0}},
	} {
		got, err := textio.Parse(tc.in)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestOneBased(t *testing.T) {
	r := textio.NewReader(strings.NewReader("2 4 1 3\n"))
	r.OneBased = true
	p, err := r.Next()
	if err != nil || !slices.Equal(p.Placement, nqueens.Placement{1, 3, 0, 2}) {
		t.Errorf("one-based: %v, %v", p.Placement, err)
	}
	_, err = textio.Parse("2 4 1 3")
	if err == nil || !strings.Contains(err.Error(), "1-based") {
		t.Errorf("1-based rows without the option: %v, want a hint", err)
	}
}

func TestAmbiguous(t *testing.T) {
	// A single 0/1 line is a perm, never a 1x1 matrix: "1" looks 1-based.
	if _, err := textio.Parse("1"); err == nil || !strings.Contains(err.Error(), "1-based") {
		t.Errorf("Parse(1) = %v, want the 1-based hint", err)
	}
	// A row out of range parses, for Verify to report.
	p, err := textio.Parse("0 7 1")
	var re *nqueens.RangeError
	if err != nil || !errors.As(nqueens.Verify(p), &re) {
		t.Errorf("Parse(0 7 1) = %v, %v; Verify should report a row out of range", p, err)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		in       string
		line     int
		contains string
	}{
		{"", 1, "empty"},
		{"\n\n# only a comment\n", 3, "empty"},
		{"1 3 x 2", 1, `"x"`},
		{"1 3 0 2\n\n3 1 0\nzz", 3, "second placement"},
		{"1 3 0 99999999999", 1, "too large"},
		{"0 0 1 0\n1 0 0 0\n0 0 0 1\n", 3, "ends after 3 of 4 rows"},
		{"0 0 1 0\n1 0 0 0\n0 0 1 1\n0 1 0 0\n", 3, "column 3 has a second queen"},
		{"0 0 1 0\n1 0 0 0\n0 0 0 2\n0 1 0 0\n", 3, "matrix row 3"},
		{"0 0 1 0\n1 0 0 0\n0 0 0 0\n0 1 0 0\n", 4, "column 4"},
		{"0 1\n1 0\n1 0\n", 3, "more than 2 rows"},
		{"{\"n\": 5, \"placement\": [1,3,0,2]}", 1, `"n" is 5`},
		{"{\"placement\": [1,\"a\",0,2]}", 1, "JSON"},
		{"{\"rows\": [1,3,0,2]}", 1, `no "placement"`},
		{"{\"placement\": [1,3,\n0,2]", 2, "not closed"},
		{"[]", 1, "empty"},
		{". Q . .\n. . . Q\nQ . .\n. . Q .\n", 3, "3 squares, the board has 4 rows"},
		{". Q . .\n. . . Q\nQ . . .\n", 1, "too many for a board of 3 rows"},
		{". Q . .\n. Q . Q\nQ . . .\n. . . .\n", 2, "column 2 has a second queen"},
		{". Q . .\n. . . Q\nQ . . .\n. . . .\n", 4, "column 3"},
	} {
		_, err := textio.Parse(tc.in)
		var pe *textio.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) = %v, want a ParseError", tc.in, err)
			continue
		}
		if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.contains) {
			t.Errorf("Parse(%q) = %v, want line %d and %q", tc.in, err, tc.line, tc.contains)
		}
	}
}

// FuzzRead: no input makes the reader panic or hang, every error names a
// line inside the input, and whatever parses has one row per column.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"1 3 0 2", "0 1\n1 0", "{\"placement\":[0]}", "[1,2]", ". Q\nQ .\na b", "\x1b[31m♛\x1b[0m", "# c\n\n", "0 0 1\n1 0\n", "{\"n\":1,", "qs1: n = 2, solved\n. Q\nQ .\n", "qs1: n = 9\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		lines := bytes.Count(in, []byte("\n")) + 1
		r := textio.NewReader(bytes.NewReader(in))
		for range len(in) + 1 {
			p, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				var pe *textio.ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("error %v is not a ParseError", err)
				}
				if pe.Line < 1 || pe.Line > lines {
					t.Fatalf("error %v names line %d of %d", err, pe.Line, lines)
				}
				return
			}
			if len(p.Placement) == 0 || p.Line < 1 || p.Line > lines {
				t.Fatalf("parsed %+v from %q", p, in)
			}
			_ = nqueens.Verify(p.Placement) // must not panic either
		}
		t.Fatalf("Next returned more placements than the input has bytes")
	})
}

// FuzzRoundTrip: every placement written in every format reads back equal.
func FuzzRoundTrip(f *testing.F) {
	f.Add([]byte{1, 3, 0, 2}, uint8(0))
	f.Add([]byte{0, 0, 5}, uint8(3))
	f.Fuzz(func(t *testing.T, rows []byte, how uint8) {
		n := len(rows)
		if n == 0 || n > 40 {
			return
		}
		p := make(nqueens.Placement, n)
		for c, r := range rows {
			p[c] = int32(int(r) % n)
		}
		format := writers[int(how)%len(writers)]
		if (format == "matrix" || format == "matrix-color") && n == 1 {
			return
		}
		text := write(t, p, format)
		got, err := textio.ReadPlacement(strings.NewReader(text))
		if format == "perm" || format == "json" {
			// 1..n without 0 is refused as probably 1-based.
			if slices.Contains(p, int32(n)) {
				t.Fatal("rows are reduced mod n")
			}
		}
		if err != nil {
			t.Fatalf("%s of %v: %v\n%s", format, p, err, text)
		}
		if !slices.Equal(got.Placement, p) {
			t.Fatalf("%s of %v read back as %v\n%s", format, p, got.Placement, text)
		}
	})
}

func ExampleParse() {
	p, err := textio.Parse("1 3 0 2\n")
	fmt.Println(p, err, nqueens.Verify(p))
	_, err = textio.Parse("0 0 1 0\n1 0 0 0\n0 0 0 1\n")
	fmt.Println(err)
	// Output:
	// [1 3 0 2] <nil> <nil>
	// line 3: the matrix that starts on line 1 ends after 3 of 4 rows
}

// TestSummaryLine: the solver commands print a summary line before the
// board by default; "qs1 8 | nqueens verify -" once failed on it.
func TestSummaryLine(t *testing.T) {
	p := nqueens.Placement{4, 1, 3, 5, 7, 2, 0, 6}
	summary := "qs1: n = 8, solved in 67 µs, 0 swaps, 3 restarts, verified\n"
	for _, how := range writers {
		for _, in := range []string{
			summary + write(t, p, how),
			"\n" + summary + "\n" + write(t, p, how),
			"\x1b[1m" + summary + "\x1b[0m" + write(t, p, how),
			"fullboard: n = 8, solved in 23.7 µs, 4 moves, 0 restarts, verified\n" + write(t, p, how),
			"linearboard: n = 8\n" + write(t, p, how),
		} {
			got, err := textio.ReadPlacement(strings.NewReader(in))
			if err != nil || !slices.Equal(got.Placement, p) {
				t.Errorf("%s after a summary line:\n%s\n= %v, %v", how, in, got.Placement, err)
			}
		}
	}
	// Several outputs one after another.
	in := summary + write(t, p, "board-unicode") + summary + write(t, p, "board-color") + "\n" + summary + write(t, p, "compact-ascii")
	r := textio.NewReader(strings.NewReader(in))
	var lines []int
	for {
		q, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil || !slices.Equal(q.Placement, p) {
			t.Fatalf("%v, %v", q.Placement, err)
		}
		lines = append(lines, q.Line)
	}
	if want := []int{2, 12, 23}; !slices.Equal(lines, want) {
		t.Errorf("placements on lines %v, want %v", lines, want)
	}
	for _, tc := range []struct {
		in       string
		line     int
		contains string
	}{
		{"qs1: n = 9, solved in 67 µs, verified\n" + write(t, p, "board-unicode"), 2, "summary line before it (line 1) says n = 9"},
		{"qs1: n = 40, solved in 91 µs, 4 swaps, 3 restarts, verified\n", 1, "no placement after it"},
		{"qs1: n = 40, solved in 91 µs, verified\n\nqs1: n = 8, solved\n" + write(t, p, "perm"), 1, "no placement after it"},
		{"qs1: n = 8, solved in 91 µs, verified; placement written to q.txt (perm)\n", 1, "no placement after it"},
		{"qs1 n = 8\n1 3 0 2\n", 1, `"qs1" at byte 1`},
	} {
		_, err := textio.Parse(tc.in)
		var pe *textio.ParseError
		if !errors.As(err, &pe) || pe.Line != tc.line || !strings.Contains(pe.Msg, tc.contains) {
			t.Errorf("Parse(%q) = %v, want line %d and %q", tc.in, err, tc.line, tc.contains)
		}
	}
}

// TestByteOrderMark: a leading UTF-8 byte-order mark is skipped in every
// form; a mark anywhere else is refused as before.
func TestByteOrderMark(t *testing.T) {
	p := nqueens.Placement{0, 4, 7, 5, 2, 6, 1, 3}
	for _, how := range writers {
		got, err := textio.ReadPlacement(strings.NewReader("\ufeff" + write(t, p, how)))
		if err != nil || !slices.Equal(got.Placement, p) {
			t.Errorf("%s after a BOM: %v, %v", how, got.Placement, err)
		}
	}
	if _, err := textio.ReadPlacement(strings.NewReader("0 4 7 5\n\ufeff2 6 1 3\n")); err == nil {
		t.Error("a BOM inside the input was accepted")
	}
}
