package main

import (
	"context"
	"fmt"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/bddqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/cmd/nqueens/internal/bddtext"
	"github.com/nqueens/nqueens/internal/units"
)

// bddListArgs are list's own flags, read before the diagram is built.
type bddListArgs struct {
	out    *textio.ListWriter // --format, --color, --ascii
	limit  int
	listed uint64 // solutions listed so far, for the record of a stop
}

func parseBDDList(cmd *ucli.Command, env cli.Env) (bddListArgs, error) {
	l := bddListArgs{limit: cmd.Int("limit")}
	if l.limit < 0 {
		return l, cli.Usagef("--limit %d: must not be negative", l.limit)
	}
	var err error
	l.out, _, err = listWriter(cmd, env)
	return l, err
}

// bddList is `nqueens bdd list`: every solution the diagram holds, each
// verified, in lexicographic order.
func bddList(ctx context.Context, cmd *ucli.Command, env cli.Env, a bddArgs, results []bddqueens.Built) error {
	start := time.Now()
	listed, failure, err := a.list.out.List(bddqueens.Solutions(ctx, results), uint64(a.list.limit))
	if failure != nil {
		return listFailed(failure, "the diagram")
	}
	if err != nil {
		// As count --list: a JSON listing cut short ends with the record
		// of the stop (list_stopped in JSON.md).
		a.list.listed = listed
		return bddStopped(env, a, fmt.Sprintf("listing (after %s)", units.Plural(int64(listed), "solutions")), err, time.Since(start))
	}
	// As nqueens count --list: 0 solutions listed (n = 2, 3, or constraints
	// no solution meets) is an answer, exit 0.
	cli.Notef(env.Stderr, "n = %d%s: %s listed, each verified, in %s",
		a.N, bddtext.Describe(a.Query), units.Count(int64(listed), "solution"), units.Duration(time.Since(start)))
	return nil
}
