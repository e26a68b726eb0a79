package cli

import (
	"bytes"
	"io"
	"os"
	"unicode"
	"unicode/utf8"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
)

// fitWriter is the one word wrap of every command's output on a terminal
// ([Exec] puts it on stdout and stderr when they are one): a line of prose
// wider than the terminal is broken between words, its continuation
// indented two spaces past the line's own indent, so that the terminal
// never breaks a word or a number ("59|6,953"). Only prose is wrapped: a
// line with a word of two letters or more and a space. Boards, tables
// (fitted to the width by their writers), perm and matrix rows (digits)
// and JSON (no spaces) go as they are, as does a line with a carriage
// return or an escape code (a progress line, a redraw) and one split over
// two writes.
type fitWriter struct {
	w     io.Writer
	width int
}

// fitTerminal returns w wrapped in a fitWriter when it is a terminal of
// known width, else w.
func fitTerminal(w io.Writer) io.Writer {
	if width := terminal.Width(w, 0, os.Getenv); width > 0 {
		return &fitWriter{w: w, width: width}
	}
	return w
}

func (f *fitWriter) Write(b []byte) (int, error) {
	if !bytes.ContainsRune(b, '\n') || bytes.ContainsAny(b, "\r\x1b") {
		return f.w.Write(b)
	}
	var out []byte
	rest := b
	for {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			out = append(out, rest...)
			break
		}
		out = append(out, fitMessage(string(rest[:i]), f.proseWidth(rest[:i]))...)
		out = append(out, '\n')
		rest = rest[i+1:]
	}
	if _, err := f.w.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}

// proseWidth is the width to wrap line at: the terminal's for prose, 0
// (no wrapping) for anything else.
func (f *fitWriter) proseWidth(line []byte) int {
	if utf8.RuneCount(line) <= f.width || !bytes.ContainsRune(line, ' ') {
		return 0
	}
	run := 0
	for _, r := range string(line) {
		if unicode.IsLetter(r) {
			if run++; run >= 2 {
				return f.width
			}
		} else {
			run = 0
		}
	}
	return 0
}

// Unwrap returns the writer fitWriter wraps, so that callers can ask
// whether it is a terminal (see terminal.File).
func (f *fitWriter) Unwrap() io.Writer { return f.w }
