package cli

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/internal/memlimit"
)

// Env is what a command reads from its surroundings; tests replace it.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Available returns the bytes of memory this process may still take;
	// 0 when unknown.
	Available func() uint64
	// Limit is Available's figure with what sets it (see
	// [Env.MemoryLimit]); nil: Available's, named available memory.
	Limit func() memlimit.Limit
	// Keys is where --animate reads q (a terminal, in raw mode while it
	// runs); nil: no keys, Ctrl-C only.
	Keys *os.File
	// KeyInput, when set, replaces Keys with a plain reader of key
	// presses (tests press q through a pipe); see animate.Options.
	KeyInput io.Reader
	// Pause, when set, replaces the pause between --animate frames (tests);
	// see animate.Options.
	Pause func(ctx context.Context, d time.Duration)
	// Stdin is the standard input, for commands that read "-"; nil: none.
	Stdin io.Reader
	// StdinTerminal reports whether Stdin is a terminal (nothing piped
	// in); nil: Stdin is asked ([Env.StdinIsTerminal]).
	StdinTerminal func() bool
	// Progress says how a progress line shows on a writer (package
	// status); nil: [terminal.ProgressMode] with Getenv.
	Progress func(io.Writer) status.Mode
	// Now is the clock of progress lines; nil: time.Now.
	Now func() time.Time
	// AfterTask, when set, is called after each task of a count that
	// splits its work (count, complete --count), with the tasks done and
	// their number, from one goroutine at a time: tests stop a count
	// there. nil: nothing.
	AfterTask func(done, tasks int)
}

// ProgressMode is how a progress line shows on w: env.Progress's answer,
// or [terminal.ProgressMode]'s (redrawn on a terminal, plain lines on one
// that cannot redraw, nothing off a terminal).
func (env Env) ProgressMode(w io.Writer) status.Mode {
	if env.Progress != nil {
		return env.Progress(w)
	}
	return terminal.ProgressMode(w, env.Getenv)
}

// StdinIsTerminal reports whether standard input is a terminal, where
// nothing was piped in: env.StdinTerminal's answer, or Stdin's own.
func (env Env) StdinIsTerminal() bool {
	if env.StdinTerminal != nil {
		return env.StdinTerminal()
	}
	f, ok := env.Stdin.(*os.File)
	return ok && terminal.IsTerminal(f)
}

// OSEnv is the real environment for stdout and stderr.
func OSEnv(stdout, stderr io.Writer) Env {
	return Env{Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Available: availableMemory, Limit: memlimit.Allowed, Keys: os.Stdin, Stdin: os.Stdin}
}
