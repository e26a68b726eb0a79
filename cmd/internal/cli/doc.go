// Package cli is how every command of the toolkit runs, built on
// urfave/cli v3: [Main] is a command's whole main function, [Run] gives
// every command tree the same conventions, and [ExitCode] maps what went
// wrong to the exit code and the message.
//
// The conventions: --version on every command; --help anywhere before
// "--"; a negative number is a bad board size, not an unknown flag; flag
// errors are usage errors that suggest the subcommand's own help; each
// default is shown once in the help, which fits [HelpWidth] columns;
// messages are in plain words (no package prefixes, no Go types).
//
// Exit codes: 0 success; 1 failure ([Failure]: no solution exists, a
// limit or Ctrl-C stopped the search, an invalid placement, not enough
// memory, a result that could not be written); 2 usage error
// ([UsageError]: bad n, unknown flag, bad flag value). Every error message
// says what was wrong and what to do. [Exec] checks standard output (see
// package output): a write that failed is a failure, a reader that
// stopped reading (a broken pipe) is not.
//
// Results go to stdout; progress and diagnostics to stderr. Where the
// terminal cannot show Unicode, every byte is made ASCII (see [Exec]).
//
// The flags that commands of several programs share are read here once:
// [SizeArg], [TimeLimit], [ColorFlag]. [Env.CheckMemory] refuses, before
// anything is allocated, an n that needs more memory than the process may
// use. What the terminal can show is package terminal's; the solver
// commands are package solvercmd; --animate is package animflags. What
// one program alone uses lives beside it, under cmd/NAME.
package cli
