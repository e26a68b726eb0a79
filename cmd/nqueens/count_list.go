package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
)

// runList prints every solution (or every canonical one) for each n,
// checking each with nqueens.Verify first and the number against the
// published count at the end.
func runList(ctx context.Context, cmd *ucli.Command, env cli.Env, from, to int) error {
	format, err := textio.ParseFormat(cmp.Or(cmd.String("format"), string(textio.Perm)))
	if err != nil || format == textio.Summary {
		return cli.Usagef("--format %q: with --list use perm, board, matrix or json", cmd.String("format"))
	}
	unique := cmd.Bool("unique")
	out := textio.NewListWriter(env.Stdout, format)
	defer out.Flush()
	style, err := cli.BoardStyle(cmd, env)
	if err != nil {
		return err
	}
	out.Draw = func(w io.Writer, p nqueens.Placement) error { return render.Board(w, p, style) }
	for n := from; n <= to; n++ {
		if n >= warnN {
			fmt.Fprintf(env.Stderr, "nqueens count: listing n = %d prints billions of lines; Ctrl-C stops it\n", n)
		}
		listed, werr, err := out.List(func(yield func(nqueens.Placement) bool) error { return exact.List(ctx, n, unique, yield) }, 0)
		if ie := (*textio.InvalidError)(nil); errors.As(werr, &ie) {
			return cli.Failf("internal error: listed an invalid placement %v: %v", ie.Placement, ie.Err)
		} else if werr != nil {
			return cli.Failf("writing the list: %v", werr)
		}
		if err != nil {
			status, ok := exact.StopStatus(err)
			if !ok {
				return cli.Failf("n = %d: %v", n, err)
			}
			if err := out.Stop(n, status, listed); err != nil {
				return cli.Failf("writing the list: %v", err)
			}
			return cli.Failf("%s while listing n = %d after %s", stopWhy(status), n, cli.Count(int64(listed), "solution"))
		}
		what, seq := "solution", "A000170"
		total, uniq, known := exact.Published(n)
		want := total
		if unique {
			what, seq, want = "unique solution", "A002562", uniq
		}
		switch {
		case !known:
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s listed, each verified\n", n, cli.Count(int64(listed), what))
		case listed == want:
			fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s listed, each verified; OEIS %s agrees\n", n, cli.Count(int64(listed), what), seq)
		default:
			return cli.Failf("n = %d: listed %s but OEIS %s says %d: this is a bug, please report it", n, cli.Count(int64(listed), what), seq, want)
		}
	}
	return nil
}
