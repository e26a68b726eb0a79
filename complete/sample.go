package complete

import (
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// Sample draws k solutions of the diagram d (package bddqueens's, over
// the n^2 square variables) uniformly at random, with
// replacement: each path from the root to True is one solution (a
// solution fixes every square, so no variable is skipped on such a path),
// and each step down takes the high child with probability the number of
// paths below it over the number below the node. The same seed gives the
// same draws. It returns nil when the diagram has no solution. Time is
// O(size of the diagram) to count the paths, then O(n^2) per draw; memory
// O(size of the diagram).
func Sample(d *bddqueens.Diagram, k int, seed uint64) ([]nqueens.Placement, error) {
	paths := map[bdd.Node]uint64{bdd.False: 0, bdd.True: 1}
	var count func(f bdd.Node) (uint64, error)
	count = func(f bdd.Node) (uint64, error) {
		if p, ok := paths[f]; ok {
			return p, nil
		}
		lo, err := count(d.M.Low(f))
		if err != nil {
			return 0, err
		}
		hi, err := count(d.M.High(f))
		if err != nil {
			return 0, err
		}
		if lo+hi < lo {
			return 0, fmt.Errorf("complete: Sample: more than 2^64 solutions")
		}
		paths[f] = lo + hi
		return lo + hi, nil
	}
	total, err := count(d.Root)
	if err != nil || total == 0 {
		return nil, err
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
