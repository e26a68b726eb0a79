package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/complete"
	"github.com/nqueens/nqueens/internal/cli"
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

// fakeTerminal makes the progress line believe stderr is a terminal, on a
// clock that jumps ten seconds at every look after its first reading (so
// the quiet second is over at the first draw). It returns the undo.
func fakeTerminal() func() {
	var start time.Time
	saved := progressTerminal
	progressTerminal = func(io.Writer) bool { return true }
	progressNow = func() time.Time {
		if start.IsZero() {
			start = time.Unix(1e9, 0)
			return start
		}
		return start.Add(10 * time.Second)
	}
	return func() { progressTerminal, progressNow = saved, nil }
}

// runEnv runs nqueens with args under ctx and returns its stdout, stderr
// and exit code.
func runEnv(ctx context.Context, args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	root := &ucli.Command{Name: "nqueens", Commands: commands(env)}
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
		undo := fakeTerminal()
		out, errOut, code := runEnv(context.Background(), args...)
		undo()
		first := "\r\x1b[Kn = 12: splitting the search, 10s elapsed"
		if code != 0 || !strings.HasPrefix(errOut, first) || !strings.HasSuffix(errOut, "\r\x1b[K") || strings.Contains(out, "\x1b") {
			t.Errorf("%v on a terminal: exit %d, stdout %q, stderr %q; want stderr to start %q and end erased", args, code, out, errOut, first)
		}
	}
}

// TestCompleteProgressText: the line of a count that has run, as a person
// reads it.
func TestCompleteProgressText(t *testing.T) {
	undo := fakeTerminal()
	defer undo()
	var errOut bytes.Buffer
	c := startCompleteProgress(&errOut, 12, true)
	defer c.Stop()
	in := readCompleteFile(t, completeIn("diag-12-4-500.param")).WithDiagonals(4)
	if _, err := complete.Count(context.Background(), in, complete.Settings{Workers: 2, Progress: c.p}); err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "complete/progress-line.txt", c.text()+"\n")
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
