package main

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/memlimit"
)

// openPlacements reads rows 1-based under --one-based and refuses a
// placement of more than maxN queens.
func TestOpenPlacements(t *testing.T) {
	read := func(args []string, in string, maxN int) (textio.Parsed, error) {
		t.Helper()
		var p textio.Parsed
		var rerr error
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{oneBasedFlag()}, Action: func(_ context.Context, cmd *ucli.Command) error {
			r, c, err := openPlacements(context.Background(), cli.Env{Stdin: strings.NewReader(in)}, cmd, "-", maxN)
			if err != nil {
				return err
			}
			defer c.Close()
			p, rerr = r.ReadOne()
			return nil
		}}
		if err := cmd.Run(context.Background(), append([]string{"x"}, args...)); err != nil {
			t.Fatal(err)
		}
		return p, rerr
	}
	if p, err := read([]string{"--one-based"}, "2 4 1 3\n", 0); err != nil || !slices.Equal(p.Placement, nqueens.Placement{1, 3, 0, 2}) {
		t.Errorf("--one-based: %v, %v", p.Placement, err)
	}
	if p, err := read(nil, "1 3 0 2\n", 4); err != nil || !slices.Equal(p.Placement, nqueens.Placement{1, 3, 0, 2}) {
		t.Errorf("0-based: %v, %v", p.Placement, err)
	}
	if _, err := read(nil, "0 2 4 1 3\n", 4); !errors.As(err, new(*textio.LimitError)) {
		t.Errorf("5 queens, at most 4: %v, want a LimitError", err)
	}
	if _, _, err := openPlacements(context.Background(), cli.Env{}, &ucli.Command{}, filepath.Join(t.TempDir(), "none"), 0); !errors.As(err, new(*cli.UsageError)) {
		t.Errorf("missing file: %v, want a usage error", err)
	}
}

// OpenPlacements refuses a placement larger than the process's memory can
// read and check, saying what sets the limit (issue 25, defect 1).
func TestOpenPlacementsMemory(t *testing.T) {
	limit := readMemory(1000) // room for 1000 queens and no more
	env := cli.Env{Stdin: strings.NewReader(strings.Repeat("0 ", 1001) + "\n"),
		Limit: func() memlimit.Limit { return memlimit.Limit{Bytes: limit, Source: memlimit.Cgroup} }}
	var rerr error
	cmd := &ucli.Command{Name: "x", Action: func(_ context.Context, cmd *ucli.Command) error {
		r, c, err := openPlacements(context.Background(), env, cmd, "-", 0)
		if err != nil {
			return err
		}
		defer c.Close()
		_, rerr = r.ReadOne()
		return nil
	}}
	if err := cmd.Run(context.Background(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	var le *textio.LimitError
	if !errors.As(rerr, &le) || le.Max != 1000 || !strings.Contains(rerr.Error(), "more than 1000 queens, the most the cgroup's memory limit lets this process read and check") {
		t.Errorf("got %v", rerr)
	}
}
