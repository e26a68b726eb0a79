// Package wrap breaks text into lines at spaces: the one word wrap of the
// module, used for the commands' help, the solvers' manuals and the
// captions under nqueens compare's tables (cmd/internal/comparetab).
//
// [Layout.Text] fills lines greedily: each line takes words while the
// next one fits, so a line breaks only where the next word would make it
// wider than the width. A word wider than a line is never broken; it is
// left whole on a line of its own, the only way a line can be wider than
// the width. Runs of spaces between words count as one.
//
// Text is O(len(s)) time plus measuring each word once; it allocates the
// result and the list of words.
package wrap
