package cli

import (
	"errors"
	"fmt"
	"io"
)

// UsageError is a mistake in the command line: exit code 2.
type UsageError struct {
	Msg string
	Cmd string // the command whose --help to suggest, such as "nqueens solve"; empty: the program
}

func (e *UsageError) Error() string { return e.Msg }

// Usagef returns a [*UsageError] with a formatted message.
func Usagef(format string, a ...any) error { return &UsageError{Msg: fmt.Sprintf(format, a...)} }

// Failure is an outcome the command reports as failed after doing its
// work (no solution, a limit reached, an invalid placement): exit code 1.
// The message has already been printed when Printed is set.
type Failure struct {
	Msg     string
	Printed bool
}

func (e *Failure) Error() string { return e.Msg }

// Failf returns a [*Failure] with a formatted message.
func Failf(format string, a ...any) error { return &Failure{Msg: fmt.Sprintf(format, a...)} }

// ExitCode maps the error a command's run returned to its exit code and
// prints it to stderr with the program name: 0 for nil, 2 for a usage
// error, 1 for anything else.
func ExitCode(prog string, err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	var f *Failure
	if errors.As(err, &f) && f.Printed {
		return 1
	}
	fmt.Fprintf(stderr, "%s: %v\n", prog, err)
	var u *UsageError
	if errors.As(err, &u) {
		help := prog
		if u.Cmd != "" {
			help = u.Cmd
		}
		fmt.Fprintf(stderr, "Run '%s --help' for usage.\n", help)
		return 2
	}
	return 1
}
