package tour

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/fatih/color"
	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/internal/wrap"
)

// Tour is one run of the tour. The zero value writes nowhere: set W.
type Tour struct {
	W      io.Writer     // the tour's text
	Prompt io.Writer     // the "Enter: next step" prompt; nil: W
	Keys   *bufio.Reader // where Enter and q are read; nil: no waiting
	Style  render.Style  // boards and tables: Unicode, color
	// CompareN are the sizes of the comparison step; nil: 8, 16, 32, 64.
	CompareN []int
	// Clear starts each step on a clean screen (a terminal's: the caller
	// decides), so that a class sees one step at a time, from its title
	// down. Every step fits a screen of [ScreenWidth] x [ScreenLines].
	Clear bool
	// Width is the widest line the tour may print (the terminal's width);
	// 0: no limit. Tables narrow to fit it.
	Width int
}

// The screen every step fits, title to prompt (a test holds them to it):
// a classic terminal's 80 columns, so that no line wraps mid-word.
const (
	ScreenWidth = 80
	ScreenLines = 24
)

// Step is one step of the tour: a title, two or three sentences, and the
// work, which writes to t.W.
type Step struct {
	Title   string
	Explain string
	Run     func(ctx context.Context, t *Tour) error
}

// Steps lists the steps of the tour in order: counting, hill climbing,
// QS1, the solvers side by side.
func Steps() []Step {
	return []Step{countStep, hillStep, qs1Step, compareStep}
}

// StepError is a step that failed: its number (from 1), its title and
// why.
type StepError struct {
	Step  int
	Title string
	Err   error
	// Waiting: ctx ended while the tour waited for Enter before the step.
	Waiting bool
}

func (e *StepError) Error() string { return fmt.Sprintf("step %d (%s): %v", e.Step, e.Title, e.Err) }

func (e *StepError) Unwrap() error { return e.Err }

// Run runs steps in order, waiting for Enter on t.Keys between them. It
// returns nil when every step ran or the teacher typed q, and a
// [*StepError] when a step failed or ctx ended during it.
func (t *Tour) Run(ctx context.Context, steps []Step) error {
	intro := t.bold(fmt.Sprintf("nqueens demo: a tour in %d steps", len(steps)))
	for i, s := range steps {
		if t.Clear {
			fmt.Fprint(t.W, clearScreen)
		}
		if i == 0 {
			fmt.Fprintf(t.W, "%s\n\n", intro)
		} else if !t.Clear {
			fmt.Fprintln(t.W)
		}
		fmt.Fprintf(t.W, "%s\n%s\n\n", t.heading(fmt.Sprintf("Step %d of %d: %s", i+1, len(steps), s.Title)), t.para("", s.Explain))
		if err := s.Run(ctx, t); err != nil {
			if ctx.Err() != nil {
				err = ctx.Err()
			}
			return &StepError{Step: i + 1, Title: s.Title, Err: err}
		}
		if i+1 < len(steps) && !t.next(i+2, len(steps)) {
			if ctx.Err() != nil { // Ctrl-C while it waited for Enter
				return &StepError{Step: i + 2, Title: steps[i+1].Title, Err: ctx.Err(), Waiting: true}
			}
			fmt.Fprintln(t.W, "\nThe tour stops here.")
			return nil
		}
	}
	fmt.Fprintln(t.W, "\nEnd of the tour. Every command above has --help; the README lists them.")
	return nil
}

// clearScreen moves the cursor home and clears the screen (ANSI).
const clearScreen = "\x1b[H\x1b[2J"

// next waits for Enter before step k of total; it returns false when the
// teacher typed q. At the end of the input it stops waiting.
func (t *Tour) next(k, total int) bool {
	if t.Keys == nil {
		return true
	}
	prompt := t.Prompt
	if prompt == nil {
		prompt = t.W
	}
	fmt.Fprintf(prompt, "\n[Enter: step %d of %d, q and Enter: stop] ", k, total)
	line, err := t.Keys.ReadString('\n')
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	if err != nil {
		t.Keys = nil // no more input: run straight through
	}
	return !strings.HasPrefix(strings.TrimSpace(strings.ToLower(line)), "q")
}

func (t *Tour) paint(s string, attrs ...color.Attribute) string {
	if !t.Style.Color {
		return s
	}
	c := color.New(attrs...)
	c.EnableColor()
	return c.Sprint(s)
}

func (t *Tour) bold(s string) string    { return t.paint(s, color.Bold) }
func (t *Tour) heading(s string) string { return t.paint(s, color.Bold, color.FgCyan) }

// boards draws placements side by side in the tour's style, indented,
// each under its caption (a caption "" draws no caption line), with a
// gap between them wide enough for the captions; the lines of text, if
// any, make a column on their left.
func (t *Tour) boards(captions []string, ps []nqueens.Placement, text ...string) error {
	var columns [][]string
	if len(text) > 0 {
		columns = append(columns, text)
	}
	widths := make([]int, len(columns)+len(ps))
	height := 0
	for i, p := range ps {
		s, err := render.Draw(p, t.Style)
		if err != nil {
			return err
		}
		lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
		if captions[i] != "" {
			lines = append([]string{captions[i], ""}, lines...)
		}
		columns = append(columns, lines)
	}
	for i, lines := range columns {
		for _, line := range lines {
			widths[i] = max(widths[i], runeWidth(line))
		}
		height = max(height, len(lines))
	}
	for k := range height {
		var b strings.Builder
		b.WriteString("    ")
		for i, lines := range columns {
			line := ""
			if k < len(lines) {
				line = lines[k]
			}
			b.WriteString(line)
			if i+1 < len(columns) {
				b.WriteString(strings.Repeat(" ", widths[i]-runeWidth(line)+6))
			}
		}
		if _, err := io.WriteString(t.W, strings.TrimRight(b.String(), " ")+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// runeWidth is the columns line takes on a terminal, color codes aside.
func runeWidth(line string) int { return text.RuneWidthWithoutEscSequences(line) }

// para returns s, a paragraph, with each line starting with indent. When
// a line would be wider than t.Width (0: no limit) it fills the words into
// lines that fit instead, so a narrow terminal never breaks a word, nor
// a number from its unit ("8! = 40,320 boards").
func (t *Tour) para(indent, s string) string {
	lines := strings.Split(s, "\n")
	for _, line := range lines {
		if t.Width > 0 && len(indent)+text.RuneWidthWithoutEscSequences(line) > t.Width {
			return wrap.Layout{First: indent, Indent: indent, Units: true}.Text(s, t.Width)
		}
	}
	return indent + strings.Join(lines, "\n"+indent)
}

// count writes k of a thing: "1 move", "1,458 swaps".
func count(k int64, thing string) string {
	if k == 1 {
		return "1 " + thing
	}
	return units.Thousands(k) + " " + thing + "s"
}
