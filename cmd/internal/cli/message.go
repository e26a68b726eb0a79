package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/internal/wrap"
)

// WriteMessage writes msg and a newline to w, a message stream (stderr).
// On a terminal each line of msg longer than the terminal is wrapped
// between words (package wrap), its continuation indented two spaces past
// the line's own indent, so that the terminal never breaks a word
// ("rem|aining"); to a file or a pipe msg goes as it is.
func WriteMessage(w io.Writer, msg string) error {
	_, err := fmt.Fprintln(w, fitMessage(msg, terminal.Width(w, 0, os.Getenv)))
	return err
}

// fitMessage wraps each line of msg wider than width (0: no limit).
func fitMessage(msg string, width int) string {
	if width <= 0 {
		return msg
	}
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		if utf8.RuneCountInString(l) <= width {
			continue
		}
		text := strings.TrimLeft(l, " ")
		lead := l[:len(l)-len(text)]
		lines[i] = wrap.Layout{First: lead, Indent: lead + "  "}.Text(text, width)
	}
	return strings.Join(lines, "\n")
}
