// Package render draws boards for people: a Unicode chessboard with light
// and dark squares and attacked queens marked, or a plain ASCII fallback.
// Rendering is a pure function of the placement and the [Style]; color is
// decided by the caller (see internal/cli) and passed in, never guessed
// here.
package render
