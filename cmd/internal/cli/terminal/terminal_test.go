package terminal

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
	if _, ok := ParseColorMode("sometimes"); ok {
		t.Error("ParseColorMode accepted sometimes")
	}
}

// TestRedraws: cursor movements only on a terminal whose TERM is not dumb.
func TestRedraws(t *testing.T) {
	env := func(term string) func(string) string {
		return func(k string) string {
			if k == "TERM" {
				return term
			}
			return ""
		}
	}
	for _, tc := range []struct {
		terminal bool
		getenv   func(string) string
		want     bool
	}{
		{true, env("xterm-256color"), true},
		{true, env(""), true},
		{true, nil, true},
		{true, env("dumb"), false},
		{false, env("xterm"), false},
	} {
		if got := redraws(tc.terminal, tc.getenv); got != tc.want {
			t.Errorf("redraws(%v, TERM=%q) = %v, want %v", tc.terminal, func() string {
				if tc.getenv == nil {
					return "<nil>"
				}
				return tc.getenv("TERM")
			}(), got, tc.want)
		}
	}
	var b bytes.Buffer
	if CanRedraw(&b, env("xterm")) {
		t.Error("a buffer is not a terminal")
	}
}

func TestUseUnicode(t *testing.T) {
	cases := []struct {
		ascii bool
		env   map[string]string
		want  bool
	}{
		{false, map[string]string{"LANG": "en_US.UTF-8"}, true},
		{false, map[string]string{"LANG": "C.utf8"}, true},
		{true, map[string]string{"LANG": "en_US.UTF-8"}, false},
		{false, map[string]string{}, false},
		{false, map[string]string{"LANG": "C"}, false},
		{false, map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "C"}, false},
		{false, map[string]string{"LANG": "C", "LC_CTYPE": "de_DE.UTF-8"}, true},
		{false, map[string]string{"LANG": "C.UTF-8", "TERM": "dumb"}, false},
		{false, map[string]string{"LANG": "C.UTF-8", "TERM": "linux"}, false},
		{false, map[string]string{"LANG": "C.UTF-8", "TERM": "xterm-256color"}, true},
	}
	for _, c := range cases {
		if got := UseUnicode(c.ascii, func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("UseUnicode(%v, %v) = %v, want %v", c.ascii, c.env, got, c.want)
		}
	}
}
