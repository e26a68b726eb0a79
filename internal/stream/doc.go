// Package stream is the pseudo-random source of the randomized solvers: a
// PCG stream (math/rand/v2) selected by a seed and a stream number, with
// an unbiased bounded draw. The same seed and stream give the same numbers
// on every machine.
package stream
