package main

import (
	"errors"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/parse"
)

// local marks flags as the command's own, so that its subcommands (such
// as count's merge) neither show nor accept them.
func local(flags []ucli.Flag) []ucli.Flag {
	for _, f := range flags {
		switch f := f.(type) {
		case *ucli.StringFlag:
			f.Local = true
		case *cli.IntFlag:
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

// rangeArgs reads the board sizes of a command that takes N, N TO or
// N..TO (count): one plain range of package parse's grammar, each n in
// [1, max]. A list, a stepped range, a backwards range or a wrong number
// of arguments is a [*cli.UsageError] whose example names command.
func rangeArgs(command string, args []string, max int) (from, to int, err error) {
	switch len(args) {
	case 0:
		return 0, 0, cli.Usagef("missing board size n: try 'nqueens %s 8' or 'nqueens %s 8 14'", command, command)
	case 1, 2:
	default:
		return 0, 0, cli.Usagef("expected n or a range FROM TO, got %d arguments: %s", len(args), strings.Join(args, " "))
	}
	text := strings.Join(args, "..")
	for _, a := range args {
		if strings.Contains(a, "..") && (len(args) != 1 || strings.Contains(a, ",")) {
			return 0, 0, oneRange(command, a)
		}
	}
	r, err := parse.ParseRange(text, max)
	switch {
	case errors.Is(err, parse.ErrBackwards):
		return 0, 0, cli.Usagef("the range %d..%d runs backwards: give the smaller n first, as in 'nqueens %s %d %d'", r.From, r.To, command, r.To, r.From)
	case err != nil:
		return 0, 0, &cli.UsageError{Msg: err.Error()}
	case !r.Plain():
		return 0, 0, oneRange(command, text)
	}
	return r.From, r.To, nil
}

// oneRange is the error for a list or a stepped range.
func oneRange(command, arg string) error {
	return cli.Usagef("%q: %s takes one range, every n from FROM to TO: give it as FROM..TO or FROM TO, as in 'nqueens %s 8..10' or 'nqueens %s 8 10'", arg, command, command, command)
}
