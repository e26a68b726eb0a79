package cli

import (
	ucli "github.com/urfave/cli/v3"
)

// CompletionCommand shows urfave/cli's completion command (hidden by
// default) in the help with a usage line of our own: set it as
// ConfigureShellCompletionCommand of a root command that has
// EnableShellCompletion. `nqueens completion bash` prints the script.
func CompletionCommand(c *ucli.Command) {
	c.Hidden = false
	c.Usage = "print the shell completion script for bash, zsh, fish or pwsh"
	c.Description = "Source the script to complete subcommands and flags with Tab:\n\n" +
		"  bash:  source <(" + c.Root().Name + " completion bash)        (in ~/.bashrc)\n" +
		"  zsh:   source <(" + c.Root().Name + " completion zsh)         (in ~/.zshrc)\n" +
		"  fish:  " + c.Root().Name + " completion fish > ~/.config/fish/completions/" + c.Root().Name + ".fish"
	c.ArgsUsage = "bash|zsh|fish|pwsh"
}
