package countrun

import (
	"fmt"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// errNoPlan is returned (wrapped) by [Job] for a method whose work is not
// split into tasks: it cannot be sharded, checkpointed or estimated.
var errNoPlan = fmt.Errorf("the method has no plan of independent tasks")

// Job is the long count of n by the exact method named method: its plan
// ([exact.MethodInfo.Plan]) as a [longrun.Job], named by the method. Its
// errors: an unknown method (the names listed), errNoPlan, n out of
// the method's range ([exact.ErrBadSize]). O(tasks) time: under a second
// and a few MB for every n the methods take. It is a [longrun.JobOf].
func Job(method string, n int) (*longrun.Job, error) {
	info, err := exact.LookupMethod(method)
	if err != nil {
		return nil, err
	}
	if info.Plan == nil {
		return nil, fmt.Errorf("%w: %s", errNoPlan, method)
	}
	if n < 1 || n > info.MaxN {
		return nil, fmt.Errorf("%w: n = %d, method %s takes 1..%d", exact.ErrBadSize, n, method, info.MaxN)
	}
	plan, err := info.Plan(n)
	if err != nil {
		return nil, err
	}
	return &longrun.Job{Method: method, N: n, Plan: plan, Unique: info.Unique}, nil
}
