// Package compare runs solvers side by side over board sizes and seeds and
// summarizes how they did: the harness behind `nqueens compare`.
//
// A [Plan] lists the cases (a registered solver at one n: [Solvers] reads a
// list of names, [Cases] puts them at given sizes or at the classroom
// default, [Classroom]) and the seeds; [Run] solves every case once per
// seed, one trial at a time unless Plan.Parallel says otherwise, and checks
// every placement with [nqueens.Verify] before the trial counts: a solver
// that returns an invalid placement, or claims there is no solution where
// one exists, is recorded as a failure ([Invalid]), never as a success.
// Each trial runs under Plan.TimeLimit, so a slow solver shows [TimeLimit]
// instead of stalling the comparison.
//
// [NewReport] prepares trials for showing: [Summarize] turns them into one
// [Row] per solver and n (median, min and max time, success rate, the
// median start phase, median steps and restarts, the search's own time
// per step with the start left out, and the time as a multiple of a
// baseline solver such as "formula"), and [Caption] says what was run. The
// rows are written as an aligned table ([WriteTable], colored or not,
// narrowed to a width in the order of [Narrowing]) or as a grid of median
// times, a line per solver ([WriteGrid]), and
// the trials as NDJSON ([WriteJSON], [ReadJSON], [ReadFile]), as Go
// benchmark lines that benchstat reads ([WriteBench]), or as a log-log
// chart of time against n ([WriteChart], SVG or PNG, drawn by package
// chart with gonum.org/v1/plot).
//
// The package never prints, reads flags or the environment: the clock
// (Plan.Now), the output writers and the color decision are passed in, which
// is what makes its tables reproducible in tests.
package compare
