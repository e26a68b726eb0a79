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
		Description: solveDescription(),
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

func solveDescription() string {
	var b strings.Builder
	b.WriteString("Runs one solver by name and prints its placement as that solver's own command would:\nverified first, in --format. Methods:\n\n")
	for _, e := range registry.All() {
		fmt.Fprintf(&b, "  %-12s %s\n", e.Name, e.Summary)
	}
	b.WriteString("\nExamples:\n\n  nqueens solve --method backtrack 20\n  nqueens solve --method minconflicts 1e6\n  nqueens solve --method formula --format perm 1000")
	return b.String()
}
