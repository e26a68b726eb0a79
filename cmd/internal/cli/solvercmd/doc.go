// Package solvercmd is the command of every solver that finds one
// placement: the programs qs1, fullboard and linearboard ([Program],
// built from the solver's registry entry) and `nqueens solve`, which
// adds --method to the same [Flags] and calls [Run].
//
// A run is parse, run, render: the argument and flags are read once into
// a request and checked together (a usage error, exit 2, says what to
// change); the search runs under the animation --animate asks for, or a
// progress line on a terminal's stderr; its placement is checked with
// nqueens.VerifyContext before anything of it is printed, in --format
// summary, board, perm, matrix or json (see JSON.md), to stdout or to
// --output (replaced only when complete). A search that stops without a
// solution fails (exit 1) saying what it reached; the times reported are
// the search's own, without the animation's pauses (of a solution
// animated in under 100 ms of search, those of the same search run again
// unwatched).
package solvercmd
