// Package status draws the one line of progress a long run shows on a
// terminal: the solvers' steps and restarts, count's tasks and time left,
// compare's bar of trials. Every command draws it with a [Line].
//
// A Line writes only to a terminal (stderr, in practice; the caller
// decides, as terminal.ProgressMode does from the writer and TERM): piped
// or redirected, it is silent and costs nothing. It stays quiet for a
// first period (Options.Quiet) so that short runs print nothing, then, on
// a terminal that redraws ([Redraw]), redraws at most once per
// Options.Every, each time as "\r", erase to the end of the line, the
// text; [Line.Clear] erases it at the end, so the results that follow
// start on a clean line. On one that cannot (TERM=dumb: [Plain]) it
// prints the text as a whole line every [PlainEvery] instead. [Line.Due] is one clock read
// and one atomic load, cheap enough for an observer called on every step
// of a search; [Line.Tick] redraws on a timer for work that reports
// rarely.
//
// Why not a library: vbauerster/mpb and schollz/progressbar draw bars
// with a known total and render (under a lock, mpb in its own goroutine)
// on every update. Two of our three lines have no total, all three need
// the quiet first second, and a solver's observer runs millions of times
// a second, so each would still need the throttle and terminal test this
// package is made of, around a dependency that adds nothing else.
package status
