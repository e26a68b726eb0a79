// Package layers holds the test that keeps the module's three tiers
// apart; it has no code of its own.
//
// Support packages (units, the RNG stream, output's atomic files, ...)
// import nothing of the module above them. Domain libraries (the root
// vocabulary, the solvers, exact, bdd, bddqueens, complete, chart,
// compare) compute and return data: they never reach the command tier
// (flags, text, tables, boards, animation, the tour, the classroom, the
// solver registry with its manuals, the commands) nor the terminal packages it uses (fatih/color, go-pretty,
// urfave/cli, x/term, go-runewidth). The single-solver binaries (qs1,
// fullboard, linearboard) link neither the counter (exact) nor the
// diagrams (bdd, bddqueens), nor compare and its chart.
//
// TestLayers reads the import graph from one `go list` of ./... and
// fails on a package the tiers table does not place, or on any edge that
// breaks a rule; a new package gets its tier in that table.
package layers
