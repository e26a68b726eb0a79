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
