package cli

import (
	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli/terminal"
	"github.com/nqueens/nqueens/internal/render"
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

// BoardStyle returns the board style cmd's --color and --ascii flags ask
// for when drawing to env.Stdout (see [terminal.UseColor] and
// [terminal.UseUnicode]).
func BoardStyle(cmd *ucli.Command, env Env) (render.Style, error) {
	mode, err := ColorFlag(cmd)
	if err != nil {
		return render.Style{}, err
	}
	return render.Style{
		Unicode: terminal.UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   terminal.UseColor(mode, env.Stdout, env.Getenv),
	}, nil
}
