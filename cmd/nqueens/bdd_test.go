package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
)

func TestBDDGolden(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"count-8", []string{"bdd", "count", "8"}, 0},
		{"count-8-both-constrained", []string{"bdd", "count", "8", "--construction", "both", "--place", "1,1", "--forbid", "3,4"}, 0},
		{"count-6-textbook", []string{"bdd", "count", "6", "--construction", "textbook"}, 0},
		{"count-3", []string{"bdd", "count", "3"}, 0},
		{"list-6", []string{"bdd", "list", "6"}, 0},
		{"list-5-board", []string{"bdd", "list", "5", "--format", "board", "--ascii", "--color", "never", "--limit", "2"}, 0},
		{"list-8-constrained", []string{"bdd", "list", "8", "--place", "1,1", "--forbid", "5,2"}, 0},
		// 0 solutions is an answer, as for nqueens count 3 --list: exit 0.
		{"list-3", []string{"bdd", "list", "3"}, 0},
		{"list-8-none", []string{"bdd", "list", "8", "--place", "1,1", "--place", "2,2"}, 2},
		{"list-8-board-names", []string{"bdd", "list", "8", "--place", "a1", "--forbid", "b5"}, 0}, // as list-8-constrained
		{"count-1", []string{"bdd", "count", "1", "--construction", "both"}, 0},
		{"list-1", []string{"bdd", "list", "1"}, 0},
		{"squares-1", []string{"bdd", "squares", "1"}, 0},
		{"place-and-forbid", []string{"bdd", "list", "8", "--place", "1,1", "--forbid", "2,3", "--forbid", "1,1"}, 2},
		{"squares-8", []string{"bdd", "squares", "8"}, 0},
		{"squares-7-forbid", []string{"bdd", "heatmap", "7", "--forbid", "1,1;4,4"}, 0},
		{"bad-square", []string{"bdd", "count", "8", "--place", "9,1"}, 2},
		{"bad-square-form", []string{"bdd", "count", "8", "--forbid", "3"}, 2},
		{"bad-construction", []string{"bdd", "count", "8", "--construction", "fast"}, 2},
		{"bad-memory", []string{"bdd", "count", "8", "--max-memory", "lots"}, 2},
		{"memory-refused", []string{"bdd", "count", "17", "--max-memory", "1GiB"}, 1},
		{"memory-stop", []string{"bdd", "count", "12", "--max-memory", "16MiB"}, 1},
		{"missing-n", []string{"bdd", "count"}, 2},
		{"bad-chart", []string{"bdd", "squares", "6", "--chart", "heat.jpg"}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := solveRun(c.args...)
			if code != c.code {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, c.code, stderr)
			}
			checkGolden(t, filepath.Join("bdd", c.name+".stdout"), maskTimings(stdout))
			checkGolden(t, filepath.Join("bdd", c.name+".stderr"), maskTimings(stderr))
		})
	}
}

// Every listed line must be a solution, and their number the count.
func TestBDDListVerifies(t *testing.T) {
	stdout, stderr, code := solveRun("bdd", "list", "9")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	if len(lines) != 352 {
		t.Fatalf("%d lines, want 352", len(lines))
	}
	for _, line := range lines {
		var p nqueens.Placement
		for _, f := range strings.Fields(line) {
			r, err := strconv.Atoi(f)
			if err != nil {
				t.Fatal(err)
			}
			p = append(p, int32(r))
		}
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	}
}

// TestBDDChartUnwritable: a --chart path that cannot be created fails
// before the diagram is built and counted (exit 2: what was given cannot
// be written; the path named, no table printed first).
func TestBDDChartUnwritable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nosuchdir", "h.png")
	stdout, stderr, code := solveRun("bdd", "squares", "8", "--chart", path)
	if code != 2 || !strings.Contains(stderr, path) || stdout != "" {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2 naming %s before any work", code, stdout, stderr, path)
	}
	// A build that fails leaves no empty chart behind.
	path = filepath.Join(t.TempDir(), "h.svg")
	if _, _, code := solveRun("bdd", "squares", "12", "--max-memory", "16MiB", "--chart", path); code != 1 {
		t.Errorf("exit %d, want 1 (memory limit)", code)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("%s left behind after a failed build (%v)", path, err)
	}
}

func TestBDDChart(t *testing.T) {
	for _, ext := range []string{"png", "svg"} {
		path := filepath.Join(t.TempDir(), "heat."+ext)
		if _, stderr, code := solveRun("bdd", "squares", "6", "--chart", path); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		magic := map[string]string{"png": "\x89PNG", "svg": "<?xml"}[ext]
		if !strings.HasPrefix(string(b), magic) {
			t.Fatalf("%s starts with %q", path, b[:min(len(b), 8)])
		}
	}
}

// TestBDDListFlagsFirst: list's own flags are checked before anything is
// built or estimated: a bad --format at n = 20 is a usage error (exit 2),
// not the memory refusal that building would meet.
func TestBDDListFlagsFirst(t *testing.T) {
	for _, args := range [][]string{{"--format", "yaml"}, {"--limit", "-1"}, {"--color", "sometimes"}} {
		_, stderr, code := solveRun(append([]string{"bdd", "list", "20"}, args...)...)
		if code != 2 || strings.Contains(stderr, "memory") {
			t.Errorf("bdd list 20 %s: exit %d, %q; want a usage error", strings.Join(args, " "), code, stderr)
		}
	}
}
