package cli

import (
	"io"
	"os"
	"strings"

	ucli "github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/nqueens/nqueens/internal/render"
)

// ColorMode is the --color setting.
type ColorMode string

// The values of --color.
const (
	ColorAuto   ColorMode = "auto"
	ColorAlways ColorMode = "always"
	ColorNever  ColorMode = "never"
)

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

// IsTerminal reports whether w is an *os.File attached to a terminal,
// or a writer wrapping one (such as the checked standard output of
// [Main]).
func IsTerminal(w io.Writer) bool {
	f := TerminalFile(w)
	return f != nil
}

// TerminalFile returns the terminal w writes to, looking through
// wrappers that have an Unwrap() io.Writer method, or nil when w does not
// write to a terminal.
func TerminalFile(w io.Writer) *os.File {
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

// parseColorMode validates the --color value.
func parseColorMode(s string) (ColorMode, error) {
	switch m := ColorMode(s); m {
	case ColorAuto, ColorAlways, ColorNever:
		return m, nil
	}
	return "", Usagef("--color %q: use auto, always or never", s)
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

// ParseColorMode validates a --color value: auto, always or never.
func ParseColorMode(s string) (ColorMode, error) { return parseColorMode(s) }

// BoardStyle returns the board style cmd's --color and --ascii flags ask
// for when drawing to env.Stdout (see [UseColor] and [UseUnicode]).
func BoardStyle(cmd *ucli.Command, env Env) (render.Style, error) {
	mode, err := parseColorMode(cmd.String("color"))
	if err != nil {
		return render.Style{}, err
	}
	return render.Style{
		Unicode: UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   UseColor(mode, env.Stdout, env.Getenv),
	}, nil
}
