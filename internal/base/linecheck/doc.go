// Package linecheck is the engine behind nqueens.Verify: [First] finds the first
// fault of a placement of queens, one per column (rows[c] is the 0-based
// row of the queen in column c), or reports that there is none.
//
// First is O(n) time for n queens. Below n = 2^20 it scans the columns
// once with one bit per row and per diagonal (5n bits). From 2^20 it
// first answers only whether the placement is valid, organised for the
// cache, and scans again for the first fault only when it is not:
//
//   - to n = 2^27 (the line check, lines.go) one family of lines at a time
//     is marked in a bitmap of 2n bits that stays in the last-level cache,
//     and the family is valid exactly when n bits are set, on two cores:
//     to 2^25 (2^27 with 128 MiB of cache) the columns are split into two
//     parts, each with a bitmap of its own, above the lines into two
//     ranges, each with half the bitmap;
//   - above (the chunked check, chunks.go) the lines of each chunk of
//     columns are partitioned by their high bits, so that each bucket is
//     tested against its own region of the bitmap while it is in the cache.
//
// Both bounds are for a last-level cache of 32 MiB; a smaller one, read
// from Linux's sysfs (lines.go), lowers them in proportion, to 2^25 and
// 2^23 where its size is unknown; a larger one raises the split of the
// columns, to 2^27 at most. [Memory] gives the bytes a check allocates.
//
// The line check's inner loop is in assembly on amd64 (kernel_amd64.s,
// declared in kernel_amd64.go), with a prefetch of the word of the queen
// 128 columns on; elsewhere, or with the purego or noasm build tag, it is
// the Go loop of kernel_generic.go. Both are always compiled into the tests,
// which compare them.
//
// The answer does not depend on the machine, the number of cores or the
// cache: the first fault is always named by the sequential scan. The
// package imports nothing of the module but internal/base/hugemem, and no
// solver imports it, so Verify stays independent of every solver.
//
// The zero value of [Fault] is a clash on a row between columns 0 and 0,
// which First never returns; a nil *Fault means no fault.
package linecheck
