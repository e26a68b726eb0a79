package animate

import (
	"context"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
)

// MaxN is the largest n the commands animate: the compact board of
// render.CompactMax squares a side still fits a terminal window.
const MaxN = render.CompactMax

// DefaultDelay is the pause between frames on a terminal when none is
// given: slow enough to follow a move, fast enough for a class.
const DefaultDelay = 150 * time.Millisecond

// minInterval bounds the redraw rate on a terminal when Delay is 0: faster
// redraws only flicker. Starts, restarts and the last frame are always
// drawn.
const minInterval = 15 * time.Millisecond

// Options configure an [Animation].
type Options struct {
	Out io.Writer // where the frames go
	// Terminal: Out is a terminal; redraw in place with escape codes and
	// hide the cursor while animating. Otherwise frames follow one
	// another, separated by a blank line, with no cursor codes.
	Terminal bool
	// Keys, if it is a terminal, is put in raw mode and read for q, which
	// stops the search as asked ([Animation.Quit]), and Ctrl-C, which
	// cancels it. Nil: only a signal stops it.
	Keys *os.File
	// KeyInput, if set, is read for the same keys instead of Keys, in a
	// goroutine, as it is, without raw mode: tests press keys through a
	// pipe. The goroutine ends when KeyInput returns an error (close the
	// pipe's writer).
	KeyInput io.Reader
	// Pause waits d after a frame, returning early when ctx is done; nil:
	// a timer. Tests inject their own.
	Pause func(ctx context.Context, d time.Duration)
	// Delay is the pause after each frame (not after the last); 0: none.
	Delay time.Duration
	Style render.Style
	// Title, Measure and StepName go into every frame; see render.Frame.
	Title, Measure, StepName string
	// NoRestarts leaves restarts out of the frames (backtracking).
	NoRestarts bool
	// Note and Extra, if set, give a frame's render.Frame Note and Extra
	// for each event: words of the caller's own, such as "solution 3".
	Note, Extra func(e nqueens.Event) string
	// Linger, if set, picks frames to show longer: LingerFactor times
	// Delay (and at least a second when Delay is not 0), such as a
	// solution found.
	Linger func(e nqueens.Event) bool
}

// LingerFactor is how many times Delay a frame chosen by Options.Linger
// stays on the screen.
const LingerFactor = 8

// Animation draws the frames of one search. Observe is called on the
// solver's goroutine; Stop from the goroutine that started it.
type Animation struct {
	o        Options
	ctx      context.Context
	cancel   context.CancelFunc
	trace    []int64
	steps    int64 // the last step count seen (a Start event may omit it)
	lastDraw time.Time
	drawn    int
	err      error // first write error; drawing stops after it

	stopOnce sync.Once
	keys     bool // q is being listened for
	stopKeys func()
	quit     chan struct{} // closed when a key asked to stop
	quitOnce sync.Once
	paused   time.Duration  // spent inside Observe: drawing and pausing
	setup    time.Duration  // the part of paused spent before the first step
	final    *nqueens.Event // the Done event, drawn by Stop
}

// Start prepares the terminal (hides the cursor, clears the screen, puts
// Keys in raw mode) and returns the animation and a context that is
// canceled when the user presses q or Ctrl-C (or when ctx is). The caller
// runs the search under that context with the Animation as its Observer
// and calls Stop when the search returns.
func Start(ctx context.Context, o Options) (*Animation, context.Context) {
	a := &Animation{o: o, quit: make(chan struct{}), stopKeys: func() {}}
	a.ctx, a.cancel = context.WithCancel(ctx)
	if o.Terminal {
		a.write("\x1b[?25l\x1b[H\x1b[2J")
	}
	switch {
	case o.KeyInput != nil:
		go readKeys(o.KeyInput, a.pressed)
		a.keys = o.Terminal
	case o.Keys != nil && o.Terminal:
		a.stopKeys, a.keys = listen(o.Keys, a.pressed)
	}
	return a, a.ctx
}

// Paused returns the time spent inside Observe so far, drawing frames and
// pausing between them: the part of a search's wall time that belongs to
// the animation, which the commands take out of the times they report.
func (a *Animation) Paused() time.Duration { return a.paused }

// addPaused adds the time since start to Paused, and to PausedInSetup
// when the event drawn is of the start phase (setup).
func (a *Animation) addPaused(start time.Time, setup bool) {
	d := time.Since(start)
	a.paused += d
	if setup {
		a.setup += d
	}
}

// PausedInSetup is the part of [Animation.Paused] spent on the frames of a
// start phase, before the first step (qs1 placing its queens), which
// belongs to the animation, not to the search's Stats.Setup.
func (a *Animation) PausedInSetup() time.Duration { return a.setup }

