package cli

import (
	"cmp"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
)

// ListWriter returns the writer of a listing of placements to env.Stdout
// in cmd's --format (perm when not set; matrix, board or json), drawing
// boards in the style of cmd's --color and --ascii ([BoardStyle]), which
// it also returns. Another format or color is a [*UsageError].
func ListWriter(cmd *ucli.Command, env Env) (*textio.ListWriter, render.Style, error) {
	f := cmd.String("format")
	format, err := textio.ParseFormat(cmp.Or(f, string(textio.Perm)))
	if err != nil || format == textio.Summary {
		return nil, render.Style{}, Usagef("--format %q: use perm, board, matrix or json", f)
	}
	style, err := BoardStyle(cmd, env)
	if err != nil {
		return nil, render.Style{}, err
	}
	out := textio.NewListWriter(env.Stdout, format)
	out.Draw = func(w io.Writer, p nqueens.Placement) error { return render.Board(w, p, style) }
	return out, style, nil
}
