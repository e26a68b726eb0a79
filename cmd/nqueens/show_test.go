package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// runShow runs `nqueens show args...` with stdin as its input and the
// environment env, and returns the output as a golden file records it.
func runShowCmd(t *testing.T, stdin string, env map[string]string, args ...string) (string, int) {
	t.Helper()
	return runShowOn(t, stdin, false, env, args...)
}

// runShowOn is runShowCmd with standard input a terminal when terminal.
func runShowOn(t *testing.T, stdin string, terminal bool, env map[string]string, args ...string) (string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	e := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return env[k] }, Stdin: strings.NewReader(stdin),
		StdinTerminal: func() bool { return terminal }}
	root := &ucli.Command{Name: "nqueens", Commands: commands(e, registry.Solvers())}
	err := cli.Run(context.Background(), root, append([]string{"nqueens", "show"}, args...), e)
	code := cli.ExitCode("nqueens", err, &errOut)
	return "$ nqueens show " + strings.Join(args, " ") + "\n" + out.String() + "--- stderr\n" + errOut.String(), code
}

func TestShowGolden(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	solution := write("q8.txt", "0 4 7 5 2 6 1 3\n")
	attacked := write("bad8.txt", "0 2 2 5 3 7 1 6\n")
	matrix := write("m5.txt", "1 0 0 0 0\n0 0 0 1 0\n0 1 0 0 0\n0 0 0 0 1\n0 0 1 0 0\n")
	big := write("big.txt", strings.TrimSpace(strings.Repeat("0 ", 300))+"\n")
	utf8 := map[string]string{"LANG": "C.UTF-8"}
	cases := []struct {
		name  string
		stdin string
		env   map[string]string
		args  []string
		code  int
	}{
		{"solution", "", utf8, []string{solution}, 0},
		{"solution-ascii", "", nil, []string{solution}, 0},
		{"attacked", "", utf8, []string{attacked}, 0},
		{"attacked-color", "", utf8, []string{"--color", "always", attacked}, 0},
		{"attacked-ascii-color", "", nil, []string{"--color", "always", "--ascii", attacked}, 0},
		{"attacked-matrix", "", utf8, []string{"--layout", "matrix", attacked}, 0},
		{"attacked-compact", "", utf8, []string{"--layout", "compact", attacked}, 0},
		{"matrix-input", "", utf8, []string{matrix}, 0},
		{"stdin", "1 3 0 2\n", utf8, []string{"-"}, 0},
		{"out-of-range", "0 9 1\n", utf8, []string{"-"}, 1},
		{"garbage", "queens!\n", utf8, []string{"-"}, 2},
		{"too-large", "", utf8, []string{big}, 2},
		{"missing-file", "", utf8, []string{filepath.Join(dir, "nope.txt")}, 2},
		{"bad-layout", "", utf8, []string{"--layout", "wide", solution}, 2},
		{"two-files", "", utf8, []string{solution, attacked}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, code := runShowCmd(t, c.stdin, c.env, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d\n%s", code, c.code, got)
			}
			checkGolden(t, filepath.Join("show", c.name+".golden"), strings.ReplaceAll(got, dir, "DIR"))
		})
	}
}

// TestShowNoFileOnTerminal: with no FILE and nothing piped in, show says
// what to give rather than wait for typed input.
func TestShowNoFileOnTerminal(t *testing.T) {
	got, code := runShowOn(t, "", true, nil)
	if code != 2 || !strings.Contains(got, "no FILE given") {
		t.Fatalf("exit %d\n%s", code, got)
	}
	if got, code := runShowOn(t, "1 3 0 2\n", true, nil, "-"); code != 0 || !strings.Contains(got, "a solution") {
		t.Fatalf("- on a terminal reads it: exit %d\n%s", code, got)
	}
	if got, code := runShowCmd(t, "1 3 0 2\n", nil); code != 0 || !strings.Contains(got, "a solution") {
		t.Fatalf("piped input: exit %d\n%s", code, got)
	}
}

// runInput runs `nqueens args...` reading stdin.
func runInput(stdin io.Reader, args ...string) (string, int) {
	var out, errOut bytes.Buffer
	e := cli.Env{Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }, Stdin: stdin}
	root := &ucli.Command{Name: "nqueens", Commands: commands(e, registry.Solvers())}
	err := cli.Run(context.Background(), root, append([]string{"nqueens"}, args...), e)
	code := cli.ExitCode("nqueens", err, &errOut)
	return out.String() + errOut.String(), code
}

// rowsWithoutEnd is one perm line that never ends: "0 1 2 3 ...". It
// fails the test when more than max bytes are read from it.
type rowsWithoutEnd struct {
	t         *testing.T
	next      int
	buf       []byte
	read, max int
}

func (r *rowsWithoutEnd) Read(p []byte) (int, error) {
	if r.read >= r.max {
		r.t.Errorf("read past %d bytes of an endless line", r.max)
		return 0, io.ErrUnexpectedEOF
	}
	for len(r.buf) < len(p) {
		r.buf = strconv.AppendInt(r.buf, int64(r.next), 10)
		r.buf = append(r.buf, ' ')
		r.next++
	}
	n := copy(p, r.buf[:min(len(p), r.max-r.read)])
	r.buf = r.buf[n:]
	r.read += n
	return n, nil
}

// TestInputBounded: show and verify --n stop reading a line as soon as it
// holds more queens than they accept (memory stays bounded by the read
// limit of the input, whatever its length), and say why.
func TestInputBounded(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
		code int
	}{
		{[]string{"show", "-"}, "standard input: line 1: more than 200 queens to draw; 'nqueens verify -' checks it", 2},
		{[]string{"verify", "--n", "1000", "-"}, "standard input: line 1: the placement has more than 1000 queens, --n asks for 1000", 1},
	} {
		got, code := runInput(&rowsWithoutEnd{t: t, max: 1 << 18}, tc.args...)
		if code != tc.code || !strings.Contains(got, tc.want) {
			t.Errorf("%s: exit %d, %q; want %d and %q", strings.Join(tc.args, " "), code, got, tc.code, tc.want)
		}
	}
}

// TestMissingFileAlike: verify and show report a file they cannot open
// with the same message and exit code.
func TestMissingFileAlike(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.txt")
	vout, vcode := runInput(strings.NewReader(""), "verify", path)
	sout, scode := runInput(strings.NewReader(""), "show", path)
	want := "nqueens: cannot read " + path + ": no such file or directory\n"
	if vcode != 2 || scode != 2 || !strings.HasPrefix(vout, want) || !strings.HasPrefix(sout, want) {
		t.Errorf("verify: exit %d, %q\nshow: exit %d, %q\nwant 2 and %q for both", vcode, vout, scode, sout, want)
	}
}
