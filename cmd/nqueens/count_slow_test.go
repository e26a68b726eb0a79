package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// TestSlowCountSpeaks: a count expected to take minutes says so before it
// starts, and shows its progress line on a terminal. The terminal check
// and the clock are injected (the clock jumps ten seconds at every look,
// after its first reading, so the quiet second is over at the first draw), and the count is
// canceled before it starts: nothing waits for real time.
func TestSlowCountSpeaks(t *testing.T) {
	for _, c := range []struct {
		args     []string
		warning  string
		progress string
	}{
		{[]string{"13", "--method", "naive"}, "nqueens: n = 13 by --method naive takes about 2.6 min; Ctrl-C stops it\n", "\r\x1b[Kn = 13: counting with --method naive, 10s elapsed of about 2.6 min (estimated)"},
		{[]string{"8", "14", "--method", "naive"}, "nqueens: n = 8..14 by --method naive takes about 39 min; Ctrl-C stops it\n", "\r\x1b[Kn = 8: counting with --method naive, 10s elapsed"},
		{[]string{"18", "--method", "bitwise"}, "nqueens: n = 18 by --method bitwise takes about 2.1 min; Ctrl-C stops it\n", "\r\x1b[Kn = 18: counting with --method bitwise, 10s elapsed of about 2.1 min (estimated)"},
	} {
		var out, errOut bytes.Buffer
		env := fakeTerminal(cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }})
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		root := &ucli.Command{Name: "nqueens", Commands: commands(env, registry.Solvers())}
		err := cli.Run(ctx, root, append([]string{"nqueens", "count"}, c.args...), env)
		got := errOut.String()
		w, p := strings.Index(got, c.warning), strings.Index(got, c.progress)
		if err == nil || w < 0 || p < w {
			t.Errorf("count %s: error %v; want the warning %q, then the progress %q; stderr:\n%q", strings.Join(c.args, " "), err, c.warning, c.progress, got)
		}
	}
	// A quick count says nothing before it starts.
	var out, errOut bytes.Buffer
	env := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	root := &ucli.Command{Name: "nqueens", Commands: commands(env, registry.Solvers())}
	if err := cli.Run(context.Background(), root, []string{"nqueens", "count", "10", "--method", "naive"}, env); err != nil || strings.Contains(errOut.String(), "takes about") {
		t.Errorf("count 10 --method naive: %v, stderr %q", err, errOut.String())
	}
}
