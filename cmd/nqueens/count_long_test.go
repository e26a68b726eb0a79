package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/countrun"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
	"github.com/nqueens/nqueens/longrun"
)

func TestShardsMerge(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for k := range 7 {
		f := filepath.Join(dir, fmt.Sprintf("r%d.json", k))
		_, errOut, code := runNQ(t, "", "count", "11", "--shard", fmt.Sprintf("%d/7", k), "--output", f)
		if code != 0 {
			t.Fatalf("shard %d: exit %d: %s", k, code, errOut)
		}
		files = append(files, f)
	}
	out, errOut, code := runNQ(t, "", append([]string{"count", "merge"}, files...)...)
	if code != 0 || !strings.Contains(out, "total 2,680, unique 341, from 7 of 7 shards") || !strings.Contains(out, "agree") {
		t.Errorf("merge: exit %d\n%s%s", code, out, errOut)
	}
	_, errOut, code = runNQ(t, "", append([]string{"count", "merge"}, files[1:]...)...)
	if code != 2 || !strings.Contains(errOut, "shard 0 of 7 is missing") {
		t.Errorf("merge without shard 0: exit %d %s", code, errOut)
	}
	os.WriteFile(files[2], []byte(`{"n": 11, "bogus": 1}`), 0o644)
	_, errOut, code = runNQ(t, "", append([]string{"count", "merge"}, files...)...)
	if code != 2 || !strings.Contains(errOut, "not a shard result") {
		t.Errorf("merge with a bad file: exit %d %s", code, errOut)
	}
	// A shard on stdout is the same JSON.
	out, _, code = runNQ(t, "", "count", "11", "--shard", "0/7")
	if code != 0 || !strings.HasPrefix(out, `{"version":3,"n":11,"shard":0,"shards":7,"method":"fast","total":496,`) {
		t.Errorf("shard to stdout: %d %q", code, out)
	}
	for _, args := range [][]string{
		{"count", "11", "--shard", "7/7"},
		{"count", "11", "--shard", "x"},
		{"count", "8", "9", "--shard", "0/2"},
		{"count", "11", "--shard", "0/2", "--method", "bitwise"},
		{"count", "11", "--resume"},
		{"count", "11", "--output", "x.json"},
		{"count", "merge"},
	} {
		if _, _, code := runNQ(t, "", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestCheckpointKillResume: a count stopped mid-way (the forced stop of a
// canceled context, as Ctrl-C or SIGTERM, from a hook after the first
// tasks) leaves a checkpoint; the same command with --resume finishes
// with the published total. A damaged checkpoint is refused.
func TestCheckpointKillResume(t *testing.T) {
	ck := filepath.Join(t.TempDir(), "c13.json")
	args := []string{"nqueens", "count", "13", "--workers", "1", "--checkpoint", ck, "--resume"}
	ctx, cancel := context.WithCancel(context.Background())
	var out, errb bytes.Buffer
	env := cli.OSEnv(&out, &errb)
	env.AfterTask = func(done, _ int) {
		if done == 5 {
			cancel()
		}
	}
	err := runIn(ctx, registry.Solvers(), args, env)
	cancel()
	if err == nil || !strings.Contains(err.Error(), "interrupted at n = 13: 5 of 406 tasks done, saved in "+ck+"; go on with --resume") {
		t.Fatalf("stopped count: %v", err)
	}
	saved, _ := os.ReadFile(ck)
	out2, errOut, code := runNQ(t, "", args[1:]...)
	if code != 0 || !strings.Contains(errOut, "resuming from "+ck+": 5 of 406 tasks done") || !regexp.MustCompile(`13\s+73,712\s+9,233 .* ok`).MatchString(out2) {
		t.Fatalf("resumed: exit %d\n%s%s", code, out2, errOut)
	}
	// Without --resume an existing checkpoint is never overwritten.
	if _, errOut, code := runNQ(t, "", "count", "13", "--checkpoint", ck); code != 2 || !strings.Contains(errOut, "--resume") {
		t.Errorf("existing checkpoint without --resume: %d %s", code, errOut)
	}
	// A damaged checkpoint (one digit changed) is refused.
	bad := bytes.Replace(saved, []byte(`"done_count":`), []byte(`"done_count":9`), 1)
	os.WriteFile(ck, bad, 0o644)
	if _, errOut, code := runNQ(t, "", args[1:]...); code != 2 || !strings.Contains(errOut, "refusing checkpoint") || !strings.Contains(errOut, "checksum") {
		t.Errorf("damaged checkpoint: %d %s", code, errOut)
	}
	// Of another n.
	os.WriteFile(ck, saved, 0o644)
	if _, errOut, code := runNQ(t, "", "count", "12", "--checkpoint", ck, "--resume"); code != 2 || !strings.Contains(errOut, "n = 13, not 12") {
		t.Errorf("checkpoint of another n: %d %s", code, errOut)
	}
}

func TestEstimateFlag(t *testing.T) {
	_, errOut, code := runNQ(t, "", "count", "20", "--estimate")
	if code != 0 || !strings.Contains(errOut, "n = 20:") || !strings.Contains(errOut, "samples)") {
		t.Errorf("estimate: %d %s", code, errOut)
	}
}

// TestEstimateJSON: count --estimate --format json prints the estimate
// record on stdout (it printed nothing: the estimate went to stderr
// only), also when a stop cuts the sampling short; the text form keeps
// stdout empty.
func TestEstimateJSON(t *testing.T) {
	t.Run("json", estimateJSON)
	t.Run("text", func(t *testing.T) {
		if code, stdout, _ := execute(t, "count 14 --estimate"); code != 0 || stdout != "" {
			t.Errorf("text estimate: exit %d, stdout %q", code, stdout)
		}
	})
	t.Run("canceled", estimateCanceled)
}

// estimateJSON: the record of an estimate, of the whole count and of a
// shard, decodes and holds what it says it does.
func estimateJSON(t *testing.T) {
	for _, args := range []string{"count 14 --estimate --format json", "count 14 --estimate --format json --shard 1/4 --workers 3"} {
		code, stdout, stderr := execute(t, args)
		if code != 0 || !strings.Contains(stderr, "samples)") {
			t.Errorf("%s: exit %d: %s", args, code, stderr)
		}
		cmdtest.CheckJSON(t, "estimate", []byte(stdout))
		var rec struct {
			N, Workers, Samples int
			TasksLeft           int `json:"tasks_left"`
			Status              nqueens.Status
			CPUSeconds          float64 `json:"cpu_seconds"`
			Seconds             float64
			Shard, Shards       *int
		}
		if err := json.Unmarshal([]byte(stdout), &rec); err != nil || rec.N != 14 || rec.Status != nqueens.Solved || rec.TasksLeft <= 0 || rec.Samples <= 0 ||
			rec.CPUSeconds <= 0 || rec.Seconds != rec.CPUSeconds/float64(rec.Workers) {
			t.Errorf("%s: %s: %+v %v", args, stdout, rec, err)
		}
		if sharded := strings.Contains(args, "--shard"); sharded != (rec.Shard != nil && *rec.Shard == 1 && *rec.Shards == 4) || sharded && rec.Workers != 3 {
			t.Errorf("%s: shard %v of %v, workers %d", args, rec.Shard, rec.Shards, rec.Workers)
		}
	}
}

// estimateCanceled: stopped while sampling, the record says so, without
// figures.
func estimateCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := cli.Exec(ctx, "nqueens", run, strings.Fields("nqueens count 14 --estimate --format json"), &out, &errb)
	if code != 1 || !strings.Contains(out.String(), `"status":"canceled"`) || strings.Contains(out.String(), "seconds") || !strings.Contains(errb.String(), "while estimating") {
		t.Errorf("canceled estimate: exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
	}
	cmdtest.CheckJSON(t, "estimate", out.Bytes())
}

// TestLongUnwritable: an unwritable --checkpoint or --output is reported
// before counting (it was found only at the first save, or after a whole
// shard).
func TestLongUnwritable(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no-such-dir", "x.json")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"count", "12", "--checkpoint", missing}, "--checkpoint: creating " + missing + ": the directory " + filepath.Dir(missing) + " does not exist"},
		{[]string{"count", "12", "--checkpoint", missing, "--resume"}, "--checkpoint: creating " + missing + ": the directory"},
		{[]string{"count", "12", "--shard", "0/4", "-o", missing}, "--output: creating " + missing + ": the directory"},
		{[]string{"count", "12", "--shard", "0/4", "-o", dir}, "--output: creating " + dir + ": is a directory"},
	} {
		out, errOut, code := runNQ(t, "", tc.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errOut, tc.msg)
		}
	}
	// The check leaves nothing behind.
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("files left in %s: %v", dir, ents)
	}
	// --estimate writes nothing: -o has no effect with it.
	if _, errOut, code := runNQ(t, "", "count", "12", "--estimate", "--shard", "0/4", "-o", missing); code != 2 || !strings.Contains(errOut, "--output does not go with --estimate") {
		t.Errorf("--estimate with -o: exit %d, %q", code, errOut)
	}
}

// TestMergeNamesDamagedShard: a shard file whose total, or one of whose
// task counts, was changed is caught by merge without the published
// count (n = 30 has none), which names the file and the shard and says
// what disagrees.
func TestMergeNamesDamagedShard(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for k := range 4 {
		f := filepath.Join(dir, fmt.Sprintf("r%d.json", k))
		if _, errOut, code := runNQ(t, "", "count", "11", "--shard", fmt.Sprintf("%d/4", k), "-o", f); code != 0 {
			t.Fatalf("shard %d: %s", k, errOut)
		}
		files = append(files, f)
	}
	good, _ := os.ReadFile(files[2])
	var r map[string]any
	json.Unmarshal(good, &r)
	for _, tc := range []struct {
		name, from, to, msg string
	}{
		{"total", fmt.Sprintf(`"total":%v,`, r["total"]), fmt.Sprintf(`"total":%v,`, r["total"].(float64)+8),
			"r2.json (shard 2/4): its total was damaged: %d, but its tasks and residues say %d"},
		{"task", `"task_totals":[`, `"task_totals":[1`, "r2.json (shard 2/4): its task counts were damaged"},
	} {
		bad := bytes.Replace(good, []byte(tc.from), []byte(tc.to), 1)
		if bytes.Equal(bad, good) {
			t.Fatalf("%s: nothing replaced", tc.name)
		}
		os.WriteFile(files[2], bad, 0o644)
		msg := tc.msg
		if strings.Contains(msg, "%d") {
			msg = fmt.Sprintf(msg, int(r["total"].(float64))+8, int(r["total"].(float64)))
		}
		_, errOut, code := runNQ(t, "", append([]string{"count", "merge"}, files...)...)
		if code != 2 || !strings.Contains(errOut, msg) {
			t.Errorf("%s damaged: exit %d, %q; want 2 and %q", tc.name, code, errOut, msg)
		}
	}
	os.WriteFile(files[2], good, 0o644)
	out, errOut, code := runNQ(t, "", append([]string{"count", "merge", "--format", "json"}, files...)...)
	cmdtest.CheckJSON(t, "merge", []byte(out))
	cmdtest.CheckJSON(t, "shard", good)
	var rec map[string]any
	if err := json.Unmarshal([]byte(out), &rec); code != 0 || err != nil {
		t.Fatalf("merge --format json: exit %d, %v, %q %q", code, err, out, errOut)
	}
	for k, v := range map[string]any{"n": 11.0, "total": 2680.0, "unique": 341.0, "status": "solved", "shards": 4.0, "published": true, "method": "fast"} {
		if rec[k] != v {
			t.Errorf("merge --format json: %s = %v, want %v (%s)", k, rec[k], v, out)
		}
	}
	if ns, ok := rec["elapsed_ns"].(float64); !ok || ns <= 0 {
		t.Errorf("merge --format json: elapsed_ns %v", rec["elapsed_ns"])
	}
}

// TestMergeCatchesWrongLostDoubled: what count merge does with each way a
// cluster's results go bad. A shard lost, or given twice (the same file,
// or a copy relabelled as another shard, which loses that one), is
// refused (exit 2) by the shard and file; a shard whose count is wrong
// but consistent in itself, as a faulty machine writes it, makes a total
// that differs from OEIS (exit 1), and count recount names its task.
func TestMergeCatchesWrongLostDoubled(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for k := range 3 {
		f := filepath.Join(dir, fmt.Sprintf("r%d.json", k))
		if _, errOut, code := runNQ(t, "", "count", "13", "--method", "mitm", "--shard", fmt.Sprintf("%d/3", k), "-o", f); code != 0 {
			t.Fatalf("shard %d: %s", k, errOut)
		}
		files = append(files, f)
	}
	good, _ := os.ReadFile(files[1])
	two, _ := os.ReadFile(files[2]) // as many tasks as shard 1
	relabelled := filepath.Join(dir, "copy.json")
	os.WriteFile(relabelled, bytes.Replace(two, []byte(`"shard":2,`), []byte(`"shard":1,`), 1), 0o644)
	for _, tc := range []struct {
		name  string
		files []string
		msg   string
	}{
		{"lost", files[:2], "shard 2 of 3 is missing"},
		{"doubled", append(files[:3:3], files[1]), "shard 1/3 is given twice: " + files[1] + " and " + files[1]},
		{"relabelled", []string{files[0], relabelled, files[2]}, relabelled + " (shard 1/3): its task counts do not belong to the tasks of shard 1/3"},
	} {
		if _, errOut, code := runNQ(t, "", append([]string{"count", "merge"}, tc.files...)...); code != 2 || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", tc.name, code, errOut, tc.msg)
		}
	}

	// A wrong count, consistent in itself: task 4 of shard 1 (task 13)
	// found 2 solutions more.
	job, _ := countrun.Job("mitm", 13)
	r, _ := longrun.ReadShardResult(good, files[1])
	wrong := job.NewCheckpoint(1, 3)
	for j, tot := range r.TaskTotals {
		if j == 4 {
			tot += 2
		}
		wrong.Add(1+3*j, longrun.TaskCount{Total: tot, Unique: r.TaskUniques[j]})
	}
	os.WriteFile(files[1], wrong.Result().Marshal(), 0o644)
	_, errOut, code := runNQ(t, "", append([]string{"count", "merge"}, files...)...)
	if want := "the merged count differs from OEIS (total 73712, unique 9233): a shard is wrong"; code != 1 || !strings.Contains(errOut, want) || !strings.Contains(errOut, "count recount") {
		t.Errorf("wrong: exit %d, %q; want 1 and %q", code, errOut, want)
	}
	out, _, code := runNQ(t, "", append([]string{"count", "recount"}, files...)...)
	if want := "MISMATCH: task 13 of shard 1 (" + files[1] + ")"; code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("recount of the wrong shard: exit %d, %q; want 1 and %q", code, out, want)
	}
}

