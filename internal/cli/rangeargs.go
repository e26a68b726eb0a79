package cli

import (
	"strings"

	ucli "github.com/urfave/cli/v3"
)

// SizeArg reads the one board size of a command that takes N (a solver,
// bdd count): in [1, max], in the forms [ParseN] accepts. No argument or
// more than one is a [*UsageError] whose example names cmd.
func SizeArg(cmd *ucli.Command, max int) (int, error) {
	switch args := cmd.Args().Slice(); len(args) {
	case 1:
		return ParseN(args[0], max)
	case 0:
		return 0, Usagef("missing board size n: try '%s 8'", cmd.FullName())
	default:
		return 0, Usagef("expected one board size n, got %d arguments: %s", len(args), strings.Join(args, " "))
	}
}
