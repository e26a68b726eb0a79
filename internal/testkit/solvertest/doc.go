// Package solvertest is the one table of test cases every solver of the
// module runs: adding a solver means one call to [Run] in its tests.
//
// Run checks, for a [nqueens.Solver]:
//   - every n in 1..MaxN over Seeds seeds ends Solved with a placement that
//     passes [nqueens.Verify] and has length n;
//   - n = 2 and n = 3 return NoSolution at once, and n < 1 returns an error
//     wrapping [nqueens.ErrBadSize];
//   - the same seed gives the same placement (determinism);
//   - a canceled context makes the solver return promptly with Canceled
//     (unless it solved first), and MaxSteps/TimeLimit stop it with
//     LimitReached rather than a wrong answer;
//   - the Observer, when set, sees the final placement.
package solvertest
