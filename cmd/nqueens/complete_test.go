package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

func completeIn(name string) string { return filepath.Join("testdata", "complete-in", name) }

func TestCompleteGolden(t *testing.T) {
	d12, d10 := completeIn("diag-12-4-500.param"), completeIn("diag-10-4-1.param")
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"decide", []string{"complete", d12, "--diagonals", "4", "--ascii", "--color", "never"}, 0},
		{"decide-perm", []string{"complete", d12, "--diagonals", "4", "--format", "perm"}, 0},
		{"decide-json", []string{"complete", d12, "--diagonals", "4", "--format", "json"}, 0},
		{"none", []string{"complete", d10, "--diagonals", "9"}, 1},
		{"none-json", []string{"complete", d10, "--diagonals", "9", "--format", "json"}, 1},
		{"count", []string{"complete", d12, "--diagonals", "4", "--count"}, 0},
		{"count-json", []string{"complete", d12, "--diagonals", "4", "--count", "--format", "json", "--workers", "2"}, 0},
		{"count-none", []string{"complete", d10, "--diagonals", "9", "--count"}, 0},
		{"count-mitm", []string{"complete", d12, "--diagonals", "4", "--count", "--method", "mitm"}, 0},
		{"mitm-no-count", []string{"complete", d12, "--method", "mitm"}, 2},
		{"list", []string{"complete", d12, "--diagonals", "6", "--list"}, 0},
		{"list-json-limit", []string{"complete", d12, "--diagonals", "4", "--list", "--format", "json", "--limit", "2"}, 0},
		{"completion-format", []string{"complete", completeIn("completion-8.param"), "--count"}, 0},
		{"plain-format", []string{"complete", completeIn("plain-8.txt"), "--list"}, 0},
		{"place-forbid", []string{"complete", completeIn("completion-8.param"), "--place", "2,6", "--forbid", "3,2", "--count"}, 0},
		{"local", []string{"complete", d12, "--diagonals", "4", "--method", "local", "--format", "perm"}, 0},
		{"generate", []string{"complete", "--generate", "12", "--seed", "5"}, 0},
		{"sample", []string{"complete", d12, "--diagonals", "4", "--sample", "5", "--seed", "3"}, 0},
		{"sample-none", []string{"complete", d10, "--diagonals", "9", "--sample", "5"}, 1},
		{"attacking", []string{"complete", completeIn("attacking.param")}, 2},
		{"place-attacks", []string{"complete", completeIn("completion-8.param"), "--place", "2,2"}, 2},
		{"forbid-blocks", []string{"complete", completeIn("completion-8.param"), "--forbid", "1,1"}, 2},
		{"shard-out-of-range", []string{"complete", d12, "--count", "--shard", "3/2"}, 2},
		{"too-many-diagonals", []string{"complete", d10, "--diagonals", "99"}, 2},
		{"no-file", []string{"complete"}, 2},
		{"generate-0", []string{"complete", "--generate", "0"}, 2},
		{"unknown-format", []string{"complete", completeIn("unknown.txt")}, 2},
		{"missing-file", []string{"complete", completeIn("nothing.param")}, 2},
		{"count-and-list", []string{"complete", d12, "--count", "--list"}, 2},
		{"exact-too-large", []string{"complete", completeIn("plain-100.txt"), "--method", "exact"}, 2},
		{"local-100", []string{"complete", completeIn("plain-100.txt"), "--format", "perm"}, 0},
		{"bad-method", []string{"complete", d12, "--method", "sat"}, 2},
		{"bad-format", []string{"complete", d12, "--count", "--format", "perm"}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := solveRun(c.args...)
			if code != c.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, c.code, stderr)
			}
			checkGolden(t, filepath.Join("complete", c.name+".stdout"), maskTimings(stdout))
			checkGolden(t, filepath.Join("complete", c.name+".stderr"), maskTimings(stderr))
		})
	}
}

