package render

import (
	"encoding/binary"
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
	if len(a.pending) == 0 && isASCII(b) {
		// The common case (perm and JSON output): no copy.
		return a.w.Write(b)
	}
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

// isASCII reports whether b has no byte above 0x7f, eight bytes at a time.
func isASCII(b []byte) bool {
	for len(b) >= 32 {
		w := binary.LittleEndian.Uint64(b) | binary.LittleEndian.Uint64(b[8:]) |
			binary.LittleEndian.Uint64(b[16:]) | binary.LittleEndian.Uint64(b[24:])
		if w&0x8080808080808080 != 0 {
			return false
		}
		b = b[32:]
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
