package compare

import (
	"slices"
	"time"
)

// The classroom default: a comparison that shows the differences between
// the solvers in about a minute, what a class runs first.
var (
	// ClassroomN are the sizes every solver runs at: where the hill
	// climbers and backtracking still finish and the differences show.
	ClassroomN = []int{8, 16, 32, 64}
	// ClassroomSeeds are the seeds of each case.
	ClassroomSeeds = []uint64{1, 2, 3, 4, 5}
	// ClassroomTimeLimit bounds each trial; with StopAfterLimit it keeps
	// the whole default run under a minute on two cores.
	ClassroomTimeLimit = time.Second
)

// Classroom returns the default cases for the solvers given: each at
// ClassroomN and at the sizes of its Classroom field (large n for the solvers built for them: a million for
// the linear-time ones, a hundred thousand for those whose swaps or repairs
// grow with n), every n within the solver's MaxN, n by n in ascending
// order.
func Classroom(solvers []Solver) []Case {
	var cases []Case
	for _, s := range solvers {
		cases = append(cases, Grid([]Solver{s}, append(slices.Clone(ClassroomN), s.Classroom...))...)
	}
	slices.SortStableFunc(cases, func(a, b Case) int { return a.N - b.N })
	return cases
}