// observeDone draws the last frame, for the Done event e.
func (a *Animation) observeDone(e nqueens.Event) {
	e.Step = max(e.Step, a.steps)
	a.draw(e)
}

// Observe draws the frame for e and waits Delay; the frame of the Done
// event is drawn by Stop. After the context is
// canceled it draws only the last frame, and waits no more.
func (a *Animation) Observe(e nqueens.Event) {
	if e.Kind == nqueens.Done {
		// Solvers differ in whether the Done event comes before or after
		// they take Stats.Elapsed, so its frame is drawn by Stop, outside
		// the search: drawing it here made a short search of qs1 8 say
		// "solved in 0 ns" once the pauses were taken out.
		e.Placement = slices.Clone(e.Placement)
		a.final = &e
		return
	}
	defer a.addPaused(time.Now(), e.Step == 0 && e.Restarts == 0)
	e.Step = max(e.Step, a.steps)
	a.steps = e.Step
	canceled := a.ctx.Err() != nil
	if canceled && e.Kind != nqueens.Done {
		return // steps after a stop are neither drawn nor traced
	}
	switch e.Kind {
	case nqueens.Restart:
		a.trace = append(a.trace, render.Gap)
	case nqueens.Done:
	default:
		a.trace = append(a.trace, e.Heuristic)
	}
	if len(a.trace) > 8*render.TraceWidth {
		a.trace = append(a.trace[:0], a.trace[len(a.trace)-render.TraceWidth:]...)
	}
	important := e.Kind != nqueens.Move && e.Kind != nqueens.Swap
	if a.o.Terminal && a.o.Delay == 0 && !important && time.Since(a.lastDraw) < minInterval {
		return
	}
	a.draw(e)
	if e.Kind == nqueens.Done || a.o.Delay <= 0 {
		return
	}
	wait := a.o.Delay
	if a.o.Linger != nil && a.o.Linger(e) {
		wait = max(LingerFactor*wait, time.Second)
	}
	if a.o.Pause != nil {
		a.o.Pause(a.ctx, wait)
		return
	}
	t := time.NewTimer(wait)
	select {
	case <-t.C:
	case <-a.ctx.Done():
		t.Stop()
	}
}

func (a *Animation) draw(e nqueens.Event) {
	style := a.o.Style
	switch e.Kind {
	case nqueens.Move:
		style.Highlight = []int{e.Col}
	case nqueens.Swap:
		style.Highlight = []int{e.Col, e.Col2}
	}
	f := render.Frame{Title: a.o.Title, Event: e, Measure: a.o.Measure, StepName: a.o.StepName, Trace: a.trace, NoRestarts: a.o.NoRestarts}
	if e.Kind != nqueens.Done {
		f.Hint = a.hint()
	}
	if a.o.Note != nil {
		f.Note = a.o.Note(e)
	}
	if a.o.Extra != nil {
		f.Extra = a.o.Extra(e)
	}
	text, err := f.Render(style)
	if err != nil {
		a.fail(err)
		return
	}
	a.lastDraw = time.Now()
	if !a.o.Terminal {
		if a.drawn > 0 {
			text = "\n" + text
		}
		a.drawn++
		a.write(text)
		return
	}
	a.drawn++
	a.write("\x1b[H" + strings.ReplaceAll(text, "\n", "\x1b[K\r\n") + "\x1b[J")
}

func (a *Animation) write(s string) {
	if a.err != nil {
		return
	}
	if _, err := io.WriteString(a.o.Out, s); err != nil {
		a.fail(err)
	}
}

// fail records the first error and stops the search: a broken pipe or a
// bad placement must not leave the solver running unseen.
func (a *Animation) fail(err error) {
	if a.err == nil {
		a.err = err
	}
	a.cancel()
}

// Stop restores the terminal: keys back to their mode, the cursor shown,
// and a blank line after the last frame.
// It returns the first error met while drawing. Safe to call more than
// once; only the first call acts.
func (a *Animation) Stop() error {
	a.stopOnce.Do(func() {
		if a.final != nil {
			a.observeDone(*a.final)
		}
		a.stopKeys()
		if a.o.Terminal {
			// Show the cursor even after a write error: try regardless.
			io.WriteString(a.o.Out, "\x1b[?25h")
		}
		if a.drawn > 0 && a.o.Terminal {
			a.write("\r\n") // what follows stands apart from the last frame
		} else if a.drawn > 0 {
			a.write("\n")
		}
		a.cancel()
	})
	return a.err
}
