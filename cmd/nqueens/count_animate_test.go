package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// runAnimated runs `nqueens args...` with a pinned environment and no terminal.
func runAnimated(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string {
		return map[string]string{"LANG": "C.UTF-8"}[k]
	}}
	root := &ucli.Command{Name: "nqueens", Commands: commands(env, registry.Solvers())}
	err := cli.Run(context.Background(), root, append([]string{"nqueens"}, args...), env)
	code = cli.ExitCode("nqueens", err, &errOut)
	return out.String(), errOut.String(), code
}

func TestCountAnimate(t *testing.T) {
	out, errOut, code := runAnimated(t, "count", "4", "--list", "--animate")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// Frames first: the search of n = 4 places 16 queens and finds two
	// solutions; then the list, as --list prints it.
	for _, want := range []string{"count --list: n = 4, backtracking\n", "place a1", "take back a1", "solution 1: a2 b4 c1 d3", "solution 2: a3 b1 c4 d2", "done: every placement tried, 2 solutions"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the frames", want)
		}
	}
	if !strings.HasSuffix(out, "\n1 3 0 2\n2 0 3 1\n") {
		t.Errorf("the list does not follow the frames:\n%s", out[max(0, len(out)-200):])
	}
	if got := strings.Count(out, "count --list: n = 4"); got != 1+2*16+1 {
		t.Errorf("%d frames, want a start, 16 placements, 16 take-backs and the end", got)
	}
	if strings.Contains(out, "\x1b") {
		t.Error("escape codes on a non-terminal")
	}
	if !strings.Contains(errOut, "2 solutions listed, each verified") {
		t.Errorf("stderr: %q", errOut)
	}
}

func TestCountAnimateUsage(t *testing.T) {
	for _, args := range [][]string{
		{"count", "6", "--animate"},
		{"count", "6", "8", "--list", "--animate"},
		{"count", "11", "--list", "--animate"},
		{"count", "6", "--list", "--animate", "--unique"},
		{"count", "6", "--list", "--animate", "--method", "bitwise"},
		{"count", "6", "--list", "--delay", "1s"},
	} {
		if _, errOut, code := runAnimated(t, args...); code != 2 {
			t.Errorf("nqueens %s: exit %d, want 2 (%s)", strings.Join(args, " "), code, errOut)
		}
	}
}

// pressQ returns an Env whose Pause types q (through a pipe, the Env's
// KeyInput) when the k-th solution frame lingers, then waits for the stop.
func pressQ(t *testing.T, key string, k int, out, errOut *bytes.Buffer) cli.Env {
	pr, pw := io.Pipe()
	t.Cleanup(func() { pw.Close() })
	seen := 0
	return cli.Env{Stdout: out, Stderr: errOut, KeyInput: pr,
		Getenv: func(k string) string { return map[string]string{"LANG": "C.UTF-8"}[k] },
		Pause: func(ctx context.Context, d time.Duration) {
			if d < time.Second { // a solution lingers at least a second
				return
			}
			if seen++; seen == k {
				pw.Write([]byte(key))
				<-ctx.Done()
			}
		}}
}

// TestCountAnimateQuit: q after the second solution of n = 6 ends cleanly
// and keeps the two solutions found, listed after the frames; Ctrl-C
// there is a cancel that keeps them too but fails.
func TestCountAnimateQuit(t *testing.T) {
	for _, c := range []struct {
		key    string
		format string
		code   int
		tail   string
		msg    string
	}{
		{"q", "perm", 0, "\n1 3 5 0 2 4\n2 5 1 4 0 3\n", "nqueens: stopped with q after 71 placements: 2 solutions of n = 6 listed, each verified\n"},
		{"\x03", "perm", 1, "\n1 3 5 0 2 4\n2 5 1 4 0 3\n", "interrupted after 71 placements: 2 solutions of n = 6 listed, each verified"},
	} {
		var out, errOut bytes.Buffer
		env := pressQ(t, c.key, 2, &out, &errOut)
		root := &ucli.Command{Name: "nqueens", Commands: commands(env, registry.Solvers())}
		err := cli.Run(context.Background(), root, []string{"nqueens", "count", "6", "--list", "--animate", "--delay", "1ms", "--format", c.format}, env)
		code := cli.ExitCode("nqueens", err, &errOut)
		if code != c.code || !strings.HasSuffix(out.String(), c.tail) || !strings.Contains(errOut.String(), c.msg) {
			t.Errorf("key %q, --format %s: exit %d (want %d), stderr %q, stdout ends %q", c.key, c.format, code, c.code, errOut.String(), out.String()[max(0, out.Len()-120):])
		}
	}
}

// TestAnimateNeverSharesStdoutWithJSON: one rule for every command: the
// frames of --animate and JSON records never share stdout; the pair is
// refused with the same sentence (issue 25, defect 3: count 6 --list
// --animate --format json mixed frames into the records, and jq failed at
// line 1).
func TestAnimateNeverSharesStdoutWithJSON(t *testing.T) {
	for _, args := range []string{
		"count 6 --list --animate --format json",
		"solve --method qs1 8 --animate --format json",
	} {
		code, stdout, stderr := execute(t, args)
		if code != 2 || stdout != "" || !strings.Contains(stderr, "--animate draws on standard output, which --format json needs for itself: ") {
			t.Errorf("nqueens %s: exit %d\nstdout %.80q\nstderr %q", args, code, stdout, stderr)
		}
	}
}
