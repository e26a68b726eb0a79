package complete

import (
	"context"
	"math"
	"math/bits"

	"github.com/nqueens/nqueens/internal/stream"
)

// TreeEstimate is Knuth's estimate of the tree an exact search of an
// instance explores ([EstimateTree]): what [CountCompletions] would report
// as Nodes and Count, without the search. Each figure is the mean over Probes random
// probes; its Err is the standard error of that mean (the sample's
// standard deviation over the square root of Probes). Knuth's estimates
// are unbiased but skewed: most probes miss the rare deep subtrees that
// hold much of the work, so a small Err from few probes still errs low
// more often than high.
type TreeEstimate struct {
	Probes          int
	Nodes, NodesErr float64 // states entered, as Answer.Nodes
	Count, CountErr float64 // completions, as Answer.Count of CountCompletions
	MaxDepth        int     // the deepest probe, in queens placed by the search
	Exact           bool    // the tree has no branching: one probe saw it all
}

// Estimate estimates the tree an exact search of in explores (the
// search of [CountCompletions]; [Decide] stops at its first completion) by Knuth's
// random probes (Knuth, "Estimating the efficiency of backtrack
// programs", Math. Comp. 1975): each probe walks from the root to a leaf,
// at each state trying every square of the line the search would branch
// on, as the search does, and going on into one of the squares that the
// search would go on into, drawn uniformly; the nodes met at depth d,
// weighted by the product of the numbers of choices above them, add up to
// an unbiased estimate of the tree's nodes, and the completions met to
// one of its count. probes (at least 1) are drawn from seed: the same
// seed gives the same estimate. Time O(probes x depth x n); memory O(n)
// words. It stops with ctx's error.
func EstimateTree(ctx context.Context, in *Instance, probes int, seed uint64) (TreeEstimate, error) {
	rt, err := newRoot(in)
	if err != nil {
		return TreeEstimate{}, err
	}
	if rt.empty {
		return TreeEstimate{Probes: max(probes, 1), Exact: true}, nil
	}
	return estimateTasks(ctx, rt.n, []task{rt.task(byDiagonals)}, probes, seed)
}

// estimateTasks estimates the trees below tasks together: each probe
// starts in one of them drawn uniformly, weighted by their number.
func estimateTasks(ctx context.Context, n int, tasks []task, probes int, seed uint64) (TreeEstimate, error) {
	probes = max(probes, 1)
	e := TreeEstimate{Probes: probes, Exact: true}
	if len(tasks) == 0 {
		return e, nil
	}
	rng := stream.NewPCG(seed, 0x6b6e757468) // "knuth"
	p := prober{n: n, stack: make([]uint64, stackDepth(n)*words)}
	var sn, sn2, sc, sc2 float64
	for range probes {
		if ctx.Err() != nil { // every probe: one at n = 64 takes 4 ms
			return TreeEstimate{}, ctx.Err()
		}
		t := tasks[rng.IntN(len(tasks))]
		nodes, count, branched := p.probe(t, rng)
		w := float64(len(tasks))
		nodes, count = nodes*w, count*w
		sn, sn2, sc, sc2 = sn+nodes, sn2+nodes*nodes, sc+count, sc2+count*count
		e.Exact = e.Exact && !branched && len(tasks) == 1
	}
	k := float64(probes)
	e.Nodes, e.Count = sn/k, sc/k
	if probes > 1 {
		e.NodesErr = math.Sqrt(max(0, sn2/k-e.Nodes*e.Nodes) / (k - 1))
		e.CountErr = math.Sqrt(max(0, sc2/k-e.Count*e.Count) / (k - 1))
	}
	return e, nil
}

type prober struct {
	n     int
	stack []uint64
	next  []int // children of the current state the search goes on into (-1: the diagonal left empty)
}

// probe walks one random path below t and returns its estimates of the
// nodes and completions below t, and whether any
// state on the way had more than one child to go on into.
func (p *prober) probe(t task, rng stream.Stream) (nodes, count float64, branched bool) {
	if t.done {
		return 0, 1, false
	}
	copy(p.stack, t.masks)
	ru, nd := rule{p.n, byDiagonals}, t.node
	weight := 1.0
	for d := 0; ; d++ {
		cur := p.stack[d*words : (d+1)*words]
		next := p.stack[(d+1)*words : (d+2)*words]
		p.next = p.next[:0]
		for sq := nd.b.sq; sq != 0; sq &= sq - 1 {
			nodes += weight
			i := bits.TrailingZeros64(sq)
			r, c := nd.b.square(i, p.n)
			ch, ok := ru.place(cur, next, nd, r, c)
			if ch.done {
				count += weight
			} else if ok {
				p.next = append(p.next, i)
			}
		}
		if nd.b.diagonal() {
			nodes += weight
			if _, ok := ru.leave(cur, next, nd); ok {
				p.next = append(p.next, -1)
			}
		}
		if len(p.next) == 0 {
			return nodes, count, branched
		}
		branched = branched || len(p.next) > 1
		if i := p.pick(rng, &weight); i < 0 {
			nd, _ = ru.leave(cur, next, nd)
		} else {
			r, c := nd.b.square(i, p.n)
			nd, _ = ru.place(cur, next, nd, r, c)
		}
	}
}

// leaveShare is the chance a probe goes on into the child where a
// diagonal stays empty, when it has other children: most diagonals the
// search branches on (the farthest from the mean) stay empty in most
// completions, so a uniform draw would rarely follow the paths that lead
// to them. The estimate stays unbiased: each child's weight is one over
// the chance it was drawn with.
const leaveShare = 0.6

// pick draws one of p.next (the last one, -1, is the empty diagonal when
// present) and multiplies weight by one over its chance.
func (p *prober) pick(rng stream.Stream, weight *float64) int {
	k := len(p.next)
	if last := p.next[k-1]; last < 0 && k > 1 {
		if float64(rng.Uint64()<<11>>11)/(1<<53) < leaveShare { // a uniform float in [0, 1), as math/rand/v2 draws one

			*weight /= leaveShare
			return last
		}
		*weight *= float64(k-1) / (1 - leaveShare)
		return p.next[rng.IntN(k-1)]
	}
	*weight *= float64(k)
	return p.next[rng.IntN(k)]
}
