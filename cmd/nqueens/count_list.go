package main

import (
	"context"
	"errors"
	"fmt"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// runList prints every solution (or every canonical one) for each n,
// checking each with nqueens.Verify first and the number against the
// published count at the end.
func runList(ctx context.Context, cmd *ucli.Command, env cli.Env, from, to int) error {
	out, _, err := listWriter(cmd, env)
	if err != nil {
		return err
	}
	defer out.Flush()
	unique := cmd.Bool("unique")
	for n := from; n <= to; n++ {
		if n >= warnN {
			cli.Notef(env.Stderr, "listing n = %d prints billions of lines; Ctrl-C stops it", n)
		}
		listed, werr, err := out.List(func(yield func(nqueens.Placement) bool) error { return exact.List(ctx, n, unique, yield) }, 0)
		if werr != nil {
			return listFailed(werr, "the count")
		}
		if err != nil {
			return stopped(n, err, nqueens.StopStatus, func(st nqueens.Status) error {
				if err := out.Stop(n, st, listed); err != nil {
					return cli.Failf("writing the list: %v", err)
				}
				return nil
			}, func(st nqueens.Status) string {
				return fmt.Sprintf("%s while listing n = %d after %s", stopWhy(st), n, units.Count(int64(listed), "solution"))
			})
		}
		line, err := checkListed(n, unique, listed)
		if err != nil {
			return cli.Failf("%v: this is a bug, please report it", err)
		}
		cli.Notef(env.Stderr, "%s", line)
	}
	return nil
}

// listFailed words the failure of a listing (the second result of
// textio.ListWriter.List): an invalid placement, which source gave (a
// bug: it is a failure, never listed), or the write error.
func listFailed(failure error, source string) error {
	if ie := (*textio.InvalidError)(nil); errors.As(failure, &ie) {
		return cli.Failf("internal error: %s gave %v, which is not a solution: %v; please report it", source, ie.Placement, ie.Err)
	}
	return cli.Failf("writing the list: %v", failure)
}
