package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/nqueens/nqueens/internal/output"
)

// UsageError is a mistake in what the command was given, its command line
// or the files it names: exit code 2.
type UsageError struct {
	Msg string
	Cmd string // the command whose --help to suggest, such as "nqueens solve"; empty: the program
	// Input marks a fault of a file given (unreadable, malformed, not
	// writable), not of the flags: the message is not followed by a
	// suggestion of --help.
	Input bool
}

func (e *UsageError) Error() string { return e.Msg }

// Usagef returns a [*UsageError] with a formatted message.
func Usagef(format string, a ...any) error { return &UsageError{Msg: fmt.Sprintf(format, a...)} }

// Inputf returns a [*UsageError] about a file given: one that cannot be
// read or written, or whose content is malformed or contradicts itself.
// It exits 2, as a bad flag does (the same fault, the same status, from
// a file or from a flag), without suggesting --help.
func Inputf(format string, a ...any) error {
	return &UsageError{Msg: fmt.Sprintf(format, a...), Input: true}
}

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
// error, 1 for anything else, a result that could not be written
// included. A broken pipe (see [output.Quiet]) is 0 and prints nothing:
// the reader stopped reading, which is not the command's failure. The
// message is printed in plain words (see [plain]).
func ExitCode(prog string, err error, stderr io.Writer) int {
	if err == nil || output.Quiet(err) {
		return 0
	}
	var f *Failure
	if errors.As(err, &f) && f.Printed {
		return 1
	}
	WriteMessage(stderr, prog+": "+plain(err.Error()))
	var u *UsageError
	if errors.As(err, &u) && u.Input {
		return 2
	}
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

// isFailure reports whether err is a failure of the work rather than of
// the command line: an error of ours, of reading or writing a file, or
// any error a command's action returned.
func isFailure(err error) bool {
	var u *UsageError
	var f *Failure
	var oe *output.Error
	var pe *fs.PathError
	var me *MemoryError
	var ae actionError
	return errors.As(err, &u) || errors.As(err, &f) || errors.As(err, &oe) || errors.As(err, &pe) || errors.As(err, &me) || errors.As(err, &ae)
}

// actionError is an error a command's action returned that is none of
// the types above: a failure of the work (exit 1), never taken for one of
// the flag parser's errors, which are usage errors.
type actionError struct{ err error }

func (e actionError) Error() string { return e.err.Error() }
func (e actionError) Unwrap() error { return e.err }
