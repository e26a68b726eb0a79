// Package layers holds the test that keeps the module's tiers apart; it
// has no code of its own.
//
// The paths show the tiers. The root package is the vocabulary
// (Placement, Verify, Settings) and imports nothing of the module but
// internal/base/, what it stands on (Verify's engine, linecheck, which
// only the root may import, and huge-page allocation), which imports
// nothing of the module above it.
// internal/ is support: small packages with one job each (units, the RNG
// stream, output's atomic files, ...) and the loops the solvers share
// (budget, climb); they import nothing of the module but the vocabulary.
// Every other top-level package is a domain library: it computes and
// returns data, and never reaches cmd/ nor the terminal packages
// (fatih/color, go-pretty, urfave/cli, x/term, go-runewidth). cmd/ holds
// the binaries and, in cmd/internal/, the command tier (flags, text,
// tables, boards, animation, the tour, the classroom, the solver
// registry). internal/testkit/ is test support, which only tests import.
// The single-solver binaries (qs1, fullboard, linearboard) link neither
// the counter (exact) nor the diagrams (bdd, bddqueens), nor compare and
// its chart.
//
// TestLayers reads the import graph from one `go list` of ./... and
// fails on any edge that breaks a rule.
package layers
