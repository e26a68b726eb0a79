package solvercmd

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/internal/units"
)

// TestRefusesBeforeAllocating: a solver that would need more memory than
// the machine has is never called, and the message says how much it needs
// (its own 7.5 GiB and what the check takes, nqueens.VerifyMemory).
func TestRefusesBeforeAllocating(t *testing.T) {
	called := false
	e := registry.Entry{
		Name: "fake", Summary: "a fake", StepName: "swaps", MaxN: 1 << 30,
		Memory: func(n int) uint64 { return 8 * uint64(n) },
		Solve: func(context.Context, int, nqueens.Settings) (nqueens.Result, error) {
			called = true
			return nqueens.Result{}, nil
		},
	}
	var out, errb bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" },
		Available: func() uint64 { return 1 << 30 }}
	err := cli.Run(context.Background(), mustCommand(t, registry.Solvers(), e, env), []string{"fake", "1e9"}, env)
	code := cli.ExitCode("fake", err, &errb)
	want := "needs about " + units.Bytes(8e9+nqueens.VerifyMemory(1e9)) + " of memory, but available memory allows 1.0 GiB more: try a smaller n"
	if called || code != 1 || !strings.Contains(errb.String(), want) {
		t.Fatalf("called %v, code %d, stderr %q", called, code, errb.String())
	}
}
