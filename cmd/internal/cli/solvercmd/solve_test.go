package solvercmd

import (
	"errors"
	"strings"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
)

// TestParseLimit checks that package parse's answers come through, its
// refusals as usage errors naming the flag (parse's TestLimit holds the
// grammar).
func TestParseLimit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64 // -1: usage error expected
	}{
		{"0", 0}, {"5000", 5000}, {"1e3", 1000},
		{"-3", -1}, {"", -1}, {"x", -1}, {"1.5", -1}, {"1e400", -1},
	} {
		got, err := parseLimit("max-steps", tc.in)
		if tc.want < 0 {
			var u *cli.UsageError
			if !errors.As(err, &u) || !strings.Contains(u.Msg, "--max-steps") {
				t.Errorf("parseLimit(%q) = %d, %v; want a usage error naming the flag", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("parseLimit(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}
