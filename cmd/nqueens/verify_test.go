package main

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// TestVerifyReadsSolverOutput: verify and show read the default output of
// every solver (a summary line, then the board), in color too; they once
// failed with `line 1: "qs1:" at byte 1 is not a row number`.
func TestVerifyReadsSolverOutput(t *testing.T) {
	for _, e := range registry.Solvers().All() {
		for _, color := range []string{"never", "always"} {
			out, errOut, code := runNQ(t, "", "solve", "--method", e.Name, "--color", color, "8")
			if code != 0 || !strings.HasPrefix(out, e.Name+": n = 8, ") {
				t.Fatalf("solve %s: exit %d, %q %q", e.Name, code, out, errOut)
			}
			vout, verr, code := runNQ(t, out, "verify", "-")
			if code != 0 || vout != "valid: 8 queens, no two attack each other (board, line 2)\n" {
				t.Errorf("verify of solve --method %s --color %s: exit %d, %q %q\ninput:\n%s", e.Name, color, code, vout, verr, out)
			}
			if _, serr, code := runNQ(t, out, "show", "-"); code != 0 {
				t.Errorf("show of solve --method %s --color %s: exit %d, %q", e.Name, color, code, serr)
			}
		}
	}
	// Above n = 32 the solvers print the summary line only: say so.
	out, _, _ := runNQ(t, "", "solve", "40")
	_, verr, code := runNQ(t, out, "verify", "-")
	if code != 2 || !strings.Contains(verr, "line 1: a solver's summary line (n = 40) with no placement after it") {
		t.Errorf("verify of a summary line alone: exit %d, %q", code, verr)
	}
}

// TestSeedDecimal: --seed reads plain decimal as compare's --seeds does
// (package parse): 010 is seed 10, 0x10 is refused.
func TestSeedDecimal(t *testing.T) {
	ten, _, _ := runNQ(t, "", "solve", "--seed", "10", "--format", "perm", "12")
	if got, _, code := runNQ(t, "", "solve", "--seed", "010", "--format", "perm", "12"); code != 0 || got != ten {
		t.Errorf("--seed 010: exit %d, %q; want seed 10's %q", code, got, ten)
	}
	if _, _, code := runNQ(t, "", "solve", "--seed", "0x10", "12"); code != 2 {
		t.Errorf("--seed 0x10: exit %d, want 2", code)
	}
}

// TestVerifyJSONEveryOutcome: verify --format json writes a record for
// every exit 1, not only for placements read: a size --n refuses ends with
// a record with status invalid, the line and the reason (issue 25, defect
// 13: no record). A malformed line or an empty input is what was given
// wrong: exit 2, as for every command, and no record.
func TestVerifyJSONEveryOutcome(t *testing.T) {
	for _, tc := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"size", "0 4 7 5 2 6 1 3\n", []string{"--n", "6"}, `{"file":"-","line":1,"valid":false,"status":"invalid","reason":"the placement has more than 6 queens, --n asks for 6"}`},
		{"attack", "0 1 2 3\n", nil, `{"file":"-","line":1,"format":"perm","n":4,"valid":false,"first_attack":[0,1],"reason":`},
	} {
		args := append([]string{"verify", "--format", "json"}, tc.args...)
		out, errOut, code := runNQ(t, tc.stdin, append(args, "-")...)
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if code != 1 || !strings.HasPrefix(lines[len(lines)-1], tc.want) || errOut == "" {
			t.Errorf("%s: exit %d\nstdout %q\nstderr %q\nwant a last record starting %q", tc.name, code, out, errOut, tc.want)
		}
		cmdtest.CheckJSON(t, "verify", []byte(out))
	}
	for _, stdin := range []string{"0 4 7 5 2 6 1 3\n0 1 x\n", "\n"} {
		out, errOut, code := runNQ(t, stdin, "verify", "--format", "json", "-")
		if code != 2 || strings.Contains(out, "status") || errOut == "" {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want 2 and a message", stdin, code, out, errOut)
		}
	}
}
