package main

import (
	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// stopped ends the work on board size n that err ended early. status is
// the library's reading of err (such as nqueens.StopStatus): an error that
// is not a stop is the failure "n = N: err". For a stop, record (nil:
// none) writes what the work reached with its status, and the failure is
// the message why gives; a record that cannot be written is the error.
func stopped(n int, err error, status func(error) (nqueens.Status, bool), record func(nqueens.Status) error, why func(nqueens.Status) string) error {
	st, ok := status(err)
	if !ok {
		return cli.Failf("n = %d: %v", n, err)
	}
	if record != nil {
		if err := record(st); err != nil {
			return err
		}
	}
	return cli.Failf("%s", why(st))
}

// stopWhy says what stopped a count or a listing with status st:
// --time-limit (LimitReached) or an interrupt.
func stopWhy(st nqueens.Status) string {
	if st == nqueens.LimitReached {
		return "stopped by --time-limit"
	}
	return "interrupted"
}
