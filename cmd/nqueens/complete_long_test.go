package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// readCompleteFile reads the instance in the file path.
func readCompleteFile(t *testing.T, path string) *complete.Instance {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, _, err := complete.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// fakeTerminal returns env whose progress lines believe stderr is a
// terminal, on a clock that jumps ten seconds at every look after its
// first reading (so the quiet second is over at the first draw).
func fakeTerminal(env cli.Env) cli.Env {
	var start time.Time
	env.Progress = func(io.Writer) status.Mode { return status.Redraw }
	env.Now = func() time.Time {
		if start.IsZero() {
			start = time.Unix(1e9, 0)
			return start
		}
		return start.Add(10 * time.Second)
	}
	return env
}

// runEnv runs nqueens with args under ctx and returns its stdout, stderr
// and exit code.
func runEnv(ctx context.Context, args ...string) (string, string, int) {
	return runFaked(ctx, false, args...)
}

// runFaked is runEnv, on a fake terminal ([fakeTerminal]) when fake.
func runFaked(ctx context.Context, fake bool, args ...string) (string, string, int) {
	return runEnvWith(ctx, func(env *cli.Env) {
		if fake {
			*env = fakeTerminal(*env)
		}
	}, args...)
}

// runEnvWith is runEnv in the environment set changes.
func runEnvWith(ctx context.Context, set func(*cli.Env), args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	set(&env)
	root := &ucli.Command{Name: "nqueens", Commands: commands(env, registry.Solvers())}
	err := cli.Run(ctx, root, append([]string{"nqueens"}, args...), env)
	code := cli.ExitCode("nqueens", err, &errOut)
	return out.String(), errOut.String(), code
}

// TestCompleteProgress: on a terminal an exact search draws its progress
// line on stderr and erases it before the result; off one, nothing. The
// clock is injected; nothing waits for real time.
func TestCompleteProgress(t *testing.T) {
	d12 := completeIn("diag-12-4-500.param")
	for _, args := range [][]string{
		{"complete", d12, "--diagonals", "4", "--count"},
		{"complete", d12, "--diagonals", "4", "--format", "perm"},
	} {
		_, plain, code := runEnv(context.Background(), args...)
		if code != 0 || strings.Contains(plain, "\x1b") {
			t.Errorf("%v off a terminal: exit %d, stderr %q", args, code, plain)
		}
		out, errOut, code := runFaked(context.Background(), true, args...)
		first := "\r\x1b[Kn = 12: splitting the search, 10s elapsed"
		if code != 0 || !strings.HasPrefix(errOut, first) || !strings.HasSuffix(errOut, "\r\x1b[K") || strings.Contains(out, "\x1b") {
			t.Errorf("%v on a terminal: exit %d, stdout %q, stderr %q; want stderr to start %q and end erased", args, code, out, errOut, first)
		}
	}
}

// TestCompleteProgressText: the line of a count that has run, as a person
// reads it.
func TestCompleteProgressText(t *testing.T) {
	var errOut bytes.Buffer
	c := startCompleteProgress(fakeTerminal(cli.Env{Stderr: &errOut}), 12, true)
	defer c.Stop()
	in := readCompleteFile(t, completeIn("diag-12-4-500.param")).WithDiagonals(4)
	if _, err := complete.CountCompletions(context.Background(), in, complete.Settings{Workers: 2, Progress: c.p}); err != nil {
		t.Fatal(err)
	}
	lines := c.text() + "\n"
	c.nodes.Store(math.Float64bits(16812.5)) // an estimate of the tree, as the line's goroutine makes
	lines += c.text() + "\n"
	c.nodes.Store(math.Float64bits(3000))
	lines += c.text() + "\n"
	// The widest figures: the time goes first, then the subtrees.
	big := complete.Snapshot{Tasks: 1129, TasksDone: 1000, Nodes: 123_456_789_012, Count: 123_456_789}
	d := &completeProgress{n: 30}
	lines += d.render(big, 3600) + "\n"
	d.counting = true
	lines += d.render(big, 3600) + "\n"
	d.nodes.Store(math.Float64bits(1.01e12))
	lines += d.render(big, 3600) + "\n"
	d.counting = false
	lines += d.render(big, 3600) + "\n"
	big.Nodes = 25_740_528
	d.nodes.Store(math.Float64bits(1.01e10))
	lines += d.render(big, 20) + "\n"
	// A decision races three searches: no estimate, no subtrees.
	d.deciding = true
	big.Nodes = 123_456_789_012
	lines += d.render(big, 3600) + "\n"
	for _, l := range strings.Split(lines, "\n") {
		if len([]rune(l)) > lineWidth {
			t.Errorf("%d columns: %q", len([]rune(l)), l)
		}
	}
	checkGolden(t, "complete/progress-line.txt", lines)
}

// TestCompleteInterrupted: Ctrl-C (a canceled context) ends a count with
// its JSON record, status canceled, and exit 1, saying what was reached.
func TestCompleteInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, errOut, code := runEnv(ctx, "complete", completeIn("diag-12-4-500.param"), "--diagonals", "4", "--count", "--format", "json")
	if code != 1 || !strings.Contains(out, `"status":"canceled"`) || !strings.Contains(out, `"tasks_done":0`) || !strings.Contains(errOut, "interrupted after") {
		t.Errorf("exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
}

// TestCompleteShardsAddUp: on published instances the totals of the
// shards of any split add up to the count, each shard's record naming
// the same plan.
func TestCompleteShardsAddUp(t *testing.T) {
	for _, c := range []struct {
		file  string
		diags string
	}{
		{"diag-12-4-500.param", "4"},
		{"diag-16-4-500.param", "10"},
		{"diag-16-4-500.param", "12"},
	} {
		base := []string{"complete", completeIn(c.file), "--diagonals", c.diags, "--count", "--format", "json"}
		whole := countRecord(t, base...)
		for _, m := range []int{1, 3, 5} {
			var sum uint64
			plans := map[string]bool{}
			for k := range m {
				r := countRecord(t, append(base, "--shard", fmt.Sprintf("%d/%d", k, m), "--workers", fmt.Sprint(1+k%2))...)
				if r.Status != nqueens.Solved || r.Shard == nil || *r.Shard != k || *r.Shards != m || r.TasksDone != r.Tasks {
					t.Errorf("%s --diagonals %s, shard %d/%d: %+v", c.file, c.diags, k, m, r)
				}
				sum += r.Total
				plans[r.Plan] = true
			}
			if sum != whole.Total || len(plans) != 1 {
				t.Errorf("%s --diagonals %s: %d shards add up to %d (plans %v), the count is %d", c.file, c.diags, m, sum, plans, whole.Total)
			}
		}
	}
}

// countRecord runs a count with --format json and decodes its record.
func countRecord(t *testing.T, args ...string) completionCountRecord {
	t.Helper()
	out, errOut, code := runEnv(context.Background(), args...)
	var r completionCountRecord
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != 0 {
		t.Fatalf("%v: exit %d, %v\n%s%s", args, code, err, out, errOut)
	}
	return r
}

// TestCompleteCheckpointResume: a count stopped after a few subtrees
// (Ctrl-C, as a canceled context, from a hook) leaves a checkpoint, a
// file for its owner only; --resume finishes it with the count of an
// uninterrupted run. A checkpoint is never overwritten without --resume,
// nor a file that is not a checkpoint of this instance, with it.
func TestCompleteCheckpointResume(t *testing.T) {
	dir := t.TempDir()
	ck := filepath.Join(dir, "c16.json")
	in := completeIn("diag-16-4-500.param")
	args := []string{"complete", in, "--diagonals", "10", "--count", "--workers", "1", "--checkpoint", ck, "--resume"}
	whole := countRecord(t, "complete", in, "--diagonals", "10", "--count", "--format", "json")
	ctx, cancel := context.WithCancel(context.Background())
	_, errOut, code := runEnvWith(ctx, func(env *cli.Env) {
		env.AfterTask = func(done, _ int) {
			if done == 100 {
				cancel()
			}
		}
	}, args...)
	cancel()
	if code != 1 || !strings.Contains(errOut, "interrupted after") || !strings.Contains(errOut, "saved in "+ck+", go on with --resume") {
		t.Fatalf("stopped count: exit %d, %s", code, errOut)
	}
	if fi, err := os.Stat(ck); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("checkpoint: %v, mode %v", err, fi.Mode())
	}
	saved, _ := os.ReadFile(ck)

	// Without --resume it is left alone; with another instance too.
	_, errOut, code = runEnv(context.Background(), "complete", in, "--diagonals", "10", "--count", "--checkpoint", ck)
	if code != 1 || !strings.Contains(errOut, "--resume") {
		t.Errorf("existing checkpoint without --resume: %d %s", code, errOut)
	}
	_, errOut, code = runEnv(context.Background(), "complete", in, "--diagonals", "11", "--count", "--checkpoint", ck, "--resume")
	if code != 1 || !strings.Contains(errOut, "another instance") {
		t.Errorf("checkpoint of another instance: %d %s", code, errOut)
	}
	if now, _ := os.ReadFile(ck); !bytes.Equal(now, saved) {
		t.Error("a refused checkpoint was changed")
	}
	notes := filepath.Join(dir, "notes.txt")
	os.WriteFile(notes, []byte("my notes\n"), 0o644)
	_, errOut, code = runEnv(context.Background(), "complete", in, "--count", "--checkpoint", notes, "--resume")
	if now, _ := os.ReadFile(notes); code != 1 || string(now) != "my notes\n" || !strings.Contains(errOut, "refusing checkpoint") {
		t.Errorf("a file that is no checkpoint: exit %d, %s; it holds %q", code, errOut, now)
	}

	out, errOut, code := runEnv(context.Background(), append(args, "--format", "json")...)
	var r completionCountRecord
	json.Unmarshal([]byte(out), &r)
	if code != 0 || r.Total != whole.Total || r.TasksDone != r.Tasks || !strings.Contains(errOut, "resuming from "+ck+": 100 of ") {
		t.Errorf("resumed: exit %d, %+v (the count: %d)\n%s", code, r, whole.Total, errOut)
	}
}

// TestCompleteLongUsage: the long-run flags go with what they apply to.
func TestCompleteLongUsage(t *testing.T) {
	in := completeIn("diag-12-4-500.param")
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--shard", "1/2"}, "goes with --count"},
		{[]string{"--count", "--resume"}, "--resume goes with --checkpoint"},
		{[]string{"--count", "--shard", "2/2"}, "K must be in 0..M-1"},
		{[]string{"--list", "--estimate"}, "--estimate does not go with --list"},
		{[]string{"--probes", "10"}, "--probes goes with --estimate"},
		{[]string{"--estimate", "--probes", "0"}, "--probes 0"},
		{[]string{"--estimate", "--method", "local"}, "not the local one"},
		{[]string{"--estimate", "-o", "x.txt"}, "drop --output"},
		{[]string{"--estimate", "--format", "perm"}, "text or json"},
	} {
		_, errOut, code := runEnv(context.Background(), append([]string{"complete", in}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.msg) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", c.args, code, errOut, c.msg)
		}
	}
}

