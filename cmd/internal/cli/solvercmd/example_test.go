package solvercmd_test

import (
	"fmt"

	"github.com/nqueens/nqueens/cmd/internal/cli/solvercmd"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// The package comment of a solver command (cmd/qs1/doc.go and the like)
// is its registry entry in words, the exit table and the usage: what `go
// doc` shows says what `qs1 --help` does.
func ExampleDoc() {
	e, _ := registry.Solvers().Lookup("formula")
	e.Manual = "Places every queen at once by the explicit construction."
	fmt.Print(solvercmd.Doc(e))
	// Output:
	// Command formula finds one placement of N queens: explicit O(n) construction
	// (Hoffman, Loessi, Moore 1969); no search, seed ignored.
	//
	// Places every queen at once by the explicit construction.
	//
	// Exit status, the same for every command:
	//
	// 	0  the answer: a placement found and verified, a count or a listing
	// 	   finished, every placement valid
	// 	1  no answer: none exists, a placement is invalid, --time-limit, a
	// 	   memory limit or Ctrl-C stopped the work, or the result could not be
	// 	   written; with --format json the record on standard output says which
	// 	2  what was given is wrong: a flag or its value, a file that cannot be
	// 	   read or written, a malformed file, constraints that contradict each
	// 	   other; nothing was done
	//
	// Usage:
	//
	// 	formula [flags] N
	//
	// `formula --help` lists the flags.
}
