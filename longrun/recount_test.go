package longrun_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/longrun"
)

// checkOf is the second method of an exact method for n.
func checkOf(t *testing.T, m exact.Method, n int) longrun.Tasks {
	t.Helper()
	info, _ := exact.LookupMethod(string(m))
	c, err := info.Check(n)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// Recount counts shards again by the second method: all their tasks, or
// a sample drawn by the seed, and finds a task whose count was made wrong
// in a result that is consistent in itself.
func TestRecount(t *testing.T) {
	j := newJob(t, exact.MITM, 12)
	rs := []longrun.ShardResult{countShard(t, j, 1, 5), countShard(t, j, 3, 5)}
	names := []string{"a", "b"}
	check := checkOf(t, exact.MITM, 12)
	calls := 0
	rec, err := longrun.Recount(context.Background(), rs, names, longrun.RecountOptions{Check: check, Workers: 2, Progress: func(int, int) { calls++ }})
	all := len(rs[0].TaskTotals) + len(rs[1].TaskTotals)
	if err != nil || !rec.Agree || rec.Recounted != all || rec.Sample != all || rec.Tasks != all || rec.Shards != 2 || rec.Status != nqueens.Solved || calls != all {
		t.Errorf("all: %+v, %v, %d progress calls", rec, err, calls)
	}
	a, _ := longrun.Recount(context.Background(), rs, names, longrun.RecountOptions{Check: check, Sample: 5, Seed: 7})
	b, _ := longrun.Recount(context.Background(), rs, names, longrun.RecountOptions{Check: check, Sample: 5, Seed: 7})
	if a.Recounted != 5 || !a.Agree || a.Sample != 5 || a.Tasks != all || b.Recounted != 5 {
		t.Errorf("sample: %+v", a)
	}

	// A wrong count, written as a faulty machine would: every sum and
	// residue agreeing with it.
	bad := rs[1]
	bad.TaskTotals = append([]uint64{}, bad.TaskTotals...)
	bad.TaskTotals[2] += 4
	ck := j.NewCheckpoint(3, 5)
	for x, tot := range bad.TaskTotals {
		ck.Add(3+5*x, longrun.TaskCount{Total: tot, Unique: bad.TaskUniques[x]})
	}
	bad = ck.Result()
	if err := bad.Check(); err != nil {
		t.Fatal(err)
	}
	rec, err = longrun.Recount(context.Background(), []longrun.ShardResult{rs[0], bad}, names, longrun.RecountOptions{Check: check})
	want := longrun.Mismatch{File: "b", Shard: 3, Task: 13, Total: rs[1].TaskTotals[2] + 4, Unique: rs[1].TaskUniques[2], RecountTotal: rs[1].TaskTotals[2], RecountUnique: rs[1].TaskUniques[2]}
	if err != nil || rec.Agree || len(rec.Mismatches) != 1 || rec.Mismatches[0] != want {
		t.Errorf("a wrong task: %+v, %v; want %+v", rec, err, want)
	}
}

// Recount refuses what it cannot recount, and stops with its context.
func TestRecountRefuses(t *testing.T) {
	j := newJob(t, exact.MITM, 10)
	r0, r1 := countShard(t, j, 0, 2), countShard(t, j, 1, 2)
	check := checkOf(t, exact.MITM, 10)
	unfinished := r1
	unfinished.TasksDone--
	for _, tc := range []struct {
		name  string
		rs    []longrun.ShardResult
		check longrun.Tasks
		msg   string
	}{
		{"none", nil, check, "no results"},
		{"no check", []longrun.ShardResult{r0}, nil, "method mitm has no second method"},
		{"other plan", []longrun.ShardResult{r0}, checkOf(t, exact.MITM, 11), "another plan"},
		{"twice", []longrun.ShardResult{r0, r0}, check, "shard 0/2 is given twice: a and b"},
		{"other split", []longrun.ShardResult{r0, countShard(t, j, 1, 3)}, check, "b is shard 1/3"},
		{"unfinished", []longrun.ShardResult{r0, unfinished}, check, "b counted"},
	} {
		_, err := longrun.Recount(context.Background(), tc.rs, []string{"a", "b"}, longrun.RecountOptions{Check: tc.check})
		if !errors.Is(err, longrun.ErrRecount) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrRecount and %q", tc.name, err, tc.msg)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec, err := longrun.Recount(ctx, []longrun.ShardResult{r0}, []string{"a"}, longrun.RecountOptions{Check: check})
	if !errors.Is(err, context.Canceled) || rec.Status != nqueens.Canceled || rec.Recounted != 0 {
		t.Errorf("canceled: %+v, %v", rec, err)
	}
}
