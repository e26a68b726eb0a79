// Package trace runs the toolkit's own searches for the browser classroom
// (package classroom) and records them so the page can replay them at any
// pace: a race of registry solvers ([Race]), the textbook backtracking
// search ([Backtracking]), timings over growing n ([Scale]) and the
// solutions per square of the decision diagram ([Squares]).
//
// It is plain Go with no browser in it, so it is tested like any package;
// the WebAssembly side (cmd/internal/classroom/wasm) only moves its results to
// JavaScript.
//
// A trace is a flat []int32 of records, one per search event, each
//
//	kind, step, restarts, heuristic, k, col1, row1, ..., colk, rowk
//
// where kind is the nqueens.EventKind, step and restarts are the counts
// after the event, heuristic is the solver's measure (clamped to int32),
// and the k pairs are the columns whose row changed since the previous
// record, with the new row (nqueens.Empty, -1, for a column left without a
// queen). The first record of a trace lists every column. Replaying the
// pairs in order rebuilds every state the solver went through, whatever
// its kind of step (a move, a swap, a whole new start). Recording costs
// O(n) per event (the state is compared column by column), which is why
// only the solvers that need few steps race past 64 queens (raceMaxN).
//
// Same seed, same trace: the solvers are called exactly as the command
// line calls them (nqueens.Settings with only the seed set, plus the
// page's step cap, which the command line does not have).
package trace
