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
	"bytes"
	"context"
	"embed"
	"io"
	"io/fs"
	"strings"

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
		ConfigureShellCompletionCommand: completionCommand,
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
		completeCommand(env),
	}
}

// manuals are the subcommands' manuals (what --help prints under
// DESCRIPTION), kept as text so they read and change as text.
//
//go:embed manual/*.txt
var manuals embed.FS

// manual returns manual/NAME.txt, its {{KEY}}s filled from kv ([fillManual]).
func manual(name string, kv ...string) string { return fillManual(manuals, "manual/"+name, kv...) }

// fillManual returns the manual NAME.txt of fsys (a command's manuals as
// text, embedded) without its final newline, each {{KEY}} replaced by the
// value that follows KEY in kv (pairs: key, value, ...), so that facts
// generated from a library's table cannot drift. A name fsys lacks
// panics: manuals are embedded at build time, and every help test fails.
func fillManual(fsys fs.FS, name string, kv ...string) string {
	b, err := fs.ReadFile(fsys, name+".txt")
	if err != nil {
		panic(err)
	}
	for i := 0; i+1 < len(kv); i += 2 {
		b = bytes.ReplaceAll(b, []byte("{{"+kv[i]+"}}"), []byte(kv[i+1]))
	}
	return strings.TrimSuffix(string(b), "\n")
}

// completionCommand shows urfave/cli's completion command (hidden by
// default) in the help with a usage line of our own: set it as
// ConfigureShellCompletionCommand of the root command, which has
// EnableShellCompletion. `nqueens completion bash` prints the script.
func completionCommand(c *ucli.Command) {
	c.Hidden = false
	c.Usage = "print the shell completion script for bash, zsh, fish or pwsh"
	c.Description = "Source the script to complete subcommands and flags with Tab:\n\n" +
		"  bash:  source <(" + c.Root().Name + " completion bash)        (in ~/.bashrc)\n" +
		"  zsh:   source <(" + c.Root().Name + " completion zsh)         (in ~/.zshrc)\n" +
		"  fish:  " + c.Root().Name + " completion fish > ~/.config/fish/completions/" + c.Root().Name + ".fish"
	c.ArgsUsage = "bash|zsh|fish|pwsh"
}
