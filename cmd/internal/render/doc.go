// Package render draws boards and animation frames for people.
//
// Every drawing is a pure function of a placement and a [Style]: the
// caller decides color and Unicode (see cmd/internal/cli) and passes them in;
// nothing here looks at the environment or the terminal. The layouts (see
// [Layout]):
//   - Full: a chessboard, two terminal columns per square, light and dark
//     squares when colored, rank numbers at the left and file letters (or
//     column numbers) below. For n up to [FullMax].
//   - Compact: one terminal column per square, for n up to about
//     [CompactMax].
//   - Matrix: the 0/1 rows of the matrix format (the top row, n-1, first,
//     as the other layouts draw it), identical
//     to textio's matrix output when uncolored.
//
// Queens that share a row or a diagonal with another queen are attacked:
// drawn in red when colored, with a different glyph otherwise; the squares
// between two attacking queens on their shared line are drawn as a line
// (─ ╱ ╲, or - / \ in ASCII) so the attack can be seen. A [Frame] is one
// picture of an animated search: the board, the step just made, the
// heuristic and its trace as a [Sparkline].
//
// Drawing n x n squares is O(n^2) time and output and O(n^2) memory for
// the attack lines; callers keep n small (the commands refuse to draw
// beyond [DrawMax]).
//
// [ASCII] wraps a writer for a terminal that cannot show Unicode: every
// character the commands print outside ASCII (µ, ×, the board's glyphs,
// box-drawing lines) becomes a one-character stand-in, so tables stay
// aligned.
package render
