package cli

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// Main is the whole main function of every command: it runs run with a
// context that Ctrl-C (SIGINT) and SIGTERM cancel, prints the error, and
// exits with [ExitCode]. A second Ctrl-C kills the process at once.
func Main(prog string, run func(ctx context.Context, args []string, stdout, stderr io.Writer) error) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop() // the first signal asked to stop; the default action answers the next
	}()
	err := run(ctx, os.Args, os.Stdout, os.Stderr)
	stop()
	os.Exit(ExitCode(prog, err, os.Stderr))
}
