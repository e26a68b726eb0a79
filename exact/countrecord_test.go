package exact

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
)

// CountRecord records a complete count with its check against OEIS and
// its tasks, and a stopped one with the stop's status and no check.
func TestCountRecord(t *testing.T) {
	calls := 0
	r, err := CountRecord(context.Background(), 10, Options{Method: Fast, Workers: 2, Progress: func(int, int) { calls++ }})
	if err != nil {
		t.Fatal(err)
	}
	if r.N != 10 || r.Method != string(Fast) || r.Status != nqueens.Solved || r.Total != 724 || r.Published == nil || !*r.Published {
		t.Errorf("record %+v: want n = 10 solved, 724, agreeing with OEIS", r)
	}
	if r.Tasks == nil || *r.TasksDone != *r.Tasks || calls == 0 {
		t.Errorf("tasks %v of %v after %d progress calls: want all done, reported", r.TasksDone, r.Tasks, calls)
	}
	if r, err := CountRecord(context.Background(), 6, Options{}); err != nil || r.Method != string(DefaultMethod(6)) || r.Total != 4 {
		t.Errorf("default method: %+v, %v", r, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = CountRecord(ctx, 12, Options{Method: Fast})
	if !errors.Is(err, context.Canceled) || r.Status != nqueens.Canceled || r.Published != nil || r.N != 12 {
		t.Errorf("canceled: %+v, %v; want status canceled, no check", r, err)
	}
}

// EstimateCount samples a method with a plan, and stops with its context.
func TestEstimateCount(t *testing.T) {
	cpu, samples, err := EstimateCount(context.Background(), Fast, 12, 20*time.Millisecond)
	if err != nil || cpu <= 0 || samples <= 0 {
		t.Errorf("estimate: %g s from %d samples, %v", cpu, samples, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := EstimateCount(ctx, Fast, 12, time.Second); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled estimate: %v", err)
	}
}
