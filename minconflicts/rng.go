package minconflicts

import "github.com/nqueens/nqueens/internal/stream"

// rng is the solvers' shared PCG stream; see package stream.
type rng = stream.Stream

func newRNG(seed uint64) rng { return stream.New(seed, 0) }
