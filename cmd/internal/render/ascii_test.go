package render

import (
	"io"
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

func TestASCIIPassesASCIIUnchanged(t *testing.T) {
	in := []byte(strings.Repeat("0 1 2 3 4 5 6 7 ", 100) + "\n")
	var b strings.Builder
	if n, err := ASCII(&b).Write(in); n != len(in) || err != nil || b.String() != string(in) {
		t.Errorf("wrote %d, %v; changed: %v", n, err, b.String() != string(in))
	}
	for i := range 80 { // a non-ASCII byte at every offset, in the word loop and the tail
		s := []byte(strings.Repeat("a", 80))
		copy(s[i:], "×")
		if isASCII(s) {
			t.Errorf("× at %d not seen", i)
		}
	}
}

func BenchmarkASCIIPerm(b *testing.B) {
	line := []byte(strings.Repeat("123456 987654 ", 4096))
	w := ASCII(io.Discard)
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		w.Write(line)
	}
}
