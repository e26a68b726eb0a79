package exact

import (
	"context"
	"math/bits"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/longrun"
)

// The plans are longrun's tasks, and estimate themselves; the
// meet-in-the-middle plan's sums become counts through its Result.
var (
	_ longrun.Estimator = (*Plan)(nil)
	_ longrun.Estimator = (*MITMPlan)(nil)
	_ longrun.Resulter  = (*MITMPlan)(nil)
	_ longrun.Tasks     = (*Plan)(nil)
	_ longrun.Tasks     = (*MITMPlan)(nil)
)

// planOf is the [MethodInfo.Plan] of a method whose plans are made by
// newPlan, for n >= 2: n = 1 is [singleQueen]'s for every method.
func planOf[P longrun.Tasks](newPlan func(n int) (P, error)) func(n int) (longrun.Tasks, error) {
	return func(n int) (longrun.Tasks, error) {
		if n == 1 {
			return singleQueen{}, nil
		}
		return newPlan(n)
	}
}

// countTasks counts every task of info's plan for n (the Count of a
// method with a plan), on o.Workers goroutines with o.Progress told of
// each task. Stopped, it returns the sums of the tasks done and ctx's
// error; a part of a count whose plan is a [longrun.Resulter] has no
// unique count.
func countTasks(ctx context.Context, info MethodInfo, n int, o Options) (Counts, error) {
	plan, err := info.Plan(n)
	if err != nil {
		return Counts{}, err
	}
	var sum longrun.TaskCount
	var overflow bool
	done, tasks := 0, plan.Len()
	err = plan.Run(ctx, nil, o.Workers, func(_ int, c longrun.TaskCount) {
		var c1, c2 uint64
		sum.Total, c1 = bits.Add64(sum.Total, c.Total, 0)
		sum.Unique, c2 = bits.Add64(sum.Unique, c.Unique, 0)
		overflow = overflow || c1 != 0 || c2 != 0
		if done++; o.Progress != nil {
			o.Progress(done, tasks)
		}
	})
	c := Counts{N: n, Total: sum.Total, Unique: sum.Unique, HasUnique: info.Unique}
	switch r, ok := plan.(longrun.Resulter); {
	case overflow:
		return Counts{N: n}, nqueens.ErrOverflow
	case err != nil && ok:
		c.Unique, c.HasUnique = 0, false
	case err == nil && ok:
		c.Total, c.Unique, err = r.Result(sum)
	}
	return c, err
}

// singleQueen is the plan of n = 1 for every method: one task, one
// solution (the fast method's search starts at n = 4).
type singleQueen struct{}

func (singleQueen) Len() int         { return 1 }
func (singleQueen) Checksum() uint64 { return 1 }
func (singleQueen) Run(ctx context.Context, todo []int, _ int, done func(int, longrun.TaskCount)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if todo == nil || len(todo) > 0 {
		done(0, longrun.TaskCount{Total: 1, Unique: 1})
	}
	return nil
}
