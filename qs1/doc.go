// Package qs1 finds one solution to the n-queens problem by Sosic and Gu's
// permutation-and-swap local search, in two variants behind one signature
// ([nqueens.Solver]).
//
// # Classic QS1
//
// [Classic] is QS1 as published (R. Sosic and J. Gu, "A polynomial time
// algorithm for the n-queens problem", SIGART Bulletin 1(3), 1990): start
// from a random permutation, so rows and columns are never shared and only
// diagonals can collide; count collisions per diagonal (k queens on one
// diagonal make k-1); swap the rows of a pair (i, j) when one of the two
// queens is attacked and the swap lowers the collisions; repeat until none
// is left, or restart from a new permutation when a full pass over the
// attacked queens finds no improving swap. The effect of a swap is computed
// from eight diagonal counters and applied in O(1)
// ([heuristic.Diagonals]). Every eligible pair has an attacked member, so
// the search scans attacked queens i against all j rather than walking all
// n(n-1)/2 pairs; the pairs visited are the paper's, the O(n^2) walk over
// unattacked pairs is skipped. Memory: 20n bytes (the permutation and four
// int32 counters per column).
//
// # The default: a QS4-style start
//
// [Solve] follows Sosic and Gu's later algorithms ("3,000,000 queens in
// less than one minute", SIGART Bulletin 2(2), 1991; "Efficient local search
// with conflict minimization: a case study of the n-queens problem", IEEE
// TKDE 6(5), 1994): most queens are placed without any conflict during the
// start, in linear time, and only a small remainder is left to the swap
// phase.
//
//  1. Shuffle the rows into a random permutation (Fisher-Yates, n random
//     swaps, independent of each other so the memory system overlaps them).
//
//  2. Column by column, take the first row among the next W = 4096
//     positions of the permutation whose two diagonals are both free, and
//     swap it into the column (the rows passed over stay at the front for
//     the columns that follow, where their diagonals differ by one). A
//     column with no such row keeps its row and is left to step 3. The
//     window is read sequentially, and the rows passed over are looked at
//     again with their diagonal bits one position further, in cache lines
//     already loaded, so the start is O(n) with about two cache misses per
//     column.
//
//     From n = 2^16 on, the board is split into m independent lanes, m
//     about n/2^15, coprime to 6 and depending on n only. With q = n/m,
//     lane b owns the columns b+m*j and the rows a+m*i (i, j < q,
//     a = 2b mod m): its squares lie on diagonals r+c = 3b and
//     anti-diagonals r-c = b (mod m), and as m is coprime to 6 no two
//     lanes share a row, column or diagonal. Each lane is thus a q-queens
//     problem of its own (local diagonals i+j and i-j), solved inside the
//     lane with its own random stream, in bit sets that fit in the core's
//     cache. A lane needs no shuffle: its bit sets say which rows are
//     still free and which diagonals are taken, so column j draws a random
//     row t0 and takes the first free row from t0 on, cyclically, whose
//     two diagonals are free, testing 64 rows at a time (a word of free
//     rows against the two windows of 64 lines those rows reach in column
//     j; amd64 assembly, with a Go twin elsewhere). Most columns find one
//     in their first word; the last q/32 columns, where few rows are
//     left, test the rows left one by one from a list. A column that
//     finds none takes a row left over and goes to step 3. Only the
//     finished lane is written to the placement, 16 lanes at a time so
//     that whole cache lines are written. The n mod m columns and rows
//     past m*q form a corner, filled first by the explicit construction
//     (package formula); its diagonals meet no lane and each of its
//     anti-diagonals is one anti-diagonal of one lane, which that lane
//     treats as taken. The lanes run on up to GOMAXPROCS goroutines in
//     any order, and the placement for a seed is the same on any number
//     of cores. Stats.Setup then covers the lanes' swaps too, and the
//     Observer sees Progress events (columns of the lanes finished) but no
//     Swap events. With MaxSteps or MaxRestarts set the lanes run one
//     after the other, so that the limits count the same swaps on every
//     machine; an Observer then also sees each lane's start (a Start
//     event, the lanes not yet solved empty) and swaps (Swap events), its
//     Heuristic the collisions of the lane, so that a replay shows every
//     step the lanes make.
//
//  3. The swap phase: for each column still attacked, try random partner
//     columns j and keep the first swap that lowers the collisions (QS1's
//     move). The remainder is a tiny fraction of n, so this phase costs
//     little; if it stalls (possible only for small n), restart from step 1.
//
// # Small boards
//
// Below [SmallMax] Solve runs a variant of its own: the same shuffle and
// greedy start (each column takes the first remaining row of the random
// order whose two diagonals are free, the whole rest of the order being its
// window), then classic QS1's improving swaps on int32 counters, plus
// sideways swaps (collisions unchanged, taken with probability 1/2, at
// most 2n per start) that carry it across the plateaus the greedy start
// leaves, instead of the swap phase of step 3. On small boards that swap
// phase, which accepts only a swap putting both queens on empty diagonals,
// stalls and restarts on most starts: it took many times as long up to
// n = 64 and was slower than [Classic] below about 256. The variant is
// faster than Classic at every n below SmallMax, and SmallMax is where the
// two paths of Solve cross (BENCHMARKS.md, BenchmarkSmall).
// Observed, its start shows every queen placed (a Start event on an empty
// board, then one Move per column), so an animation shows the start and
// the swaps that follow. Memory: 20n bytes.
//
// The start keeps diagonals as bits, one per diagonal (half a byte per row
// for both families), not as counters; the few diagonals that hold two or
// more queens during the swap phase keep their extra count in a small hash
// map. Memory: 4n bytes for the permutation (4 GB for 10^9 queens, asked
// of the system in huge pages: [nqueens.NewPlacement]), plus the diagonal
// bits below 2^16 and about 2 MB per core above ([Memory]), plus at most
// n/2 bytes for the check the commands make before printing
// ([nqueens.VerifyMemory]).
//
// Expected time O(n) for both phases. Below 2^16 the constant is set by
// cache misses on the random diagonal bits and the shuffle; above, every
// lane works in its core's cache and the constant is arithmetic (about
// 1.1 words of 64 rows tested per column) and the write-out of the
// placement.
//
// Both variants are deterministic for a seed on every machine (math/rand/v2
// PCG and integer arithmetic only). n = 1 is solved at once; n = 2 and 3
// return [nqueens.NoSolution] at once.
package qs1
