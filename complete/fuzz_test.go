package complete_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/complete"
)

// roundTrip checks what every parser promises: no panic, a valid instance
// or an error, and for diagonals the written form read back the same.
func roundTrip(t *testing.T, data []byte) {
	in, f, err := complete.Parse(bytes.NewReader(data))
	if err != nil {
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
	if err != nil || again.N != in.N || len(again.Diagonals) != len(in.Diagonals) {
		t.Fatalf("written %q, read back %+v, %v", b.String(), again, err)
	}
	for i, d := range in.Diagonals {
		if again.Diagonals[i] != d {
			t.Fatalf("diagonal %d: %v, read back %v", i, d, again.Diagonals[i])
		}
	}
}

func FuzzParseExcludedDiagonals(f *testing.F) {
	f.Add([]byte("n =  8\nnumdiags =  3\ndiags =  [[1, 1], [14, 0], [12, 0]]\n"))
	f.Add([]byte("n = 4 diags = []"))
	f.Add([]byte("n = 3\nnumdiags = 2\ndiags = [[1, 1]]"))
	f.Add([]byte("n = 5\ndiags = [[9, 2]]"))
	f.Add([]byte("n = 5\ndiags = [[[1]]]"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}

func FuzzParseCompletion(f *testing.F) {
	f.Add([]byte("language ESSENCE' 1.0\nletting n = 8\nletting init = [[0, 0], [1, 2]]\n"))
	f.Add([]byte("$ a comment\nletting n be 5\nletting init be []"))
	f.Add([]byte("letting n = 4\nletting init = [[0, 0], [1, 1]]"))
	f.Add([]byte("letting n = 4\nletting init = [[0, -1]]"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}

func FuzzParsePlain(f *testing.F) {
	f.Add([]byte("# a comment\nn 8\nplace 1,1\nforbid 3,4\nsum 2,5\ndiff 1,8\nrow 2 3,5,7\ncol 4 1,2\n"))
	f.Add([]byte("n 4\nplace 1,1\nplace 2,2\n"))
	f.Add([]byte("n 0\n"))
	f.Add([]byte("n 3\nrow 9 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) { roundTrip(t, data) })
}
