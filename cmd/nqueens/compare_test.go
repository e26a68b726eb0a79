package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/compare"
)

// runCmd runs the nqueens command with args and returns stdout, stderr
// and the exit code main would use.
func runCmd(t *testing.T, ctx context.Context, args ...string) (string, string, int) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	err := run(ctx, append([]string{"nqueens"}, args...), &stdout, &stderr)
	code := cli.ExitCode("nqueens", err, &stderr)
	return stdout.String(), stderr.String(), code
}

func TestCompareTable(t *testing.T) {
	dir := t.TempDir()
	jsonPath := filepath.Join(dir, "runs.ndjson")
	benchPath := filepath.Join(dir, "runs.txt")
	chartPath := filepath.Join(dir, "chart.svg")
	out, errOut, code := runCmd(t, context.Background(), "compare", "--solvers", "qs1,qs1-classic", "--n", "3,8..32x2",
		"--trials", "2", "--json", jsonPath, "--bench", benchPath, "--chart", chartPath)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if errOut != "" {
		t.Errorf("stderr is not a terminal, yet got %q", errOut)
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("escape codes in output that is not a terminal")
	}
	for _, want := range []string{"qs1-classic", "│ 32 │", "2/2", "16 of 16 trials", "seeds 1..2"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
	f, err := os.Open(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	trials, err := compare.ReadJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(trials) != 16 {
		t.Errorf("%d trials in the JSON, want 16", len(trials))
	}
	for _, tr := range trials {
		if !tr.Outcome.OK() {
			t.Errorf("trial %+v failed", tr)
		}
	}
	bench, err := os.ReadFile(benchPath)
	if err != nil {
		t.Fatal(err)
	}
	// n = 3 has no solution: those 4 trials are right answers but not
	// solves, and have no benchmark line.
	if got := strings.Count(string(bench), "\nBenchmarkSolve/solver="); got != 12 {
		t.Errorf("%d benchmark lines, want 12:\n%s", got, bench)
	}
	svg, err := os.ReadFile(chartPath)
	if err != nil || !bytes.Contains(svg, []byte("<svg")) {
		t.Errorf("no SVG chart written: %v", err)
	}
}

// TestCompareNoSolution: n = 2 and 3 have no solution; a solver that says
// so is right (exit 0) but solved nothing, so the table must not read
// "solved 1/1" with a time and a ratio to the baseline.
func TestCompareNoSolution(t *testing.T) {
	out, errOut, code := runCmd(t, context.Background(), "compare", "--n", "2,3,8", "--trials", "1", "--solvers", "qs1,formula,backtrack")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	rows := 0
	for _, line := range strings.Split(out, "\n") {
		f := strings.Split(line, "│")
		if len(f) < 11 || (strings.TrimSpace(f[2]) != "2" && strings.TrimSpace(f[2]) != "3") {
			continue
		}
		rows++
		if strings.TrimSpace(f[6]) != "no solution" || strings.Contains(line, "1/1") || strings.Contains(line, "×") || strings.Contains(line, "s │") {
			t.Errorf("a board with no solution shown as solved, timed or compared:\n%s", line)
		}
	}
	if rows != 6 || !strings.Contains(out, "1/1") {
		t.Errorf("want 6 no-solution rows and n = 8 solved:\n%s", out)
	}
	out, _, code = runCmd(t, context.Background(), "compare", "--n", "2,3", "--trials", "1", "--solvers", "qs1", "--bench", "-")
	if code != 0 || strings.Contains(out, "Benchmark") {
		t.Errorf("exit %d; n = 2, 3 made benchmark lines:\n%s", code, out)
	}
}

func TestCompareColorAlways(t *testing.T) {
	out, _, code := runCmd(t, context.Background(), "compare", "--solvers", "qs1,qs1-classic", "--n", "8", "--trials", "1", "--color", "always")
	if code != 0 || !strings.Contains(out, "\x1b[32m") {
		t.Errorf("exit %d, want 0 and a green fastest median:\n%q", code, out)
	}
}

func TestCompareJSONToStdout(t *testing.T) {
	out, _, code := runCmd(t, context.Background(), "compare", "--solvers", "qs1", "--n", "8", "--trials", "3", "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	trials, err := compare.ReadJSON(strings.NewReader(out))
	if err != nil || len(trials) != 3 {
		t.Fatalf("stdout is not 3 trials of NDJSON (%v):\n%s", err, out)
	}
}

func TestCompareInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out, errOut, code := runCmd(t, ctx, "compare", "--solvers", "qs1", "--n", "8", "--trials", "3")
	if code != 1 || !strings.Contains(errOut, "interrupted: 0 of 3 trials") || !strings.Contains(out, "0 of 3 trials") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

func TestCompareUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--solvers", "nosuch"},
		{"--n", "0"},
		{"--n", "64..8"},
		{"--n", "8..64x1"},
		{"--n", "1..1e9"},
		{"--n", "eight"},
		{"--seeds", "1..x"},
		{"--seeds", "1", "--trials", "3"},
		{"--trials", "0"},
		{"--parallel", "0"},
		{"--time-limit", "-1s"},
		{"--color", "sometimes"},
		{"--chart", "out.gif"},
		{"--json", "-", "--bench", "-"},
		{"--baseline", "nosuch"},
		{"8"},
	} {
		_, errOut, code := runCmd(t, context.Background(), append([]string{"compare"}, args...)...)
		if code != 2 || errOut == "" {
			t.Errorf("compare %v: exit %d, stderr %q; want 2 and a message", args, code, errOut)
		}
	}
}

// TestCompareFrom: the NDJSON of one run gives the same rows again
// without running, and --from refuses flags that only a run uses.
func TestCompareFrom(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.ndjson")
	first, _, code := runCmd(t, context.Background(), "compare", "--solvers", "qs1,formula", "--n", "8,100", "--trials", "3", "--json", path, "--color", "never")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	again, errOut, code := runCmd(t, context.Background(), "compare", "--from", path, "--color", "never")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	table := func(s string) string { return s[:strings.LastIndex(s, "└")] }
	if table(first) != table(again) {
		t.Errorf("--from shows another table:\n%s\n%s", first, again)
	}
	if !strings.Contains(again, "12 trials read from") || !strings.Contains(again, "× formula") {
		t.Errorf("--from output:\n%s", again)
	}
	if _, _, code := runCmd(t, context.Background(), "compare", "--from", path, "--n", "8"); code != 2 {
		t.Errorf("--from with --n: exit %d, want 2", code)
	}
	if _, _, code := runCmd(t, context.Background(), "compare", "--from", filepath.Join(t.TempDir(), "none")); code != 2 {
		t.Errorf("--from a missing file: exit %d, want 2", code)
	}
}

// TestCompareUnwritableOutputFailsAtOnce: a --json, --bench or --chart
// path that cannot be created is refused before any trial runs (exit 2,
// the path named), not after the whole run.
func TestCompareUnwritableOutputFailsAtOnce(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "nosuchdir", "x")
	for _, flag := range []string{"--json", "--bench", "--chart"} {
		path := bad + ".svg"
		_, errOut, code := runCmd(t, context.Background(), "compare", "--solvers", "qs1", "--n", "8", "--trials", "2", flag, path)
		if code != 2 || !strings.Contains(errOut, path) {
			t.Errorf("%s %s: exit %d, stderr %q; want 2 naming the path", flag, path, code, errOut)
		}
		if strings.Contains(errOut, "trials") {
			t.Errorf("%s %s: trials ran before the path was checked: %q", flag, path, errOut)
		}
	}
	// With a canceled context a run stops at once and says "interrupted":
	// the path error must come before it.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, flag := range []string{"--json", "--bench", "--chart"} {
		path := bad + ".png"
		_, errOut, code := runCmd(t, ctx, "compare", "--solvers", "qs1", "--n", "8", flag, path)
		if code != 2 || !strings.Contains(errOut, path) || strings.Contains(errOut, "interrupted") {
			t.Errorf("%s: exit %d, stderr %q; want the path refused before running", flag, code, errOut)
		}
	}
}

