// Package solvercolor is the colour of each solver wherever solvers are
// drawn side by side: the chart of `nqueens compare --chart` and the
// classroom page's race and scale views. A reader who has learnt that qs1
// is pink on the page finds it pink on the chart.
//
// The colours are the Okabe-Ito palette (Okabe and Ito, "Color Universal
// Design", 2008), told apart with the common colour-vision deficiencies,
// in the order of the page's SERIES (cmd/internal/classroom/web/classroom.js,
// which cannot import Go: a test reads it and fails when the two differ).
// A solver takes the colour of its place in the registry's list
// (registry.Names), the seven colours repeating past the seventh; a solver
// not in the list takes the place after the last, as the page does.
//
// The table is data, read in O(1).
package solvercolor