// TestCompleteEstimateText: --estimate's report as a person reads it: a
// search small enough to finish while its speed is measured is given
// exactly; otherwise the estimate, its standard error and the time.
func TestCompleteEstimateText(t *testing.T) {
	out, errOut, code := runEnv(context.Background(), "complete", completeIn("diag-12-4-500.param"), "--diagonals", "4", "--estimate", "--count")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	var b strings.Builder
	b.WriteString(out)
	in := readCompleteFile(t, completeIn("diag-16-4-500.param"))
	a := completeArgs{in: in.WithDiagonals(10), long: completeLong{probes: 10000, seed: 1}}
	f := &estimateFigures{nodes: 4.1e9, nodesErr: 3.2e8, completions: 31.2, completionsErr: 8.9, nodesPerSecond: 2.6e6}
	f.cpuSeconds = f.nodes / f.nodesPerSecond
	f.seconds = f.cpuSeconds / 2
	k, m := 1, 3
	b.WriteString(a.estimateText(completionEstimateRecord{Probes: 10000, Seed: 1, Workers: 2, Tasks: 482, TasksLeft: 400, Shard: &k, Shards: &m}, f))
	f.completions, f.completionsErr = 0, 0
	b.WriteString(a.estimateText(completionEstimateRecord{Probes: 10000, Seed: 1, Workers: 2, Tasks: 1, TasksLeft: 1}, f))
	checkGolden(t, "complete/estimate.txt", b.String())
	var nums []string
	for _, x := range []float64{0, 0.25, 7, 950, 12345, 4.1e6, 38.4e9, 2e18} {
		nums = append(nums, roughNumber(x))
	}
	if got, want := strings.Join(nums, "; "), "0; 0.25; 7; 950; 12,000; 4.1 million; 38 billion; 2.0e+18"; got != want {
		t.Errorf("roughNumber: %s, want %s", got, want)
	}
}

