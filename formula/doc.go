// Package formula places n non-attacking queens by the explicit
// construction known since the nineteenth century and proved for every
// n >= 4 by E. J. Hoffman, J. C. Loessi and R. C. Moore ("Constructions for
// the solution of the m queens problem", Mathematics Magazine 42(2), 1969);
// the form used here is the one in B. Bernhardsson, "Explicit solutions to
// the n-queens problem for all n", ACM SIGART Bulletin 2(2), 1991.
//
// # Construction
//
// In 1-based terms, column i (i = 1..n) gets the i-th number of this list
// as its row:
//
//   - n mod 6 is neither 2 nor 3: the even numbers 2, 4, ..., then the odd
//     numbers 1, 3, ....
//   - n mod 6 = 2: the even numbers 2, 4, ..., n, then 3, 1, 7, 9, ..., n-1,
//     5 (the odd numbers with 1 and 3 exchanged and 5 moved to the end).
//   - n mod 6 = 3: 4, 6, ..., n-1, 2 (the even numbers with 2 moved to the
//     end), then 5, 7, ..., n, 1, 3 (the odd numbers with 1 and 3 moved to
//     the end).
//
// n = 1 is the single queen; n = 2 and n = 3 have no solution and return
// [nqueens.NoSolution] at once.
//
// # Complexity
//
// O(n) time with a small constant (one sequential write per column, no
// search), O(n) memory: the 4n-byte placement and nothing else. It is the
// floor every search is measured against.
//
// # Determinism and limits
//
// The construction has no randomness: [Solve] ignores Settings.Seed and
// returns the same placement for every seed. It makes no search steps, so
// Stats.Steps is 0 and MaxSteps and MaxRestarts never stop it. The context
// and TimeLimit are honoured: they are looked at every 2^16 columns, so
// cancelling a construction of 10^9 queens stops it within a millisecond
// or so.
package formula
