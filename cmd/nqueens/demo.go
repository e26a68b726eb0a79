package main

import (
	"bufio"
	"context"
	"errors"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/tour"
)

const demoDescription = `A guided tour a teacher can run in class, one step at a time: each step
says in two or three sentences what it shows, runs it, and waits for Enter
(q and Enter stop the tour; --no-wait runs straight through).

The steps: counting the 92 solutions of 8 queens three ways (naive,
backtracking, bitwise), with the time each takes; hill climbing on 8
queens, stuck and restarting; QS1 placing a thousand and then a million
queens; and the solvers side by side, their median times in a grid of
solver by n. On a terminal each step starts on a clean screen and fits
one of 100 x 30.

Exit status: 0 when the tour ran (or was stopped with q); 1 when a step
failed or Ctrl-C stopped it; 2 for bad arguments.`

// demoCompareN are the sizes of the comparison step (nil: the tour's);
// tests shrink them.
var demoCompareN []int

// demoCommand builds `nqueens demo`.
func demoCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "demo",
		Usage:       "a guided tour for a class, step by step",
		Description: demoDescription,
		Flags: []ucli.Flag{
			&ucli.BoolFlag{Name: "no-wait", Usage: "run straight through instead of waiting for Enter after each step"},
			&ucli.StringFlag{Name: "color", Value: string(cli.ColorAuto), Usage: "color boards and tables: auto, always or never (auto honours NO_COLOR and TERM)"},
			&ucli.BoolFlag{Name: "ascii", Usage: "draw with ASCII characters only (automatic when the locale is not UTF-8)"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("demo takes no arguments, got %q", strings.Join(cmd.Args().Slice(), " "))
			}
			style, err := cli.BoardStyle(cmd, env)
			if err != nil {
				return err
			}
			t := &tour.Tour{W: env.Stdout, Prompt: env.Stderr, Style: style, CompareN: demoCompareN}
			if !cmd.Bool("no-wait") && env.Keys != nil {
				t.Keys = bufio.NewReader(env.Keys)
				// One step per screen, on a terminal that redraws.
				t.Clear = cli.CanRedraw(env.Stdout, env.Getenv)
			}
			t.Width = cli.OutputWidth(env.Stdout, 0, env.Getenv)
			err = t.Run(ctx, tour.Steps())
			var step *tour.StepError
			switch {
			case errors.As(err, &step) && errors.Is(err, context.Canceled):
				return cli.Failf("interrupted during step %d", step.Step)
			case err != nil:
				return cli.Failf("%v", err)
			}
			return nil
		},
	}
}
