package complete_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/complete"
)

// roundTrip checks what every parser promises: no panic, a valid instance
// or a typed error, and for diagonals the written form read back the
// same.
func roundTrip(t *testing.T, data []byte) {
	in, f, err := complete.Parse(bytes.NewReader(data))
	if err != nil {
		var se *complete.SyntaxError
		var ie *complete.InstanceError
		if !errors.As(err, &se) && !errors.As(err, &ie) {
			t.Fatalf("an error of no type: %#v", err)
		}
		return
	}
	if err := in.Validate(); err != nil {
		t.Fatalf("Parse accepted an invalid instance: %v", err)
	}
	if f != complete.ExcludedDiagonals {
		return
	}
	var b strings.Builder
	if err := complete.WriteExcludedDiagonals(&b, in.N, in.Diagonals); err != nil {
		t.Fatal(err)
	}
	again, _, err := complete.Parse(strings.NewReader(b.String()))
	if err != nil || again.N != in.N || !slices.Equal(again.Diagonals, in.Diagonals) {
		t.Fatalf("written %q, read back %+v, %v", b.String(), again, err)
	}
}

func FuzzParseExcludedDiagonals(f *testing.F) {
	f.Add([]byte("n =  8\nnumdiags =  3\ndiags =  [[1, 1], [14, 0], [12, 0]]\n"))
	f.Add([]byte("n = 4 diags = []"))
	f.Add([]byte("n = 3\nnumdiags = 2\ndiags = [[1, 1]]"))
	f.Add([]byte("n = 5\ndiags = [[9, 2]]"))
	f.Add([]byte("n = 5\ndiags = [[[1]]]"))
	f.Add([]byte("n = 8abc\nnumdiags = 0\ndiags = []\n"))
	f.Add([]byte("n = 1e10\ndiags = [[1, 1e0]]"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}

func FuzzParseCompletion(f *testing.F) {
	f.Add([]byte("language ESSENCE' 1.0\nletting n = 8\nletting init = [[0, 0], [1, 2]]\n"))
	f.Add([]byte("$ a comment\nletting n be 5\nletting init be []"))
	f.Add([]byte("letting n = 4\nletting init = [[0, 0], [1, 1]]"))
	f.Add([]byte("letting n = 4\nletting init = [[0, -1]]"))
	f.Add([]byte("letting n = 12O\nletting init = [[0, 2l]]"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}

func FuzzParsePlain(f *testing.F) {
	f.Add([]byte("# a comment\nn 8\nplace 1,1\nforbid 3,4\nsum 2,5\ndiff 1,8\nrow 2 3,5,7\ncol 4 1,2\n"))
	f.Add([]byte("n 4\nplace 1,1\nplace 2,2\n"))
	f.Add([]byte("n 0\n"))
	f.Add([]byte("n 3\nrow 9 1\n"))
	f.Add([]byte("n 8x\nplace 1,1\n"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}

// choices reads the fuzzer's bytes as a stream of small choices (zero
// once they run out).
type choices struct{ data []byte }

func (c *choices) below(k int) int {
	if len(c.data) == 0 {
		return 0
	}
	v := int(c.data[0]) % k
	c.data = c.data[1:]
	return v
}

// junk are endings that make a number not whole; none is a delimiter.
var junk = []string{"x", "abc", "e10", "O", "l", ".5", "_0", "'", "%"}

// written is a text written by a grammar from the fuzzer's choices: the
// instance it means, and, when one number was spoiled with junk, the line
// and the spoiled word.
type written struct {
	text    string
	want    complete.Instance
	badLine int
	badWord string
}

// writer writes one format's grammar; num writes a number, spoiling it
// when its turn comes.
type writer struct {
	c      *choices
	b      strings.Builder
	line   int
	spoil  int // the number to spoil, counted from 1; 0: none
	nums   int
	bad    int
	badTxt string
}

func (w *writer) num(v int) {
	w.nums++
	s := fmt.Sprint(v)
	if w.nums == w.spoil {
		s += junk[w.c.below(len(junk))]
		w.bad, w.badTxt = w.line, s
	}
	w.b.WriteString(s)
}

func (w *writer) space() { w.b.WriteString([]string{"", " ", "  ", "\t"}[w.c.below(4)]) }

// essenceText writes an Essence' text: n, then the pairs of init
// (Completion) or diags (Excluded Diagonals).
func essenceText(c *choices, f complete.Format) written {
	w := &writer{c: c, line: 1}
	n := 1 + c.below(12)
	w.spoil = c.below(8)
	want := complete.Instance{N: n}
	let := ""
	if f == complete.Completion {
		let = "letting "
	}
	w.b.WriteString(let + "n = ")
	w.num(n)
	w.line++
	w.b.WriteString([]string{"\n", " $ the board\n", "\r\n"}[c.below(3)])
	pairs := c.below(6)
	if f == complete.ExcludedDiagonals && c.below(2) == 0 {
		w.b.WriteString("numdiags = ")
		w.num(pairs)
		w.line++
		w.b.WriteString("\n")
	}
	name := map[complete.Format]string{complete.Completion: "init", complete.ExcludedDiagonals: "diags"}[f]
	w.b.WriteString(let + name + " = [")
	for i := range pairs {
		if i > 0 {
			w.b.WriteString(",")
			if c.below(3) == 0 {
				w.b.WriteString("\n")
				w.line++
			}
			w.space()
		}
		a, b := c.below(n), c.below(n)
		if f == complete.ExcludedDiagonals {
			a, b = c.below(2*n-1), c.below(2)
			want.Diagonals = append(want.Diagonals, complete.Diagonal{Value: a, Sum: b == 1})
		} else {
			want.Place = append(want.Place, nqueens.Square{Row: a, Col: b})
		}
		w.b.WriteString("[")
		w.num(a)
		w.b.WriteString(",")
		w.space()
		w.num(b)
		w.b.WriteString("]")
	}
	w.b.WriteString("]\n")
	return written{w.b.String(), want, w.bad, w.badTxt}
}

// plainText writes a plain text: n, then place, forbid, sum and diff
// statements on the board.
func plainText(c *choices) written {
	w := &writer{c: c, line: 1}
	n := 1 + c.below(12)
	w.spoil = c.below(8)
	want := complete.Instance{N: n}
	w.b.WriteString("n ")
	w.num(n)
	for range c.below(6) {
		w.b.WriteString("\n")
		w.line++
		word := []string{"place", "forbid", "sum", "diff"}[c.below(4)]
		r, col := c.below(n), c.below(n)
		w.b.WriteString(word + " ")
		w.num(r + 1)
		w.b.WriteString(",")
		w.num(col + 1)
		s := nqueens.Square{Row: r, Col: col}
		switch word {
		case "place":
			want.Place = append(want.Place, s)
		case "forbid":
			want.Forbid = append(want.Forbid, s)
		case "sum":
			want.Diagonals = append(want.Diagonals, complete.Diagonal{Value: r + col, Sum: true})
		default:
			want.Diagonals = append(want.Diagonals, complete.Diagonal{Value: r - col + n - 1})
		}
		if c.below(3) == 0 {
			w.b.WriteString(" # a comment")
		}
	}
	w.b.WriteString("\n")
	return written{w.b.String(), want, w.bad, w.badTxt}
}

// checkWritten: a text of the grammar reads as the instance it means (or
// an InstanceError when that instance cannot be used: queens that
// attack); one with a spoiled number is a SyntaxError that names its line
// and quotes the spoiled word.
func checkWritten(t *testing.T, w written, f complete.Format) {
	in, got, err := complete.Parse(strings.NewReader(w.text))
	if w.badLine > 0 {
		var se *complete.SyntaxError
		if !errors.As(err, &se) || se.Line != w.badLine || !strings.Contains(se.Text, w.badWord) {
			t.Fatalf("%q: spoiled %q on line %d, got %v", w.text, w.badWord, w.badLine, err)
		}
		return
	}
	var ie *complete.InstanceError
	switch {
	case errors.As(err, &ie):
		if err := w.want.Validate(); err == nil {
			t.Fatalf("%q: %v, but the instance it means is valid", w.text, ie)
		}
	case err != nil:
		t.Fatalf("%q: %v", w.text, err)
	case got != f || in.N != w.want.N || !slices.Equal(in.Place, w.want.Place) || !slices.Equal(in.Forbid, w.want.Forbid) || !slices.Equal(in.Diagonals, w.want.Diagonals):
		t.Fatalf("%q: read %v %+v, want %v %+v", w.text, got, in, f, w.want)
	}
}

// FuzzGrammar writes texts by each format's grammar from the fuzzer's
// choices, one number spoiled now and then, and reads them back.
func FuzzGrammar(f *testing.F) {
	f.Add([]byte{0, 7, 3, 1, 4, 1, 5, 9, 2, 6})
	f.Add([]byte{1, 11, 1, 0, 5, 2, 2, 3, 3, 4, 4, 1, 2})
	f.Add([]byte{2, 3, 0, 5, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1})
	f.Add([]byte{0, 4, 2, 5, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		c := &choices{data: data}
		switch c.below(3) {
		case 0:
			checkWritten(t, essenceText(c, complete.ExcludedDiagonals), complete.ExcludedDiagonals)
		case 1:
			checkWritten(t, essenceText(c, complete.Completion), complete.Completion)
		default:
			checkWritten(t, plainText(c), complete.Plain)
		}
	})
}
