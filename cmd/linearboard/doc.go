// Command linearboard finds one placement of N queens: the same hill climbing
// on a vector of rows, O(n^3) per move.
//
// The search of fullboard (same seed, same moves) without the grid: one queen per
// column in a random row, then the best of the N(N-1) vertical moves while it
// lowers the number of attacking pairs, and a random restart when none does.
// Each successor's attacking pairs are derived from the current count in O(N),
// so a move costs O(N^3).
//
// The summary reports the moves and restarts and draws the board for N <= 32.
// The placement is checked independently before it is printed. N = 64 takes a
// fraction of a second to a few seconds, depending on the seed (--seed 7: 18236
// moves); N = 100 seconds; beyond, use --time-limit.
//
// Examples:
//
//	linearboard 8
//	linearboard 64 --seed 7
//	linearboard 100 --time-limit 1m
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
//	linearboard [flags] N
//
// `linearboard --help` lists the flags.
package main
