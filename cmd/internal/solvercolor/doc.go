// Package solvercolor is the colour of each solver wherever solvers are
// drawn side by side: the chart of `nqueens compare --chart` and the
// classroom page's race and scale views. A reader who has learnt that qs1
// is pink on the page finds it pink on the chart.
//
// The colours are the Okabe-Ito palette (Okabe and Ito, "Color Universal
// Design", 2008) with its orange and sky blue, under 3:1 on white, made a
// brown and an azure that keep every line and marker at 3:1 or more
// (WCAG 2.1, 1.4.11). All seven stay apart for the common colour-vision
// deficiencies, simulated as Machado, Oliveira and Fernandes do ("A
// physiologically-based model for simulation of color vision deficiency",
// IEEE TVCG 15(6), 2009): a CIEDE2000 distance of 10 or more between any
// two for protanopia, deuteranopia and tritanopia, as the test checks.
// They are in the order of the page's SERIES
// (cmd/internal/classroom/web/classroom.js, which cannot import Go: a test
// reads it and fails when the two differ).
// A solver takes the colour of its place in the registry's list
// (registry.Names), the seven colours repeating past the seventh; a solver
// not in the list takes the place after the last, as the page does.
//
// The table is data, read in O(1).
package solvercolor
