// Package stream is the pseudo-random source of the randomized solvers: a
// PCG stream (math/rand/v2) selected by a seed and a stream number, with
// an unbiased bounded draw. The same seed and stream give the same numbers
// on every machine. It is the one source of randomness of the module's
// solvers: [New] for those that take a stream number, [NewPCG] for the
// hill climbs, which draw as math/rand/v2 did for them.
package stream
