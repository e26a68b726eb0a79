package cli

import (
	"io"
	"strconv"

	"golang.org/x/term"
)

// OutputWidth returns the columns a table written to w must fit: flag
// when it is above 0 (--width, honoured for files and pipes too);
// otherwise, when w is a terminal, COLUMNS when set to a number, else the
// terminal's width; otherwise 0, meaning no limit, so that files and pipes
// get the full table. getenv may be nil.
func OutputWidth(w io.Writer, flag int, getenv func(string) string) int {
	if flag > 0 {
		return flag
	}
	f := TerminalFile(w)
	if f == nil {
		return 0
	}
	if getenv != nil {
		if c, err := strconv.Atoi(getenv("COLUMNS")); err == nil && c > 0 {
			return c
		}
	}
	if cols, _, err := term.GetSize(int(f.Fd())); err == nil && cols > 0 {
		return cols
	}
	return 0
}
