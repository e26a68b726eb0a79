package solvercmd

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/formula"
)

// TestVariants: a variant flag runs its entry, under its limits, printed
// under the variant's own name (issue 25, defect 2: qs1 --classic said
// qs1); two variant flags at once are a usage error.
func TestVariants(t *testing.T) {
	ran := ""
	solver := func(name string) nqueens.Solver {
		return func(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
			ran = name
			return formula.Solve(ctx, n, s)
		}
	}
	for _, e := range []registry.Entry{
		{Name: "test-small", Summary: "small", StepName: "steps", MaxN: 10, Solve: solver("test-small")},
		{Name: "test-other", Summary: "other", StepName: "steps", MaxN: 1000, Solve: solver("test-other")},
	} {
		t.Cleanup(registry.Register(e))
	}
	main := registry.Entry{Name: "test-main", Summary: "main", StepName: "steps", MaxN: 1000, Solve: solver("test-main"),
		Variants: []registry.Variant{{Flag: "small", Usage: "the small one", Entry: "test-small"}, {Flag: "other", Usage: "another", Entry: "test-other"}}}
	t.Cleanup(registry.Register(main))

	run := func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		env := cli.Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" }}
		err := Program(context.Background(), "test-main", append([]string{"test-main"}, args...), env)
		code := cli.ExitCode("test-main", err, &errb)
		return out.String(), errb.String(), code
	}
	if out, errOut, code := run("--format", "perm", "20"); code != 0 || ran != "test-main" {
		t.Fatalf("no variant: exit %d, ran %q: %s%s", code, ran, out, errOut)
	}
	if out, errOut, code := run("--small", "8"); code != 0 || ran != "test-small" || !strings.HasPrefix(out, "test-small: n = 8, solved") {
		t.Fatalf("--small: exit %d, ran %q: %s%s", code, ran, out, errOut)
	}
	ran = ""
	if _, errOut, code := run("--small", "20"); code != 2 || ran != "" || !strings.Contains(errOut, "at most 10") {
		t.Fatalf("--small beyond its MaxN: exit %d, ran %q: %s", code, ran, errOut)
	}
	if _, errOut, code := run("--small", "--other", "8"); code != 2 || ran != "" || !strings.Contains(errOut, "--small and --other pick different solvers") {
		t.Fatalf("two variants: exit %d, ran %q: %s", code, ran, errOut)
	}
	if err := Program(context.Background(), "test-nosuch", []string{"x", "8"}, cli.Env{}); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("an unregistered program: %v", err)
	}
}
