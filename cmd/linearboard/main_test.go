package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/golden"
)

// durations and elapsed_ns vary from run to run; the golden files hold a
// placeholder.
var (
	durationRE = regexp.MustCompile(`\b\d+(\.\d+)? (ns|µs|ms|s)\b`)
	elapsedRE  = regexp.MustCompile(`"elapsed_ns":\d+`)
)

// TestGolden runs the command as a person would, with fixed seeds, and
// compares what it prints and its exit status with testdata/NAME.golden.
// go test -run Golden -update rewrites them.
func TestGolden(t *testing.T) {
	// The drawing depends on the locale and the terminal: pin them.
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_CTYPE", "")
	t.Setenv("LANG", "C.UTF-8")
	t.Setenv("TERM", "xterm")
	for _, tc := range []struct{ name, args string }{
		{"eight", "8"},
		{"eight-ascii-seed3", "--ascii --seed 3 8"},
		{"perm-after-n", "12 --format perm --seed 2"},
		{"matrix", "--format matrix 6"},
		{"json", "--format json --seed 5 10"},
		{"max-steps", "--max-steps 2 30"},
		{"max-restarts", "--max-restarts 1 --seed 4 20"},
		{"one", "1"},
		{"no-solution", "3"},
		{"zero", "0"},
		{"negative", "-5"},
		{"not-a-number", "eight"},
		{"missing-n", ""},
		{"too-big", "10001"},
		{"bad-format", "--format xml 8"},
		{"help", "--help"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"linearboard"}, strings.Fields(tc.args)...)
			var stdout, stderr bytes.Buffer
			err := run(context.Background(), args, &stdout, &stderr)
			code := cli.ExitCode("linearboard", err, &stderr)
			got := fmt.Sprintf("$ linearboard %s\nexit %d\n-- stdout --\n%s-- stderr --\n%s", tc.args, code, stdout.String(), stderr.String())
			got = durationRE.ReplaceAllString(got, "<duration>")
			got = elapsedRE.ReplaceAllString(got, `"elapsed_ns":<ns>`)
			golden.Check(t, tc.name+".golden", []byte(got))
		})
	}
}
