// Command nqueens is the toolkit's umbrella command: it counts, lists and
// checks solutions, runs any solver by name, and compares solvers side by
// side.
//
// Usage:
//
//	nqueens <command> [flags] [args]
//
// Each subcommand lives in its own file of this directory and is listed in
// [commands]; `nqueens <command> --help` is its manual.
//
// Exit status: 0 success; 1 failure (no solution, invalid placement, a
// limit or Ctrl-C stopped the work); 2 bad arguments.
package main

import (
	"context"
	"embed"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
)

func main() { cli.Main("nqueens", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	env := cli.OSEnv(stdout, stderr)
	root := &ucli.Command{
		Name:     "nqueens",
		Usage:    "count, list, check and find placements of n non-attacking queens",
		Commands: commands(env),
		// nqueens completion bash|zsh|fish prints the script to source.
		EnableShellCompletion:           true,
		ConfigureShellCompletionCommand: cli.CompletionCommand,
		Action: func(_ context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("unknown command %q", cmd.Args().First())
			}
			return ucli.ShowAppHelp(cmd)
		},
	}
	return cli.Run(ctx, root, args, env)
}

// commands lists the subcommands; each is built in its own file.
func commands(env cli.Env) []*ucli.Command {
	return []*ucli.Command{
		solveCommand(env),
		compareCommand(env),
		demoCommand(env),
		bddCommand(env),
		countCommand(env),
		verifyCommand(env),
		showCommand(env),
		classroomCommand(env),
	}
}

// manuals are the subcommands' manuals (what --help prints under
// DESCRIPTION), kept as text so they read and change as text.
//
//go:embed manual/*.txt
var manuals embed.FS

// manual returns manual/NAME.txt, its {{KEY}}s filled from kv ([cli.Manual]).
func manual(name string, kv ...string) string { return cli.Manual(manuals, "manual/"+name, kv...) }
