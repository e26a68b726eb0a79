package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/cli"
)

// execute runs nqueens with args as Main would (checked stdout, the
// locale's ASCII decision, exit code) and returns what a user sees.
func execute(t *testing.T, args string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = cli.Exec(context.Background(), "nqueens", run, append([]string{"nqueens"}, strings.Fields(args)...), &out, &errb)
	return code, out.String(), errb.String()
}

// placementFile writes a valid and an invalid placement of 8 queens.
func placementFile(t *testing.T) (valid, invalid string) {
	t.Helper()
	dir := t.TempDir()
	valid, invalid = filepath.Join(dir, "good.txt"), filepath.Join(dir, "bad.txt")
	os.WriteFile(valid, []byte("0 4 7 5 2 6 1 3\n"), 0o644)
	os.WriteFile(invalid, []byte("0 1 2 3 4 5 6 7\n"), 0o644)
	return valid, invalid
}

// TestASCIIOnlyWithoutUTF8 runs every command that draws, times or
// tabulates under the C locale and TERM=dumb: every byte must be ASCII.
// Under a UTF-8 locale the same commands print some non-ASCII (boxes,
// µs, queens), so the test would notice if the switch were lost.
func TestASCIIOnlyWithoutUTF8(t *testing.T) {
	valid, invalid := placementFile(t)
	lines := []string{
		"solve --method qs1 8",
		"solve --method fullboard 6 --format board",
		"count 4 9",
		"count 6 --list --format board",
		"bdd count 8",
		"bdd squares 7",
		"show " + valid,
		"show " + invalid,
		"verify " + invalid,
		"compare --n 8 --seeds 1 --solvers qs1,formula",
		"--help",
		"count x",
	}
	for _, env := range []struct{ lang, term string }{{"C", "xterm"}, {"C.UTF-8", "dumb"}, {"POSIX", "dumb"}} {
		t.Run(env.lang+"-"+env.term, func(t *testing.T) {
			t.Setenv("LC_ALL", "")
			t.Setenv("LC_CTYPE", "")
			t.Setenv("LANG", env.lang)
			t.Setenv("TERM", env.term)
			for _, args := range lines {
				_, stdout, stderr := execute(t, args)
				for name, s := range map[string]string{"stdout": stdout, "stderr": stderr} {
					for i := range len(s) {
						if s[i] >= 0x80 {
							t.Errorf("nqueens %s: byte %d of %s is not ASCII: %q", args, i, name, s[max(0, i-20):min(len(s), i+20)])
							break
						}
					}
				}
			}
		})
	}
	t.Run("UTF-8 has Unicode", func(t *testing.T) {
		t.Setenv("LC_ALL", "")
		t.Setenv("LANG", "C.UTF-8")
		t.Setenv("TERM", "xterm")
		_, stdout, _ := execute(t, "count 6 --list --format board")
		if !strings.ContainsRune(stdout, '♛') {
			t.Errorf("under UTF-8 the boards are ASCII too: the test above proves nothing\n%s", stdout)
		}
	})
}

// TestMain lets the test binary run as the nqueens program itself (main,
// with the real standard output), for the tests that need a shell to
// close or redirect it.
func TestMain(m *testing.M) {
	if os.Getenv("NQUEENS_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// shell runs script with $0 standing for the nqueens program and returns
// its stderr and the exit status it prints with echo.
func shell(t *testing.T, script string) string {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cmd := exec.Command("sh", "-c", script, os.Args[0])
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1", "LANG=C.UTF-8", "LC_ALL=", "TERM=xterm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	return string(out)
}

// TestLostResultIsFailure is the rule "a result that cannot be written is a
// failure" as a user meets it in a shell.
func TestLostResultIsFailure(t *testing.T) {
	for _, tc := range []struct{ script, want string }{
		{`"$0" solve --method qs1 8 > /dev/full; echo "exit $?"`,
			"nqueens: writing standard output: no space left on device\nexit 1\n"},
		{`"$0" count 8 > /dev/full; echo "exit $?"`,
			"nqueens: writing standard output: no space left on device\nexit 1\n"},
		{`"$0" solve --method qs1 8 >&-; echo "exit $?"`,
			"nqueens: writing standard output: it was closed when the program started\nexit 1\n"},
		{`"$0" --help >&-; echo "exit $?"`,
			"nqueens: writing standard output: it was closed when the program started\nexit 1\n"},
		{`"$0" solve --method qs1 8 > /dev/null; echo "exit $?"`, "exit 0\n"},
	} {
		if got := shell(t, tc.script); got != tc.want {
			t.Errorf("%s:\ngot  %q\nwant %q", tc.script, got, tc.want)
		}
	}
	// The reader leaves after 10 bytes of 370 KB: no message, and the
	// status is that of a command killed by SIGPIPE (128+13), as for
	// seq or cat, or 0 where SIGPIPE is ignored; never 1 or 2.
	for _, script := range []string{
		`{ "$0" count 12 --list; echo "exit $?" >&2; } | head -c 10 > /dev/null`,
		`trap "" PIPE; { "$0" count 12 --list; echo "exit $?" >&2; } | head -c 10 > /dev/null`,
	} {
		if got := shell(t, script); got != "exit 141\n" && got != "exit 0\n" {
			t.Errorf("%s:\ngot %q, want no message and exit 141 or 0", script, got)
		}
	}
}
