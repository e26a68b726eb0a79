package main

import (
	"context"
	"errors"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// showCommand builds `nqueens show FILE`.
func showCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "show",
		Usage:       "draw the placement in a file, its attacks highlighted",
		ArgsUsage:   "[FILE|-]",
		Description: manual("show"),
		Flags: append([]ucli.Flag{
			&ucli.StringFlag{Name: "layout", Value: "auto", Usage: "auto, full, compact or matrix"},
			oneBasedFlag(),
		}, boardFlags("the board")...),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runShow(ctx, cmd, env)
		},
	}, cli.Contract{Needs: cli.Needs{"ascii": "!layout=matrix; the matrix is digits"},
		Choices: map[string][]string{"layout": {"auto", "full", "compact", "matrix"}, "color": terminal.ColorModes}})
}

func runShow(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if cmd.Args().Len() > 1 {
		return cli.Usagef("show draws one placement: give one FILE, got %s", strings.Join(cmd.Args().Slice(), " "))
	}
	layout, ok := render.ParseLayout(cmd.String("layout"))
	if !ok {
		return cli.Usagef("--layout %q: use auto, full, compact or matrix", cmd.String("layout"))
	}
	style, err := boardStyle(cmd, env)
	if err != nil {
		return err
	}
	style.Layout = layout
	name := cmd.Args().First()
	arg := name // as verify takes it
	if name == "" || name == "-" {
		if env.Stdin == nil || name == "" && env.StdinIsTerminal() {
			// Nothing piped in: waiting for typed input would look like a hang.
			return cli.Usagef("no FILE given: try 'nqueens show q8.txt', pipe a placement in, or give - to type one")
		}
		name, arg = "standard input", "-"
	}
	rd, in, err := openPlacements(ctx, env, cmd, arg, render.DrawMax) // a larger placement is refused before it is read to its end
	if err != nil {
		return err
	}
	defer in.Close()
	parsed, err := rd.ReadOne()
	le := (*textio.LimitError)(nil)
	switch {
	case err != nil && ctx.Err() != nil:
		return cli.Failf("interrupted while reading %s", name)
	case errors.As(err, &le) && le.N > 0:
		return cli.Inputf("%s: n = %d is too large to draw (at most %d); 'nqueens verify %s' checks it", name, le.N, render.DrawMax, arg)
	case errors.As(err, &le):
		return cli.Inputf("%s: line %d: more than %d queens to draw; 'nqueens verify %s' checks it", name, le.Line, render.DrawMax, arg)
	case err != nil:
		return cli.Inputf("%s: %v", name, err)
	}
	err = render.Show(env.Stdout, name, parsed.Placement, style)
	if errors.As(err, new(*nqueens.RangeError)) { // not a placement of n queens, as verify says
		return cli.Failf("%s: %v", name, err)
	}
	return err
}
