package complete_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

func TestParseFormats(t *testing.T) {
	for _, c := range []struct {
		text   string
		format complete.Format
		want   complete.Instance
	}{
		{"n =  10\nnumdiags =  2\ndiags =  [[4, 1],\n  [5, 0]]\n", complete.ExcludedDiagonals,
			complete.Instance{N: 10, Diagonals: []complete.Diagonal{{Value: 4, Sum: true}, {Value: 5}}}},
		{"language ESSENCE' 1.0\nletting n =  8\nletting init =  [[0, 0], [1, 2]] $ two queens\n", complete.Completion,
			complete.Instance{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}, {Row: 1, Col: 2}}}},
		{"n 8 # the board\nplace 1,1\nforbid 3,4\nsum 2,5\ndiff 1,8\nrow 2 3,5,7\n", complete.Plain,
			complete.Instance{N: 8, Place: []nqueens.Square{{Row: 0, Col: 0}}, Forbid: []nqueens.Square{{Row: 2, Col: 3}},
				Diagonals: []complete.Diagonal{{Value: 5, Sum: true}, {Value: 0}},
				Lines:     []complete.Line{{Index: 1, Allowed: []int{2, 4, 6}}}}},
	} {
		in, f, err := complete.Parse(strings.NewReader(c.text))
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if f != c.format || in.N != c.want.N || !slices.Equal(in.Place, c.want.Place) || !slices.Equal(in.Forbid, c.want.Forbid) ||
			!slices.Equal(in.Diagonals, c.want.Diagonals) || len(in.Lines) != len(c.want.Lines) {
			t.Fatalf("%q: %v %+v, want %v %+v", c.text, f, in, c.format, c.want)
		}
	}
}

// TestDiagonalConvention: CSPLib's own example, [4, 1] and [5, 0] on a
// 10 x 10 board.
func TestDiagonalConvention(t *testing.T) {
	in := &complete.Instance{N: 10, Diagonals: []complete.Diagonal{{Value: 4, Sum: true}, {Value: 5}}}
	want := []nqueens.Square{{Row: 0, Col: 4}, {Row: 1, Col: 3}, {Row: 2, Col: 2}, {Row: 3, Col: 1}, {Row: 4, Col: 0}, {Row: 0, Col: 4}, {Row: 1, Col: 5}, {Row: 2, Col: 6}, {Row: 3, Col: 7}, {Row: 4, Col: 8}, {Row: 5, Col: 9}}
	got := in.Blocked()
	for _, s := range want {
		if !slices.Contains(got, s) {
			t.Errorf("%v is not blocked", s)
		}
	}
	if len(got) != len(want)-1 { // (0, 4) is on both
		t.Errorf("blocked %v", got)
	}
}

