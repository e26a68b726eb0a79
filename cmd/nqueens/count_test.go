package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/internal/units"
)

// runNQ runs the command with args and stdin and returns stdout, stderr and
// the exit code.
func runNQ(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	if stdin != "" {
		f, err := os.CreateTemp(t.TempDir(), "stdin")
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(stdin)
		f.Seek(0, 0)
		old := os.Stdin
		os.Stdin = f
		defer func() { os.Stdin = old; f.Close() }()
	}
	err := run(context.Background(), append([]string{"nqueens"}, args...), &out, &errb)
	code := cli.ExitCode("nqueens", err, &errb)
	return out.String(), errb.String(), code
}

// countGolden compares got with testdata/count/name (see checkGolden; go test
// -update rewrites it). Times are masked: they differ from run to run.
func countGolden(t *testing.T, name, got string) {
	t.Helper()
	got = regexp.MustCompile(` +(?:`+units.DurationPattern+`)  `).ReplaceAllString(got, "  <time>  ")
	checkGolden(t, filepath.Join("count", name), got)
}

func TestCountTable(t *testing.T) {
	out, errOut, code := runNQ(t, "", "count", "1", "12")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	countGolden(t, "table-1-12.stdout", out)
	out, _, code = runNQ(t, "", "count", "8", "10", "--method", "bitwise")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	countGolden(t, "table-bitwise.stdout", out)
}

func TestCountMethodsAgree(t *testing.T) {
	for _, m := range []string{"naive", "backtrack", "bitwise", "iterative", "fast"} {
		out, errOut, code := runNQ(t, "", "count", "4", "9", "--method", m)
		if code != 0 || strings.Contains(out, "MISMATCH") || strings.Count(out, " ok\n") != 6 {
			t.Errorf("%s: exit %d\n%s%s", m, code, out, errOut)
		}
	}
}

func TestCountUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"count"}, "missing board size"},
		{[]string{"count", "14", "8"}, "runs backwards"},
		{[]string{"count", "0"}, "at least 1"},
		{[]string{"count", "-3"}, "at least 1"},
		{[]string{"count", "33"}, "at most 32"},
		{[]string{"count", "8", "9", "10"}, "3 arguments"},
		{[]string{"count", "8", "--method", "magic"}, "naive, backtrack"},
		{[]string{"count", "15", "--method", "naive"}, "up to 14"},
		{[]string{"count", "8", "--format", "board"}, "go with --list"},
		{[]string{"count", "8", "--list", "--format", "summary"}, "perm, board"},
		{[]string{"count", "8", "--workers=-1"}, "--workers"},
		{[]string{"count", "eight"}, "not a number"},
		{[]string{"count", "10..8"}, "runs backwards"},
		{[]string{"count", "8..10+2"}, "give it as FROM..TO or FROM TO"},
		{[]string{"count", "8..10", "12"}, "give it as FROM..TO or FROM TO"},
		{[]string{"count", "8..33"}, "at most 32"},
	} {
		_, errOut, code := runNQ(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.msg)
		}
	}
}

func TestCountList(t *testing.T) {
	out, errOut, code := runNQ(t, "", "count", "12", "--list")
	if code != 0 || !strings.Contains(errOut, "14,200 solutions listed, each verified") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	seen := map[string]bool{}
	for _, l := range lines {
		seen[l] = true
	}
	if len(lines) != 14200 || len(seen) != 14200 {
		t.Fatalf("%d lines, %d distinct; want 14200", len(lines), len(seen))
	}
	// What count lists, verify accepts.
	vout, verr, code := runNQ(t, out, "verify", "-")
	if code != 0 || vout != "valid: 14,200 placements (n = 12), every one a solution, all distinct\n" {
		t.Errorf("verify of the list: exit %d, %q %q", code, vout, verr)
	}
	for _, format := range []string{"board", "matrix", "json"} {
		args := []string{"count", "6", "--list", "--format", format}
		if format == "board" {
			args = append(args, "--ascii")
		}
		out, _, code := runNQ(t, "", args...)
		if code != 0 {
			t.Fatalf("%s: exit %d", format, code)
		}
		countGolden(t, "list-6-"+format+".stdout", out)
		vout, verr, code := runNQ(t, out, "verify", "-")
		if code != 0 || !strings.HasPrefix(vout, "valid: 4 placements") {
			t.Errorf("verify of the %s list: exit %d, %q %q", format, code, vout, verr)
		}
	}
	out, errOut, _ = runNQ(t, "", "count", "8", "--list", "--unique")
	if strings.Count(out, "\n") != 12 || !strings.Contains(errOut, "12 unique solutions") {
		t.Errorf("unique list of 8: %q %q", out, errOut)
	}
}

