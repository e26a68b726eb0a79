package output

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestMain lets the test binary stand in for a command started with its
// standard output closed or redirected.
func TestMain(m *testing.M) {
	if os.Getenv("OUTPUT_TEST_CHILD") == "1" {
		_, err := fmt.Fprint(Checked(Stdout()), "result\n")
		fmt.Fprintf(os.Stderr, "closed=%v err=%v", stdoutClosed(), err)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func TestStdoutClosedAtStart(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	for _, tc := range []struct{ redirect, want string }{
		{">&-", "closed=true err=writing standard output: closed at start or /dev/null read-write (> /dev/null discards)"},
		{"> /dev/null", "closed=false err=<nil>"},
		{"| cat > /dev/null", "closed=false err=<nil>"},
	} {
		cmd := exec.Command("sh", "-c", `"$0" `+tc.redirect, os.Args[0])
		cmd.Env = append(os.Environ(), "OUTPUT_TEST_CHILD=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("%s: %v", tc.redirect, err)
		}
		if got := stderr.String(); got != tc.want {
			t.Errorf("started with stdout %s: %q, want %q", tc.redirect, got, tc.want)
		}
	}
}
