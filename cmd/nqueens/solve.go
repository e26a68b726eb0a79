package main

import (
	"context"
	"fmt"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/registry"
)

// defaultMethod is the solver `nqueens solve N` runs without --method.
const defaultMethod = "qs1"

// solveCommand is `nqueens solve --method NAME N`: any solver of the
// registry, with the flags and output of every solver command.
func solveCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "solve",
		Usage:       "find one placement of N queens with any solver, chosen by --method",
		ArgsUsage:   "N",
		Description: manual("solve", "methods", solveMethods()),
		Flags: append(cli.SharedFlags(), &ucli.StringFlag{Name: "method", Aliases: []string{"m"}, Value: defaultMethod,
			Usage: "the solver to run: " + strings.Join(registry.Names(), ", ")}),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			e, err := registry.Lookup(cmd.String("method"))
			if err != nil {
				return cli.Usagef("--method: %v", err)
			}
			if !cmd.Args().Present() {
				return cli.Usagef("missing board size n: try 'nqueens solve --method %s 8'", e.Name)
			}
			return cli.RunSolver(ctx, e.Name, e, cmd, env)
		},
	}
}

// solveMethods lists the solvers for solve's manual, one line each.
func solveMethods() string {
	var b strings.Builder
	for _, e := range registry.All() {
		fmt.Fprintf(&b, "  %-12s %s\n", e.Name, e.Summary)
	}
	return b.String()
}
