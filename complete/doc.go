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
// The exact engine ([Decide], [Count], [List]; n <= [MaxExact]) is a
// bitwise backtracker over a state of one 64-bit mask of free squares per
// row and per column: placing a queen clears the squares it attacks in
// every free line (O(n)), a line left with no free square fails at once,
// and the search branches next on the line, row or column, with the
// fewest free squares (rows first, then the lowest index, among equals).
// A second test prunes more: in every solution the indices r+c of the n
// queens' diagonals add up to n(n-1), and so do the indices c-r+n-1, so
// the queens left must make up the rest from distinct diagonals that still
// have a free square: between the sum of the k smallest and of the k
// largest (O(k) per node).
// Pre-placed queens, forbidden squares and excluded diagonals are cleared
// from the masks before the search. Several workers search the subtrees
// of the first levels, split breadth first in the search's order; the
// answer (the first completion in that order, the count) does not depend
// on how many there are or how they are scheduled, nor does the number of
// nodes but for the first levels of a search that finds a completion
// ([Answer]). Memory is
// O(n) words per worker and per subtree. [Settings.Progress] shows a
// search's subtrees, nodes and completions while it runs.
//
// Long searches: [Estimate] predicts a search's nodes and completions by
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
// The local search ([Complete]) finds completions of huge boards (n up to
// 10^7 and beyond) with the pre-placed queens held fixed: it cannot prove
// that none exists.
package complete
