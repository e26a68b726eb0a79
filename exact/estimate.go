package exact

import (
	"context"
	"math/rand/v2"
	"time"
)

// Estimate predicts the CPU time Fast needs for the tasks of plan by
// counting a random sample of them for about budget (at least 8 tasks when
// they are quick, at least one however long it takes) and scaling the mean
// by the number of tasks. Divide by the cores in use for the wall time.
// The sample is drawn with a fixed seed, so the estimate is repeatable up
// to timing noise; tasks differ in size, so expect within a factor of
// about 1.5 for n >= 16. It also returns the number of tasks sampled.
func Estimate(ctx context.Context, plan *Plan, budget time.Duration) (time.Duration, int, error) {
	if len(plan.Tasks) == 0 {
		return 0, 0, nil
	}
	rng := rand.New(rand.NewPCG(uint64(plan.N), 1))
	order := rng.Perm(len(plan.Tasks))
	start := time.Now()
	var s searcher
	sampled := 0
	for _, i := range order {
		if err := ctx.Err(); err != nil {
			return 0, sampled, err
		}
		s.run(plan.N, plan.Tasks[i])
		sampled++
		if time.Since(start) >= budget && sampled >= 8 || time.Since(start) >= 4*budget {
			break
		}
	}
	mean := time.Since(start) / time.Duration(sampled)
	return mean * time.Duration(len(plan.Tasks)), sampled, nil
}