// TestCompareArgumentsHint: a stray argument is suggested as --n only when
// it reads as sizes.
func TestCompareArgumentsHint(t *testing.T) {
	for _, tc := range []struct {
		args      []string
		want, not string
	}{
		{[]string{"--n", "8", "extra"}, "such as --n 8,16,32", "--n extra"},
		{[]string{"8", "16"}, "such as --n 8,16", "--n 8,16,32"},
		{[]string{"--n", "8", "16"}, "such as --n 8,16", "--n 8,16,32"},
	} {
		_, errOut, code := runCmd(t, context.Background(), append([]string{"compare"}, tc.args...)...)
		if code != 2 || !strings.Contains(errOut, tc.want) || strings.Contains(errOut, tc.not) {
			t.Errorf("compare %v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestCompareHelpShowsManual: compare's manual lives beside the command
// (compareManual); --help must still show it.
func TestCompareHelpShowsManual(t *testing.T) {
	out, errOut, code := runCmd(t, context.Background(), "compare", "--help")
	if code != 0 {
		t.Fatalf("compare --help: exit %d: %s", code, errOut)
	}
	for _, line := range strings.Split(compareManual, "\n") {
		if !strings.Contains(out, strings.TrimSpace(line)) {
			t.Errorf("compare --help does not show the manual's line %q", line)
		}
	}
}

// TestCompareFromErrors: a file compare --from cannot read is named with
// its line and what a trial is, in words, never Go types (issue 25,
// defect 7: `line 1: "" has the wrong type (number) { compare.Trial;
// Moves *int64 "json:\"moves\"" }`).
func TestCompareFromErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ text, want string }{
		{"12\n", "line 1 is not a trial (a JSON object with solver, n and status): a JSON object was expected, not a number"},
		{`{"solver":"qs1","n":"8","status":"solved"}` + "\n", `line 1 is not a trial (a JSON object with solver, n and status): "n" should be a whole number, not a string`},
		{"\n" + `{"solver":"qs1","n":8,"status":"solved","foo":1}` + "\n", `line 2 is not a trial (a JSON object with solver, n and status): unknown key "foo"`},
		{`{"solver":"qs1","n":8,"status":"weird"}` + "\n", `line 1: status "weird" is not a trial's (solved, no_solution`},
	} {
		path := filepath.Join(dir, "runs.ndjson")
		if err := os.WriteFile(path, []byte(tc.text), 0o644); err != nil {
			t.Fatal(err)
		}
		_, errOut, code := runNQ(t, "", "compare", "--from", path)
		if code != 2 || !strings.Contains(errOut, "--from "+path+": "+tc.want) || strings.ContainsAny(errOut, "{*") {
			t.Errorf("%q: exit %d, stderr %q\nwant %q", tc.text, code, errOut, tc.want)
		}
	}
}