// TestParseErrors: every fault is a typed error that names the line, the
// text as written and, for an instance, the entry in the input's own
// coordinates: 1-based in the plain format, 0-based in Essence' pairs,
// CSPLib's [value, type] for a diagonal.
func TestParseErrors(t *testing.T) {
	type syntax = complete.SyntaxError
	type instance = complete.InstanceError
	for _, c := range []struct {
		text string
		want error
	}{
		// Numbers read whole, in each format.
		{"n = 8abc\nnumdiags = 0\ndiags = []\n", &syntax{complete.ExcludedDiagonals, 1, "8abc", "want a whole number or a list"}},
		{"n = 1e10\ndiags = []", &syntax{complete.ExcludedDiagonals, 1, "1e10", "want a whole number or a list"}},
		{"n = 12O\ndiags = []", &syntax{complete.ExcludedDiagonals, 1, "12O", "want a whole number or a list"}},
		{"n = 2l\ndiags = []", &syntax{complete.ExcludedDiagonals, 1, "2l", "want a whole number or a list"}},
		{"n = 8\ndiags = [[1, 1x]]", &syntax{complete.ExcludedDiagonals, 2, "1x", "want a whole number or a list"}},
		{"n = 8\ndiags = [[1, -]]", &syntax{complete.ExcludedDiagonals, 2, "-", "want a whole number or a list"}},
		{"n = 99999999999999999999\ndiags = []", &syntax{complete.ExcludedDiagonals, 1, "99999999999999999999", "the number is too large"}},
		{"letting n be 8.5\nletting init be []", &syntax{complete.Completion, 1, "8.5", "want a whole number or a list"}},
		{"letting n = 8\nletting init = [[0, 1],\n [2, 3e]]", &syntax{complete.Completion, 3, "3e", "want a whole number or a list"}},
		{"n 8x\n", &syntax{complete.Plain, 1, "n 8x", "want the board size as a whole number, such as n 8"}},
		{"n 8\nplace 1,2x\n", &syntax{complete.Plain, 2, "place 1,2x", "want a square ROW,COL of whole numbers, 1-based, such as place 1,2"}},
		{"n 8\nrow 2 1,3O\n", &syntax{complete.Plain, 2, "row 2 1,3O", "want the allowed squares as whole numbers, 1-based, separated by commas, such as row 2 1,3"}},
		// Statements.
		{"n = 5\nnumdiags = 2\ndiags = [[1, 1]]", &syntax{complete.ExcludedDiagonals, 2, "numdiags = 2", "diags lists 1, not 2"}},
		{"n = 4", &syntax{complete.ExcludedDiagonals, 0, "", "no diagonals: want diags = [[value, type], ...]"}},
		{"letting n = 4", &syntax{complete.Completion, 0, "", "no queens: want letting init = [[row, col], ...]"}},
		{"n = [1]\ndiags = []", &syntax{complete.ExcludedDiagonals, 1, "n = [1]", "want a whole number for the board size"}},
		{"n = 4\ndiags = [[1, 1]] n = 5", &syntax{complete.ExcludedDiagonals, 2, "n = 5", "n is given twice (first on line 1)"}},
		{"n = 4\nabc = 0\ndiags = []", &syntax{complete.ExcludedDiagonals, 2, "abc = 0", "unknown name abc: the Excluded Diagonals format has n, numdiags and diags"}},
		{"n = 4\ndiags = [[1, 1]\n", &syntax{complete.ExcludedDiagonals, 2, "[[1, 1]", "the list is not closed: want ]"}},
		{"n = 4\ndiags = [[1, 1] [2, 0]]", &syntax{complete.ExcludedDiagonals, 2, "[2, 0]]", "want , or ] in a list"}},
		{"n = 4\ndiags = [[1, 1, 1]]", &syntax{complete.ExcludedDiagonals, 2, "[1, 1, 1]", "want a pair of whole numbers [value, type]"}},
		{"n 4\nwhat 1,1\n", &syntax{complete.Plain, 2, "what 1,1", "unknown word what: want place, forbid, sum, diff, row or col"}},
		{"n 4\nn 5\n", &syntax{complete.Plain, 2, "n 5", "n is given twice (first on line 1)"}},
		{"place 1,1\n", &syntax{0, 1, "place 1,1", "begins none of CSPLib Excluded Diagonals (n = N), CSPLib n-Queens Completion (letting n = N) or the plain format (n N)"}},
		// Instances, in the input's coordinates.
		{"n = 5\ndiags = [[9, 1], [1, 3]]", &instance{2, "[1, 3]", "the type must be 1 (a sum diagonal, row+column) or 0 (a difference diagonal)"}},
		{"n = 5\ndiags = [[1, 1],\n[9, 1]]", &instance{3, "[9, 1]", "the value is off the 5 x 5 board: values go 0..8"}},
		{"letting n = 4\nletting init = [[0, 4]]", &instance{2, "[0, 4]", "the queen is off the 4 x 4 board: rows and columns go 0..3"}},
		{"n 8\nplace 9,1\n", &instance{2, "place 9,1", "the queen is off the 8 x 8 board: rows and columns go 1..8"}},
		{"n 8\nsum 9,1\n", &instance{2, "sum 9,1", "the square is off the 8 x 8 board: rows and columns go 1..8"}},
		{"n 8\nrow 9 1\n", &instance{2, "row 9 1", "row 9 is off the 8 x 8 board: rows go 1..8"}},
		{"n 0\n", &instance{1, "n 0", "the board size must be 1..2147483647"}},
		{"letting n = 4\nletting init = [[0, 0],\n [1, 1]]", &instance{3, "[1, 1]", "the queen shares an anti-diagonal (row-column) with the queen '[0, 0]' of line 2"}},
		{"letting n = 4\nletting init = [[0, 0], [0, 0]]", &instance{2, "[0, 0]", "the queen is placed twice, '[0, 0]' of line 2"}},
		{"n 4\nplace 1,1\nforbid 1,1\n", &instance{2, "place 1,1", "the queen stands on a square blocked by 'forbid 1,1' of line 3"}},
		{"n 4 # a board\ndiff 2,2\nplace 1,1\n", &instance{3, "place 1,1", "the queen stands on a square blocked by 'diff 2,2' of line 2"}},
	} {
		_, _, err := complete.Parse(strings.NewReader(c.text))
		switch want := c.want.(type) {
		case *syntax:
			var got *syntax
			if !errors.As(err, &got) || *got != *want {
				t.Errorf("%q: got %#v (%v), want %#v", c.text, got, err, want)
			}
		case *instance:
			var got *instance
			if !errors.As(err, &got) || *got != *want || !errors.Is(err, complete.ErrInstance) {
				t.Errorf("%q: got %#v (%v), want %#v", c.text, got, err, want)
			}
		}
	}
	for _, text := range []string{"# a comment\nroot:x:0:0:root:/root:/bin/bash\n", "", "# only a comment\n"} {
		if _, _, err := complete.Parse(strings.NewReader(text)); !errors.Is(err, complete.ErrUnknownFormat) {
			t.Errorf("%q, in no format: %v is not ErrUnknownFormat", text, err)
		}
	}
	want := "line 3: '[9, 1]': the value is off the 5 x 5 board: values go 0..8"
	if _, _, err := complete.Parse(strings.NewReader("n = 5\ndiags = [[1, 1],\n[9, 1]]")); err == nil || err.Error() != want {
		t.Errorf("the message: %v, want %s", err, want)
	}
}

