package terminal

import (
	"io"
	"os"
	"strconv"
	"strings"

	"golang.org/x/term"

	"github.com/nqueens/nqueens/cmd/internal/status"
)

// ColorMode is a --color setting.
type ColorMode string

// The values of --color.
const (
	ColorAuto   ColorMode = "auto"
	ColorAlways ColorMode = "always"
	ColorNever  ColorMode = "never"
)

// ColorModes are the values of --color, for shell completion.
var ColorModes = []string{string(ColorAuto), string(ColorAlways), string(ColorNever)}

// ParseColorMode reads a --color value: auto, always or never; ok is
// false for anything else.
func ParseColorMode(s string) (m ColorMode, ok bool) {
	switch m := ColorMode(s); m {
	case ColorAuto, ColorAlways, ColorNever:
		return m, true
	}
	return "", false
}

// UseColor decides once whether to write escape codes to w: always and
// never mean what they say; auto means yes only when NO_COLOR is unset or
// empty, TERM is not "dumb", and w is a terminal. getenv is os.Getenv
// outside tests.
func UseColor(mode ColorMode, w io.Writer, getenv func(string) string) bool {
	switch mode {
	case ColorAlways:
		return true
	case ColorNever:
		return false
	}
	if getenv("NO_COLOR") != "" || getenv("TERM") == "dumb" {
		return false
	}
	return IsTerminal(w)
}

// CanRedraw reports whether w is a terminal that understands the cursor
// movements of --animate and the progress line: not one whose TERM is
// "dumb" (an editor's shell buffer, for one), where they would print as
// garbage. getenv may be nil (no environment: TERM unknown).
func CanRedraw(w io.Writer, getenv func(string) string) bool {
	return redraws(IsTerminal(w), getenv)
}

func redraws(terminal bool, getenv func(string) string) bool {
	return terminal && (getenv == nil || getenv("TERM") != "dumb")
}

// ProgressMode is how a progress line shows on w (see package status): it
// redraws on a terminal that can ([CanRedraw]), prints plain lines now and
// then on one that cannot (TERM=dumb), and is off for a file or a pipe.
func ProgressMode(w io.Writer, getenv func(string) string) status.Mode {
	switch {
	case CanRedraw(w, getenv):
		return status.Redraw
	case IsTerminal(w):
		return status.Plain
	}
	return status.Off
}

// IsTerminal reports whether w is an *os.File attached to a terminal,
// or a writer wrapping one (such as the checked standard output of
// cli.Main).
func IsTerminal(w io.Writer) bool {
	return File(w) != nil
}

// File returns the terminal w writes to, looking through wrappers that
// have an Unwrap() io.Writer method, or nil when w does not write to a
// terminal.
func File(w io.Writer) *os.File {
	for w != nil {
		if f, ok := w.(*os.File); ok {
			if term.IsTerminal(int(f.Fd())) {
				return f
			}
			return nil
		}
		u, ok := w.(interface{ Unwrap() io.Writer })
		if !ok {
			return nil
		}
		w = u.Unwrap()
	}
	return nil
}

// UseUnicode decides whether boards may use Unicode glyphs (♛, ─, ▁): not
// with --ascii; not when TERM is "dumb" or "linux" (the Linux console's
// font lacks them); and not unless the locale names UTF-8 (the first set
// of LC_ALL, LC_CTYPE and LANG, as the C library reads them; none set is
// the C locale, ASCII). getenv is os.Getenv outside tests.
func UseUnicode(ascii bool, getenv func(string) string) bool {
	if ascii {
		return false
	}
	if t := getenv("TERM"); t == "dumb" || t == "linux" {
		return false
	}
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if loc := getenv(v); loc != "" {
			loc = strings.ToLower(loc)
			return strings.Contains(loc, "utf-8") || strings.Contains(loc, "utf8")
		}
	}
	return false
}

// Width returns the columns a table written to w must fit: flag when it
// is above 0 (--width, honoured for files and pipes too); otherwise, when
// w is a terminal, COLUMNS when set to a number, else the terminal's
// width; otherwise 0, meaning no limit, so that files and pipes get the
// full table. getenv may be nil.
func Width(w io.Writer, flag int, getenv func(string) string) int {
	if flag > 0 {
		return flag
	}
	f := File(w)
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
