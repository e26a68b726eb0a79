// Package bddtext writes the answers of `nqueens bdd` for a person or a
// program: the count with each construction's diagram and time, the
// solutions per square as a table, their JSON records, the title of the
// heat map, the constraints in words and the help on the constructions.
//
// Package bddqueens computes the answers ([bddqueens.Counted],
// [bddqueens.PerSquare], [bddqueens.Record]); this package only writes
// them.
package bddtext
