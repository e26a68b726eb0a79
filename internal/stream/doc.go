// Package stream is the pseudo-random source of the module: a PCG stream
// (math/rand/v2) selected by a seed and a stream number, with an unbiased
// bounded draw and permutations. The same seed and stream give the same
// numbers on every machine. It is the one source of randomness of the
// module's solvers and estimators: [New] for those that take a stream
// number, [NewPCG] for those (the hill climbs, the estimators' samples)
// that drew from math/rand/v2's PCG before it, with the same numbers.
package stream
