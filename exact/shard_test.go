package exact_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/exact"
)

// countShard counts shard k of m of plan the way the command does.
func countShard(t *testing.T, plan *exact.Plan, k, m int) exact.ShardResult {
	t.Helper()
	ck := exact.NewCheckpoint(plan, k, m)
	err := plan.Run(context.Background(), ck.Todo(plan), 2, func(i int, c exact.TaskCount) {
		if err := ck.Record(i, c); err != nil {
			t.Fatal(err)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return ck.Result(plan, "fast")
}

func TestMergeSplits(t *testing.T) {
	ref := reference(t)
	top := 14
	if testing.Short() {
		top = 12
	}
	for n := 8; n <= top; n++ {
		plan, _ := exact.NewPlan(n)
		for _, m := range []int{1, 2, 7, 64} {
			var results []exact.ShardResult
			var names []string
			for k := range m {
				r := countShard(t, plan, k, m)
				// Through JSON, as the files are.
				data, _ := json.Marshal(r)
				var back exact.ShardResult
				if err := json.Unmarshal(data, &back); err != nil || back != r {
					t.Fatalf("JSON round trip: %v %+v", err, back)
				}
				results = append(results, back)
				names = append(names, fmt.Sprintf("r%d.json", k))
			}
			c, err := exact.Merge(results, names)
			if err != nil || c.Total != ref[n][0] || c.Unique != ref[n][1] {
				t.Errorf("n=%d, %d shards: %+v, %v; want %v", n, m, c, err, ref[n])
			}
		}
	}
}

func TestMergeRefuses(t *testing.T) {
	plan, _ := exact.NewPlan(10)
	var rs []exact.ShardResult
	for k := range 4 {
		rs = append(rs, countShard(t, plan, k, 4))
	}
	names := []string{"a", "b", "c", "d", "e"}
	other, _ := exact.NewPlan(11)
	for _, tc := range []struct {
		name string
		rs   []exact.ShardResult
		msg  string
	}{
		{"missing", rs[:3], "1 of 4 shards are missing: 3"},
		{"twice", append(rs[:3:3], rs[1]), "shard 1/4 is given twice: b and d"},
		{"other split", append(rs[:3:3], countShard(t, plan, 0, 2)), "split of n = 10 into 4"},
		{"other n", append(rs[:3:3], countShard(t, other, 3, 4)), "n = 11"},
		{"unfinished", func() []exact.ShardResult { x := append([]exact.ShardResult(nil), rs...); x[2].TasksDone--; return x }(), "unfinished"},
		{"other plan", func() []exact.ShardResult { x := append([]exact.ShardResult(nil), rs...); x[2].Plan = "0123"; return x }(), "another plan"},
		{"version", func() []exact.ShardResult { x := append([]exact.ShardResult(nil), rs...); x[0].Version = 9; return x }(), "version 9"},
		{"none", nil, "no results"},
	} {
		_, err := exact.Merge(tc.rs, names)
		if !errors.Is(err, exact.ErrMerge) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrMerge and %q", tc.name, err, tc.msg)
		}
	}
}

func TestParseShard(t *testing.T) {
	for _, s := range []string{"0/1", "3/64", "63/64"} {
		if _, _, err := exact.ParseShard(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"", "3", "64/64", "-1/4", "1/0", "a/b", "1/2/3", "1 /2", "1/2x"} {
		if _, _, err := exact.ParseShard(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

// TestCheckpointResume: a count stopped after some tasks, its checkpoint
// saved, decoded and resumed, gives the full total.
func TestCheckpointResume(t *testing.T) {
	ref := reference(t)
	for _, n := range []int{10, 11, 13} {
		plan, _ := exact.NewPlan(n)
		for _, m := range []int{1, 3} {
			var results []exact.ShardResult
			for k := range m {
				ck := exact.NewCheckpoint(plan, k, m)
				ctx, cancel := context.WithCancel(context.Background())
				stopAfter := len(ck.Todo(plan)) / 3
				plan.Run(ctx, ck.Todo(plan), 2, func(i int, c exact.TaskCount) {
					ck.Record(i, c)
					if ck.DoneCount >= stopAfter {
						cancel() // the forced stop
					}
				})
				cancel()
				if ck.Complete(plan) {
					t.Fatalf("n=%d: the stop came too late to test anything", n)
				}
				saved := ck.Marshal()
				back, err := exact.UnmarshalCheckpoint(saved, plan, k, m)
				if err != nil {
					t.Fatal(err)
				}
				err = plan.Run(context.Background(), back.Todo(plan), 2, func(i int, c exact.TaskCount) {
					if err := back.Record(i, c); err != nil {
						t.Fatal(err)
					}
				})
				if err != nil || !back.Complete(plan) {
					t.Fatalf("resume: %v, complete %v", err, back.Complete(plan))
				}
				results = append(results, back.Result(plan, "fast"))
			}
			c, err := exact.Merge(results, make([]string, m))
			if err != nil || c.Total != ref[n][0] || c.Unique != ref[n][1] {
				t.Errorf("n=%d m=%d: resumed %+v, %v; want %v", n, m, c, err, ref[n])
			}
		}
	}
}

func TestCheckpointRefused(t *testing.T) {
	plan, _ := exact.NewPlan(10)
	ck := exact.NewCheckpoint(plan, 1, 3)
	todo := ck.Todo(plan)
	ck.Record(todo[0], exact.TaskCount{Total: 8, Unique: 1})
	good := ck.Marshal()
	if _, err := exact.UnmarshalCheckpoint(good, plan, 1, 3); err != nil {
		t.Fatalf("good checkpoint refused: %v", err)
	}
	other, _ := exact.NewPlan(11)
	flip := bytes.Clone(good)
	i := bytes.Index(flip, []byte(`"total":8`))
	flip[i+8] = '9'
	for _, tc := range []struct {
		name string
		data []byte
		plan *exact.Plan
		k, m int
		msg  string
	}{
		{"edited count", flip, plan, 1, 3, "checksum"},
		{"truncated", good[:len(good)/2], plan, 1, 3, "not a checkpoint"},
		{"empty", nil, plan, 1, 3, "not a checkpoint"},
		{"garbage", []byte("hello"), plan, 1, 3, "not a checkpoint"},
		{"other shard", good, plan, 2, 3, "shard 1/3, not 2/3"},
		{"other n", good, other, 1, 3, "n = 10, not 11"},
	} {
		_, err := exact.UnmarshalCheckpoint(tc.data, tc.plan, tc.k, tc.m)
		if !errors.Is(err, exact.ErrCheckpoint) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want ErrCheckpoint and %q", tc.name, err, tc.msg)
		}
	}
}

// FuzzCheckpoint: no input makes the decoder panic, and whatever it
// accepts is consistent (its tasks belong to the shard, its count matches).
func FuzzCheckpoint(f *testing.F) {
	plan, _ := exact.NewPlan(9)
	ck := exact.NewCheckpoint(plan, 0, 2)
	ck.Record(0, exact.TaskCount{Total: 8, Unique: 1})
	f.Add(ck.Marshal())
	f.Add([]byte(`{"version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := exact.UnmarshalCheckpoint(data, plan, 0, 2)
		if err != nil {
			return
		}
		todo := c.Todo(plan)
		if len(todo)+c.DoneCount != len(plan.ShardTasks(0, 2)) {
			t.Fatalf("accepted an inconsistent checkpoint: %d to do, %d done", len(todo), c.DoneCount)
		}
	})
}
