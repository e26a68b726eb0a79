package qs1

// SolveSmall and SolveLarge are the two paths of Solve at any n, for the
// benchmarks that place SmallMax.
var SolveSmall, SolveLarge = solveSmall, solveLarge
