// Package fullboard finds one solution to the n-queens problem by
// steepest-ascent hill climbing with random restarts on an n x n grid of
// booleans, the representation textbooks draw.
//
// # Algorithm
//
// The search is the one of S. Russell and P. Norvig, "Artificial
// Intelligence: A Modern Approach" (3rd ed., section 4.1.1, the 8-queens
// example; Hill-Climbing in figure 4.2), with random restart:
//
//  1. Start: one queen per column, each in a row drawn at random, so rows
//     may be shared as well as diagonals.
//  2. The heuristic h is the number of attacking pairs, direct or indirect:
//     k queens on one row or diagonal contribute k(k-1)/2. It is counted
//     from the grid itself for every state.
//  3. A move shifts one queen within its column: n(n-1) successors. Every
//     successor is evaluated; the best one is taken, ties broken at random
//     with the seeded generator. If the best is not strictly better than
//     the current state (a local minimum or a plateau), the climb ends and
//     the search restarts from step 1.
//  4. Goal test: h = 0.
//
// For n = 8 about 14% of the climbs end in a solution, after about 4 moves
// (Russell and Norvig); the rest stop after about 3.
//
// # Complexity
//
// The heuristic of a state is counted from the grid in O(n^2): the scan of
// each column stops at its queen, and the queen's row and diagonals are
// tallied in 5n scratch counters. A move therefore costs O(n^4) (n(n-1)
// successors, each counted in O(n^2)); that is the point of this
// representation, and the linearboard package shows the same search on a
// vector. Memory: about n^2 bytes for the grid, 8n(n-1) bytes for the list of
// tied successors, O(n) for the rest.
//
// The implementation does what the representation allows without changing
// the algorithm: the grid is one column-major block of bytes, each column
// padded to a multiple of 8 so its queen is found 8 squares at a time; a
// successor is made in place, counted and undone (no allocation per
// successor); and since only successors strictly better than the current
// state and at least as good as the best so far matter, a count stops as
// soon as it exceeds that bound (the tally only grows). To reach the bound
// early the count visits the moved column first, then the columns whose
// queens are attacked in the current state (found once per move, from the
// grid): a successor's other pairs are all among those. A successor that
// is kept is still counted over all n columns. Statistics count every
// successor as evaluated, including those abandoned early.
//
// # Determinism and limits
//
// The same seed gives the same moves and the same placement on every
// machine (math/rand/v2 PCG and integer arithmetic only). The climb
// itself (the random draws, the limits, the events, the best state kept)
// is the loop of internal/climb, shared with package linearboard; this
// package is the board it climbs on, so for a seed both make the same
// moves. n = 1 is solved
// at once; n = 2 and 3 return [nqueens.NoSolution] at once. The context,
// TimeLimit, MaxSteps (moves) and MaxRestarts are honoured; the clock and
// the context are looked at inside the successor loop, so even a single
// O(n^4) move at large n does not delay a cancel.
package fullboard