// decodeRecords decodes JSON lines.
func decodeRecords(t *testing.T, out string) []map[string]any {
	t.Helper()
	var recs []map[string]any
	for line := range strings.Lines(out) {
		var r map[string]any
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		recs = append(recs, r)
	}
	return recs
}

func TestCountJSON(t *testing.T) {
	out, errOut, code := runNQ(t, "", "count", "7", "9", "--format", "json")
	cmdtest.CheckJSON(t, "count", []byte(out))
	recs := decodeRecords(t, out)
	if code != 0 || len(recs) != 3 {
		t.Fatalf("exit %d, %q %q", code, out, errOut)
	}
	for i, want := range [][2]float64{{40, 6}, {92, 12}, {352, 46}} {
		r := recs[i]
		if r["n"] != float64(7+i) || r["total"] != want[0] || r["unique"] != want[1] || r["status"] != "solved" || r["published"] != true || r["method"] != "fast" || r["tasks"] == nil {
			t.Errorf("record %d: %v", i, r)
		}
	}
	// bitwise counts no unique solutions and has no tasks.
	out, _, _ = runNQ(t, "", "count", "8", "--method", "bitwise", "--format", "json")
	cmdtest.CheckJSON(t, "count", []byte(out))
	if r := decodeRecords(t, out)[0]; r["unique"] != nil || r["tasks"] != nil || r["total"] != 92.0 {
		t.Errorf("bitwise: %v", r)
	}
	// The long path (--checkpoint) writes the same record.
	ck := filepath.Join(t.TempDir(), "c.json")
	out, _, code = runNQ(t, "", "count", "9", "--checkpoint", ck, "--format", "json")
	if r := decodeRecords(t, out)[0]; code != 0 || r["total"] != 352.0 || r["tasks_done"] != r["tasks"] {
		t.Errorf("--checkpoint --format json: %d %v", code, r)
	}
}

