// Package registry is the one description of every solver of the module:
// its name, summary, manual, the words its output uses, its limits, its
// memory need, its classroom sizes and its variants. The solver commands
// (qs1, fullboard, linearboard), `nqueens solve`, `nqueens compare` and the
// demo all read these entries and nothing else, so adding a solver means
// adding one entry to the list in registry.go. A command may be given
// another [List] (the module's, [Solvers], with entries added by
// [List.With]): how a test adds a solver.
//
// An entry is data, read in O(1); Lookup is O(number of entries).
//
// A List never changes once made; [List.All] returns a copy.
package registry
