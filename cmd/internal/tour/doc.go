// Package tour is the guided tour of `nqueens demo`: steps a teacher runs
// in class one at a time, each saying in two or three sentences what it
// shows, running it and printing what happened (counts, boards, times, a
// table), then waiting for Enter.
//
// The steps solve through the registry's entries (the same solvers, under
// the same names, as `nqueens solve` and `nqueens compare`) and check
// every placement with [nqueens.Verify] before they show it. The package
// never reads flags or the environment: the writers, the keys and the
// drawing style are the caller's. Each step takes well under a second at
// its sizes except the comparison, which is bounded by its time limit per
// trial (one second) and by the sizes given (Tour.CompareN).
package tour
