package cli

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	ucli "github.com/urfave/cli/v3"
)

// JSONFormat reads TextJSONFlag: text by default, json, and a usage
// error naming the flag otherwise.
func TestJSONFormat(t *testing.T) {
	for _, c := range []struct {
		args  []string
		json  bool
		usage bool
	}{{nil, false, false}, {[]string{"--format", "json"}, true, false}, {[]string{"--format", "table"}, false, true}} {
		var got bool
		var err error
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{TextJSONFlag("text or json")}, Action: func(_ context.Context, cmd *ucli.Command) error {
			got, err = JSONFormat(cmd)
			return nil
		}}
		if rerr := cmd.Run(context.Background(), append([]string{"x"}, c.args...)); rerr != nil {
			t.Fatal(rerr)
		}
		var u *UsageError
		if got != c.json || errors.As(err, &u) != c.usage || (err != nil) != c.usage {
			t.Errorf("%v: %v, %v", c.args, got, err)
		}
	}
}

func TestReadInput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.json")
	os.WriteFile(path, []byte("data"), 0o644)
	if b, err := ReadInput(path); err != nil || string(b) != "data" {
		t.Errorf("ReadInput: %q, %v", b, err)
	}
	var u *UsageError
	if _, err := ReadInput(path + ".none"); !errors.As(err, &u) {
		t.Errorf("missing file: %v, want a usage error", err)
	}
}

// Local flags stay with their command: a subcommand refuses them.
func TestLocal(t *testing.T) {
	sub := &ucli.Command{Name: "sub", Action: func(context.Context, *ucli.Command) error { return nil }}
	root := &ucli.Command{Name: "x", Flags: Local([]ucli.Flag{&ucli.BoolFlag{Name: "list"}}), Commands: []*ucli.Command{sub},
		Action: func(context.Context, *ucli.Command) error { return nil }}
	if err := root.Run(context.Background(), []string{"x", "--list"}); err != nil {
		t.Errorf("the command's own flag: %v", err)
	}
	root.Writer, root.ErrWriter = io.Discard, io.Discard
	if err := root.Run(context.Background(), []string{"x", "sub", "--list"}); err == nil {
		t.Error("a subcommand accepted its parent's local flag")
	}
}
