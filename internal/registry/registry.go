// Package registry lists every solver of the module by name, for
// `nqueens solve --method NAME` and `nqueens compare`. Adding a solver means
// adding one entry to [All].
package registry

import (
	"fmt"
	"strings"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/backtrack"
	"github.com/nqueens/nqueens/formula"
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/linearboard"
	"github.com/nqueens/nqueens/minconflicts"
	"github.com/nqueens/nqueens/qs1"
)

// Entry is one solver.
type Entry struct {
	Name     string // as typed on the command line
	Summary  string // one line for help and tables
	StepName string // what its steps are called: "swaps", "moves", "nodes"
	Solve    nqueens.Solver
	MaxN     int                // largest n it accepts
	Memory   func(n int) uint64 // peak bytes for n, nil when small
	// Measure names what the solver's Event.Heuristic counts, for
	// --animate: "collisions", "attacking pairs"; empty: "conflicts".
	Measure string
	// Restarts: the summary shows the restarts even when there were none
	// (for the hill climbers, whose restarts are the point).
	Restarts bool
}

// All returns the solvers in the order tables show them.
func All() []Entry {
	return []Entry{
		{Name: "fullboard", Summary: "steepest-ascent hill climbing with restarts on an n x n grid, O(n^4) per move", StepName: "moves", Solve: fullboard.Solve, MaxN: fullboard.MaxN, Memory: fullboard.Memory, Measure: "attacking pairs", Restarts: true},
		{Name: "linearboard", Summary: "the same hill climbing on a vector of rows, O(n^3) per move", StepName: "moves", Solve: linearboard.Solve, MaxN: linearboard.MaxN, Memory: linearboard.Memory, Measure: "attacking pairs", Restarts: true},
		{Name: "qs1-classic", Summary: "QS1 as published (Sosic and Gu 1990): random permutation, improving swaps", StepName: "swaps", Solve: qs1.Classic, MaxN: qs1.ClassicMaxN, Memory: qs1.ClassicMemory, Measure: "collisions"},
		{Name: "qs1", Summary: "QS4-style linear-time start, then QS1 swaps (the default for huge n)", StepName: "swaps", Solve: qs1.Solve, MaxN: qs1.MaxN, Memory: qs1.Memory, Measure: "collisions"},
		{Name: "backtrack", Summary: "first solution by depth-first search, column by column (bitboards up to 64); time explodes irregularly with n", StepName: "nodes", Solve: backtrack.Solve, MaxN: backtrack.MaxN, Memory: backtrack.Memory, Measure: "unplaced queens"},
		{Name: "minconflicts", Summary: "min-conflicts repair (Minton et al. 1990): greedy start, then a random conflicted queen to its least-conflicted row", StepName: "repairs", Solve: minconflicts.Solve, MaxN: minconflicts.MaxN, Memory: minconflicts.Memory, Measure: "attacking pairs"},
		{Name: "formula", Summary: "explicit construction for every n >= 4 (Hoffman, Loessi and Moore 1969); O(n), no search, seed ignored", StepName: "steps", Solve: formula.Solve, MaxN: formula.MaxN, Memory: formula.Memory},
	}
}

// Lookup returns the entry named name, or an error listing the names.
func Lookup(name string) (Entry, error) {
	var names []string
	for _, e := range All() {
		if e.Name == name {
			return e, nil
		}
		names = append(names, e.Name)
	}
	return Entry{}, fmt.Errorf("unknown solver %q: use one of %s", name, strings.Join(names, ", "))
}
