package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true }

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	os.MkdirAll("testdata", 0o755)
	os.WriteFile(filepath.Join("testdata", "a.golden"), []byte("same\n"), 0o644)

	r := &recorder{TB: t}
	Check(r, "a.golden", []byte("same\n"))
	if r.failed {
		t.Fatal("equal output failed")
	}
	r = &recorder{TB: t}
	Check(r, "a.golden", []byte("different\n"))
	if !r.failed {
		t.Fatal("different output passed")
	}
	if got, _ := os.ReadFile(filepath.Join("testdata", "a.golden.got")); string(got) != "different\n" {
		t.Fatalf(".got holds %q", got)
	}
	r = &recorder{TB: t}
	Check(r, "missing.golden", []byte("x"))
	if !r.failed {
		t.Fatal("a missing golden file passed")
	}
}
