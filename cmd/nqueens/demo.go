package main

import (
	"bufio"
	"context"
	"errors"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/tour"
)

// demoCommand builds `nqueens demo`; compareN are the sizes of its
// comparison step (nil: the tour's; tests shrink them).
func demoCommand(env cli.Env, compareN []int) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "demo",
		Usage:       "a guided tour for a class, step by step",
		Description: tour.Manual,
		Flags: []ucli.Flag{
			&ucli.BoolFlag{Name: "no-wait", Usage: "run straight through instead of waiting for Enter after each step"},
			&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color boards and tables: auto, always or never (auto honours NO_COLOR and TERM)"},
			&ucli.BoolFlag{Name: "ascii", Usage: "draw with ASCII characters only (automatic when the locale is not UTF-8)"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("demo takes no arguments, got %q", strings.Join(cmd.Args().Slice(), " "))
			}
			style, err := boardStyle(cmd, env)
			if err != nil {
				return err
			}
			t := &tour.Tour{W: env.Stdout, Prompt: env.Stderr, Style: style, CompareN: compareN}
			if !cmd.Bool("no-wait") && env.Keys != nil {
				t.Keys = bufio.NewReader(cli.Reader(ctx, env.Keys)) // Ctrl-C stops the wait for Enter
				// One step per screen, on a terminal that redraws.
				t.Clear = terminal.CanRedraw(env.Stdout, env.Getenv)
			}
			t.Width = terminal.Width(env.Stdout, 0, env.Getenv)
			err = t.Run(ctx, tour.Steps())
			var step *tour.StepError
			switch {
			case errors.As(err, &step) && step.Waiting && errors.Is(err, context.Canceled):
				return cli.Failf("interrupted before step %d", step.Step)
			case errors.As(err, &step) && errors.Is(err, context.Canceled):
				return cli.Failf("interrupted during step %d", step.Step)
			case err != nil:
				return cli.Failf("%v", err)
			}
			return nil
		},
	}, cli.Contract{Choices: map[string][]string{"color": terminal.ColorModes}})
}
