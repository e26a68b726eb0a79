package main

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// jsonFormat reads textJSONFlag: text by default, json, and a usage
// error naming the flag otherwise.
func TestJSONFormat(t *testing.T) {
	for _, c := range []struct {
		args  []string
		json  bool
		usage bool
	}{{nil, false, false}, {[]string{"--format", "json"}, true, false}, {[]string{"--format", "table"}, false, true}} {
		var got bool
		var err error
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{textJSONFlag("text or json")}, Action: func(_ context.Context, cmd *ucli.Command) error {
			got, err = jsonFormat(cmd)
			return nil
		}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *cli.UsageError
		if got != c.json || errors.As(err, &u) != c.usage || (err != nil) != c.usage {
			t.Errorf("%v: %v, %v", c.args, got, err)
		}
	}
}

func TestReadInput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.json")
	os.WriteFile(path, []byte("data"), 0o644)
	if b, err := readInput(context.Background(), cli.Env{}, path); err != nil || string(b) != "data" {
		t.Errorf("readInput: %q, %v", b, err)
	}
	var u *cli.UsageError
	if _, err := readInput(context.Background(), cli.Env{}, path+".none"); !errors.As(err, &u) {
		t.Errorf("missing file: %v, want a usage error", err)
	}
}

// local flags stay with their command: a subcommand refuses them.
func TestLocal(t *testing.T) {
	sub := &ucli.Command{Name: "sub", Action: func(context.Context, *ucli.Command) error { return nil }}
	root := &ucli.Command{Name: "x", Flags: local([]ucli.Flag{&ucli.BoolFlag{Name: "list"}}), Commands: []*ucli.Command{sub},
		Action: func(context.Context, *ucli.Command) error { return nil }}
	if err := root.Run(context.Background(), []string{"x", "--list"}); err != nil {
		t.Errorf("the command's own flag: %v", err)
	}
	root.Writer, root.ErrWriter = io.Discard, io.Discard
	if err := root.Run(context.Background(), []string{"x", "sub", "--list"}); err == nil {
		t.Error("a subcommand accepted its parent's local flag")
	}
}

// squares: repeated flags and ";" lists add up, 0-based; a square off the
// board is a usage error naming the flag.
func TestSquares(t *testing.T) {
	for _, c := range []struct {
		args []string
		want [][2]int
		msg  string
	}{
		{nil, nil, ""},
		{[]string{"--place", "1,1", "--place", "2,3;8,8"}, [][2]int{{0, 0}, {1, 2}, {7, 7}}, ""},
		{[]string{"--place", "9,1"}, nil, "--place \"9,1\": square 9,1 is off the 8 x 8 board"},
		{[]string{"--place", "1;2"}, nil, "--place \"1\": give a square as ROW,COL"},
	} {
		var got [][2]int
		var err error
		cmd := &ucli.Command{Name: "x", DisableSliceFlagSeparator: true, Flags: []ucli.Flag{&ucli.StringSliceFlag{Name: "place"}},
			Action: func(_ context.Context, cmd *ucli.Command) error {
				got, err = squares(cmd, "place", 8)
				return nil
			}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *cli.UsageError
		if !reflect.DeepEqual(got, c.want) || (c.msg == "") != (err == nil) || err != nil && (!errors.As(err, &u) || !strings.Contains(err.Error(), c.msg)) {
			t.Errorf("%v: %v, %v; want %v, %q", c.args, got, err, c.want, c.msg)
		}
	}
}
