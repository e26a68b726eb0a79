package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// TestOutOfMemoryRefused: under ulimit -v (RLIMIT_AS) a size that does
// not fit is refused before anything is allocated, in a sentence, exit 1,
// with a limit_reached record in JSON (issue 25, defect 1: "fatal error:
// out of memory" and 170 lines of goroutines, exit 2). The program runs
// in a child whose address space is limited to 2.5 GB; a billion queens
// need over 4 GiB.
func TestOutOfMemoryRefused(t *testing.T) {
	if raceDetector {
		// The race detector's shadow memory may not fit under the
		// limit: the binary would die in ThreadSanitizer, not in ours.
		t.Skip("under the race detector")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	for _, args := range []string{
		"solve --method qs1 1e9 --time-limit 5s",
		"solve --method formula 1e9",
		"solve --method qs1-classic 1e8",
		"compare --solvers qs1 --n 1000000000",
	} {
		stdout, stderr, code := limited(t, 2500000, args)
		if code != 1 || stdout != "" || strings.Count(stderr, "\n") != 1 ||
			!strings.Contains(stderr, "of memory, but the address-space limit (ulimit -v) allows") {
			t.Errorf("%s under ulimit -v: exit %d\nstdout %q\nstderr %q", args, code, stdout, firstLines(stderr))
		}
	}
	stdout, stderr, code := limited(t, 2500000, "solve --method qs1 1e9 --format json")
	if code != 1 || !strings.Contains(stdout, `"status":"limit_reached"`) || !strings.Contains(stdout, `"estimate_bytes":`) {
		t.Errorf("--format json under ulimit -v: exit %d\nstdout %q\nstderr %q", code, stdout, firstLines(stderr))
	}
	cmdtest.CheckJSON(t, "solution", []byte(stdout))

	// bdd's --max-memory past the limit is held to half of it, so the
	// build stops cleanly (limit_reached) instead of dying.
	stdout, stderr, code = limited(t, 2500000, "bdd count 14 --max-memory 8GiB --format json")
	if code != 1 || !strings.Contains(stdout, `"status":"limit_reached"`) || strings.Contains(stderr, "fatal error") ||
		!strings.Contains(stderr, "--max-memory 8GiB is more than the address-space limit (ulimit -v) allows") {
		t.Errorf("bdd --max-memory past ulimit -v: exit %d\nstdout %q\nstderr %q", code, stdout, firstLines(stderr))
	}
	// complete's too: 2*10^8 queens are refused in a sentence.
	instance := filepath.Join(t.TempDir(), "big.txt")
	if err := os.WriteFile(instance, []byte("n 200000000\nplace 1,1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code = limited(t, 2500000, "complete "+instance+" --max-memory 20GiB --time-limit 5s")
	if code != 1 || strings.Contains(stderr, "fatal error") || !strings.Contains(stderr, "the local search needs about") {
		t.Errorf("complete --max-memory past ulimit -v: exit %d\nstdout %q\nstderr %q", code, stdout, firstLines(stderr))
	}
}

// limited runs nqueens args in a shell whose address space is limited
// to kb kilobytes (ulimit -v).
func limited(t *testing.T, kb int, args string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command("sh", "-c", "ulimit -v "+strconv.Itoa(kb)+" && exec \"$0\" "+args, os.Args[0])
	cmd.Env = append(os.Environ(), "NQUEENS_TEST_MAIN=1", "LANG=C.UTF-8", "LC_ALL=", "TERM=dumb")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

func firstLines(s string) string {
	lines := strings.SplitN(s, "\n", 6)
	return strings.Join(lines[:min(5, len(lines))], "\n")
}
