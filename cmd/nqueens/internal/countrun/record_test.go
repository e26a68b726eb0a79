package countrun

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
)

// count records a complete count with its check against OEIS and
// its tasks, and a stopped one with the stop's status and no check.
func TestCount(t *testing.T) {
	calls := 0
	r, err := count(context.Background(), 10, exact.Options{Method: exact.Fast, Workers: 2, Progress: func(int, int) { calls++ }})
	if err != nil {
		t.Fatal(err)
	}
	if r.N != 10 || r.Method != string(exact.Fast) || r.Status != nqueens.Solved || r.Total != 724 || r.Published == nil || !*r.Published {
		t.Errorf("record %+v: want n = 10 solved, 724, agreeing with OEIS", r)
	}
	if r.Tasks == nil || *r.TasksDone != *r.Tasks || calls == 0 {
		t.Errorf("tasks %v of %v after %d progress calls: want all done, reported", r.TasksDone, r.Tasks, calls)
	}
	if r, err := count(context.Background(), 6, exact.Options{}); err != nil || r.Method != string(exact.DefaultMethod(6)) || r.Total != 4 {
		t.Errorf("default method: %+v, %v", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = count(ctx, 12, exact.Options{Method: exact.Fast})
	if !errors.Is(err, context.Canceled) || r.Status != nqueens.Canceled || r.Published != nil || r.N != 12 {
		t.Errorf("canceled: %+v, %v; want status canceled, no check", r, err)
	}
}

// estimate samples a method with a plan, and stops with its context.
func TestEstimate(t *testing.T) {
	cpu, samples, err := estimate(context.Background(), exact.Fast, 12, 20*time.Millisecond)
	if err != nil || cpu <= 0 || samples <= 0 {
		t.Errorf("estimate: %g s from %d samples, %v", cpu, samples, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := estimate(ctx, exact.Fast, 12, time.Second); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled estimate: %v", err)
	}
}

// Job is the plan of an exact method as a longrun.Job, or says why there
// is none.
func TestJob(t *testing.T) {
	j, err := Job("fast", 10)
	if err != nil || j.N != 10 || j.Method != "fast" || !j.Unique || j.Plan.Len() == 0 {
		t.Fatalf("fast 10: %+v, %v", j, err)
	}
	if j, err := Job("mitm", 1); err != nil || j.Plan.Len() != 1 {
		t.Errorf("mitm 1: %v, %v; want the one task of n = 1", j, err)
	}
	for _, tc := range []struct {
		method string
		n      int
		want   error
	}{{"backtrack", 8, errNoPlan}, {"mitm", exact.MaxN + 1, exact.ErrBadSize}, {"fast", 0, exact.ErrBadSize}} {
		if _, err := Job(tc.method, tc.n); !errors.Is(err, tc.want) {
			t.Errorf("%s %d: %v, want %v", tc.method, tc.n, err, tc.want)
		}
	}
	if _, err := Job("quick", 8); err == nil || !strings.Contains(err.Error(), "use one of naive") {
		t.Errorf("unknown method: %v", err)
	}
}

// The record of a stopped meet-in-the-middle count has no unique count:
// its sums become counts only when complete.
func TestRecordStoppedMITM(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, err := count(ctx, 14, exact.Options{Method: exact.MITM, Workers: 1, Progress: func(done, total int) {
		if done < total {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || r.Unique != nil || r.Status != nqueens.Canceled || r.Published != nil {
		t.Errorf("mitm stopped part way: %+v, %v; want canceled, no unique count", r, err)
	}
}
