package cli

import (
	"io"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli/terminal"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/parse"
)

// The flags several commands share, written once so that a flag is
// spelled and read the same everywhere.

// TextJSONFlag is --format of a command whose result is text or JSON;
// usage says what each gives. [JSONFormat] reads it.
func TextJSONFlag(usage string) ucli.Flag {
	return &ucli.StringFlag{Name: "format", Value: "text", Usage: usage}
}

// JSONFormat reads [TextJSONFlag]: true for json, false for text, a
// usage error for anything else.
func JSONFormat(cmd *ucli.Command) (bool, error) {
	switch f := cmd.String("format"); f {
	case "text":
		return false, nil
	case "json":
		return true, nil
	default:
		return false, Usagef("--format %q: use text or json", f)
	}
}

// BoardFlags are --color and --ascii of a command that draws boards;
// what names them ("the board", "the boards"). [BoardStyle] reads them.
func BoardFlags(what string) []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color " + what + ": auto, always or never (auto honours NO_COLOR and TERM)"},
		&ucli.BoolFlag{Name: "ascii", Usage: "draw " + what + " with ASCII characters only (automatic when the locale is not UTF-8)"},
	}
}

// OneBasedFlag is --one-based of every command that reads placements
// (the reader's message about 1-based rows suggests it).
func OneBasedFlag() ucli.Flag {
	return &ucli.BoolFlag{Name: "one-based", Usage: "rows in perm and json count from 1"}
}

// ReadInput reads a whole (small) file named on the command line, such as
// a shard result; a file it cannot open is worded as [OpenInput] words it.
func ReadInput(name string) ([]byte, error) {
	f, err := OpenInput(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, Failf("reading %s: %s", name, output.Reason(err))
	}
	return data, nil
}

// Local marks flags as the command's own, so that its subcommands (such
// as count's merge) neither show nor accept them.
func Local(flags []ucli.Flag) []ucli.Flag {
	for _, f := range flags {
		switch f := f.(type) {
		case *ucli.StringFlag:
			f.Local = true
		case *ucli.IntFlag:
			f.Local = true
		case *ucli.BoolFlag:
			f.Local = true
		case *ucli.DurationFlag:
			f.Local = true
		case *ucli.StringSliceFlag:
			f.Local = true
		}
	}
	return flags
}

// TimeLimit reads cmd's --time-limit: 0 for no limit; a negative
// duration is a [*UsageError] (solvers, count and compare word it alike).
func TimeLimit(cmd *ucli.Command) (time.Duration, error) {
	d := cmd.Duration("time-limit")
	if d < 0 {
		return 0, Usagef("--time-limit %s: give 0 (no limit) or a positive duration, such as 10s", d)
	}
	return d, nil
}

// Squares reads every value of the repeatable flag (such as bdd's
// --place): squares ROW,COL, 1-based, several separated by ";" (package
// parse's grammar), each on the n x n board, returned 0-based as {row,
// col}. A square that is not is a [*UsageError] naming the flag.
func Squares(cmd *ucli.Command, flag string, n int) ([][2]int, error) {
	var all [][2]int
	for _, text := range cmd.StringSlice(flag) {
		sqs, err := parse.Squares(text, n)
		if err != nil {
			return nil, Usagef("--%s %v", flag, err)
		}
		all = append(all, sqs...)
	}
	return all, nil
}
