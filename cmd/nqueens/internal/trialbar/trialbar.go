package trialbar

import (
	"io"
	"time"
	"unicode/utf8"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/status"
)

// Bar draws a bar of trials done on the status line (package status)
// of w while a known number of trials run (compare), only when w is a
// terminal: at most 20 redraws a second and at the last trial, the last
// trial's name and outcome beside it. A nil *Bar ignores every call.
type Bar struct {
	line        *status.Line
	total, done int
	width       int // the terminal's columns; 0: unknown
}

// New returns a bar for total trials on w, or nil when w is not a
// terminal; on one that cannot redraw a line (TERM=dumb) the bar is a
// plain line now and then ([terminal.ProgressMode]).
func New(w io.Writer, getenv func(string) string, total int) *Bar {
	mode := terminal.ProgressMode(w, getenv)
	if mode == status.Off {
		return nil
	}
	return &Bar{line: status.New(w, status.Options{Mode: mode, Every: 50 * time.Millisecond}), total: total, width: terminal.Width(w, 0, nil)}
}

// Done counts one trial more, what is a short description of it ("qs1
// at n = 8, seed 1: solved"), and redraws when it is time.
func (b *Bar) Done(what string) {
	if b == nil {
		return
	}
	b.done++
	text := func() string { return fit(status.Bar(b.done, b.total, 30)+" trials  "+what, b.width) }
	if b.done == b.total {
		b.line.ShowNow(text())
		return
	}
	b.line.Draw(text)
}

// fit cuts s to width-1 runes (0: no limit), so that a status line never
// wraps: a wrapped line cannot be redrawn in place.
func fit(s string, width int) string {
	if width <= 1 || utf8.RuneCountInString(s) < width {
		return s
	}
	return string([]rune(s)[:width-1])
}

// Clear erases the bar's line.
func (b *Bar) Clear() {
	if b != nil {
		b.line.Clear()
	}
}
