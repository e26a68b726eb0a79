package qs1

import "github.com/nqueens/nqueens/internal/stream"

// rng is the solvers' shared PCG stream; see package stream.
type rng = stream.Stream

// newRNG returns stream 0 of seed: window offsets and swap partners.
func newRNG(seed uint64) rng { return stream.New(seed, 0) }

// newStream returns the stream-th independent stream for seed.
func newStream(seed, s uint64) rng { return stream.New(seed, s) }