// TestCompleteJSONRecords: every JSON line is the record JSON.md
// documents, on success and on every exit.
func TestCompleteJSONRecords(t *testing.T) {
	d12, d10 := completeIn("diag-12-4-500.param"), completeIn("diag-10-4-1.param")
	for _, c := range []struct {
		record string
		args   []string
	}{
		{"completion", []string{"complete", d12, "--diagonals", "4", "--format", "json"}},
		{"completion", []string{"complete", d10, "--diagonals", "9", "--format", "json"}},
		{"completion", []string{"complete", d12, "--format", "json", "--method", "local", "--time-limit", "1ms"}},
		{"completion_count", []string{"complete", d12, "--count", "--format", "json"}},
		{"listed", []string{"complete", d12, "--diagonals", "6", "--list", "--format", "json"}},
		{"listed", []string{"complete", d12, "--diagonals", "4", "--sample", "3", "--format", "json"}},
	} {
		stdout, _, _ := solveRun(c.args...)
		cmdtest.CheckJSON(t, c.record, []byte(stdout))
	}
	// Stopped by Ctrl-C before the search began: each mode still ends
	// with its record, the listing with list_stopped. The search looks
	// at the context every few thousand nodes, so the board is one whose
	// listing takes more: n = 16, nothing excluded.
	n16 := filepath.Join(t.TempDir(), "n16.txt")
	if err := os.WriteFile(n16, []byte("n 16\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct{ record, args string }{
		{"completion", "--format json"},
		{"completion_count", "--count --format json"},
		{"list_stopped", "--list --format json"},
		{"list_stopped", "--sample 2 --format json"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"nqueens", "complete", n16}, strings.Fields(c.args)...)
		if code := cli.Exec(ctx, "nqueens", run, args, &out, &errb); code != 1 || !strings.Contains(out.String(), `"status":"canceled"`) {
			t.Errorf("complete %s canceled: exit %d, %q %q", c.args, code, out.String(), errb.String())
		}
		// A listing's last line is the stop; the lines before, the
		// completions listed before it.
		body := bytes.TrimRight(out.Bytes(), "\n")
		i := bytes.LastIndexByte(body, '\n')
		if i >= 0 {
			cmdtest.CheckJSON(t, "listed", body[:i])
		}
		cmdtest.CheckJSON(t, c.record, body[i+1:])
	}
	// --sample of an instance without completions: the decision's record
	// (runInput gives stdout, then stderr).
	got, code := runInput(strings.NewReader("n 3\n"), "complete", "-", "--sample", "2", "--format", "json")
	record, _, _ := strings.Cut(got, "\n")
	if code != 1 || !strings.Contains(record, `"status":"no_solution"`) {
		t.Errorf("complete --sample 2 of n = 3: exit %d, %q", code, got)
	}
	cmdtest.CheckJSON(t, "completion", []byte(record))
}

// TestCompleteListVerifies: every line listed is a completion, and their
// number the count.
func TestCompleteListVerifies(t *testing.T) {
	d12 := completeIn("diag-12-4-500.param")
	stdout, stderr, code := solveRun("complete", d12, "--diagonals", "6", "--list")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	count, _, _ := solveRun("complete", d12, "--diagonals", "6", "--count")
	if !strings.Contains(count, " "+strconv.Itoa(len(lines))+" completions") {
		t.Fatalf("listed %d, count says %q", len(lines), count)
	}
	for _, l := range lines {
		var p nqueens.Placement
		for _, f := range strings.Fields(l) {
			r, err := strconv.Atoi(f)
			if err != nil {
				t.Fatal(err)
			}
			p = append(p, int32(r))
		}
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
	}
}

// TestCompleteGenerateNote: the line saying where --generate -o wrote
// the instance is a message of nqueens complete, named as count's and
// bdd list's are.
func TestCompleteGenerateNote(t *testing.T) {
	out := filepath.Join(t.TempDir(), "d8.param")
	stdout, stderr, code := solveRun("complete", "--generate", "8", "-o", out)
	want := "nqueens: n = 8: 10 excluded diagonals written to " + out + " (seed 1)\n"
	if code != 0 || stdout != "" || stderr != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 0, stderr %q", code, stdout, stderr, want)
	}
}
