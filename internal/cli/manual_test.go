package cli

import (
	"testing"
	"testing/fstest"
)

// Manual fills every {{KEY}} given, drops the final newline, leaves a key
// not given, and panics on a manual that is not there.
func TestManual(t *testing.T) {
	fsys := fstest.MapFS{"m/x.txt": {Data: []byte("methods:\n{{methods}}\nsee {{other}} and {{methods}}\n")}}
	if got, want := Manual(fsys, "m/x", "methods", "a\nb"), "methods:\na\nb\nsee {{other}} and a\nb"; got != want {
		t.Errorf("Manual = %q, want %q", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("a missing manual did not panic")
		}
	}()
	Manual(fsys, "m/none")
}
