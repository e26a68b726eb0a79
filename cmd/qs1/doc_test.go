package main

import (
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli/solvercmd"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// TestDoc keeps the package comment (go doc's manual) saying what
// `qs1 --help` says: the registry's entry. go test -update rewrites it.
func TestDoc(t *testing.T) {
	e, err := registry.Solvers().Lookup("qs1")
	if err != nil {
		t.Fatal(err)
	}
	cmdtest.Doc(t, solvercmd.Doc(e))
}
