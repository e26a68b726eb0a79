package cli

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/internal/output"
)

// RunFunc is a command's run function: it parses args (args[0] is the
// program name), does the work, writes results to stdout and everything
// else to stderr, and returns what went wrong.
type RunFunc func(ctx context.Context, args []string, stdout, stderr io.Writer) error

// Main is the whole main function of every command: it runs run with a
// context that Ctrl-C (SIGINT) and SIGTERM cancel and a checked standard
// output (see [Exec]), and exits with the code Exec returns. A second
// Ctrl-C kills the process at once.
func Main(prog string, run RunFunc) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop() // the first signal asked to stop; the default action answers the next
	}()
	code := Exec(ctx, prog, run, os.Args, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exec runs run with stdout checked (see [output.Checked]), prints what
// went wrong to stderr, and returns the exit code (see [ExitCode]). A
// write to stdout that failed makes the run a failure even when run
// itself did not notice: "writing standard output: no space left on
// device", exit 1. A broken pipe (the reader, such as head, stopped
// reading) is not reported and leaves the exit code 0.
//
// Where the terminal cannot show Unicode (the locale is not UTF-8, or TERM
// is dumb or linux: see [terminal.UseUnicode]), every byte written to
// stdout and stderr is made ASCII (see [render.ASCII]).
//
// On a terminal, a line of prose wider than it is wrapped between words
// (see fitWriter).
//
// Tests call Exec with a writer of their own to see what a user sees.
func Exec(ctx context.Context, prog string, run RunFunc, args []string, stdout, stderr io.Writer) int {
	if !terminal.UseUnicode(false, os.Getenv) {
		stdout, stderr = render.ASCII(stdout), render.ASCII(stderr)
	}
	stdout, stderr = fitTerminal(stdout), fitTerminal(stderr) // prose never broken mid-word
	checked := output.Checked(stdout)
	err := run(ctx, args, checked, stderr)
	if checked.Failed() {
		// Whatever run made of it, the result did not get out; say why.
		if checked.Err() == nil {
			return 0 // a broken pipe: the reader has what it wanted
		}
		err = checked.Err()
	}
	return ExitCode(prog, err, stderr)
}
