// Package backtrack finds the first solution of the n-queens problem by
// depth-first search, the way textbooks and tutorials teach it (N. Wirth,
// "Algorithms + Data Structures = Programs", Prentice-Hall 1976, section
// 3.5; the method goes back to Gauss and to J. W. L. Glaisher 1874).
//
// # Algorithm
//
// Place queens column by column, starting at column 0. In each column try
// the rows in increasing order and take the first one not attacked by the
// queens already placed (no shared row or diagonal); go on to the next
// column. When a column has no free row left, take back the queen of the
// previous column and move it to its next free row (backtrack). The first
// full placement is returned: for n = 8 it is 1 5 8 6 3 7 2 4 (1-based), the
// lexicographically smallest solution.
//
// For n <= 64 the occupied rows and diagonals are three 64-bit words
// (bitboards) and the free rows of a column are one AND-NOT, so a node costs
// a handful of instructions. Beyond 64 a plain-array version keeps one bool per row
// and per diagonal and scans the rows of a column one by one; it visits the
// same nodes in the same order, so both versions return the same solution.
//
// # Complexity
//
// Memory is O(n): the placement and, beyond 64, about 6n bytes of flags.
// Time is exponential in the worst case and wildly irregular in practice:
// the number of nodes to the first solution does not grow smoothly with n
// but jumps by orders of magnitude between neighbours: n = 20 needs 199,635
// queen placements, n = 21 only 8,562, n = 22 1,737,188, n = 23 25,428;
// n = 30 needs 56 million, n = 31 13 million (see
// BENCHMARKS.md for n up to 40 under a time limit). It depends on how far
// the lexicographically first solution lies from the start of the search
// tree, which no simple function of n predicts. Use a time limit for n much
// beyond 30; local search (qs1, minconflicts) or the formula package solve
// those n at once.
//
// # Statistics and limits
//
// Stats.Steps counts nodes: queens placed, including those later taken
// back; MaxSteps bounds it. Stats.Evaluations counts squares tested by the
// array version (0 for bitboards, which test a whole column at once).
// Stats.Conflicts is the number of columns still empty when the search
// stops. The budget is checked at every node (the clock and the context
// every 1024 nodes or 2^20 squares), so cancellation and TimeLimit stop the
// search within milliseconds at any n.
//
// The search has no randomness: Settings.Seed is ignored and every seed
// gives the same result. n = 2 and n = 3 return [nqueens.NoSolution] at
// once, without searching.
//
// # Events
//
// An Observer sees a Start event, a Move for every node (Col, From the row
// the column held or -1 when it was empty, To the new row), a Move with
// To = -1 when a column is emptied on backtracking, and Done. In
// Event.Placement and in the Placement of a stopped search, empty columns
// hold -1.
package backtrack
