package cli

import (
	"bytes"
	"os"
	"testing"
)

func TestUseColor(t *testing.T) {
	env := func(kv map[string]string) func(string) string {
		return func(k string) string { return kv[k] }
	}
	var buf bytes.Buffer
	for _, tc := range []struct {
		mode ColorMode
		env  map[string]string
		want bool
	}{
		{ColorAlways, map[string]string{"NO_COLOR": "1"}, true},
		{ColorNever, nil, false},
		{ColorAuto, nil, false}, // a buffer is not a terminal
		{ColorAuto, map[string]string{"TERM": "xterm"}, false},
	} {
		if got := UseColor(tc.mode, &buf, env(tc.env)); got != tc.want {
			t.Errorf("UseColor(%s, buffer, %v) = %v, want %v", tc.mode, tc.env, got, tc.want)
		}
	}
	// A file that is not a terminal: auto says no.
	f, err := os.CreateTemp(t.TempDir(), "out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if UseColor(ColorAuto, f, env(nil)) {
		t.Error("auto on a regular file chose color")
	}
	if _, err := parseColorMode("sometimes"); err == nil {
		t.Error("parseColorMode accepted sometimes")
	}
}
