// Package nqueens holds the vocabulary every solver, counter and command of
// the toolkit shares: a [Placement] of queens, its independent check
// [Verify], the [Settings] a search runs under and the [Result] it returns.
//
// A placement puts one queen in each column; Placement[c] is the 0-based row
// of the queen in column c. Columns are therefore never shared, and a
// placement is a solution when no two queens share a row or a diagonal.
//
// Every solver in the module has the signature of [Solver] and obeys the
// same contract: it returns promptly when its context is canceled, honours
// the limits in [Settings] (zero value = no limit), reports the outcome in
// [Result.Status] rather than as an error, and returns an error only for
// arguments it cannot work with, such as n < 1 ([ErrBadSize]).
//
// Library packages never print, never read flags or the environment and
// never exit; the commands under cmd/ do that.
package nqueens
