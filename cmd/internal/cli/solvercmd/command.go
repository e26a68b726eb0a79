package solvercmd

import (
	"context"
	"fmt"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/animflags"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/wrap"
)

// Flags are the flags every solver command has: the solver programs
// (through [Program]) and `nqueens solve`, which adds --method.
func Flags() []ucli.Flag {
	flags := []ucli.Flag{
		// Base 10: plain decimal, as parse.Seed reads compare's --seeds (010 is ten, not eight).
		&ucli.Uint64Flag{Name: "seed", Value: 1, Config: ucli.IntegerConfig{Base: 10}, Usage: "seed of the pseudo-random stream; the same seed gives the same placement on every machine"},
		&ucli.DurationFlag{Name: "time-limit", Usage: "stop the search after this long, such as 10s or 2m (0: no limit)"},
		&ucli.StringFlag{Name: "max-steps", Value: "0", Usage: "stop after `K` steps (moves, swaps, repairs or nodes); K such as 5000 or 1e6 (0: no limit)"},
		&ucli.StringFlag{Name: "max-restarts", Value: "0", Usage: "stop after `K` random restarts (0: no limit)"},
		&ucli.StringFlag{Name: "format", Value: string(textio.Summary), Usage: "output: summary, board, perm (0-based rows), matrix (0/1 rows, top row first) or json"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the placement to `FILE` in --format (perm for summary); standard output keeps only the summary line of --format summary"},
		&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color the board: auto, always or never (auto honours NO_COLOR and TERM)"},
		&ucli.BoolFlag{Name: "ascii", Usage: "draw the board with ASCII characters only (automatic when the locale is not UTF-8 or TERM is dumb or linux)"},
	}
	return append(flags, animflags.Flags()...)
}

// command builds the command of the solver e, writing to env: its name,
// its summary, its manual, the flags every solver shares and a flag for
// each of its variants.
func command(e registry.Entry, env cli.Env) *ucli.Command {
	flags := Flags()
	for _, v := range e.Variants {
		flags = append(flags, &ucli.BoolFlag{Name: v.Flag, Usage: v.Usage})
	}
	return cli.Declare(&ucli.Command{
		Name:        e.Name,
		Usage:       e.Summary,
		ArgsUsage:   "N",
		Description: e.Manual,
		Flags:       flags,
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			chosen, err := variant(e, cmd)
			if err != nil {
				return err
			}
			// The variant's own name, as nqueens solve --method prints it:
			// a script must tell qs1 --classic from qs1.
			return Run(ctx, chosen.Name, chosen, cmd, env)
		},
	}, Contract())
}

// Contract is the contract of every solver command (see [cli.Contract]):
// --output opened before the search; --color and --ascii draw a board
// (--format summary or board, or the frames of --animate), and --delay
// paces --animate.
func Contract() cli.Contract {
	return cli.Contract{
		Outputs: []string{"output"},
		Choices: map[string][]string{"format": formatNames(), "color": terminal.ColorModes, "method": registry.Names()},
		Needs: cli.Needs{
			"color": "format=summary,board or animate",
			"ascii": "format=summary,board or animate",
			"delay": "animate",
		},
	}
}

// formatNames are the values of --format.
func formatNames() []string {
	var names []string
	for _, f := range textio.Formats {
		names = append(names, string(f))
	}
	return names
}

// Doc is the package comment of the command of e (cmd/NAME/doc.go),
// without comment markers: what the command does, its manual, and how it
// is called. The command's test keeps doc.go saying it.
func Doc(e registry.Entry) string {
	var b strings.Builder
	b.WriteString(wrap.Layout{}.Text(fmt.Sprintf("Command %s finds one placement of N queens: %s.", e.Name, e.Summary), 76))
	b.WriteString("\n\n")
	if e.Manual != "" {
		b.WriteString(e.Manual + "\n\n")
	}
	// The table as a code block, in gofmt's form: after a blank line, a
	// tab after //.
	b.WriteString(strings.Replace(strings.ReplaceAll(cli.ExitStatus, "\n  ", "\n\t"), "\n", "\n\n", 1) + "\n\n")
	fmt.Fprintf(&b, "Usage:\n\n\t%s [flags] N\n\n`%s --help` lists the flags.\n", e.Name, e.Name)
	return b.String()
}

// Program runs the command of the registered solver name with args
// (args[0] is the program name): the whole of a solver program's run.
func Program(ctx context.Context, name string, args []string, env cli.Env) error {
	e, err := registry.Lookup(name)
	if err != nil {
		return fmt.Errorf("internal error: %w", err)
	}
	return cli.Run(ctx, command(e, env), args, env)
}

// variant returns the entry the variant flags of cmd select (e itself when
// none is set).
func variant(e registry.Entry, cmd *ucli.Command) (registry.Entry, error) {
	chosen, flag := e, ""
	for _, v := range e.Variants {
		if !cmd.Bool(v.Flag) {
			continue
		}
		if flag != "" {
			return e, cli.Usagef("--%s and --%s pick different solvers: give one of them", flag, v.Flag)
		}
		x, err := registry.Lookup(v.Entry)
		if err != nil {
			return e, fmt.Errorf("internal error: --%s: %w", v.Flag, err)
		}
		chosen, flag = x, v.Flag
	}
	return chosen, nil
}
