// Package climb is the steepest-ascent hill climb with random restarts that
// packages fullboard and linearboard share (Russell and Norvig, section
// 4.1.1): one queen per column in a random row; the best of the n(n-1)
// vertical moves while it lowers the number of attacking pairs, ties broken
// at random; a restart from a new random state when none does.
//
// [Run] is the loop, written once: the order of the random draws (n start
// rows per climb, then one draw among the tied best successors per move,
// from one PCG stream seeded with Settings.Seed), the limits, the observer
// events, the best state kept for a search a limit stops, and the
// statistics. A [Board] is the representation, which is what the two
// packages compare: it counts the attacking pairs of a state and evaluates
// the successors; the climb decides. So for a seed both packages make the
// same moves and return the same placement.
//
// Cost: Run adds O(n) per move to what the board's [Board.Best] costs
// (fullboard O(n^4), linearboard O(n^3)), one call per move through the
// interface. Memory: 8n(n-1) bytes for the list of tied successors and
// 12n bytes for the current and best placements, besides the board's.
package climb
