// Command fullboard finds one placement of N queens: steepest-ascent hill
// climbing with restarts on an n x n grid, O(n^4) per move.
//
// Hill climbing the textbook way (Russell and Norvig): one queen per column in a
// random row, then the best of the N(N-1) vertical moves, taken while it lowers
// the number of attacking pairs; when none does (a local minimum or a plateau),
// a restart from a new random board. Each successor's attacking pairs are
// counted from the grid, O(N^2) each, so a move costs O(N^4). linearboard is
// the same search (same seed, same moves) on a vector of rows.
//
// The summary reports the moves and restarts and draws the board for N <= 32.
// The placement is checked independently before it is printed. N = 32 takes a
// fraction of a second to a few seconds, depending on the seed (--seed 7: 7830
// moves); N = 64 seconds to minutes; beyond, use --time-limit.
//
// Examples:
//
//	fullboard 8
//	fullboard 32 --seed 7
//	fullboard 8 --animate
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
//	fullboard [flags] N
//
// `fullboard --help` lists the flags.
package main
