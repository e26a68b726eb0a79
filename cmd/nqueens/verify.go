package main

import (
	"context"
	"errors"
	"fmt"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

func verifyCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "verify",
		Usage:       "check placements read from a file or stdin (-) in any output format",
		ArgsUsage:   "FILE|-",
		Description: manual("verify"),
		Flags: []ucli.Flag{
			oneBasedFlag(),
			&ucli.IntFlag{Name: "n", Usage: "require every placement to have N queens (0: any)"},
			textJSONFlag("text, or json: one object per placement read (see JSON.md)"),
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runVerify(ctx, cmd, env)
		},
	}
}

func runVerify(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if cmd.Args().Len() != 1 {
		return cli.Usagef("expected one FILE (or - for stdin), got %d arguments", cmd.Args().Len())
	}
	name := cmd.Args().First()
	wantN := cmd.Int("n")
	if wantN < 0 {
		return cli.Usagef("--n %d: give a board size, or 0 for any", wantN)
	}
	asJSON, err := jsonFormat(cmd)
	if err != nil {
		return err
	}
	r, in, err := openPlacements(env, cmd, name, wantN) // 0: any; a longer placement is refused before it is read to its end
	if err != nil {
		return err
	}
	defer in.Close()
	label := name
	if name == "-" {
		label = "stdin"
	}
	tally, err := textio.Report(ctx, r, wantN, env.Stdout, asJSON, name, label)
	var bad *textio.NotSolution
	var le *textio.LimitError
	var se *textio.SizeError
	switch {
	case errors.As(err, &bad) && asJSON:
		return cli.Failf("%s, line %d: invalid placement: %s", label, bad.Line, textio.Explain(bad.Err))
	case errors.As(err, &bad):
		return &cli.Failure{Msg: "invalid placement", Printed: true}
	case errors.As(err, new(*textio.WriteError)):
		return errors.Unwrap(err) // stdout's own error: cli.Exec names stdout
	case errors.As(err, &le) && wantN > 0 && le.Why == "":
		return cli.Failf("%s: line %d: the placement has more than %d queens, --n asks for %d", label, le.Line, wantN, wantN)
	case errors.As(err, &se):
		return cli.Failf("%s: line %d: the placement has %s, --n asks for %d", label, se.Line, units.Plural(int64(se.N), "queens"), wantN)
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		return cli.Failf("interrupted after %s", units.Plural(int64(tally.Count), "placements"))
	case errors.As(err, new(*textio.ParseError)), errors.As(err, &le):
		return cli.Failf("%s: %v", label, err)
	case err != nil:
		return cli.Failf("reading %s: %v", label, err)
	case tally.Count == 0:
		return cli.Failf("%s: no placement found: the input is empty", label)
	case asJSON:
		return nil
	}
	_, err = fmt.Fprintln(env.Stdout, tally.Summary())
	return err
}
