// Package rules holds the test that enforces the guide's limits on every
// function of the repository's non-test Go code; it has no code of its own.
//
// The limits: cyclomatic complexity at most 20, counted as gocyclo counts
// it (github.com/fzipp/gocyclo, whose //gocyclo:ignore directive is not
// honoured here), and at most 6 parameters (a function literal's count
// too; the receiver is not a parameter). A function over a limit must be
// named in allowed.txt with its figure and the reason it stays: a hot
// kernel whose split a benchmark shows to cost speed, or "to fix (owner)"
// while its owner splits it. The test fails on a function over a limit
// that the file does not name, on one that has grown past its figure,
// and on an entry that is no longer needed, so the file only shrinks.
package rules