// TestCompleteLongRecords: the records of --estimate (estimated, exact,
// of a shard, stopped) and of a sharded or stopped count follow JSON.md.
func TestCompleteLongRecords(t *testing.T) {
	schema := cmdtest.LoadSchema(t)
	d12, d16 := completeIn("diag-12-4-500.param"), completeIn("diag-16-4-500.param")
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		ctx    context.Context
		record string
		args   []string
	}{
		{context.Background(), "completion_estimate", []string{d16, "--diagonals", "6", "--estimate", "--probes", "500"}},
		{context.Background(), "completion_estimate", []string{d12, "--diagonals", "4", "--estimate", "--count"}},
		{context.Background(), "completion_estimate", []string{d16, "--diagonals", "6", "--estimate", "--count", "--shard", "1/4", "--probes", "500"}},
		{canceled, "completion_estimate", []string{d16, "--estimate"}},
		{context.Background(), "completion_count", []string{d16, "--diagonals", "10", "--count", "--shard", "3/4"}},
		{canceled, "completion_count", []string{d16, "--diagonals", "10", "--count", "--shard", "3/4"}},
	} {
		out, errOut, code := runEnv(c.ctx, append([]string{"complete", "--format", "json"}, c.args...)...)
		if err := schema.Check(c.record, []byte(out)); err != nil || code == 2 {
			t.Errorf("%v: exit %d, %v\n%s%s", c.args, code, err, out, errOut)
		}
	}
}
