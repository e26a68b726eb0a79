package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/testkit/golden"
)

// times hides what varies from run to run: durations, elapsed_ns and
// setup_ns (dropped: it is absent when the start took no measurable time).
var (
	times   = regexp.MustCompile(golden.Durations.String() + `|"elapsed_ns":\d+`)
	setupNS = regexp.MustCompile(`,"setup_ns":\d+`)
)

func normalize(s string) string {
	s = setupNS.ReplaceAllString(s, "")
	return times.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, `"elapsed_ns"`) {
			return `"elapsed_ns":0`
		}
		return "<time>"
	})
}

// runCmd runs the command as a user would and returns its streams and
// exit code.
func runCmd(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(context.Background(), append([]string{"qs1"}, args...), &out, &errb)
	code = cli.ExitCode("qs1", err, &errb)
	return out.String(), errb.String(), code
}

func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"board8", []string{"8", "--seed", "1"}, 0},
		{"board8-ascii", []string{"--seed", "1", "--ascii", "8"}, 0},
		{"board8-color", []string{"8", "--seed", "1", "--color", "always"}, 0},
		{"board8-classic", []string{"8", "--classic", "--seed", "3"}, 0},
		{"animate8", []string{"8", "--animate"}, 0}, // the frames of the README's qs1 8 --animate
		{"perm12", []string{"12", "--format", "perm", "--seed", "2"}, 0},
		{"matrix6", []string{"6", "--format", "matrix"}, 0},
		{"json8", []string{"8", "--format", "json", "--seed", "5"}, 0},
		{"json8-classic", []string{"8", "--classic", "--format", "json", "--seed", "5"}, 0}, // issue 25, defect 2
		{"one", []string{"1"}, 0},
		{"million", []string{"1e6", "--seed", "7"}, 0},
		{"no-solution-2", []string{"2"}, 1},
		{"no-solution-3", []string{"3"}, 1},
		{"zero", []string{"0"}, 2},
		{"negative", []string{"-4"}, 2},
		{"not-a-number", []string{"eight"}, 2},
		{"fraction", []string{"8.5"}, 2},
		{"too-large", []string{"1e12"}, 2},
		{"missing-n", nil, 2},
		{"two-n", []string{"8", "9"}, 2},
		{"bad-format", []string{"8", "--format", "svg"}, 2},
		{"bad-color", []string{"8", "--color", "sometimes"}, 2},
		{"unknown-flag", []string{"8", "--fast"}, 2},
		{"step-limit", []string{"100000", "--classic", "--max-steps", "10"}, 1},
		{"help-after-n", []string{"8", "--help"}, 0},
		{"negative-seed", []string{"8", "--seed", "-1"}, 2},
		{"bad-seed", []string{"8", "--seed", "abc"}, 2},
		{"negative-time-limit", []string{"8", "--time-limit", "-1s"}, 2},
		{"negative-max-steps", []string{"8", "--max-steps", "-3"}, 2},
		{"max-steps-exponent", []string{"100000", "--classic", "--max-steps", "1e1"}, 1},
		{"bad-max-restarts", []string{"8", "--max-restarts", "many"}, 2},
		{"duration-without-unit", []string{"8", "--time-limit", "5"}, 2},
		{"classic-too-large", []string{"1e9", "--classic"}, 2},
		{"matrix-too-large", []string{"1e6", "--format", "matrix"}, 2},
		{"board-too-large", []string{"1e6", "--format", "board"}, 2},
		{"output-dash", []string{"8", "-o", "-"}, 2},
		{"output-empty", []string{"8", "-o", ""}, 2}, // issue 25, defect 11
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, code := runCmd(t, tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, stdout, stderr)
			}
			golden.Check(t, tc.name+".golden", []byte(normalize("$ qs1 "+strings.Join(tc.args, " ")+"\n"+stdout+"--- stderr\n"+stderr)))
		})
	}
}

// TestPrintedPlacementsVerify reads back every machine-readable format and
// checks the placement independently.
func TestPrintedPlacementsVerify(t *testing.T) {
	for _, format := range []string{"perm", "json"} {
		stdout, stderr, code := runCmd(t, "500", "--format", format, "--seed", "9")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", format, code, stderr)
		}
		p := parseRows(t, stdout, format)
		if len(p) != 500 {
			t.Fatalf("%s: %d queens", format, len(p))
		}
		if err := nqueens.Verify(p); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
	}
}

func parseRows(t *testing.T, s, format string) nqueens.Placement {
	t.Helper()
	if format == "json" {
		i := strings.Index(s, `"placement":[`)
		if i < 0 {
			t.Fatalf("no placement in %s", s)
		}
		s = strings.TrimSuffix(strings.TrimSpace(s[i+len(`"placement":[`):]), "]}")
		s = strings.ReplaceAll(s, ",", " ")
	}
	var p nqueens.Placement
	for _, f := range strings.Fields(s) {
		var v int32
		for _, ch := range f {
			v = v*10 + int32(ch-'0')
		}
		p = append(p, v)
	}
	return p
}

func TestOutputFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.txt")
	stdout, stderr, code := runCmd(t, "1000", "--output", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stdout, "verified; placement written to "+path) || strings.Count(stdout, "\n") != 1 {
		t.Fatalf("stdout should be the summary line only, got %q", stdout)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := nqueens.Verify(parseRows(t, string(data), string(textio.Perm))); err != nil {
		t.Fatal(err)
	}
}

// TestOutputFileStdoutEmpty: with -o and a placement format, stdout holds
// what the format promises there, nothing; the summary line is a message,
// on stderr (issue 25, defect 14: qs1 8 --format json -o FILE printed it
// on stdout).
func TestOutputFileStdoutEmpty(t *testing.T) {
	for _, format := range []string{"json", "perm", "matrix", "board"} {
		path := filepath.Join(t.TempDir(), "q."+format)
		stdout, stderr, code := runCmd(t, "8", "--format", format, "-o", path)
		if code != 0 || stdout != "" || !strings.Contains(stderr, "verified; placement written to "+path+" ("+format+")") {
			t.Errorf("--format %s -o: exit %d, stdout %q, stderr %q", format, code, stdout, stderr)
		}
	}
}

func TestTimeLimitReportsConflicts(t *testing.T) {
	// Classic QS1 on 5 million queens cannot finish in 1 ms.
	stdout, stderr, code := runCmd(t, "5e6", "--classic", "--time-limit", "1ms")
	if code != 1 || stdout != "" || !strings.Contains(stderr, "limit reached after") {
		t.Fatalf("code %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestCanceledStopsPromptly: a canceled run says so and exits 1. The
// context is canceled before the run, not after a timer: a 20 ms timer
// raced a search of 10^5 queens that can finish in less, and exited 0 by
// chance. The solver polls its context every 1,024 steps, so it stops long
// before classic QS1 could place a million queens; a hang would be caught
// by go test's own timeout.
func TestCanceledStopsPromptly(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	err := run(ctx, []string{"qs1", "--classic", "1e6"}, &out, &errb)
	if code := cli.ExitCode("qs1", err, &errb); code != 1 || !strings.Contains(errb.String(), "interrupted") {
		t.Fatalf("code %d, stderr %q", code, errb.String())
	}
}
