// Package linearboard finds one solution to the n-queens problem by the
// same steepest-ascent hill climbing with random restarts as package
// fullboard, on a vector of rows instead of a grid.
//
// # Algorithm
//
// The search is the one of S. Russell and P. Norvig, "Artificial
// Intelligence: A Modern Approach" (3rd ed., section 4.1.1, the 8-queens
// example; Hill-Climbing in figure 4.2), with random restart:
//
//  1. Start: one queen per column, each in a row drawn at random
//     ([nqueens.Placement], row per column), so rows may be shared as well
//     as diagonals.
//  2. The heuristic h is the number of attacking pairs, direct or indirect:
//     k queens on one row or diagonal contribute k(k-1)/2.
//  3. A move shifts one queen within its column: n(n-1) successors. Every
//     successor is evaluated; the best one is taken, ties broken at random
//     with the seeded generator. If the best is not strictly better than
//     the current state (a local minimum or a plateau), the climb ends and
//     the search restarts from step 1.
//  4. Goal test: h = 0, O(1) since h is kept.
//
// For the same seed linearboard and fullboard make the same moves and
// restarts and return the same placement: only the representation differs.
//
// # Complexity
//
// Two queens in different columns share at most one line, so the pairs a
// queen takes part in are the other queens on its row and two diagonals.
// The heuristic of a successor (the queen of column c moved from row f to
// row t) is derived from the current one in O(n), never counted from
// scratch: h' = h - attackers(c, f) + attackers(c, t), each term one pass
// over the vector. A move therefore costs O(n^3), against O(n^4) on the
// grid; h is counted from scratch (O(n)) only at each random start.
//
// The implementation does what the representation allows within that
// class: the successors are never built (a successor is a pair (c, t)
// evaluated against the vector in place), attackers(c, f) is computed once
// per column rather than once per successor, and since only successors
// strictly better than the current state and at least as good as the best
// so far matter, the pass over the vector stops as soon as the attackers
// of row t exceed what that bound allows. The pass reads the vector packed
// as 16-bit lanes, each queen's row and two diagonals, and tests four
// queens at a time without a branch (SIMD within a register). Statistics
// count every successor as evaluated, including those abandoned early.
// Memory: 4n bytes for the vector, about 6n for its packed copy, 8n(n-1)
// bytes for the list of tied successors (room for every successor,
// allocated once), 20n bytes of counters for the count at each start.
//
// (heuristic.Lines keeps per-line counters with which a successor costs
// O(1) and a move O(n^2); this package deliberately keeps the O(n) class
// the design gives the vector representation, so that the comparison of
// the two boards shows the cost of representation alone.)
//
// # Determinism and limits
//
// The same seed gives the same moves and the same placement on every
// machine (math/rand/v2 PCG and integer arithmetic only). The climb
// itself (the random draws, the limits, the events, the best state kept)
// is the loop of internal/climb, shared with package fullboard; this
// package is the board it climbs on, so for a seed both make the same
// moves. n = 1 is solved
// at once; n = 2 and 3 return [nqueens.NoSolution] at once. The context,
// TimeLimit, MaxSteps (moves) and MaxRestarts are honoured; the clock and
// the context are looked at inside the successor loop.
package linearboard
