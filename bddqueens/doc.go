// Package bddqueens builds the binary decision diagram of all solutions of
// the n-queens problem and answers questions with it: how many solutions,
// every solution, solutions with forbidden squares or pre-placed queens,
// how many solutions put a queen on each square, and solutions drawn
// uniformly at random.
//
// The diagram has one variable per square, numbered row by row: square
// (row r, column c), both 0-based, is variable r·n+c ([Var]), and variable
// 0 is tested first. Its satisfying assignments are exactly the solutions
// (a queen where the variable is true). Every satisfying path tests every
// variable, so satisfying assignments, paths to True and solutions are the
// same number.
//
// Three constructions give the identical reduced diagram, so the same
// node count:
//   - [Direct] builds it top-down from the states of the usual bitboard
//     search, (columns used, diagonals attacked) at the start of each row,
//     memoizing each state's diagram; nodes are made children first with
//     [bdd.Manager.MakeNode], so each one is created once, already reduced,
//     and nothing is garbage. States that provably cannot be completed (a
//     row left without a free square, after forced squares are taken) are
//     False at once. O(n²) node look-ups per live state.
//   - classic builds it with Apply from per-square formulas, "a queen
//     here and none on a square it attacks", OR across each row and AND
//     across rows; conjoining from the last row up keeps every
//     intermediate diagram no larger than the final one.
//   - textbook is classic in the order BuDDy's queens example and the
//     textbooks use, first row down with every attacked square in each
//     formula: several times classic's work.
//
// [Constructions] names them; [LookupConstructions] finds them by name.
//
// Queries on a [Diagram] run over the diagram, never a search: [Diagram.Count]
// and [Diagram.SquareCounts] are O(|diagram|), [Diagram.Constrain] is one
// Apply, and [Diagram.List] restricts column by column, stopping as soon as
// the path count is 1 (one solution left: read it off the diagram) or the
// diagram is False. [Sample] draws solutions uniformly at random, each a
// walk down the diagram weighted by the paths below each node.
//
// Memory is bounded by the manager's limit: a construction or query that
// would pass it returns [bdd.ErrMemoryLimit].
package bddqueens
