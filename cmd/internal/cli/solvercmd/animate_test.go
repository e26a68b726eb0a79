package solvercmd

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/qs1"
)

// runQS1 runs a qs1-like command (classic QS1) with args.
func runQS1(t *testing.T, env map[string]string, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	e := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return env[k] }}
	entry := registry.Entry{Name: "qs1", Summary: "classic QS1", StepName: "swaps", Measure: "collisions", MaxN: 1 << 20, Solve: qs1.Classic,
		Seeded: true, Restarts: true, Steps: true}
	err := cli.Run(context.Background(), mustCommand(t, registry.Solvers(), entry, e), append([]string{"qs1"}, args...), e)
	return out.String(), err
}

func TestAnimateNonTerminal(t *testing.T) {
	out, err := runQS1(t, map[string]string{"LANG": "C.UTF-8"}, "8", "--animate", "--seed", "3")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "\x1b") {
		t.Fatal("escape codes written to a non-terminal")
	}
	for _, want := range []string{"qs1: n = 8, seed 3\n", "start: a random board", "swap: ", "done: solved", "collisions ▇", "verified"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if i, j := strings.LastIndex(out, "done: solved"), strings.Index(out, "qs1: n = 8, solved"); j < i {
		t.Errorf("the summary does not follow the last frame:\n%s", out)
	}
	ascii, err := runQS1(t, nil, "8", "--animate", "--seed", "3")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(ascii, "♛") || !strings.Contains(ascii, "Q") {
		t.Errorf("no locale: want ASCII frames, got\n%s", ascii)
	}
}

func TestAnimateUsage(t *testing.T) {
	cases := [][]string{
		{"100", "--animate"},
		{"8", "--delay", "1s"},
		{"8", "--animate", "--delay", "-1s"},
		{"1000", "--format", "board"},
		{"8", "--animate", "--format", "json"},
	}
	for _, args := range cases {
		_, err := runQS1(t, nil, args...)
		var u *cli.UsageError
		if !errors.As(err, &u) {
			t.Errorf("qs1 %s: err = %v, want a usage error", strings.Join(args, " "), err)
		}
	}
}

// TestAnimateNoRestarts: the frames of a solver that never restarts
// (backtrack, formula) do not count restarts; those of one that does
// (minconflicts) do.
func TestAnimateNoRestarts(t *testing.T) {
	for name, want := range map[string]bool{"backtrack": false, "formula": false, "minconflicts": true} {
		out, err := runEntry(t, name, cli.Env{}, "6", "--animate", "--delay", "0s")
		if err != nil {
			t.Fatal(name, err)
		}
		frames := out[:strings.LastIndex(out, name+": n = 6, solved")]
		if got := strings.Contains(frames, "restarts 0"); got != want {
			t.Errorf("%s: restarts in the frames %v, want %v:\n%s", name, got, want, frames)
		}
	}
}
