package main

import (
	"context"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/solvercmd"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

// defaultMethod is the solver `nqueens solve N` runs without --method.
const defaultMethod = "qs1"

// solveCommand is `nqueens solve --method NAME N`: any of solvers, with
// the flags and output of every solver command.
func solveCommand(env cli.Env, solvers registry.List) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "solve",
		Usage:       "find one placement of N queens with any solver, chosen by --method",
		ArgsUsage:   "N",
		Description: manual("solve", "methods", solvers.Help()),
		Flags: append(solvercmd.Flags(), &ucli.StringFlag{Name: "method", Aliases: []string{"m"}, Value: defaultMethod,
			Usage: "the solver to run: " + strings.Join(solvers.Names(), ", ")}),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			e, err := solvers.Lookup(cmd.String("method"))
			if err != nil {
				return cli.Usagef("--method: %v", err)
			}
			if !cmd.Args().Present() {
				return cli.Usagef("missing board size n: try 'nqueens solve --method %s 8'", e.Name)
			}
			return solvercmd.Run(ctx, e.Name, e, cmd, env)
		},
	}, solvercmd.Contract(solvers))
}