// TestCountStoppedJSON: a count stopped by Ctrl-C (a hook cancels after 3
// tasks) or by its time limit still writes its record, with the status
// and what it reached, and exits 1.
func TestCountStoppedJSON(t *testing.T) {
	t.Run("interrupted", countInterruptedJSON)
	t.Run("time-limit", countTimeLimitJSON)
	t.Run("negative-time-limit", func(t *testing.T) {
		if _, errOut, code := runNQ(t, "", "count", "8", "--time-limit", "-1s"); code != 2 || !strings.Contains(errOut, "--time-limit") {
			t.Errorf("negative --time-limit: %d %q", code, errOut)
		}
	})
	t.Run("list", countListStoppedJSON)
}

// countInterruptedJSON: a table and a long count stopped by Ctrl-C after
// 3 tasks end with the record of what they reached.
func countInterruptedJSON(t *testing.T) {
	for _, long := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		args := []string{"nqueens", "count", "11", "12", "--format", "json", "--workers", "1"}
		if long {
			args = []string{"nqueens", "count", "12", "--format", "json", "--workers", "1", "--checkpoint", filepath.Join(t.TempDir(), "c.json")}
		}
		var out, errb bytes.Buffer
		env := cli.OSEnv(&out, &errb)
		env.AfterTask = func(done, tasks int) {
			if done == 3 && tasks == 289 {
				cancel()
			}
		}
		err := runIn(ctx, registry.Solvers(), args, env)
		cancel()
		cmdtest.CheckJSON(t, "count", out.Bytes())
		recs := decodeRecords(t, out.String())
		last := recs[len(recs)-1]
		want := "interrupted at n = 12: 3 of 289 tasks done, "
		if !long {
			want = "\nthe counts above are complete"
		}
		if err == nil || !strings.Contains(err.Error(), want) || last["n"] != 12.0 || last["status"] != "canceled" || last["tasks_done"] != 3.0 || last["tasks"] != 289.0 || last["total"] == nil || last["published"] != nil {
			t.Errorf("long %v: %v; records %v", long, err, recs)
		}
	}
}

