package cli

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/registry"
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
	env := Env{Stdout: &out, Stderr: &errb, Getenv: func(string) string { return "" },
		Available: func() uint64 { return 1 << 30 }}
	err := Run(context.Background(), SolverCommand(e, env), []string{"fake", "1e9"}, env)
	code := ExitCode("fake", err, &errb)
	want := "needs about " + units.Bytes(8e9+nqueens.VerifyMemory(1e9)) + " of memory, but this machine has 1.0 GiB available"
	if called || code != 1 || !strings.Contains(errb.String(), want) {
		t.Fatalf("called %v, code %d, stderr %q", called, code, errb.String())
	}
}

// MaxMemory: unset is the default limit; a size in package parse's units;
// less than 16MiB or not a size is a usage error naming the flag.
func TestMaxMemory(t *testing.T) {
	available := func() uint64 { return 8 << 30 }
	for _, c := range []struct {
		args []string
		want uint64
		msg  string
	}{
		{nil, 4 << 30, ""},
		{[]string{"--max-memory", "512MiB"}, 512 << 20, ""},
		{[]string{"--max-memory", "16MiB"}, 16 << 20, ""},
		{[]string{"--max-memory", "15MiB"}, 0, "--max-memory 15MiB: give at least 16MiB"},
		{[]string{"--max-memory", "lots"}, 0, `--max-memory "lots": give a size`},
	} {
		var got uint64
		var err error
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{MaxMemoryFlag()}, Action: func(_ context.Context, cmd *ucli.Command) error {
			got, err = MaxMemory(cmd, available)
			return nil
		}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *UsageError
		if got != c.want || (c.msg == "") != (err == nil) || err != nil && (!errors.As(err, &u) || !strings.Contains(err.Error(), c.msg)) {
			t.Errorf("%v: %d, %v; want %d, %q", c.args, got, err, c.want, c.msg)
		}
	}
}
