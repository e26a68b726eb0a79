// Package complete decides, counts and finds completions of N-Queens
// boards where some queens are already placed and some squares may hold
// none: the n-Queens Completion and Excluded Diagonals problems of Gent,
// Jefferson and Nightingale ("Complexity of n-Queens Completion", JAIR
// 2017; CSPLib problem 079), NP-complete to decide and #P-complete to
// count.
//
// An [Instance] is read from CSPLib's two formats or the toolkit's plain
// one ([Parse]); [Generate] writes random Excluded Diagonals instances by
// the paper's method.
//
// The exact engine ([Decide], [CountCompletions], [ListCompletions]; n <= [MaxExact]) is a
// bitwise backtracker over a state of one 64-bit mask of free squares per
// row and per column: placing a queen clears the squares it attacks in
// every free line (O(n)), and a line left with no free square fails at
// once. Three sums prune more (moments, branch.go): over the queens still
// to place, the diagonal indices s = r+c add up to a number fixed by the
// rows and columns left, so do the indices e = c-r+n-1, and so does
// s^2 + e^2, while the queens stand on distinct diagonals that still have
// a free square. The k of those nearest to and farthest from a centre
// bound the sums of squares (a Lagrangian bound, exact in integers), O(k)
// per node. A chessboard's colours prune too (parityAdmits): the rows and
// columns left fix how many queens stand on diagonals of even index. The
// search branches on a line, row or column, when one has at most two free
// squares, and otherwise on the diagonal whose index
// lies farthest from the mean the queens left must have: a queen on each
// of its free squares, then the diagonal left empty. Those branches move
// the bounds most and make the proofs that no completion exists short:
// instances of n = 26 to 30 that took 10^7 to 10^10 nodes are settled in
// a few. Count and List use this rule; Decide races it against the same
// search branching on lines only, its squares in random orders and
// restarted on a growing budget (which tends to reach a completion far
// sooner), and against the local search, and gives the answer of the one
// that needs the least work in fixed units: the same answer on every
// machine, under any load ([Decide]).
// Pre-placed queens, forbidden squares and excluded diagonals are cleared
// from the masks before the search. Count's workers search subtrees of
// the search, split in its order (the one with the most queens left
// first, so that no subtree keeps most of the nodes); the
// count and the nodes do not depend on how many there are or how they
// are scheduled. Memory is O(n^2) words per worker (a path may leave
// every diagonal empty) and O(n) per subtree. [Settings.Progress] shows
// a search's subtrees, nodes and completions while it runs.
//
// Long searches: [EstimateTree] predicts a search's nodes and completions by
// Knuth's random probes, with standard errors, without searching it; a
// [Plan] splits a count into a fixed list of at least [PlanTasks]
// subtrees, the same on every machine, for shards and checkpoints: it has
// the shape of package exact's Tasks, whose Job keeps them.
//
// The meet-in-the-middle counter ([CountMITM], n <= [MaxMITM]) counts
// the same completions another way: the lines still without a queen are
// cut into two halves, every placement of each half on free squares is
// listed (breadth first, with the backtracker's test that every line
// keeps a free square and the diagonal sums can still be met, across the
// cut), and the pairs with complementary column sets and disjoint
// diagonals are counted without being built. Which of the two counters is
// faster depends on the instance; this one takes far more memory, and a
// half without placements proves at times far sooner that there is none.
//
// The local search ([LocalSearch]) finds completions of huge boards (n up to
// 10^7 and beyond) with the pre-placed queens held fixed: it cannot prove
// that none exists.
package complete
