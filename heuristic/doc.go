// Package heuristic holds the conflict measures every solver and test of the
// module shares, both computed from scratch and kept incrementally.
//
// Measures from scratch, O(n) time and memory each:
//   - [AttackingPairs]: pairs of queens that attack each other directly or
//     indirectly, on rows and diagonals; k queens on one line give
//     k(k-1)/2. This is the hill climbers' heuristic.
//   - [Collisions]: Sosic and Gu's diagonal collisions; k >= 1 queens on
//     one diagonal give k-1. This is QS1's heuristic on a permutation.
//   - [Attacked]: the number of queens that share a row or diagonal with at
//     least one other queen (queens in direct conflict).
//
// Incremental counters, O(1) per update:
//   - [Lines] counts queens per row and per diagonal and keeps
//     AttackingPairs up to date as queens are added, removed and moved;
//     [Lines.MoveDelta] gives the change a vertical move would make without
//     making it.
//   - [Diagonals] counts queens per diagonal only (for permutations, where
//     rows are never shared) and keeps Collisions up to date;
//     [Diagonals.SwapDelta] gives the change a swap of two queens' rows
//     would make, [Diagonals.Swap] makes it.
//
// Diagonal numbering for a queen in column c, row r on an n x n board:
// the diagonal r+c in [0, 2n-1) and the anti-diagonal r-c+n-1 in [0, 2n-1).
//
// Fuzz tests hold every incremental update equal to a recount from scratch.
package heuristic
