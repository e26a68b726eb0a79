package output

import (
	"strings"
	"testing"
)

func TestASCII(t *testing.T) {
	var b strings.Builder
	a := ASCII(&b)
	in := "12.3 µs, 4.5× ─┼─ │♛· — naïve\n"
	// Byte by byte: every character is split between writes.
	for i := range len(in) {
		if n, err := a.Write([]byte{in[i]}); n != 1 || err != nil {
			t.Fatalf("write %d: %d %v", i, n, err)
		}
	}
	want := "12.3 us, 4.5x -+- |Q. - na?ve\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	for i := range b.Len() {
		if b.String()[i] >= 0x80 {
			t.Fatalf("byte %d of %q is not ASCII", i, b.String())
		}
	}
	// One rune of output per rune of input: columns stay aligned.
	if len(want) != len([]rune(in)) {
		t.Errorf("%d characters in, %d out", len([]rune(in)), len(want))
	}
}
