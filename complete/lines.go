package complete

import (
	"context"
	"math/bits"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/stream"
)

// The line search of [Decide]'s race: the exact search branching on
// lines, its squares in random orders, restarted on a growing budget.

// restartUnit is the node budget of the shortest run of the line search;
// the runs' budgets are restartUnit times the Luby sequence 1, 1, 2, 1,
// 1, 2, 4, 1, ...
const restartUnit = 1000

// lines runs the line search of the race: depth first, branching on the
// line with the fewest free squares, its squares tried in an order drawn
// from s.Seed, and started again with a new order whenever a run exceeds
// its budget of nodes. A run that ends within its budget has searched the
// whole tree and found none: it stops without an answer, and leaves the
// proof to the diagonal search. Completions often lie in a part of the
// tree a fixed order reaches late; random orders and restarts cut those
// long tails (Gomes, Selman and Kautz, 1998). The budgets follow Luby,
// Sinclair and Zuckerman's sequence, so that the whole search costs at
// most a logarithmic factor more than the best fixed budget.
func (r *race) lines(ctx context.Context, rt *root, s Settings) raceResult {
	w := newWorker(ctx, rule{rt.n, byLines})
	w.first, w.live, w.shuffle, w.rng = true, s.Progress, true, stream.New(s.Seed, 1)
	t := rt.task(byLines)
	var spent int64
	for run := uint64(1); ; run++ {
		w.budget = restartUnit * luby(run)
		res := w.runTask(t, func() bool { return r.lost(raceLines, (spent+w.nodes)*raceCost[raceLines]) })
		spent += res.nodes
		cost := spent * raceCost[raceLines]
		switch {
		case res.found != nil:
			return raceResult{answered: true, status: nqueens.Solved, place: res.found, work: spent, restarts: int64(run - 1), cost: cost}
		case res.done: // none: the diagonal search will say so
			return raceResult{work: spent, status: nqueens.NoSolution}
		case ctx.Err() != nil || r.lost(raceLines, cost):
			return raceResult{work: spent, status: stopStatus(ctx)}
		}
	}
}

// luby returns the i-th term (from 1) of the sequence 1, 1, 2, 1, 1, 2, 4,
// 1, 1, 2, 1, 1, 2, 4, 8, ...: 2^(k-1) when i = 2^k - 1, and otherwise the
// term i - 2^(k-1) + 1 for the k with 2^(k-1) <= i < 2^k - 1.
func luby(i uint64) int64 {
	for {
		k := uint(bits.Len64(i + 1)) // 2^(k-1) <= i+1 < 2^k
		if i+1 == 1<<(k-1) {
			return 1 << (k - 2)
		}
		i -= 1<<(k-1) - 1
	}
}
