// Package compare runs N-Queens solvers side by side over board sizes and
// seeds and summarizes how they did, as data.
//
// A [Plan] lists the cases (a [Solver] at one n: [Grid] puts solvers at
// given sizes, [NewPlan] also names the solvers a size is
// beyond, [Classroom] gives the classroom default) and the seeds; [Run]
// solves every case once per seed, one trial at a time unless
// Plan.Parallel says otherwise, and checks every placement with
// [nqueens.Verify] before the trial counts: a solver that returns an
// invalid placement, or claims there is no solution where one exists, is
// recorded as a failure ([Invalid]), never as a success. A solve under
// [BatchTime] is timed again, warm, in batches of runs with the same seed
// (Trial.Batch), so that a run of microseconds is not timed with the
// overheads of a first call. Each trial runs
// under Plan.TimeLimit, so a slow solver shows [TimeLimit] instead of
// stalling the comparison.
//
// [Summarize] turns trials into one [Row] per solver and n: median, min
// and max time, success rate, the median start phase, median steps and
// restarts, the search's own time per step with the start left out, and
// the time as a multiple of a baseline solver's; [NewReport] keeps the
// trials and rows together. The trials are written and read as NDJSON
// ([WriteJSON], [ReadJSON]: the record compare of JSON.md) or
// written as Go benchmark lines that benchstat reads ([WriteBench]).
//
// Any [nqueens.Solver] can be compared: a [Solver] is a name, the Solve
// function and what the summaries need to know of it, so the package
// depends on no registry of solvers. It never prints, reads flags or the
// environment, and formats nothing for a terminal: the clock (Plan.Now)
// and the writers are passed in, which is what makes its results
// reproducible in tests. The nqueens command lays the rows out as a table,
// a grid or a chart (cmd/internal/comparetab).
//
// Why compare is public: running solvers under one time limit, verifying
// every answer and summarizing the trials is useful to a program outside
// this module that wants to measure its own solver against ours, and its
// API needs nothing of the module's internals (Solver is the package's
// own type, not the command registry's entry). The presentation it
// carried before (go-pretty tables, fatih/color, the chart, the
// command's manual) moved to the command tier, so the public API is small
// and stable.
package compare
