package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// listWriter: perm by default, boards drawn in the flags' style, and a
// format that is not a listing's is a usage error.
func TestListWriter(t *testing.T) {
	run := func(args ...string) (string, textio.Format, error) {
		var out bytes.Buffer
		var format textio.Format
		var err error
		env := cli.Env{Stdout: &out, Getenv: func(string) string { return "" }}
		cmd := &ucli.Command{Name: "x", Flags: append([]ucli.Flag{&ucli.StringFlag{Name: "format"}}, boardFlags("the boards")...),
			Action: func(_ context.Context, cmd *ucli.Command) error {
				var l *textio.ListWriter
				if l, _, err = listWriter(cmd, env); err == nil {
					format = l.Format()
					_, err, _ = l.List(func(yield func(nqueens.Placement) bool) error { yield(nqueens.Placement{1, 3, 0, 2}); return nil }, 0)
				}
				return nil
			}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, args...)); rerr != nil {
			t.Fatal(rerr)
		}
		return out.String(), format, err
	}
	if got, f, err := run(); err != nil || f != textio.Perm || got != "1 3 0 2\n" {
		t.Errorf("default: %q, %s, %v", got, f, err)
	}
	if got, _, err := run("--format", "board", "--ascii", "--color", "never"); err != nil || !strings.Contains(got, "Q") || strings.Contains(got, "\x1b") {
		t.Errorf("board: %q, %v", got, err)
	}
	for _, args := range [][]string{{"--format", "summary"}, {"--format", "yaml"}, {"--color", "sometimes"}} {
		var u *cli.UsageError
		if got, _, err := run(args...); !errors.As(err, &u) || got != "" {
			t.Errorf("%v: %q, %v; want a usage error", args, got, err)
		}
	}
}
