// Package golden compares what a test produced with a golden file under
// testdata, the way every test of the module that pins output for people
// does it. `go test -update` rewrites the golden files instead.
package golden

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata with what the tests produce")

// Updating reports whether the test run was asked to rewrite its golden
// files (go test -update), for tests that keep other generated files.
func Updating() bool { return *update }

// Check compares got with the file testdata/name. With -update it writes
// got there (creating directories). On a mismatch it writes got beside the
// golden file as name.got and fails the test showing both; on a match it
// removes a stale name.got.
func Check(t testing.TB, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		_ = os.WriteFile(path+".got", got, 0o644)
		t.Errorf("output differs from %s (new output in %s.got; go test -update accepts it):\n--- got\n%s\n--- want\n%s", path, path, got, want)
		return
	}
	_ = os.Remove(path + ".got")
}
