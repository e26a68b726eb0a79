package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files under testdata with the output the tests get")

// checkGolden compares got with the file testdata/name. On a mismatch it
// writes got beside the golden file (name + ".got") and fails; with -update
// it rewrites the golden file instead.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateGolden {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		_ = os.WriteFile(path+".got", []byte(got), 0o644)
		t.Errorf("output differs from %s (new output in %s.got; go test -update accepts it):\n--- want\n%s\n--- got\n%s", path, path, want, got)
		return
	}
	_ = os.Remove(path + ".got")
}
