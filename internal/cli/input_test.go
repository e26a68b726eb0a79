package cli

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// OpenArg: "-" is the environment's standard input, which closing leaves
// open; a file is opened; a missing file or a directory is a usage error
// naming it.
func TestOpenArg(t *testing.T) {
	env := Env{Stdin: strings.NewReader("0 2 4 1 3\n")}
	in, err := env.OpenArg("-")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(in); string(b) != "0 2 4 1 3\n" || in.Close() != nil {
		t.Errorf("-: read %q", b)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "q.txt")
	os.WriteFile(path, []byte("1 3 0 2\n"), 0o644)
	in, err = env.OpenArg(path)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(in); string(b) != "1 3 0 2\n" {
		t.Errorf("%s: read %q", path, b)
	}
	in.Close()
	for _, name := range []string{filepath.Join(dir, "none.txt"), dir} {
		var u *UsageError
		if _, err := env.OpenArg(name); !errors.As(err, &u) || !strings.Contains(err.Error(), "cannot read "+name) {
			t.Errorf("%s: %v; want a usage error naming it", name, err)
		}
	}
}
