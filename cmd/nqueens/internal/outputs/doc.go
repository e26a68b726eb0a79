// Package outputs opens the result files that nqueens' flags name (count's
// --output, compare's --json, --bench and --chart, bdd's --chart) before
// any work starts, so that a path that cannot be written fails at once,
// and replaces each file only when its result is complete (see package
// output's atomic files). "-" names standard output, "" nothing.
package outputs
