// Package exact counts every solution of the n-queens problem, the total
// (OEIS A000170) and the unique ones up to rotation and reflection (OEIS
// A002562), and lists them.
//
// The counting methods go from simple to fast so that a class can follow
// each step, and all of them give the same totals:
//
//   - [Naive] generates every permutation of the rows (Heap's algorithm)
//     and tests each: O(n! * n) time.
//   - [Backtrack] places one queen per row, recursively, with arrays of used
//     columns and diagonals: the textbook depth-first search.
//   - [Bitwise] keeps the used columns and diagonals as bitboards and takes
//     the lowest free square with x & -x; the first queen is put only in the
//     left half of its row and the count doubled (mirror symmetry).
//   - [Iterative] is the bitwise search with an explicit stack instead of
//     recursion.
//   - [Fast] (the default below n = 14 and above 25) enumerates only
//     canonical solutions under the full 8-fold symmetry (Takaken's
//     method, with column 0's queen the edge queen farthest from a corner
//     instead of the nearest, and a look-ahead on the last columns),
//     weighting each by the size of its orbit (2, 4 or 8), which gives the
//     unique count as well; its work is a deterministic list of small
//     independent [Task]s ([Plan]) handed to every core as they become
//     free.
//   - [MITM] meets in the middle with package mitm's core: the board is
//     cut into a top and a bottom half, each half's placements are joined
//     from precomputed quarter tables (searched beyond n = 21) and kept as
//     attack patterns on the row next to the cut, and the compatible pairs
//     are counted through a bit-transposed sieve, 64 at a time (256 with
//     AVX2 on amd64); the unique count comes from Burnside's lemma
//     ([MITMPlan.Result]). Its pieces ([MITMPlan]) are the top half's
//     column sets; it is the fastest method from n = 14 on, and the
//     default ([DefaultMethod]) from there to n = 25.
//
// Long counts: the plans of the methods that split their work
// ([MethodInfo.Plan]: [Plan], [MITMPlan]) are [longrun.Tasks], so package
// longrun shards them across machines, checkpoints and resumes them,
// merges their shards' results and estimates their time, with no code
// here; each plan estimates itself ([Plan.Estimate], [MITMPlan.Estimate]).
//
// All methods are exponential (BENCHMARKS.md has their times). Boards up
// to [MaxN] = 32 are accepted (MITM too, within the memory its
// [MethodInfo].Memory gives), totals are uint64 and an overflow
// (n >= 29) is reported ([nqueens.ErrOverflow]), never wrapped.
//
// The package never prints and touches no file: progress is reported
// through a callback ([Options]), and an observer watches the
// backtracking search.
package exact
