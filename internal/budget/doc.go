// Package budget is the plumbing every solver's loop shares: [Budget]
// tracks the limits of one search (its context, Settings.TimeLimit,
// MaxSteps and MaxRestarts) at the cost of a counter and a compare per
// step, and [Trivial] answers the sizes that need no search (n = 1, 2, 3).
// It is internal: the solvers' vocabulary (Settings, Result, Status) is
// the root package's, and these are how solvers keep to it.
package budget
