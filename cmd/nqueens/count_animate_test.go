package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
)

// runAnimated runs `nqueens args...` with a pinned environment and no terminal.
func runAnimated(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string {
		return map[string]string{"LANG": "C.UTF-8"}[k]
	}}
	root := &ucli.Command{Name: "nqueens", Commands: commands(env)}
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
