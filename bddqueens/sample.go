package bddqueens

import (
	"errors"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/internal/stream"
)

// ErrTooManySolutions is returned by [Sample] for a diagram with more
// than 2^64-1 solutions, which its 64-bit path counts cannot draw from.
var ErrTooManySolutions = errors.New("bddqueens: more than 2^64-1 solutions to draw from")

// Sample draws k solutions of d uniformly at random, with replacement:
// each path from the root to True is one solution (a solution fixes
// every square, so no variable is skipped on such a path), and each step
// down takes the high child with probability the number of paths below
// it over the number below the node ([bdd.Manager.PathCounts64]). The
// same seed gives the same draws. It returns nil when the diagram has no
// solution. Time is O(size of the diagram) to count the paths, then
// O(n^2) per draw; memory is 8 bytes per node of the manager's store,
// within its memory limit ([bdd.ErrMemoryLimit] past it). The count stops
// with the error of the context the diagram was built with when that
// ends.
func Sample(d *Diagram, k int, seed uint64) ([]nqueens.Placement, error) {
	paths, ok, err := d.M.PathCounts64(d.Root)
	switch {
	case err != nil:
		return nil, err
	case !ok:
		return nil, ErrTooManySolutions
	case paths[d.Root] == 0:
		return nil, nil
	}
	rng := stream.New(seed, 0)
	out := make([]nqueens.Placement, 0, k)
	for range k {
		p := make(nqueens.Placement, d.N)
		for f := d.Root; f != bdd.True; {
			hi := d.M.High(f)
			if rng.Below(paths[f]) < paths[hi] {
				v := d.M.Var(f)
				p[v%d.N] = int32(v / d.N)
				f = hi
			} else {
				f = d.M.Low(f)
			}
		}
		out = append(out, p)
	}
	return out, nil
}
