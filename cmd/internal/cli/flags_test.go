package cli

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	ucli "github.com/urfave/cli/v3"
)

// TimeLimit: 0 and positive durations pass; a negative one is a usage
// error naming the flag.
func TestTimeLimit(t *testing.T) {
	for _, c := range []struct {
		arg   string
		want  time.Duration
		usage bool
	}{{"0", 0, false}, {"1m30s", 90 * time.Second, false}, {"-1s", 0, true}} {
		var got time.Duration
		var err error
		cmd := &ucli.Command{Name: "x", Flags: []ucli.Flag{&ucli.DurationFlag{Name: "time-limit"}}, Action: func(_ context.Context, cmd *ucli.Command) error {
			got, err = TimeLimit(cmd)
			return nil
		}}
		if rerr := cmd.Run(context.Background(), []string{"x", "--time-limit=" + c.arg}); rerr != nil {
			t.Fatal(rerr)
		}
		var u *UsageError
		if got != c.want || errors.As(err, &u) != c.usage || c.usage && !strings.Contains(err.Error(), "--time-limit -1s") {
			t.Errorf("--time-limit %s: %v, %v", c.arg, got, err)
		}
	}
}

// TestParseN checks that package parse's answers come through, its
// refusals as usage errors; the grammar's own table is parse's (TestN).
func TestParseN(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int // 0: usage error expected
	}{
		{"8", 8}, {"1e6", 1_000_000}, {"1,000", 1000},
		{"0", 0}, {"-3", 0}, {"", 0}, {"abc", 0}, {"8.5", 0}, {"1e10", 0},
	} {
		got, err := parseN(tc.in, 1<<30)
		if tc.want == 0 {
			var u *UsageError
			if !errors.As(err, &u) {
				t.Errorf("parseN(%q) = %d, %v; want a usage error", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("parseN(%q) = %d, %v; want %d", tc.in, got, err, tc.want)
		}
	}
}
