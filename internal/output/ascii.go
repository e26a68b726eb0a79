package output

import (
	"io"
	"unicode/utf8"
)

// asciiFor is the ASCII stand-in of each character the commands print
// outside ASCII: one character for one, so tables stay aligned. Any other
// character becomes '?'.
var asciiFor = map[rune]byte{
	'µ': 'u', '×': 'x', '—': '-', '–': '-', '·': '.', '…': '.', '→': '>', '←': '<',
	'≈': '~', '≤': '<', '≥': '>', '“': '"', '”': '"', '‘': '\'', '’': '\'', '•': '*',
	'✓': 'v', '✗': 'x', '¬': '!', '±': '+',
	'─': '-', '━': '-', '═': '=', '│': '|', '┃': '|', '║': '|',
	'┌': '+', '┐': '+', '└': '+', '┘': '+', '├': '+', '┤': '+', '┬': '+', '┴': '+', '┼': '+',
	'╭': '+', '╮': '+', '╰': '+', '╯': '+', '╔': '+', '╗': '+', '╚': '+', '╝': '+',
	'╠': '+', '╣': '+', '╦': '+', '╩': '+', '╬': '+', '╞': '+', '╡': '+', '╪': '+',
	'╲': '\\', '╱': '/', '╳': 'X',
	'♛': 'Q', '♕': 'X', '♚': 'K', '♔': 'K', '■': '#', '●': 'o', '○': 'o', '□': '.',
	'▁': '_', '▂': '.', '▃': '-', '▄': '-', '▅': '=', '▆': '=', '▇': '#', '█': '#',
}

// ASCIIWriter passes ASCII through and writes every other character as
// its ASCII stand-in (see [ASCII]).
type ASCIIWriter struct {
	w       io.Writer
	pending []byte // the start of a character split between writes
	buf     []byte
}

// ASCII wraps w so that every byte written to it is ASCII: µs becomes
// us, × x, box-drawing lines - | +, and any character without a stand-in
// '?'. Commands print through it when the locale is not UTF-8 or TERM is
// dumb, where other bytes show as garbage. A character split between two
// writes is held until its end arrives.
func ASCII(w io.Writer) *ASCIIWriter { return &ASCIIWriter{w: w} }

// Write writes b transliterated; it reports len(b) written when the
// underlying write succeeds.
func (a *ASCIIWriter) Write(b []byte) (int, error) {
	in := b
	if len(a.pending) > 0 {
		in = append(a.pending, b...)
		a.pending = nil
	}
	out := a.buf[:0]
	for i := 0; i < len(in); {
		c := in[i]
		if c < utf8.RuneSelf {
			out = append(out, c)
			i++
			continue
		}
		if !utf8.FullRune(in[i:]) {
			a.pending = append([]byte(nil), in[i:]...)
			break
		}
		r, size := utf8.DecodeRune(in[i:])
		if s, ok := asciiFor[r]; ok {
			out = append(out, s)
		} else {
			out = append(out, '?')
		}
		i += size
	}
	a.buf = out
	if len(out) == 0 {
		return len(b), nil
	}
	if _, err := a.w.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}

// Unwrap returns the wrapped writer.
func (a *ASCIIWriter) Unwrap() io.Writer { return a.w }
