package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/internal/units"
)

// solveRun runs `nqueens args...` and returns stdout, stderr and the exit
// code main would use.
func solveRun(args ...string) (string, string, int) {
	var stdout, stderr bytes.Buffer
	err := run(context.Background(), append([]string{"nqueens"}, args...), &stdout, &stderr)
	code := cli.ExitCode("nqueens", err, &stderr)
	return stdout.String(), stderr.String(), code
}

// timings are the parts of the output that change from run to run.
var timings = regexp.MustCompile(`(in|after) (?:` + units.DurationPattern + `)\b|"elapsed_ns": ?[0-9]+`)

func maskTimings(s string) string {
	return timings.ReplaceAllStringFunc(s, func(m string) string {
		switch {
		case strings.HasPrefix(m, "in "):
			return "in TIME"
		case strings.HasPrefix(m, "after "):
			return "after TIME"
		}
		return `"elapsed_ns": TIME`
	})
}

func TestSolveGolden(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
	}{
		{"backtrack-8-summary", []string{"solve", "--method", "backtrack", "--ascii", "--color", "never", "8"}, 0},
		{"backtrack-8-matrix", []string{"solve", "--method", "backtrack", "--format", "matrix", "8"}, 0},
		{"backtrack-40-max-steps", []string{"solve", "--method", "backtrack", "--max-steps", "5000", "40"}, 1},
		{"formula-10-perm", []string{"solve", "--method", "formula", "--format", "perm", "10"}, 0},
		{"formula-9-json", []string{"solve", "-m", "formula", "--format", "json", "9"}, 0},
		{"formula-seed", []string{"solve", "-m", "formula", "--seed", "5", "9"}, 2},
		{"formula-1000-summary", []string{"solve", "--method", "formula", "1e3"}, 0},
		{"minconflicts-20-perm", []string{"solve", "--method", "minconflicts", "--seed", "7", "--format", "perm", "20"}, 0},
		{"minconflicts-1000-summary", []string{"solve", "--method", "minconflicts", "--seed", "3", "1000"}, 0},
		{"minconflicts-100-max-steps", []string{"solve", "--method", "minconflicts", "--seed", "1", "--max-steps", "1", "100"}, 1},
		{"no-solution-3", []string{"solve", "--method", "formula", "3"}, 1},
		{"missing-n", []string{"solve", "--method", "backtrack"}, 2},
		{"bad-n", []string{"solve", "--method", "backtrack", "eight"}, 2},
	}
	// Solvers other engineers own (qs1, qs1-classic) and the list of
	// methods are left out: their output is theirs to change.
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			stdout, stderr, code := solveRun(c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr: %s", code, c.code, stderr)
			}
			got := fmt.Sprintf("$ nqueens %s\n# exit %d\n# stdout\n%s# stderr\n%s", strings.Join(c.args, " "), code, stdout, stderr)
			checkGolden(t, "solve/"+c.name+".golden", maskTimings(got))
		})
	}
}

// TestSolveEveryMethod: every registry entry runs through solve, prints
// its summary under its own name and a verified placement.
func TestSolveEveryMethod(t *testing.T) {
	for _, e := range registry.Solvers().All() {
		stdout, stderr, code := solveRun("solve", "--method", e.Name, "--color", "never", "12")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", e.Name, code, stderr)
		}
		first, _, _ := strings.Cut(stdout, "\n")
		if !strings.HasPrefix(first, e.Name+": n = 12, solved in ") || !strings.HasSuffix(first, ", verified") || !strings.Contains(first, " "+e.StepName) {
			t.Fatalf("%s: summary %q", e.Name, first)
		}
	}
}

// TestSolveRecordSeed: the JSON record has a seed exactly when the solver
// draws from one: formula's summary says "seed ignored", so its record
// must not say "seed":1.
func TestSolveRecordSeed(t *testing.T) {
	for _, e := range registry.Solvers().All() {
		stdout, stderr, code := solveRun("solve", "--method", e.Name, "--format", "json", "12")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", e.Name, code, stderr)
		}
		if got := strings.Contains(stdout, `"seed":1,`); got != e.Seeded {
			t.Errorf("%s (seeded %v): record %s", e.Name, e.Seeded, stdout)
		}
	}
}

// TestSolveDefaultMethod: without --method, solve runs qs1.
func TestSolveDefaultMethod(t *testing.T) {
	stdout, stderr, code := solveRun("solve", "--format", "summary", "100")
	if code != 0 || !strings.HasPrefix(stdout, defaultMethod+": n = 100, solved") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestSolveUnknownListsMethods: the usage error names every method.
func TestSolveUnknownListsMethods(t *testing.T) {
	_, stderr, code := solveRun("solve", "--method", "nope", "8")
	if code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	for _, e := range registry.Solvers().All() {
		if !strings.Contains(stderr, e.Name) {
			t.Errorf("stderr does not name %s: %s", e.Name, stderr)
		}
	}
}

// TestSolveCanceled: a canceled context stops a hopeless backtrack at once
// with exit 1.
func TestSolveCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stdout, stderr bytes.Buffer
	err := run(ctx, []string{"nqueens", "solve", "--method", "backtrack", "60"}, &stdout, &stderr)
	if code := cli.ExitCode("nqueens", err, &stderr); code != 1 || !strings.Contains(stderr.String(), "interrupted") {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
}
