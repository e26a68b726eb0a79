package cli

import (
	"errors"
	"strings"
	"testing"
)

// TestParseN and TestParseLimit check that package parse's answers come
// through, its refusals as usage errors; the grammar's own table is
// parse's (TestN, TestLimit).
func TestParseN(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int // 0: usage error expected
	}{
		{"8", 8}, {"1e6", 1_000_000}, {"1,000", 1000},
		{"0", 0}, {"-3", 0}, {"", 0}, {"abc", 0}, {"8.5", 0}, {"1e10", 0},
	} {
		got, err := ParseN(tc.in, 1<<30)
		if tc.want == 0 {
			var u *UsageError
			if !errors.As(err, &u) {
				t.Errorf("ParseN(%q) = %d, %v; want a usage error", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseN(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}

func TestParseLimit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64 // -1: usage error expected
	}{
		{"0", 0}, {"5000", 5000}, {"1e3", 1000},
		{"-3", -1}, {"", -1}, {"x", -1}, {"1.5", -1}, {"1e400", -1},
	} {
		got, err := ParseLimit("max-steps", tc.in)
		if tc.want < 0 {
			var u *UsageError
			if !errors.As(err, &u) || !strings.Contains(u.Msg, "--max-steps") {
				t.Errorf("ParseLimit(%q) = %d, %v; want a usage error naming the flag", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("ParseLimit(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}
