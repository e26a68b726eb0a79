package main

import (
	"testing"
	"testing/fstest"
)

// fillManual fills every {{KEY}} given, drops the final newline, leaves a key
// not given, and panics on a manual that is not there.
func TestFillManual(t *testing.T) {
	fsys := fstest.MapFS{"m/x.txt": {Data: []byte("methods:\n{{methods}}\nsee {{other}} and {{methods}}\n")}}
	if got, want := fillManual(fsys, "m/x", "methods", "a\nb"), "methods:\na\nb\nsee {{other}} and a\nb"; got != want {
		t.Errorf("fillManual = %q, want %q", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("a missing manual did not panic")
		}
	}()
	fillManual(fsys, "m/none")
}
