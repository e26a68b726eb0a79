package main

import (
	"context"
	"fmt"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/registry"
)

// defaultMethod is the solver `nqueens solve N` runs without --method.
const defaultMethod = "qs1"

// solveCommand is `nqueens solve --method NAME N`: any solver of the
// registry, with the flags and output of every solver command.
func solveCommand(env cli.Env) *ucli.Command {
	method := &ucli.StringFlag{Name: "method", Aliases: []string{"m"}, Value: defaultMethod, Usage: "the solver to run: " + methodNames()}
	cmd := cli.SolverCommand(cli.SolverSpec{
		Name:        "solve",
		Usage:       "find one placement of N queens with any solver, chosen by --method",
		Description: solveDescription(),
		Flags:       []ucli.Flag{method},
	}, env)
	cmd.Action = func(ctx context.Context, cmd *ucli.Command) error {
		e, err := registry.Lookup(cmd.String("method"))
		if err != nil {
			return cli.Usagef("--method: %v", err)
		}
		if !cmd.Args().Present() {
			return cli.Usagef("missing board size n: try 'nqueens solve --method %s 8'", e.Name)
		}
		// The command of the chosen solver runs on this command's parsed
		// flags: they are the same shared flags, plus --method.
		return cli.SolverCommand(methodSpec(e), env).Action(ctx, cmd)
	}
	return cmd
}

// methodSpec is the solver command of one registry entry: it prints under
// the entry's name, as the solver's own command would.
func methodSpec(e registry.Entry) cli.SolverSpec {
	solve := e.Solve
	return cli.SolverSpec{
		Name:     e.Name,
		Usage:    e.Summary,
		StepName: e.StepName,
		Measure:  e.Measure,
		Restarts: e.Restarts,
		MaxN:     e.MaxN,
		Memory: func(n int) uint64 {
			var need uint64
			if e.Memory != nil {
				need = e.Memory(n)
			}
			return need + verifyMemory(n)
		},
		Solver: func(*ucli.Command) nqueens.Solver { return solve },
	}
}

// verifyMemory is what nqueens.Verify allocates before printing: 5n bits.
func verifyMemory(n int) uint64 { return 5 * uint64(n) / 8 }

func methodNames() string {
	var names []string
	for _, e := range registry.All() {
		names = append(names, e.Name)
	}
	return strings.Join(names, ", ")
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
