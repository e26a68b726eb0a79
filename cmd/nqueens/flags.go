package main

import (
	"cmp"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
)

// The flags several subcommands share, written once so that a flag is
// spelled and read the same everywhere.

// textJSONFlag is --format of a command whose result is text or JSON;
// usage says what each gives. [jsonFormat] reads it.
func textJSONFlag(usage string) ucli.Flag {
	return &ucli.StringFlag{Name: "format", Value: "text", Usage: usage}
}

// jsonFormat reads [textJSONFlag]: true for json, false for text, a
// usage error for anything else.
func jsonFormat(cmd *ucli.Command) (bool, error) {
	switch f := cmd.String("format"); f {
	case "text":
		return false, nil
	case "json":
		return true, nil
	default:
		return false, cli.Usagef("--format %q: use text or json", f)
	}
}

// boardFlags are --color and --ascii of a command that draws boards;
// what names them ("the board", "the boards"). [boardStyle] reads them.
func boardFlags(what string) []ucli.Flag {
	return []ucli.Flag{
		&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color " + what + ": auto, always or never (auto honours NO_COLOR and TERM)"},
		&ucli.BoolFlag{Name: "ascii", Usage: "draw " + what + " with ASCII characters only (automatic when the locale is not UTF-8)"},
	}
}

// boardStyle returns the board style cmd's --color and --ascii flags ask
// for when drawing to env.Stdout (see [terminal.UseColor] and
// [terminal.UseUnicode]).
func boardStyle(cmd *ucli.Command, env cli.Env) (render.Style, error) {
	mode, err := cli.ColorFlag(cmd)
	if err != nil {
		return render.Style{}, err
	}
	return render.Style{
		Unicode: terminal.UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   terminal.UseColor(mode, env.Stdout, env.Getenv),
	}, nil
}

// oneBasedFlag is --one-based of every command that reads placements
// (the reader's message about 1-based rows suggests it).
func oneBasedFlag() ucli.Flag {
	return &ucli.BoolFlag{Name: "one-based", Usage: "rows in perm and json count from 1"}
}

// listWriter returns the writer of a listing of placements to env.Stdout
// in cmd's --format (perm when not set; matrix, board or json), drawing
// boards in the style of cmd's --color and --ascii ([boardStyle]), which
// it also returns. Another format or color is a [*cli.UsageError].
func listWriter(cmd *ucli.Command, env cli.Env) (*textio.ListWriter, render.Style, error) {
	f := cmd.String("format")
	if !cmd.IsSet("format") {
		f = cmp.Or(f, string(textio.Perm)) // count's --format defaults to its table
	}
	format, err := textio.ParseFormat(f)
	if err != nil || format == textio.Summary {
		return nil, render.Style{}, cli.Usagef("--format %q: use perm, board, matrix or json", f)
	}
	style, err := boardStyle(cmd, env)
	if err != nil {
		return nil, render.Style{}, err
	}
	out := textio.NewListWriter(env.Stdout, format)
	out.Draw = func(w io.Writer, p nqueens.Placement) error { return render.Board(w, p, style) }
	return out, style, nil
}
