package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCountListRefusesOutput: --list with -o (or another long-count flag)
// printed the listing to stdout, wrote no file and exited 0; it is a usage
// error now, pointing at a redirection.
func TestCountListRefusesOutput(t *testing.T) {
	path := filepath.Join(t.TempDir(), "all8.txt")
	for _, args := range [][]string{
		{"count", "8", "--list", "-o", path},
		{"count", "8", "--list", "--shard", "0/2"},
		{"count", "8", "--list", "--estimate"},
	} {
		out, errOut, code := runNQ(t, "", args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "--list") || !strings.Contains(errOut, "does not go with") {
			t.Errorf("%v: exit %d\nstdout: %.80q\nstderr: %s", args, code, out, errOut)
		}
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Errorf("%s: %v", path, err)
	}
}
