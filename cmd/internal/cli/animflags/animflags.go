package animflags

import (
	"context"
	"fmt"
	"os"
	"time"

	ucli "github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/animate"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
)

// Flags are --animate and --delay, which [Start] reads; every solver
// command has them.
func Flags() []ucli.Flag {
	return []ucli.Flag{
		&ucli.BoolFlag{Name: "animate", Usage: fmt.Sprintf("redraw the board after every step (n <= %d); q stops, Ctrl-C cancels", animate.MaxN)},
		&ucli.DurationFlag{Name: "delay", Usage: fmt.Sprintf("pause between frames of --animate, such as 50ms or 1s (default %s on a terminal, none otherwise)", animate.DefaultDelay)},
	}
}

// SharesStdout is the one rule of every command for --animate and a
// format a program reads: the frames are drawn on stdout, so a format
// whose output is for a program (json records, a solver's placement
// without --output) cannot share it. The command says which formats need
// stdout for themselves; this words the refusal (exit 2) the same
// everywhere, with what to do instead.
func SharesStdout(format, instead string) error {
	return cli.Usagef("--animate draws on standard output, which --format %s needs for itself: %s", format, instead)
}

// Spec is what an animated command draws: the frame's title and words,
// and the board's style (its layout is chosen from N).
type Spec struct {
	Title    string
	N        int
	Measure  string // what Event.Heuristic counts; see render.Frame
	StepName string
	Style    render.Style
	// NoRestarts, Note, Extra and Linger are passed to animate.Options.
	NoRestarts  bool
	Note, Extra func(nqueens.Event) string
	Linger      func(nqueens.Event) bool
	// DefaultDelay replaces animate.DefaultDelay on a terminal when
	// --delay is not given; 0 keeps it.
	DefaultDelay time.Duration
}

// Start starts the animation that --animate and --delay ask for on cmd,
// or returns a nil Animation and ctx unchanged when --animate is
// not set. The returned context is canceled when the user presses q or
// Ctrl-C; the caller runs its search under it with the Animation as the
// Observer, and calls Stop before printing anything else. The times it
// reports should leave out the animation's own (Animation.Paused), and a
// stop with q (Animation.Quit) is an end the user asked for, not a
// failure.
//
// It refuses n beyond animate.MaxN, and a terminal too small to show a
// frame, with a usage error that says what to do.
func Start(ctx context.Context, cmd *ucli.Command, env cli.Env, a Spec) (*animate.Animation, context.Context, error) {
	if !cmd.Bool("animate") {
		if cmd.IsSet("delay") {
			return nil, ctx, cli.Usagef("--delay paces --animate: add --animate, or drop --delay")
		}
		return nil, ctx, nil
	}
	if a.N > animate.MaxN {
		return nil, ctx, cli.Usagef("--animate draws the board after every step and is for n <= %d (n = %d): drop --animate, or try n = 8", animate.MaxN, a.N)
	}
	if cmd.Duration("delay") < 0 {
		return nil, ctx, cli.Usagef("--delay must not be negative")
	}
	onTerminal := terminal.IsTerminal(env.Stdout)
	redraw := terminal.CanRedraw(env.Stdout, env.Getenv)
	delay := cmd.Duration("delay")
	if !cmd.IsSet("delay") && onTerminal {
		delay = animate.DefaultDelay
		if a.DefaultDelay > 0 {
			delay = a.DefaultDelay
		}
	}
	if redraw {
		if err := fits(terminal.File(env.Stdout), a); err != nil {
			return nil, ctx, err
		}
	}
	anim, ctx := animate.Start(ctx, animate.Options{
		Out: env.Stdout, Terminal: redraw, Keys: env.Keys, KeyInput: env.KeyInput, Pause: env.Pause, Delay: delay, Style: a.Style,
		Title: a.Title, Measure: a.Measure, StepName: a.StepName,
		NoRestarts: a.NoRestarts, Note: a.Note, Extra: a.Extra, Linger: a.Linger,
	})
	return anim, ctx, nil
}

// fits refuses a terminal too small for the frames: a frame taller than
// the window would scroll instead of redrawing in place.
func fits(f *os.File, a Spec) error {
	cols, rows, err := term.GetSize(int(f.Fd()))
	if err != nil || cols <= 0 || rows <= 0 {
		return nil
	}
	lines, width := animate.Size(a.N, a.Style, a.Title)
	if lines+1 > rows || width > cols {
		return cli.Usagef("--animate for n = %d needs a terminal of %d columns and %d lines, this one has %d and %d: enlarge it or choose a smaller n", a.N, width, lines+1, cols, rows)
	}
	return nil
}
