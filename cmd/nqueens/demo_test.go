package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/tour"
)

// runDemo runs `nqueens demo args...` with keys as its input (nil: none).
func runDemo(t *testing.T, keys *os.File, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string {
		return map[string]string{"LANG": "C.UTF-8"}[k]
	}, Keys: keys}
	root := &ucli.Command{Name: "nqueens", Commands: []*ucli.Command{demoCommand(env, []int{8, 16})}}
	err = cli.Run(context.Background(), root, append([]string{"nqueens", "demo"}, args...), env)
	return out.String(), errOut.String(), err
}

func TestDemoNoWait(t *testing.T) {
	out, errOut, err := runDemo(t, nil, "--no-wait")
	if err != nil {
		t.Fatalf("demo --no-wait: %v\n%s", err, errOut)
	}
	steps := tour.Steps()
	for i, s := range steps {
		want := "Step " + string(rune('1'+i)) + " of " + string(rune('0'+len(steps))) + ": " + s.Title
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the tour", want)
		}
	}
	for _, want := range []string{"naive      92 solutions", "bitwise    92 solutions", "the first solution", "Stuck: ", "Solved: 1 restart", "1,000,000   ", "verified", "formula", "End of the tour"} {
		if !strings.Contains(out, want) {
			t.Errorf("the tour lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b") || errOut != "" {
		t.Errorf("escape codes or prompts without a terminal: stderr %q", errOut)
	}
}

// Enter moves on; q and Enter stop the tour after the step shown.
func TestDemoWaitsForEnter(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w.WriteString("q\n")
	w.Close()
	out, errOut, err := runDemo(t, r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut, "[Enter: step 2 of") {
		t.Errorf("no prompt on stderr: %q", errOut)
	}
	if strings.Contains(out, "Step 2 of") || !strings.Contains(out, "The tour stops here.") {
		t.Errorf("q did not stop the tour after step 1:\n%s", out)
	}
}

func TestDemoUsage(t *testing.T) {
	if _, _, err := runDemo(t, nil, "extra"); err == nil {
		t.Fatal("demo accepted an argument")
	}
	if _, _, err := runDemo(t, nil, "--color", "sometimes"); err == nil {
		t.Fatal("demo accepted --color sometimes")
	}
}

// TestDemoHelpShowsManual: demo's manual lives in package tour
// (tour.Manual, beside the steps it describes); --help must still show it.
func TestDemoHelpShowsManual(t *testing.T) {
	out, _, err := runDemo(t, nil, "--help")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(tour.Manual, "\n") {
		if !strings.Contains(out, strings.TrimSpace(line)) {
			t.Errorf("demo --help does not show the manual's line %q", line)
		}
	}
}
