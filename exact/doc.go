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
//   - [Fast] (the default below n = 16 and above 24) enumerates only
//     canonical solutions under the full 8-fold symmetry (Takaken's
//     method, with column 0's queen the edge queen farthest from a corner
//     instead of the nearest, and a look-ahead on the last columns),
//     weighting each by the size of its orbit (2, 4 or 8), which gives the
//     unique count as well; its work is a deterministic list of small
//     independent [Task]s handed to every core as they become free.
//   - [MITM] meets in the middle: the board is cut into a top and a bottom
//     half, each half's placements are joined from precomputed quarter
//     tables and kept as attack patterns on the row next to the cut, and
//     the compatible pairs are counted through a bit-transposed sieve, 64
//     at a time (256 with AVX2 on amd64); the unique count comes from Burnside's lemma
//     ([MITMPlan.Result]). Its pieces ([MITMPlan]) are the top half's
//     column sets; it is the fastest method from n = 14 on, and the
//     default ([DefaultMethod]) from there to its limit, n = 24.
//
// Long counts: a method whose work splits into independent, deterministic
// tasks ([Tasks]; Fast's [Plan] is one) gets them from [Job] with no code
// of its own: shard K of M owns the tasks whose index is K mod M, and
// shard results ([ShardResult], [ReadShardResult]) from any machines
// [Merge] into the total; each result carries the count of every task and
// its sums modulo three primes, so a damaged file or an overflowed count
// is found without the published value, and named. [Job.Run] resumes a
// [Checkpoint] (the tasks done so far, protected by a SHA-256 sum),
// handing its encoding to an injected save function every few seconds and
// reporting progress through a callback; [Job.Estimate] predicts a
// count's time.
//
// All methods are exponential (BENCHMARKS.md has their times). Boards up
// to [MaxN] = 32 are accepted (MITM: 24, see [MITMBytes]), totals
// are uint64 and an overflow (n >= 29) is reported, never wrapped.
//
// The package never prints: progress is reported through callbacks
// ([Options], [RunOptions]), and checkpoints and results are bytes. The
// one file it touches is a checkpoint the caller names: read by
// [Job.OpenCheckpoint], replaced atomically by [SaveFile].
package exact
