// Package cli is the one place that builds the toolkit's commands with
// urfave/cli v3: the solver commands (qs1, fullboard, linearboard and
// `nqueens solve`) come from [SolverCommand], and every command shares
// [ParseN], the color decision ([terminal.UseColor], [terminal.UseUnicode]), the output
// formats and the mapping of errors to exit codes ([ExitCode]).
//
// [Run] gives every command tree the same conventions: --version on every
// command, usage errors that suggest the subcommand's own help, each
// default shown once in the help, messages in plain words ([Plain]).
//
// Exit codes: 0 success; 1 failure (no solution exists, a limit or Ctrl-C
// stopped the search, an invalid placement, not enough memory, a result
// that could not be written); 2 usage error (bad n, unknown flag, bad flag
// value). Every error message says what was wrong and what to do. [Main]
// runs every command through [Exec], which checks standard output (see
// package output).
//
// Results go to stdout; progress and diagnostics to stderr. Color and
// progress only on a terminal; only ASCII where the terminal cannot show
// more (see [Exec]).
package cli