func TestVerify(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		code     int
	}{
		{"valid-perm", "1 3 0 2\n", 0},
		{"valid-matrix", "0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n", 0},
		{"valid-json", `{"n":4,"placement":[2,0,3,1]}`, 0},
		{"valid-board", "4 . Q . .\n3 . . . Q\n2 Q . . .\n1 . . Q .\n  a b c d\n", 0},
		{"attack-row", "1 3 0 3\n", 1},
		{"attack-diagonal", "0 1 3 2\n", 1},
		{"out-of-range", "0 9 3 1\n", 1},
		{"garbage", "1 3 zero 2\n", 2},
		{"short-matrix", "0 0 1 0\n1 0 0 0\n", 2},
		{"one-based", "2 4 1 3\n", 2},
		{"empty", "\n", 2},
		{"second-invalid", "1 3 0 2\n2 0 3 1\n0 1 2 3\n", 1},
	} {
		out, errOut, code := runNQ(t, tc.in, "verify", "-")
		if code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s%s", tc.name, code, tc.code, out, errOut)
		}
		countGolden(t, "verify-"+tc.name+".out", out+errOut)
	}
	if out, _, code := runNQ(t, "2 4 1 3\n", "verify", "--one-based", "-"); code != 0 {
		t.Errorf("--one-based: exit %d %q", code, out)
	}
	if _, errOut, code := runNQ(t, "1 3 0 2\n", "verify", "--n", "5", "-"); code != 1 || !strings.Contains(errOut, "--n asks for 5") {
		t.Errorf("--n: exit %d %q", code, errOut)
	}
	if _, errOut, code := runNQ(t, "", "verify", filepath.Join(t.TempDir(), "none.txt")); code != 2 || !strings.Contains(errOut, "no such file") {
		t.Errorf("missing file: exit %d %q", code, errOut)
	}
	if _, _, code := runNQ(t, ""); code != 0 {
		t.Errorf("no command: exit %d", code)
	}
	// A file argument works like stdin.
	path := filepath.Join(t.TempDir(), "q.txt")
	os.WriteFile(path, []byte("1 3 0 2\n"), 0o644)
	if out, _, code := runNQ(t, "", "verify", path); code != 0 || !strings.HasPrefix(out, "valid: 4 queens") {
		t.Errorf("file: exit %d %q", code, out)
	}
}

func TestCountInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	err := run(ctx, []string{"nqueens", "count", "8", "25"}, &out, &errb)
	var f *cli.Failure
	if !errors.As(err, &f) || !strings.Contains(err.Error(), "interrupted") {
		t.Errorf("canceled count: %v", err)
	}
}

// TestCountEstimateHuge: count 27 --estimate printed "about
// -2562047h47m16.854775808s".
func TestCountEstimateHuge(t *testing.T) {
	if testing.Short() {
		t.Skip("samples n = 27 for a second")
	}
	_, errOut, code := runNQ(t, "", "count", "27", "--estimate")
	if code != 0 || strings.Contains(errOut, "-") || !regexp.MustCompile(`about [\d.,]+ (million |billion |trillion )?years on 1 core`).MatchString(errOut) {
		t.Errorf("exit %d, stderr %q; want an estimate in years", code, errOut)
	}
}

// TestCountListGrammar: "1 solutions listed" once.
func TestCountListGrammar(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"count", "1", "--list"}, "nqueens: n = 1: 1 solution listed, each verified; OEIS A000170 agrees\n"},
		{[]string{"count", "4", "--list", "--unique"}, "nqueens: n = 4: 1 unique solution listed, each verified; OEIS A002562 agrees\n"},
		{[]string{"count", "4", "--list"}, "nqueens: n = 4: 2 solutions listed, each verified; OEIS A000170 agrees\n"},
		{[]string{"count", "2", "--list"}, "nqueens: n = 2: 0 solutions listed, each verified; OEIS A000170 agrees\n"},
		{[]string{"count", "1", "--list", "--animate", "--delay", "0s"}, "1 solution listed"},
	} {
		_, errOut, code := runNQ(t, "", tc.args...)
		if code != 0 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want %q", tc.args, code, errOut, tc.want)
		}
	}
}

// TestCountRangeSyntax: count takes compare's range syntax 8..10 too (it
// said "not a number").
func TestCountRangeSyntax(t *testing.T) {
	mask := regexp.MustCompile(` +(?:` + units.DurationPattern + `)  `)
	want, _, _ := runNQ(t, "", "count", "8", "10")
	got, errOut, code := runNQ(t, "", "count", "8..10")
	if code != 0 || mask.ReplaceAllString(got, " T  ") != mask.ReplaceAllString(want, " T  ") || strings.Count(got, " ok\n") != 3 {
		t.Errorf("count 8..10: exit %d, %q %q; want the table of count 8 10:\n%s", code, got, errOut, want)
	}
}

// TestCountPastADayRefused: a count estimated at more than a day stops
// before it starts, exit 2, saying how to run it anyway and how to shard
// it; a table stopped before any row finished says so and prints no bare
// header (issue 25, defect 12: count 28 said "about 3999 years on 2
// cores" and started).
func TestCountPastADayRefused(t *testing.T) {
	out, errOut, code := runNQ(t, "", "count", "28")
	if code != 2 || out != "" || !strings.Contains(errOut, "n = 28 would take about") ||
		!strings.Contains(errOut, "nothing was counted") || !strings.Contains(errOut, "Add --long") ||
		!strings.Contains(errOut, "nqueens count 28 --shard K/1024") || !strings.Contains(errOut, "nqueens count merge") {
		t.Errorf("count 28: exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
	out, errOut, code = runNQ(t, "", "count", "20", "--time-limit", "50ms")
	if code != 1 || out != "" || !strings.Contains(errOut, "no count finished") {
		t.Errorf("count 20 stopped before its row: exit %d\nstdout %q\nstderr %q", code, out, errOut)
	}
}
