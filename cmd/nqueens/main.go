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

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/registry"
)

func main() { cli.Main("nqueens", run) }

// run is the whole program, with the module's solvers.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return runWith(ctx, registry.Solvers(), args, stdout, stderr)
}

// runWith is the program with solvers as the solvers that solve and
// compare run (a test adds one with registry.List.With).
func runWith(ctx context.Context, solvers registry.List, args []string, stdout, stderr io.Writer) error {
	return runIn(ctx, solvers, args, cli.OSEnv(stdout, stderr))
}

// runIn is runWith in env (tests give one with hooks such as AfterTask).
func runIn(ctx context.Context, solvers registry.List, args []string, env cli.Env) error {
	root := &ucli.Command{
		Name:     "nqueens",
		Usage:    "count, list, check and find placements of n non-attacking queens",
		Commands: commands(env, solvers),
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

// commands lists the subcommands, solve and compare running solvers;
// each is built in its own file.
func commands(env cli.Env, solvers registry.List) []*ucli.Command {
	return []*ucli.Command{
		solveCommand(env, solvers),
		compareCommand(env, solvers),
		demoCommand(env, nil),
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
	for _, sub := range c.Commands {
		if fix := scriptFixes[sub.Name]; fix != nil && sub.Action != nil {
			sub.Action = fixScript(sub.Action, fix)
		}
	}
}

// scriptFixes make urfave/cli's completion scripts work in a plain shell
// (issue 25, defect 4): bash without the bash-completion package (which
// defines _get_comp_words_by_ref; without it every Tab printed "command
// not found" and completed nothing), and zsh before compinit (which
// defines compdef).
var scriptFixes = map[string][][2]string{
	"bash": {{
		"  else\n    _get_comp_words_by_ref \"$@\" cur prev words cword\n  fi\n",
		"  elif declare -F _get_comp_words_by_ref >/dev/null 2>&1; then\n" +
			"    _get_comp_words_by_ref \"$@\" cur prev words cword\n" +
			"  else\n" +
			"    # Without the bash-completion package: the words as bash split them.\n" +
			"    words=(\"${COMP_WORDS[@]}\")\n" +
			"    cword=$COMP_CWORD\n" +
			"    cur=\"${COMP_WORDS[COMP_CWORD]}\"\n" +
			"    prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n" +
			"  fi\n",
	}},
	"zsh": {{
		"\ncompdef _",
		"\n# compdef comes with zsh's completion system: load it if ~/.zshrc has not.\n" +
			"(( $+functions[compdef] )) || { autoload -Uz compinit && compinit -i }\n" +
			"compdef _",
	}},
}

// fixScript runs act, which writes a completion script to the root
// command's Writer, and writes the script with each fix (old, new)
// applied; a fix that no longer matches (a new urfave/cli) is an error,
// so that the test notices rather than a user.
func fixScript(act ucli.ActionFunc, fixes [][2]string) ucli.ActionFunc {
	return func(ctx context.Context, cmd *ucli.Command) error {
		root := cmd.Root()
		w := root.Writer
		var buf bytes.Buffer
		root.Writer = &buf
		err := act(ctx, cmd)
		root.Writer = w
		if err != nil {
			return err
		}
		script := buf.String()
		for _, f := range fixes {
			if !strings.Contains(script, f[0]) {
				return cli.Failf("the %s completion script changed shape: this is a bug, please report it", cmd.Name)
			}
			script = strings.Replace(script, f[0], f[1], 1)
		}
		_, err = io.WriteString(w, script)
		return err
	}
}
