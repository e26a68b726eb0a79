// Package complete decides, counts and finds completions of N-Queens
// boards where some queens are already placed and some squares may hold
// none: the n-Queens Completion and Excluded Diagonals problems of Gent,
// Jefferson and Nightingale ("Complexity of n-Queens Completion", JAIR
// 2017; CSPLib problem 079), NP-complete to decide and #P-complete to
// count.
//
// # Map
//
// Each engine has its file, named after it, and its entry points:
//
//   - Instances: instance.go. [Instance], its check [Instance.Validate]
//     and a completion's [Instance.Check].
//   - Readers: read.go ([Parse], [WriteExcludedDiagonals]), with
//     essence.go for CSPLib's two formats and plain.go for the toolkit's;
//     errors.go has their [SyntaxError] and [InstanceError].
//   - The exact search: search.go (the depth-first worker, the split into
//     subtrees and the runner that shares them out), branch.go (what it
//     branches on, a queen placed, a diagonal left empty) and bounds.go
//     (what prunes it). It has no entry of its own: counting, listing,
//     the race, the estimate and plans run it.
//   - Counting and listing: count.go, [CountCompletions] and
//     [ListCompletions], with [Settings] and [Answer].
//   - The race: decide.go, [Decide]; its line search is in lines.go.
//   - The local search: localsearch.go, [LocalSearch] and
//     [LocalSearchMemory].
//   - Meeting in the middle: mitm.go, [CountMITM], over package mitm.
//   - Knuth's estimate: estimate.go, [EstimateTree].
//   - Long counts: plan.go, [NewPlan], a [Plan] of subtrees for package
//     longrun's shards and checkpoints; progress.go, [Progress].
//   - The generator: generate.go, [Generate].
//
// # Two settings
//
// The local search takes [nqueens.Settings] and returns [nqueens.Result],
// as every solver of the module does: it is bounded by steps (swaps) and
// restarts, on one goroutine (it calls no Observer). The other entries
// take [Settings]: they run on Workers goroutines, show a [Progress] of
// their subtrees (an event per node is too many for 10^10 nodes), and
// have no steps or restarts a caller could bound (Decide's line search
// restarts on its own schedule). One type for both would have each entry
// ignore half its fields. Seed and TimeLimit mean the same in both; a
// command reads its flags into [Settings] once and passes the local
// search those two.
//
// # The exact search
//
// n <= [MaxExact]. A state is one 64-bit mask of free squares per row and
// per column: placing a queen clears the squares it attacks in every free
// line (O(n)), and a line left with no free square fails at once.
// Pre-placed queens, forbidden squares and excluded diagonals are cleared
// from the masks before the search.
//
// Three sums prune more. Over the queens still to place, the diagonal
// indices s = r+c add up to a number fixed by the rows and columns left,
// so do the indices e = c-r+n-1, and so does s^2 + e^2, while the queens
// stand on distinct diagonals that still have a free square. The k
// smallest and k largest free indices bound the first two sums; the k
// nearest to and farthest from a centre bound the sums of squares (a
// Lagrangian bound, exact in integers, at five centres), O(k) per node.
// A chessboard's colours prune too: a queen's sum index is even when its
// row and column have the same parity, so the rows and columns left fix
// a range and a parity for the number of queens on even diagonals, which
// the free even and odd diagonals of both kinds must hold.
//
// The search branches on a line, row or column, when one has at most two
// free squares, and otherwise on the diagonal whose index lies farthest
// from the mean the queens left must have: a queen on each of its free
// squares, then the diagonal left empty. Those branches move the bounds
// most and make the proofs that no completion exists short: instances of
// n = 26 to 30 that took 10^7 to 10^10 nodes are settled in a few.
// [CountCompletions] splits this search into subtrees, in its order (the
// one with the most queens left first, so that no subtree keeps most of
// the nodes), which its workers take in turn: the count and the nodes do
// not depend on how many workers there are or how they are scheduled.
// Memory is O(n^2) words per worker (a path may leave every diagonal
// empty) and O(n) per subtree.
//
// # Listing
//
// [ListCompletions] first dives: the same search branching on the line
// with the fewest free squares, its least constraining square first (the
// one that takes the fewest free squares from the other rows). On a board
// with many completions that reaches one with hardly a step back (the
// empty 64 x 64 board in 66 nodes) and lists the rest from there. A dive
// that finds none in 16,384 nodes leaves the listing to the search by
// diagonals, from the start: each completion is listed once, in a fixed
// order.
//
// # Decide's race
//
// [Decide] races three searches: the search by diagonals, its subtrees
// shared by two goroutines (its proofs that there is none are the
// shortest); the search by lines, testing the first two sums only, its
// squares in an order drawn from the seed and started again on a growing
// budget of nodes (1,000 times the Luby sequence; restarts cut the long
// tails a fixed order has when a completion exists); and the local
// search, which joins once the exact searches have spent about a
// second's work. The answer is that of the search that needs the least
// work, counted in fixed units per node and per swap; a search stops once
// another has answered for less than it has spent. So the answer is the
// same for a seed on every machine, under any load, for any number of
// workers. Only the search by diagonals answers that there is none.
//
// # The local search
//
// [LocalSearch] finds completions of huge boards (n up to 10^7 and
// beyond) with the pre-placed queens held fixed: the QS family's
// permutation search, the free rows in a random order, each free column
// taking the first row of a window of that order on two free diagonals
// and not blocked, then swaps of two free queens that lower the
// collisions, a new start when stuck. It cannot prove that none exists.
//
// # Meeting in the middle
//
// [CountMITM] (n <= [MaxMITM]) counts the same completions another way:
// the rows, or the columns, still without a queen are cut into two
// halves, every placement of each half on free squares is listed, and the
// pairs that complete each other are counted without being built (package
// mitm says how). It takes far more memory than the search; which of the
// two is faster depends on the instance.
//
// # Long searches
//
// [EstimateTree] predicts the nodes and completions of the search by
// diagonals by Knuth's random probes, with standard errors, without
// searching it. A [Plan] splits a count into a fixed list of at least
// [PlanTasks] subtrees, the same on every machine, for shards and
// checkpoints; [Settings.Progress] shows a search's subtrees, nodes and
// completions while it runs.
//
// An [Instance] is read from CSPLib's two formats or the toolkit's plain
// one by [Parse], every number read whole; [Generate] writes random
// Excluded Diagonals instances by the paper's method.
package complete