// countTimeLimitJSON: a count out of time before it began writes its
// record, status limit_reached, and exits 1.
func countTimeLimitJSON(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	var out, errb bytes.Buffer
	err := run(ctx, []string{"nqueens", "count", "10", "--format", "json", "--method", "backtrack"}, &out, &errb)
	cmdtest.CheckJSON(t, "count", out.Bytes())
	var f *cli.Failure
	if r := decodeRecords(t, out.String()); !errors.As(err, &f) || !strings.Contains(err.Error(), "stopped by --time-limit at n = 10") || len(r) != 1 || r[0]["status"] != "limit_reached" || r[0]["total"] != 0.0 || r[0]["unique"] != 0.0 {
		t.Errorf("time limit: %v, %.300q", err, out.String())
	}
}

// countListStoppedJSON: a stopped list ends with its record.
func countListStoppedJSON(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	var out, errb bytes.Buffer
	err := run(ctx, []string{"nqueens", "count", "10", "--list", "--format", "json"}, &out, &errb)
	cmdtest.CheckJSON(t, "list_stopped", out.Bytes())
	if r := decodeRecords(t, out.String()); err == nil || len(r) != 1 || r[0]["status"] != "limit_reached" || r[0]["listed"] != 0.0 {
		t.Errorf("stopped list: %v, %.300q", err, out.String())
	}
}

