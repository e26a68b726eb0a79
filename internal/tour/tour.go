package tour

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/fatih/color"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/render"
)

// Tour is one run of the tour. The zero value writes nowhere: set W.
type Tour struct {
	W      io.Writer     // the tour's text
	Prompt io.Writer     // the "Enter: next step" prompt; nil: W
	Keys   *bufio.Reader // where Enter and q are read; nil: no waiting
	Style  render.Style  // boards and tables: Unicode, color
	// CompareN are the sizes of the comparison step; nil: 8, 16, 32, 64.
	CompareN []int
}

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
}

func (e *StepError) Error() string { return fmt.Sprintf("step %d (%s): %v", e.Step, e.Title, e.Err) }

func (e *StepError) Unwrap() error { return e.Err }

// Run runs steps in order, waiting for Enter on t.Keys between them. It
// returns nil when every step ran or the teacher typed q, and a
// [*StepError] when a step failed or ctx ended during it.
func (t *Tour) Run(ctx context.Context, steps []Step) error {
	fmt.Fprintf(t.W, "%s\n", t.bold(fmt.Sprintf("nqueens demo: a tour in %d steps", len(steps))))
	for i, s := range steps {
		fmt.Fprintf(t.W, "\n%s\n%s\n\n", t.heading(fmt.Sprintf("Step %d of %d: %s", i+1, len(steps), s.Title)), s.Explain)
		if err := s.Run(ctx, t); err != nil {
			if ctx.Err() != nil {
				err = ctx.Err()
			}
			return &StepError{Step: i + 1, Title: s.Title, Err: err}
		}
		if i+1 < len(steps) && !t.next(i+2, len(steps)) {
			fmt.Fprintln(t.W, "\nThe tour stops here.")
			return nil
		}
	}
	fmt.Fprintln(t.W, "\nEnd of the tour. Every command above has --help; the README lists them.")
	return nil
}

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

// Board draws p in the tour's style, indented.
func (t *Tour) Board(p nqueens.Placement) error {
	s, err := render.Draw(p, t.Style)
	if err != nil {
		return err
	}
	for _, line := range strings.SplitAfter(s, "\n") {
		if line != "" {
			if _, err := io.WriteString(t.W, "    "+line); err != nil {
				return err
			}
		}
	}
	return nil
}

// count writes k of a thing: "1 move", "3 moves".
func count(k int64, thing string) string {
	if k == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", k, thing)
}

// thousands writes n with commas: 1,000,000.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
