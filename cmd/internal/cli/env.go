package cli

import (
	"context"
	"io"
	"os"
	"time"

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
}

// OSEnv is the real environment for stdout and stderr.
func OSEnv(stdout, stderr io.Writer) Env {
	return Env{Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Available: availableMemory, Limit: memlimit.Allowed, Keys: os.Stdin, Stdin: os.Stdin}
}
