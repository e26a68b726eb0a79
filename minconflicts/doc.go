// Package minconflicts finds one solution to the n-queens problem by
// min-conflicts repair: S. Minton, M. D. Johnston, A. B. Philips and
// P. Laird, "Solving large-scale constraint satisfaction and scheduling
// problems using a heuristic repair method", AAAI 1990, and
// "Minimizing conflicts: a heuristic repair method for constraint
// satisfaction and scheduling problems", Artificial Intelligence 58, 1992.
//
// # Algorithm
//
//  1. Greedy initial assignment: column by column, put the queen on a row
//     with the fewest conflicts with the queens already placed. Looking at
//     all n rows of every column would cost O(n^2); as in the paper's
//     linear-time preprocessing, the rows are drawn at random from those no
//     queen uses yet (up to 64 per column, the first with both diagonals
//     free wins, else the least attacked one drawn), and the last 1024
//     columns look at every unused row. Free diagonals are tested on one
//     bit each, which stays in cache. The start is a permutation, and
//     for large n it leaves only a handful of attacking pairs (about 10 at
//     n = 10^6).
//  2. Repair: while some queen is attacked, pick one of the attacked queens
//     at random and move it, within its column, to the row with the fewest
//     conflicts (queens on that row and its two diagonals), ties broken at
//     random; the row it holds counts too, so a repair may leave it in
//     place. Minton et al. report about 50 repairs for a million queens
//     whatever n; this implementation needs 35 to 140 at n = 10^6.
//  3. Small n can cycle on a plateau: after 100 + 2n repairs without a
//     solution the search restarts from a new greedy start (step 1). For
//     n >= 1000 this never happens in practice.
//
// # State and complexity
//
// Every row, diagonal and anti-diagonal keeps the number of queens on it
// and the XOR of their columns, so moving a queen updates the conflict
// counts in O(1) and names the queen a line held alone: when a queen joins
// a line that had exactly one queen, that queen becomes attacked and goes
// into the set of attacked queens; a line with two or more queens had put
// all of them there already. The set therefore always holds every attacked
// queen (it may also hold queens a later move freed; they are dropped when
// drawn), and drawing from it is O(1) amortized.
//
// A repair scans the n rows of the column (one sequential pass over three
// line arrays, with reservoir sampling among the ties), so it is O(n); the
// greedy start is expected O(n). With the few dozen repairs large n needs,
// a solve is O(n) in practice (BENCHMARKS.md has its times, beside qs1,
// whose steps are O(1)).
// Memory: about 49.25n bytes (the diagonal bits of the start add n/4).
//
// # Determinism and limits
//
// The random choices come from a math/rand/v2 PCG stream seeded from
// Settings.Seed, so a seed gives the same placement on every machine.
// Stats.Steps counts repairs (bounded by MaxSteps), Stats.Restarts the
// restarts (MaxRestarts), Stats.Evaluations the rows looked at, and
// Stats.Conflicts the attacking pairs left (when stopped during the start:
// the columns it had not reached). For n >= 1024 every repair
// looks at the clock and the context, and the start does every 2^14
// columns, so cancellation and TimeLimit stop it within milliseconds. n = 1
// is solved at once; n = 2 and 3 return [nqueens.NoSolution] at once.
package minconflicts
