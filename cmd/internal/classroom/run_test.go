//go:build !js

package classroom

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Run exports the page, refuses to overwrite it without Force, and words
// its notes with the prefix it is given.
func TestRunExport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	var out, notes bytes.Buffer
	o := Options{Export: dir, Out: &out, Notes: &notes, Prefix: "p: "}
	if err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if want := "wrote 15 files to " + dir + ";"; !strings.HasPrefix(out.String(), want) {
		t.Errorf("out %q, want it to start %q", out.String(), want)
	}
	if notes.Len() != 0 {
		t.Errorf("notes %q: want none", notes.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "nqueens.wasm")); err != nil {
		t.Error(err)
	}
	if err := Run(context.Background(), o); !errors.Is(err, ErrExists) {
		t.Errorf("second export: %v, want ErrExists", err)
	}
	o.Force = true
	if err := Run(context.Background(), o); err != nil {
		t.Errorf("export with Force: %v", err)
	}
}

// cancelOn cancels when a line starting with prefix is written.
type cancelOn struct {
	prefix string
	cancel context.CancelFunc
	got    bytes.Buffer
}

func (c *cancelOn) Write(p []byte) (int, error) {
	c.got.Write(p)
	if strings.HasPrefix(string(p), c.prefix) {
		c.cancel()
	}
	return len(p), nil
}

// Run serves until its context is done, then notes that it stopped; an
// address it cannot listen on is a ListenError.
func TestRunServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	out := &cancelOn{prefix: "serving the classroom at http://127.0.0.1:", cancel: cancel}
	var notes bytes.Buffer
	if err := Run(ctx, Options{Addr: "127.0.0.1:0", Out: out, Notes: &notes}); err != nil {
		t.Fatal(err)
	}
	if notes.String() != "stopped\n" {
		t.Errorf("out %q, notes %q: want serving, then stopped", out.got.String(), notes.String())
	}
	err := Run(context.Background(), Options{Addr: "256.0.0.1:0"})
	if le := (*ListenError)(nil); !errors.As(err, &le) {
		t.Errorf("Run on a bad address: %v, want a ListenError", err)
	}
}
