package main

import (
	"context"
	"errors"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
)

func testStatus(err error) (nqueens.Status, bool) {
	if errors.Is(err, context.Canceled) {
		return nqueens.Canceled, true
	}
	return 0, false
}

// stopped writes the record of a stop before saying why, reports a record
// it could not write, and names n for an error that is not a stop.
func TestStopped(t *testing.T) {
	var wrote nqueens.Status
	err := stopped(8, context.Canceled, testStatus, func(st nqueens.Status) error { wrote = st; return nil }, func(st nqueens.Status) string { return stopWhy(st) + " at n = 8" })
	if f := (*cli.Failure)(nil); !errors.As(err, &f) || f.Msg != "interrupted at n = 8" || wrote != nqueens.Canceled {
		t.Errorf("a stop: %v, record %v", err, wrote)
	}
	bad := errors.New("disk full")
	if err := stopped(8, context.Canceled, testStatus, func(nqueens.Status) error { return bad }, stopWhy); err != bad {
		t.Errorf("a record that cannot be written: %v", err)
	}
	if err := stopped(9, errors.New("boom"), testStatus, nil, stopWhy); err == nil || err.Error() != "n = 9: boom" {
		t.Errorf("not a stop: %v", err)
	}
	if stopWhy(nqueens.LimitReached) != "stopped by --time-limit" {
		t.Errorf("stopWhy(LimitReached) = %q", stopWhy(nqueens.LimitReached))
	}
}
