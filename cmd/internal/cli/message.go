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
		lines[i] = wrap.Layout{First: lead, Indent: lead + "  ", Units: true}.Text(text, width) // a number stays with its unit
	}
	return strings.Join(lines, "\n")
}

// program is the name every message starts with: the running program's
// ("nqueens", "qs1"), which [Run] sets.
var program = "nqueens"

// Notef writes a message that is not a failure (what a long run will take,
// what was written where) to w, stderr, as every message is written: the
// program's name, then the text, wrapped on a terminal ([WriteMessage]).
// Failures get the same prefix from [ExitCode]: one prefix for every line
// a command writes to stderr.
func Notef(w io.Writer, format string, a ...any) error {
	return WriteMessage(w, program+": "+fmt.Sprintf(format, a...))
}