// TestCountMemoryRefused: a method whose memory for n exceeds what the
// machine has is refused before anything is counted, with the number.
func TestCountMemoryRefused(t *testing.T) {
	saved := slices.Clone(exact.Methods)
	defer func() { exact.Methods = saved }()
	exact.Methods = append(exact.Methods[:len(exact.Methods):len(exact.Methods)], exact.MethodInfo{
		Method: "hungry", Summary: "test", MaxN: exact.MaxN, Unique: true,
		Plan:   func(n int) (longrun.Tasks, error) { return exact.NewPlan(n) },
		Memory: func(n, workers int) uint64 { return uint64(workers) << 59 },
	})
	out, errOut, code := runNQ(t, "", "count", "8", "--method", "hungry", "--workers", "2")
	if code != 1 || !strings.Contains(errOut, "n = 8: --method hungry needs about 1.0 EiB of memory, but ") || strings.Contains(out, "92") {
		t.Errorf("exit %d, %q %q", code, out, errOut)
	}
	// A default method that does not fit gives way to fast, saying so.
	for i, m := range exact.Methods {
		if m.Method == exact.DefaultMethod(16) && m.Memory != nil {
			exact.Methods[i].Memory = func(n, workers int) uint64 { return 1 << 60 }
		}
	}
	out, errOut, code = runNQ(t, "", "count", "16", "--estimate")
	if exact.DefaultMethod(16) != exact.Fast && (code != 0 || !strings.Contains(errOut, "n = 16: mitm would need about 1.0 EiB of memory") || !strings.Contains(errOut, "counting with fast") || !strings.Contains(errOut, "n = 16: 937 tasks")) {
		t.Errorf("default that does not fit: exit %d, %q %q", code, out, errOut)
	}
	// A shard does not: the shards of one count must share a method.
	out, errOut, code = runNQ(t, "", "count", "16", "--shard", "0/4", "--workers", "2")
	if exact.DefaultMethod(16) != exact.Fast && (code != 1 || out != "" || !strings.Contains(errOut, "n = 16: mitm, the default, needs about 1.0 EiB of memory on 2 workers") || !strings.Contains(errOut, "A shard does not fall back to fast")) {
		t.Errorf("shard whose default does not fit: exit %d, %q %q", code, out, errOut)
	}
}

// TestShardOutputContract: -o follows the output contract: a new result
// gets the umask's mode (0644 under 022, not 0600), a symlink keeps
// pointing at the replaced result, and a device that cannot take it
// (/dev/full) is a failure naming it.
func TestShardOutputContract(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	dir := t.TempDir()
	f := filepath.Join(dir, "r.json")
	if _, errOut, code := runNQ(t, "", "count", "9", "--shard", "0/1", "-o", f); code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if fi, err := os.Stat(f); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, %v; want 0644", fi.Mode(), err)
	}
	link := filepath.Join(dir, "link.json")
	os.Symlink(f, link)
	if _, errOut, code := runNQ(t, "", "count", "9", "--shard", "0/1", "-o", link); code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		_, errOut, code := runNQ(t, "", "count", "9", "--shard", "0/1", "-o", "/dev/full")
		if code != 1 || !strings.Contains(errOut, "/dev/full") || !strings.Contains(errOut, "no space left") {
			t.Errorf("-o /dev/full: exit %d %q", code, errOut)
		}
	}
}
