package tour

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/fullboard"
)

// The hill-climbing step must show a restart: its seed is chosen for it.
func TestHillSeedRestarts(t *testing.T) {
	restarts := 0
	res, err := fullboard.Solve(context.Background(), 8, nqueens.Settings{Seed: HillSeed, Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
		if e.Kind == nqueens.Restart {
			restarts++
		}
	})})
	if err != nil || res.Status != nqueens.Solved || restarts == 0 {
		t.Fatalf("seed %d: %v, status %v, %d restarts; the tour needs a seed that restarts", HillSeed, err, res.Status, restarts)
	}
}

// TestStepErrors: a failing step names itself; a canceled context during
// a step is reported as the context's error; q stops between steps.
func TestStepErrors(t *testing.T) {
	boom := errors.New("boom")
	var out bytes.Buffer
	tr := &Tour{W: &out}
	steps := []Step{
		{Title: "fine", Run: func(context.Context, *Tour) error { return nil }},
		{Title: "fails", Run: func(context.Context, *Tour) error { return boom }},
	}
	var se *StepError
	if err := tr.Run(context.Background(), steps); !errors.As(err, &se) || se.Step != 2 || !errors.Is(err, boom) || err.Error() != "step 2 (fails): boom" {
		t.Fatalf("got %v", err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	steps[1].Run = func(context.Context, *Tour) error { cancel(); return errors.New("some solver's own words") }
	if err := tr.Run(ctx, steps); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled during step 2: got %v", err)
	}

	out.Reset()
	tr = &Tour{W: &out, Keys: bufio.NewReader(strings.NewReader("q\n"))}
	steps[1].Run = func(context.Context, *Tour) error { t.Fatal("step 2 ran after q"); return nil }
	if err := tr.Run(context.Background(), steps); err != nil || !strings.Contains(out.String(), "The tour stops here.") {
		t.Fatalf("q: %v\n%s", err, out.String())
	}
}

// TestStepsFitAScreen: every step, from the top of its screen (the tour's
// title for the first) to the prompt under it, fits ScreenWidth x
// ScreenLines, in Unicode and in ASCII.
func TestStepsFitAScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every solver")
	}
	for _, unicode := range []bool{true, false} {
		var out, prompt bytes.Buffer
		keys := bufio.NewReader(strings.NewReader(strings.Repeat("\n", 10)))
		tr := &Tour{W: &out, Prompt: &prompt, Keys: keys, Clear: true, Width: ScreenWidth, CompareN: []int{8, 16}}
		tr.Style.Unicode = unicode
		if err := tr.Run(context.Background(), Steps()); err != nil {
			t.Fatal(err)
		}
		screens := strings.Split(out.String(), clearScreen)[1:]
		if len(screens) != len(Steps()) {
			t.Fatalf("%d screens for %d steps", len(screens), len(Steps()))
		}
		for i, screen := range screens {
			lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
			// The prompt follows a blank line.
			if got := len(lines) + 2; got > ScreenLines {
				t.Errorf("unicode %v, step %d: %d lines with its prompt, more than %d:\n%s", unicode, i+1, got, ScreenLines, screen)
			}
			for _, line := range lines {
				if w := text.RuneWidthWithoutEscSequences(line); w > ScreenWidth {
					t.Errorf("unicode %v, step %d: a line of %d columns: %q", unicode, i+1, w, line)
				}
			}
		}
	}
}

// TestParaNarrow: on a terminal narrower than the text, a paragraph is
// filled again, whole words on every line, rather than cut by the terminal.
func TestParaNarrow(t *testing.T) {
	tr := &Tour{Width: 40}
	got := tr.para("    ", "On the left no single move lowers the attacking pairs:\na restart is the way out.")
	want := "    On the left no single move lowers\n    the attacking pairs: a restart is\n    the way out."
	if got != want {
		t.Errorf("width 40:\n%s\nwant\n%s", got, want)
	}
	// A number keeps its unit: "40,320" does not end a line that
	// "boards" begins.
	tr.Width = 36
	got = tr.para("    ", "The naive way writes down every order of the 8 rows (8! = 40,320 boards)")
	want = "    The naive way writes down every\n    order of the 8 rows (8! =\n    40,320 boards)"
	if got != want {
		t.Errorf("width 36:\n%s\nwant\n%s", got, want)
	}
	tr.Width = 0
	if got := tr.para("  ", "a\nb"); got != "  a\n  b" {
		t.Errorf("width 0: %q", got)
	}
}
