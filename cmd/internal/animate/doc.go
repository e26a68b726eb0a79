// Package animate shows a search as it runs: an [Animation] is an
// nqueens.Observer that draws a [render.Frame] after every step, redrawing
// in place on a terminal (cursor home, clear to end of line, the cursor
// hidden while it runs) or printing the frames one after another, without
// any cursor codes, anywhere else.
//
// It is the thin, impure wrapper around render.Frame: it owns the clock
// (the delay between frames), the terminal mode (keys are read in raw mode
// so q and Ctrl-C stop the search at once) and the restoring of both.
// [Animation.Stop] must run before the program prints anything else or
// exits; it is safe to call more than once.
//
// Memory: the last few hundred heuristic values for the sparkline, and one
// frame (O(n^2) characters for n <= [MaxN]).
package animate
