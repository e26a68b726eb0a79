package main

import (
	"context"
	"io"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/solvercmd"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

func main() { cli.Main("linearboard", run) }

// run is the whole program: the registry's entry "linearboard" as a command.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return solvercmd.Program(ctx, registry.Solvers(), "linearboard", args, cli.OSEnv(stdout, stderr))
}
