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
	ucli "github.com/urfave/cli/v3"
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
	variants, err := registry.Solvers().With(
		registry.Entry{Name: "test-small", Summary: "small", StepName: "steps", MaxN: 10, Solve: solver("test-small")},
		registry.Entry{Name: "test-other", Summary: "other", StepName: "steps", MaxN: 1000, Solve: solver("test-other")},
	)
	if err != nil {
		t.Fatal(err)
	}
	solvers, err := variants.With(registry.Entry{Name: "test-main", Summary: "main", StepName: "steps", MaxN: 1000, Solve: solver("test-main"),
		Variants: []registry.Variant{{Flag: "small", Usage: "the small one", Entry: "test-small"}, {Flag: "other", Usage: "another", Entry: "test-other"}}})
	if err != nil {
		t.Fatal(err)
	}
	run := programIn(solvers, "test-main")
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
	if err := Program(context.Background(), solvers, "test-nosuch", []string{"x", "8"}, cli.Env{}); err == nil || errors.Is(err, context.Canceled) {
		t.Fatalf("an unregistered program: %v", err)
	}
}

// programIn returns a function that runs the command of the solver name
// of solvers with args: its stdout, stderr and exit code.
func programIn(solvers registry.List, name string) func(args ...string) (string, string, int) {
	return func(args ...string) (string, string, int) {
		var out, errb bytes.Buffer
		env := cli.Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" }}
		err := Program(context.Background(), solvers, name, append([]string{name}, args...), env)
		code := cli.ExitCode(name, err, &errb)
		return out.String(), errb.String(), code
	}
}

// mustCommand is the command of e among solvers.
func mustCommand(t *testing.T, solvers registry.List, e registry.Entry, env cli.Env) *ucli.Command {
	t.Helper()
	cmd, err := command(solvers, e, env)
	if err != nil {
		t.Fatal(err)
	}
	return cmd
}

// TestReadFlags: a flag of the solvers that only some solvers read goes
// with the solvers (and variants) that read it and is refused, naming
// both, with the others; a command none of whose solvers reads it has no
// such flag; `nqueens solve` refuses it with the methods that do not.
func TestReadFlags(t *testing.T) {
	seeded := registry.Entry{Name: "test-seeded", Summary: "seeded", StepName: "steps", MaxN: 1000, Solve: formula.Solve,
		Seeded: true, Restarts: true, Steps: true}
	plain := registry.Entry{Name: "test-plain", Summary: "plain", StepName: "steps", MaxN: 1000, Solve: formula.Solve, Steps: true}
	base, err := registry.Solvers().With(seeded, plain)
	if err != nil {
		t.Fatal(err)
	}
	withPlain, withSeeded := seeded, plain
	withPlain.Name, withPlain.Variants = "test-withplain", []registry.Variant{{Flag: "plain", Usage: "plain", Entry: "test-plain"}}
	withSeeded.Name, withSeeded.Variants = "test-withseeded", []registry.Variant{{Flag: "seeded", Usage: "seeded", Entry: "test-seeded"}}
	solvers, err := base.With(withPlain, withSeeded)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		prog, args string
		code       int
		msg        string
	}{
		{"test-seeded", "--seed 3 --max-restarts 2 --max-steps 9 8", 0, ""},
		{"test-plain", "--max-steps 9 8", 0, ""},
		{"test-plain", "--seed 3 8", 2, "unknown flag --seed"},
		{"test-plain", "--max-restarts 3 8", 2, "unknown flag --max-restarts"},
		{"test-withplain", "--seed 3 8", 0, ""},
		{"test-withplain", "--plain --seed 3 8", 2, "--seed does not go with --plain: drop one of them (test-plain makes no random choices)"},
		{"test-withplain", "--plain --max-restarts 3 8", 2, "--max-restarts does not go with --plain: drop one of them (test-plain never restarts)"},
		{"test-withseeded", "--seeded --seed 3 8", 0, ""},
		{"test-withseeded", "--seed 3 8", 2, "--seed goes with --seeded: add --seeded, or drop --seed (test-withseeded makes no random choices)"},
	} {
		stdout, stderr, code := programIn(solvers, c.prog)(strings.Fields(c.args)...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%s %s: exit %d, want %d with %q\n%s%s", c.prog, c.args, code, c.code, c.msg, stdout, stderr)
		}
	}
	needs := Contract(solvers).Needs
	if want := "!method=backtrack,formula,test-plain,test-withseeded; backtrack, formula, test-plain and test-withseeded make no random choices"; needs["seed"] != want {
		t.Errorf("solve's --seed: %q, want %q", needs["seed"], want)
	}
	if want := "!method=formula; formula takes no steps"; needs["max-steps"] != want {
		t.Errorf("solve's --max-steps: %q, want %q", needs["max-steps"], want)
	}
}
