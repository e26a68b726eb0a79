package compare

import (
	"slices"
	"time"

	"github.com/nqueens/nqueens/internal/registry"
)

// The classroom default: what `nqueens compare` runs with no arguments.
var (
	// ClassroomN are the sizes every solver runs at: where the hill
	// climbers and backtracking still finish and the differences show.
	ClassroomN = []int{8, 16, 32, 64}
	// ClassroomLargeN are the sizes only the solvers in ClassroomLarge
	// also run at.
	ClassroomLargeN = []int{1_000, 10_000, 100_000, 1_000_000}
	// ClassroomLarge names the solvers built for large n. A name that is
	// not registered is simply not there; a registered solver missing
	// here runs at ClassroomN only.
	ClassroomLarge = []string{"qs1", "qs1-classic", "minconflicts", "formula"}
	// ClassroomSeeds are the seeds of each case.
	ClassroomSeeds = []uint64{1, 2, 3, 4, 5}
	// ClassroomTimeLimit bounds each trial; with StopAfterLimit it keeps
	// the whole default run under a minute on two cores.
	ClassroomTimeLimit = time.Second
)

// Classroom returns the default cases for the solvers given (usually
// registry.All()): each at ClassroomN, and those named in ClassroomLarge
// also at ClassroomLargeN, every n within the solver's MaxN.
func Classroom(solvers []registry.Entry) []Case {
	var small, large []registry.Entry
	for _, s := range solvers {
		small = append(small, s)
		if slices.Contains(ClassroomLarge, s.Name) {
			large = append(large, s)
		}
	}
	return append(Grid(small, ClassroomN), Grid(large, ClassroomLargeN)...)
}
