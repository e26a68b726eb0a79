package main

import (
	"context"
	"errors"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// maxMemory: unset is the default limit; a size in package parse's units;
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
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{maxMemoryFlag()}, Action: func(_ context.Context, cmd *ucli.Command) error {
			got, err = maxMemory(cmd, available)
			return nil
		}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *cli.UsageError
		if got != c.want || (c.msg == "") != (err == nil) || err != nil && (!errors.As(err, &u) || !strings.Contains(err.Error(), c.msg)) {
			t.Errorf("%v: %d, %v; want %d, %q", c.args, got, err, c.want, c.msg)
		}
	}
}
