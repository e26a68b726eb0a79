package exact

import (
	"context"
	"math/bits"
	"time"

	"github.com/nqueens/nqueens/internal/stream"
)

// Estimate predicts the CPU time Fast needs for the tasks of p, in
// seconds (a float64: for n >= 27 it is centuries, past the 292 years a
// time.Duration holds), from a random sample, for about budget (at least
// 8 samples, however long they take). A sample is Knuth's random probe:
// a random task, then for n > 16 a random path of n-16 more queens, each
// chosen among the free rows, the subtree below counted and its time
// multiplied by the product of the numbers of choices. The mean over
// samples, times the number of tasks, is an unbiased estimate of the
// total; its spread is large for single samples, so expect within a
// factor of about 1.5. The sample is drawn with a fixed seed. It also
// returns the number of samples. It makes *Plan a [longrun.Estimator].
func (p *Plan) Estimate(ctx context.Context, budget time.Duration) (seconds float64, samples int, err error) {
	if len(p.Tasks) == 0 {
		return 0, 0, nil
	}
	rng := stream.NewPCG(uint64(p.N), 1)
	extra := max(0, p.N-16)
	start := time.Now()
	var s searcher
	sampled := 0
	var sum float64 // nanoseconds, weighted
	for sampled < 8 || time.Since(start) < budget {
		if err := ctx.Err(); err != nil {
			return 0, sampled, err
		}
		t := p.Tasks[rng.IntN(len(p.Tasks))]
		w, ns := s.probe(p.N, t, extra, rng)
		sum += w * float64(ns)
		sampled++
	}
	mean := sum / float64(sampled)
	return mean * float64(len(p.Tasks)) / 1e9, sampled, nil
}

// probe counts task t below a random path of extra more queens and
// returns the path's weight (the product of the choices) and the time the
// count took in nanoseconds.
func (s *searcher) probe(n int, t Task, extra int, rng stream.Stream) (float64, int64) {
	left, down, right := s.start(n, t)
	y := len(t.Rows)
	w := 1.0
	for ; extra > 0 && y < n-2; extra-- {
		free := s.filter(y, s.mask&^(left|down|right))
		k := bits.OnesCount32(free)
		if k == 0 {
			return 0, 0
		}
		w *= float64(k)
		for j := rng.IntN(k); j > 0; j-- {
			free &= free - 1
		}
		bit := free & -free
		s.board[y] = bit
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
		y++
	}
	start := time.Now()
	s.search(y, left, down, right, s.mask&^(left|down|right))
	return w, time.Since(start).Nanoseconds()
}