// TestParseLongLine: a line of any length is read (a megabyte of spaces
// here), and a quoted text is cut short.
func TestParseLongLine(t *testing.T) {
	text := "n 8\nplace 1,1" + strings.Repeat(" ", 2<<20) + "\nforbid 3,3\n"
	in, _, err := complete.Parse(strings.NewReader(text))
	if err != nil || len(in.Place) != 1 || len(in.Forbid) != 1 {
		t.Fatalf("%v %+v", err, in)
	}
	_, _, err = complete.Parse(strings.NewReader("n 8\nplace " + strings.Repeat("1", 100) + "\n"))
	var se *complete.SyntaxError
	if !errors.As(err, &se) || len(se.Text) > 50 || !strings.HasSuffix(se.Text, "...") {
		t.Errorf("%#v", err)
	}
}

// TestInstanceErrorUnread: an instance built by a program, or an entry
// added after reading, is named as the plain format writes it, 1-based,
// row first, without a line.
func TestInstanceErrorUnread(t *testing.T) {
	in, _, err := complete.Parse(strings.NewReader("letting n = 4\nletting init = [[0, 0]]"))
	if err != nil {
		t.Fatal(err)
	}
	in.Place = append(in.Place, nqueens.Square{Row: 1, Col: 1})
	var ie *complete.InstanceError
	if err := in.Validate(); !errors.As(err, &ie) || *ie != (complete.InstanceError{Text: "place 2,2", Reason: "the queen shares an anti-diagonal (row-column) with the queen '[0, 0]' of line 2"}) {
		t.Errorf("%#v", err)
	}
	for _, c := range []struct {
		in   *complete.Instance
		want complete.InstanceError
	}{
		{&complete.Instance{N: 4, Diagonals: []complete.Diagonal{{Value: 7, Sum: true}}},
			complete.InstanceError{Text: "[7, 1]", Reason: "the value is off the 4 x 4 board: values go 0..6"}},
		{&complete.Instance{N: 4, Place: []nqueens.Square{{Row: 0, Col: 2}}, Forbid: []nqueens.Square{{Row: 0, Col: 2}}},
			complete.InstanceError{Text: "place 1,3", Reason: "the queen stands on a square blocked by 'forbid 1,3'"}},
		{&complete.Instance{N: 4, Lines: []complete.Line{{Col: true, Index: 1, Allowed: []int{0, 5}}}},
			complete.InstanceError{Text: "col 2 1,6", Reason: "the allowed square 6 is off the 4 x 4 board: squares go 1..4"}},
	} {
		if err := c.in.Validate(); !errors.As(err, &ie) || *ie != c.want {
			t.Errorf("%#v", err)
		}
	}
}
