package main

import (
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// checkGolden compares got with the file testdata/name (see
// internal/testkit/golden; go test -update rewrites it).
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, name, []byte(got))
}
