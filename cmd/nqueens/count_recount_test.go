package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
	"github.com/nqueens/nqueens/longrun"
)

// TestRecount: count recount counts a split's tasks again and agrees, or
// names the task whose count is wrong in a result consistent in itself;
// a sample is drawn by its seed; its record is JSON.md's.
func TestRecount(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, k := range []string{"0", "1", "2"} {
		f := filepath.Join(dir, "r"+k+".json")
		if _, errOut, code := runNQ(t, "", "count", "13", "--method", "mitm", "--shard", k+"/3", "-o", f); code != 0 {
			t.Fatalf("shard %s: exit %d %s", k, code, errOut)
		}
		files = append(files, f)
	}
	out, errOut, code := runNQ(t, "", append([]string{"count", "recount"}, files...)...)
	if code != 0 || !strings.HasPrefix(out, "n = 13: 1,170 of the 1,170 tasks of 3 shards recounted by mitm's second method in ") || !strings.HasSuffix(out, ": all agree\n") {
		t.Errorf("all: exit %d, %q %q", code, out, errOut)
	}
	out, _, code = runNQ(t, "", "count", "recount", "--sample", "7", "--seed", "2", "--format", "json", files[0], files[2])
	cmdtest.CheckJSON(t, "recount", []byte(out))
	var rec longrun.RecountRecord
	if err := json.Unmarshal([]byte(out), &rec); code != 0 || err != nil || rec.Recounted != 7 || rec.Sample != 7 || !rec.Agree || rec.Shards != 2 || rec.Tasks != 780 {
		t.Errorf("sample: exit %d, %+v, %v", code, rec, err)
	}

	// A wrong count, written as a faulty machine would: consistent in
	// itself, so merge cannot tell.
	job, _ := countrun.Job("mitm", 13)
	ck := job.NewCheckpoint(1, 3)
	if err := job.Run(context.Background(), ck, longrun.RunOptions{}); err != nil {
		t.Fatal(err)
	}
	good := ck.Result()
	wrong := job.NewCheckpoint(1, 3)
	for j, tot := range good.TaskTotals {
		if j == 5 {
			tot += 2
		}
		wrong.Add(1+3*j, longrun.TaskCount{Total: tot, Unique: good.TaskUniques[j]})
	}
	os.WriteFile(files[1], wrong.Result().Marshal(), 0o644)
	out, errOut, code = runNQ(t, "", append([]string{"count", "recount"}, files...)...)
	want := "MISMATCH: task 16 of shard 1 (" + files[1] + "): total " + strconv.FormatUint(good.TaskTotals[5]+2, 10)
	if code != 1 || !strings.HasPrefix(out, want) || !strings.Contains(errOut, "1 of 1,170 tasks recounted differs from its result") {
		t.Errorf("a wrong task: exit %d, %q %q; want %q", code, out, errOut, want)
	}

	for _, tc := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--seed", "1", files[0]}, 2, "--seed goes with --sample"},
		{[]string{"--sample", "0", files[0]}, 2, "--sample 0: give a number of tasks"},
		{nil, 2, "missing result files"},
		{[]string{files[0], files[0]}, 2, "shard 0/3 is given twice"},
	} {
		_, errOut, code := runNQ(t, "", append([]string{"count", "recount"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errOut, tc.msg) {
			t.Errorf("recount %v: exit %d, %q; want %d and %q", tc.args, code, errOut, tc.code, tc.msg)
		}
	}
	fast := filepath.Join(dir, "fast.json")
	runNQ(t, "", "count", "10", "--method", "fast", "--shard", "0/1", "-o", fast)
	if _, errOut, code := runNQ(t, "", "count", "recount", fast); code != 2 || !strings.Contains(errOut, "method fast has no second method") {
		t.Errorf("fast: exit %d, %q", code, errOut)
	}
}

// A recount stopped (Ctrl-C) says what it recounted, and prints its
// record.
func TestRecountStopped(t *testing.T) {
	f := filepath.Join(t.TempDir(), "r.json")
	if _, errOut, code := runNQ(t, "", "count", "12", "--method", "mitm", "--shard", "0/2", "-o", f); code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, errOut, code := runEnv(ctx, "count", "recount", "--format", "json", f)
	cmdtest.CheckJSON(t, "recount", []byte(out))
	if code != 1 || !strings.Contains(out, `"status":"canceled","shards":1,"tasks":127,"recounted":0,"sample":127,"agree":true`) || !strings.Contains(errOut, "interrupted after 0 of 127 tasks recounted: none recounted") {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
}
