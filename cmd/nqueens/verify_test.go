package main

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/registry"
)

// TestVerifyReadsSolverOutput: verify and show read the default output of
// every solver (a summary line, then the board), in color too; they once
// failed with `line 1: "qs1:" at byte 1 is not a row number`.
func TestVerifyReadsSolverOutput(t *testing.T) {
	for _, e := range registry.All() {
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
	if code != 1 || !strings.Contains(verr, "line 1: a solver's summary line (n = 40) with no placement after it") {
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
