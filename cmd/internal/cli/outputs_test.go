package cli

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFiles: a file is replaced only when its result is written; one
// not written keeps what it had; "-" is stdout; a path that cannot be
// created is refused at once (exit 2), naming the flag and the path.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	kept, written := filepath.Join(dir, "kept.txt"), filepath.Join(dir, "new.txt")
	if err := os.WriteFile(kept, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := openOutputs(context.Background(), []string{"a", "b", "c", "d"}, map[string]string{"a": written, "b": kept, "c": "-"})
	if err != nil {
		t.Fatal(err)
	}
	if o.File("a") == nil || o.File("b") == nil || o.File("c") != nil || o.File("d") != nil {
		t.Fatal("File wrong")
	}
	var stdout bytes.Buffer
	write := func(s string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
	if err := o.Write("a", &stdout, write("result")); err != nil {
		t.Fatal(err)
	}
	if err := o.Write("c", &stdout, write("to stdout")); err != nil || stdout.String() != "to stdout" {
		t.Fatalf("-: %v, %q", err, stdout.String())
	}
	if err := o.Write("d", &stdout, write("nowhere")); err != nil {
		t.Fatal(err)
	}
	err = o.Write("b", &stdout, func(w io.Writer) error {
		io.WriteString(w, "half")
		return errors.New("the chart cannot be drawn")
	})
	var f *Failure
	if !errors.As(err, &f) || !strings.Contains(err.Error(), "--b "+kept+": the chart cannot be drawn") {
		t.Fatalf("a failed write: %v", err)
	}
	o.Abort()
	if b, _ := os.ReadFile(written); string(b) != "result" {
		t.Errorf("written file holds %q", b)
	}
	if b, _ := os.ReadFile(kept); string(b) != "old" {
		t.Errorf("a failed write replaced the old file with %q", b)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("temporary files left behind: %v", entries)
	}

	bad := filepath.Join(dir, "nosuchdir", "x.json")
	var u *UsageError
	if _, err := openOutputs(context.Background(), []string{"json"}, map[string]string{"json": bad}); !errors.As(err, &u) || !strings.Contains(err.Error(), "--json") || !strings.Contains(err.Error(), bad) {
		t.Fatalf("an unwritable path: %v", err)
	}
}
