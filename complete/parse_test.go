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

func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"n = 5\nnumdiags = 2\ndiags = [[1, 1]]":          "numdiags = 2 but diags lists 1",
		"n = 5\ndiags = [[1, 3]]":                        "the type must be 1",
		"n = 5\ndiags = [[11, 1]]":                       "the value must be 0..8",
		"letting n = 4\nletting init = [[0, 0], [1, 1]]": "share an anti-diagonal (row-column)",
		"letting n = 4\nletting init = [[0, 0], [0, 0]]": "placed twice",
		"letting n = 4\nletting init = [[0, 4]]":         "off the 4x4 board",
		"n 4\nplace 1,1\nforbid 1,1\n":                   "stands on a forbidden square",
		"n 4\nwhat 1,1\n":                                "unknown word",
		"place 1,1\n":                                    `line 1, "place 1,1", begins none of CSPLib Excluded Diagonals (n = N), CSPLib n-Queens Completion (letting n = N) or the plain format (n N)`,
		"n = 4":                                          "no diagonals",
		"letting n = 4":                                  "no queens",
		"n = [1]\ndiags = []":                            "no board size",
		"n = 4\ndiags = [[1, 1]] n = 5":                  "given twice",
	} {
		_, _, err := complete.Parse(strings.NewReader(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", text, err, want)
		}
	}
	for _, text := range []string{"# a comment\nroot:x:0:0:root:/root:/bin/bash\n", "", "# only a comment\n"} {
		if _, _, err := complete.Parse(strings.NewReader(text)); !errors.Is(err, complete.ErrUnknownFormat) {
			t.Errorf("%q, in no format: %v does not wrap ErrUnknownFormat", text, err)
		}
	}
	_, _, err := complete.Parse(strings.NewReader("letting n = 4\nletting init = [[0, 0], [1, 1]]"))
	if !errors.Is(err, complete.ErrInstance) {
		t.Errorf("attacking queens: %v does not wrap ErrInstance", err)
	}
}
