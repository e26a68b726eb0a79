package cli

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens/nqueens"
)

func testStatus(err error) (nqueens.Status, bool) {
	if errors.Is(err, context.Canceled) {
		return nqueens.Canceled, true
	}
	return 0, false
}

// Stopped writes the record of a stop before saying why, reports a record
// it could not write, and names n for an error that is not a stop.
func TestStopped(t *testing.T) {
	var wrote nqueens.Status
	err := Stopped(8, context.Canceled, testStatus, func(st nqueens.Status) error { wrote = st; return nil }, func(st nqueens.Status) string { return StopWhy(st) + " at n = 8" })
	if f := (*Failure)(nil); !errors.As(err, &f) || f.Msg != "interrupted at n = 8" || wrote != nqueens.Canceled {
		t.Errorf("a stop: %v, record %v", err, wrote)
	}
	bad := errors.New("disk full")
	if err := Stopped(8, context.Canceled, testStatus, func(nqueens.Status) error { return bad }, StopWhy); err != bad {
		t.Errorf("a record that cannot be written: %v", err)
	}
	if err := Stopped(9, errors.New("boom"), testStatus, nil, StopWhy); err == nil || err.Error() != "n = 9: boom" {
		t.Errorf("not a stop: %v", err)
	}
	if StopWhy(nqueens.LimitReached) != "stopped by --time-limit" {
		t.Errorf("StopWhy(LimitReached) = %q", StopWhy(nqueens.LimitReached))
	}
}
