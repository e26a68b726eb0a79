package cli

import (
	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli/terminal"
)

// ColorFlag reads cmd's --color: auto, always or never (see
// [terminal.ParseColorMode]); anything else is a [*UsageError].
func ColorFlag(cmd *ucli.Command) (terminal.ColorMode, error) {
	s := cmd.String("color")
	m, ok := terminal.ParseColorMode(s)
	if !ok {
		return "", Usagef("--color %q: use auto, always or never", s)
	}
	return m, nil
}
