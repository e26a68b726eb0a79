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
	// ClassroomLarge lists, for the solvers built for large n, the sizes
	// they run at besides ClassroomN: a million for the linear-time ones,
	// a hundred thousand for those whose swaps or repairs grow with n
	// (classic QS1 takes half a second at a million). A name that is not
	// registered is simply not there; a registered solver missing here runs
	// at ClassroomN only.
	ClassroomLarge = map[string][]int{
		"qs1":          {1_000, 10_000, 100_000, 1_000_000},
		"formula":      {1_000, 10_000, 100_000, 1_000_000},
		"qs1-classic":  {1_000, 10_000, 100_000},
		"minconflicts": {1_000, 10_000, 100_000},
	}
	// ClassroomSeeds are the seeds of each case.
	ClassroomSeeds = []uint64{1, 2, 3, 4, 5}
	// ClassroomTimeLimit bounds each trial; with StopAfterLimit it keeps
	// the whole default run under a minute on two cores.
	ClassroomTimeLimit = time.Second
)

// Classroom returns the default cases for the solvers given (usually
// registry.All()): each at ClassroomN and at its ClassroomLarge sizes,
// every n within the solver's MaxN, n by n in ascending order.
func Classroom(solvers []registry.Entry) []Case {
	var cases []Case
	for _, s := range solvers {
		cases = append(cases, Grid([]registry.Entry{s}, append(slices.Clone(ClassroomN), ClassroomLarge[s.Name]...))...)
	}
	slices.SortStableFunc(cases, func(a, b Case) int { return a.N - b.N })
	return cases
}
