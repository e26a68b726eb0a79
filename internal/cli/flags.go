package cli

import (
	"time"

	ucli "github.com/urfave/cli/v3"
)

// The flags several commands share, written once so that a flag is
// spelled and read the same everywhere.

// TimeLimit reads cmd's --time-limit: 0 for no limit; a negative
// duration is a [*UsageError] (solvers, count and compare word it alike).
func TimeLimit(cmd *ucli.Command) (time.Duration, error) {
	d := cmd.Duration("time-limit")
	if d < 0 {
		return 0, Usagef("--time-limit %s: give 0 (no limit) or a positive duration, such as 10s", d)
	}
	return d, nil
}
