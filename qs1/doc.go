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
//     From n = 2^16 on, steps 1 and 2 run as two independent lanes on two
//     goroutines. A square's two diagonals have the parity of its colour
//     (r+c even or odd), so queens on squares of different colours never
//     share a diagonal: lane w owns every other block of 1024 columns, the
//     rows r with (r>>1)&1 == w, and only squares of colour w. Each lane
//     shuffles and places its half on its own, with its own random stream
//     and its own half of the diagonal bits (the bits are stored by
//     parity), so the two never touch the same memory and the placement
//     does not depend on scheduling. Within a lane, the columns of each
//     parity take the rows of one residue mod 4 and are scanned as above.
//     The few columns left without a row of their colour (n not a multiple
//     of 2048) go to step 3 with the rest.
//
//  3. The swap phase: for each column still attacked, try random partner
//     columns j and keep the first swap that lowers the collisions (QS1's
//     move). The remainder is a tiny fraction of n, so this phase costs
//     little; if it stalls (possible only for small n), restart from step 1.
//
// The start keeps diagonals as bits, one per diagonal (n/2 bytes for both
// families), not as counters: at n = 10^8 the counters would be 800 MB of
// random accesses, the bits are 25 MB and mostly stay in cache. The few
// diagonals that hold two or more queens during the swap phase keep their
// extra count in a small hash map. Memory: about 4.2n bytes (the int32
// permutation and the bits), so 10^9 queens need about 4.2 GB, plus 0.6n
// bytes for the check the commands make before printing.
//
// Expected time O(n) for both phases; the constant is dominated by cache
// misses on the random diagonal bits and the shuffle.
//
// Both variants are deterministic for a seed on every machine (math/rand/v2
// PCG and integer arithmetic only). n = 1 is solved at once; n = 2 and 3
// return [nqueens.NoSolution] at once.
package qs1
