package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
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
	if code != 0 || !strings.Contains(out, "total 2680, unique 341, from 7 of 7 shards") || !strings.Contains(out, "agree") {
		t.Errorf("merge: exit %d\n%s%s", code, out, errOut)
	}
	_, errOut, code = runNQ(t, "", append([]string{"count", "merge"}, files[1:]...)...)
	if code != 1 || !strings.Contains(errOut, "missing: 0") {
		t.Errorf("merge without shard 0: exit %d %s", code, errOut)
	}
	os.WriteFile(files[2], []byte(`{"n": 11, "bogus": 1}`), 0o644)
	_, errOut, code = runNQ(t, "", append([]string{"count", "merge"}, files...)...)
	if code != 1 || !strings.Contains(errOut, "not a shard result") {
		t.Errorf("merge with a bad file: exit %d %s", code, errOut)
	}
	// A shard on stdout is the same JSON.
	out, _, code = runNQ(t, "", "count", "11", "--shard", "0/7")
	if code != 0 || !strings.HasPrefix(out, `{"version":1,"n":11,"shard":0,"shards":7`) {
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
// canceled context, as Ctrl-C or SIGTERM) leaves a checkpoint; the same
// command with --resume finishes with the published total. A damaged
// checkpoint is refused.
func TestCheckpointKillResume(t *testing.T) {
	// n = 15 takes about half a second on one worker: long enough that the
	// stop below lands mid-way even on a loaded machine (n = 14, 70 ms,
	// sometimes finished first).
	ck := filepath.Join(t.TempDir(), "c15.json")
	args := []string{"nqueens", "count", "15", "--workers", "1", "--checkpoint", ck, "--checkpoint-every", "1ms", "--resume"}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for { // stop as soon as the first checkpoint is on disk
			if _, err := os.Stat(ck); err == nil {
				cancel()
				return
			}
			time.Sleep(200 * time.Microsecond)
		}
	}()
	var out, errb bytes.Buffer
	err := run(ctx, args, &out, &errb)
	cancel()
	if err == nil || !strings.Contains(err.Error(), "interrupted after") || !strings.Contains(err.Error(), "--resume") {
		t.Fatalf("stopped count: %v (the stop may have come too late)", err)
	}
	saved, _ := os.ReadFile(ck)
	out2, errOut, code := runNQ(t, "", args[1:]...)
	if code != 0 || !strings.Contains(errOut, "resuming from") || !regexp.MustCompile(`15\s+2279184\s+285053 .* ok`).MatchString(out2) {
		t.Fatalf("resumed: exit %d\n%s%s", code, out2, errOut)
	}
	// Without --resume an existing checkpoint is never overwritten.
	if _, errOut, code := runNQ(t, "", "count", "15", "--checkpoint", ck); code != 1 || !strings.Contains(errOut, "--resume") {
		t.Errorf("existing checkpoint without --resume: %d %s", code, errOut)
	}
	// A damaged checkpoint (one digit changed) is refused.
	bad := bytes.Replace(saved, []byte(`"done_count":`), []byte(`"done_count":9`), 1)
	os.WriteFile(ck, bad, 0o644)
	if _, errOut, code := runNQ(t, "", args[1:]...); code != 1 || !strings.Contains(errOut, "refusing checkpoint") || !strings.Contains(errOut, "checksum") {
		t.Errorf("damaged checkpoint: %d %s", code, errOut)
	}
	// Of another n.
	os.WriteFile(ck, saved, 0o644)
	if _, errOut, code := runNQ(t, "", "count", "12", "--checkpoint", ck, "--resume"); code != 1 || !strings.Contains(errOut, "n = 15, not 12") {
		t.Errorf("checkpoint of another n: %d %s", code, errOut)
	}
}

func TestEstimateFlag(t *testing.T) {
	_, errOut, code := runNQ(t, "", "count", "20", "--estimate")
	if code != 0 || !strings.Contains(errOut, "n = 20:") || !strings.Contains(errOut, "random samples") {
		t.Errorf("estimate: %d %s", code, errOut)
	}
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
		{[]string{"count", "12", "--checkpoint", missing}, "--checkpoint " + missing + ": cannot write there"},
		{[]string{"count", "12", "--checkpoint", missing, "--resume"}, "--checkpoint " + missing + ": cannot write there"},
		{[]string{"count", "12", "--shard", "0/4", "-o", missing}, "--output " + missing + ": cannot write there"},
		{[]string{"count", "12", "--shard", "0/4", "-o", dir}, "--output " + dir + ": is a directory"},
	} {
		out, errOut, code := runNQ(t, "", tc.args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tc.msg) || !strings.Contains(errOut, "(checked before counting)") {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and %q", tc.args, code, out, errOut, tc.msg)
		}
	}
	// The check leaves nothing behind.
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("files left in %s: %v", dir, ents)
	}
	// --estimate writes nothing, so it checks nothing.
	if _, errOut, code := runNQ(t, "", "count", "12", "--estimate", "--shard", "0/4", "-o", missing); code != 0 {
		t.Errorf("--estimate with an unwritable -o: exit %d, %q", code, errOut)
	}
}
