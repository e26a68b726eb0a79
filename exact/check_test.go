package exact_test

import (
	"context"
	"testing"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// taskCounts runs every task of p and returns their counts by index.
func taskCounts(t *testing.T, p longrun.Tasks) []longrun.TaskCount {
	t.Helper()
	out := make([]longrun.TaskCount, p.Len())
	if err := p.Run(context.Background(), nil, 2, func(i int, c longrun.TaskCount) { out[i] = c }); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMITMCheck: the check lists MITM's pieces (one checksum: one list)
// to n = 24 (22 with -short; beyond, a list takes seconds and gigabytes:
// 17 million pieces at 25, 1.2 billion at 31), and counts each piece as
// MITM does, the Burnside piece too, to n = 14 (13 with -short).
func TestMITMCheck(t *testing.T) {
	info, _ := exact.LookupMethod(string(exact.MITM))
	top, listed := 14, min(info.MaxN, 24)
	if testing.Short() {
		top, listed = 13, min(listed, 22)
	}
	for n := 1; n <= listed; n++ {
		plan, err := info.Plan(n)
		if err != nil {
			t.Fatal(err)
		}
		check, err := info.Check(n)
		if err != nil {
			t.Fatal(err)
		}
		if plan.Len() != check.Len() || plan.Checksum() != check.Checksum() {
			t.Fatalf("n = %d: the check lists %d pieces (%x), mitm %d (%x)", n, check.Len(), check.Checksum(), plan.Len(), plan.Checksum())
		}
		if n > top {
			continue
		}
		want, got := taskCounts(t, plan), taskCounts(t, check)
		for i := range want {
			if want[i] != got[i] {
				t.Errorf("n = %d, piece %d of %d: the check counts %+v, mitm %+v", n, i, len(want), got[i], want[i])
			}
		}
	}
	if _, err := info.Check(exact.MaxN + 1); err == nil {
		t.Error("n beyond MaxN accepted")
	}
}

// The check stops on cancel, reporting nothing.
func TestMITMCheckCancel(t *testing.T) {
	info, _ := exact.LookupMethod(string(exact.MITM))
	c, _ := info.Check(18)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := c.Run(ctx, []int{0, 1}, 1, func(int, longrun.TaskCount) { t.Error("a piece done after cancel") }); err == nil {
		t.Error("no error after cancel")
	}
	if err := c.Run(context.Background(), []int{c.Len()}, 1, func(int, longrun.TaskCount) {}); err == nil {
		t.Error("a piece past the last accepted")
	}
}
