// Command qs1 finds one placement of N queens: Sosic and Gu's QS4-style start,
// then QS1 swaps (a million queens in a blink).
//
// Permutation search with O(1) collision updates (Sosic and Gu): one queen in
// every row and every column, so only diagonals can clash, and swaps of two
// queens' rows that lower the clashes. The default starts QS4-style, placing
// almost every queen conflict-free in linear time, then swaps the rest: a
// million queens take a few hundredths of a second, a billion under half a
// minute on two cores. Below 512 queens the start places each queen on the
// first free row of a random order, and QS1's swaps (improving, and some
// sideways) repair the rest: faster there than the large-board swap phase
// and than --classic; --animate shows the queens placed, then the swaps.
// --classic runs QS1 as published in 1990 (a random permutation, then
// improving swaps only).
//
// N may be written 1000000, 1e6 or 1_000_000. The placement is checked
// independently in O(N) before it is printed; for N <= 32 the summary draws
// the board.
//
// Examples:
//
//	qs1 8
//	qs1 1e6 --format perm -o queens.txt
//	qs1 8 --classic --animate
//
// Exit status, the same for every command:
//
//	0  the answer: a placement found and verified, a count or a listing
//	   finished, every placement valid
//	1  no answer: none exists, a placement is invalid, --time-limit, a
//	   memory limit or Ctrl-C stopped the work, or the result could not be
//	   written; with --format json the record on standard output says which
//	2  what was given is wrong: a flag or its value, a file that cannot be
//	   read or written, a malformed file, constraints that contradict each
//	   other; nothing was done
//
// Usage:
//
//	qs1 [flags] N
//
// `qs1 --help` lists the flags.
package main
