package solvercmd

import (
	"context"
	"fmt"
	"slices"
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

// command builds the command of the solver e of solvers, writing to env:
// its name, its summary, its manual, the flags every solver shares and a
// flag for each of its variants (entries of solvers). A shared flag that
// neither e nor a variant reads is left out; one that only some of them
// read is refused with the others ([readNeeds]).
func command(solvers registry.List, e registry.Entry, env cli.Env) (*ucli.Command, error) {
	picks, err := selections(solvers, e)
	if err != nil {
		return nil, err
	}
	var flags []ucli.Flag
	needs := cli.Needs{}
	for _, f := range Flags() {
		name := f.Names()[0]
		cond, read := variantNeed(name, picks)
		if !read {
			continue
		}
		if cond != "" {
			needs[name] = cond
		}
		flags = append(flags, f)
	}
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
			chosen, err := variant(picks, cmd)
			if err != nil {
				return err
			}
			// The variant's own name, as nqueens solve --method prints it:
			// a script must tell qs1 --classic from qs1.
			return Run(ctx, chosen.Name, chosen, cmd, env)
		},
	}, contract(needs)), nil
}

// Contract is the contract of `nqueens solve`, whose --method runs any of
// solvers (see [cli.Contract]): --output opened before the search; --color
// and --ascii draw a board (--format summary or board, or the frames of
// --animate), --delay paces --animate; and --seed, --max-steps and
// --max-restarts go with the methods that read them ([registry.Entry]'s
// Seeded, Steps and Restarts): `solve --method formula --seed 2` is
// refused, as formula has no random choices to make.
func Contract(solvers registry.List) cli.Contract {
	c := contract(cli.Needs{})
	for _, r := range reads {
		var lack []string
		for _, e := range solvers.All() {
			if !r.by(e) {
				lack = append(lack, e.Name)
			}
		}
		if len(lack) > 0 {
			c.Needs[r.flag] = "!method=" + strings.Join(lack, ",") + "; " + r.lacks(lack)
		}
	}
	c.Choices["method"] = solvers.Names()
	return c
}

// contract is the contract of every solver command, with needs added.
func contract(needs cli.Needs) cli.Contract {
	needs["color"] = "format=summary,board or animate"
	needs["ascii"] = "format=summary,board or animate"
	needs["delay"] = "animate"
	return cli.Contract{
		Outputs: []string{"output"},
		Choices: map[string][]string{"format": formatNames(), "color": terminal.ColorModes},
		Needs:   needs,
	}
}

// readFlag is a flag of [Flags] that only some solvers read.
type readFlag struct {
	flag string
	by   func(e registry.Entry) bool // whether e reads it
	what [2]string                   // what a solver that does not lacks, said of one and of several
}

// reads are the flags of [Flags] that only some solvers read.
var reads = []readFlag{
	{"seed", func(e registry.Entry) bool { return e.Seeded }, [2]string{"makes no random choices", "make no random choices"}},
	{"max-steps", func(e registry.Entry) bool { return e.Steps }, [2]string{"takes no steps", "take no steps"}},
	{"max-restarts", func(e registry.Entry) bool { return e.Restarts }, [2]string{"never restarts", "never restart"}},
}

// lacks says that the solvers named lack what r's flag sets: "backtrack
// and formula make no random choices".
func (r readFlag) lacks(names []string) string {
	if len(names) == 1 {
		return names[0] + " " + r.what[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " " + r.what[1]
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
		b.WriteString(codeBlocks(e.Manual) + "\n\n")
	}
	// The table as a code block, in gofmt's form: after a blank line, a
	// tab after //.
	b.WriteString(strings.Replace(strings.ReplaceAll(cli.ExitStatus, "\n  ", "\n\t"), "\n", "\n\n", 1) + "\n\n")
	fmt.Fprintf(&b, "Usage:\n\n\t%s [flags] N\n\n`%s --help` lists the flags.\n", e.Name, e.Name)
	return b.String()
}

// codeBlocks returns a manual with its indented lines (the examples) as
// gofmt writes a doc comment's code block: after a blank line, a tab
// where the manual's two spaces were.
func codeBlocks(manual string) string {
	lines := strings.Split(manual, "\n")
	var out []string
	for i, line := range lines {
		code, ok := strings.CutPrefix(line, "  ")
		if !ok {
			out = append(out, line)
			continue
		}
		if i > 0 && lines[i-1] != "" && !strings.HasPrefix(lines[i-1], "  ") {
			out = append(out, "")
		}
		out = append(out, "\t"+code)
	}
	return strings.Join(out, "\n")
}

// Program runs the command of the solver name of solvers with args
// (args[0] is the program name): the whole of a solver program's run. The
// programs pass [registry.Solvers]; a test, a list of its own
// ([registry.List.With]).
func Program(ctx context.Context, solvers registry.List, name string, args []string, env cli.Env) error {
	e, err := solvers.Lookup(name)
	if err != nil {
		return fmt.Errorf("internal error: %w", err)
	}
	cmd, err := command(solvers, e, env)
	if err != nil {
		return err
	}
	return cli.Run(ctx, cmd, args, env)
}

// pick is what a solver command can run: its entry (flag "") or a
// variant's, selected by flag.
type pick struct {
	flag  string
	entry registry.Entry
}

// selections are the picks of e's command: e itself, then its variants,
// looked up in solvers.
func selections(solvers registry.List, e registry.Entry) ([]pick, error) {
	picks := []pick{{entry: e}}
	for _, v := range e.Variants {
		x, err := solvers.Lookup(v.Entry)
		if err != nil {
			return nil, fmt.Errorf("internal error: --%s: %w", v.Flag, err)
		}
		picks = append(picks, pick{v.Flag, x})
	}
	return picks, nil
}

// variant returns the entry the variant flags of cmd select among picks
// (picks[0], the command's own, when none is set).
func variant(picks []pick, cmd *ucli.Command) (registry.Entry, error) {
	chosen, flag := picks[0].entry, ""
	for _, p := range picks[1:] {
		if !cmd.Bool(p.flag) {
			continue
		}
		if flag != "" {
			return chosen, cli.Usagef("--%s and --%s pick different solvers: give one of them", flag, p.flag)
		}
		chosen, flag = p.entry, p.flag
	}
	return chosen, nil
}

// variantNeed is the condition (see [cli.Needs]) under which the solver
// command with picks reads the flag name: "" when every pick reads it
// (or it is not one of [reads]), read false when none does, else the
// variant flags that select the picks that do.
func variantNeed(name string, picks []pick) (cond string, read bool) {
	i := slices.IndexFunc(reads, func(r readFlag) bool { return r.flag == name })
	if i < 0 {
		return "", true
	}
	r := reads[i]
	var with, without, lack []string // variant flags that read it, that do not; entries that do not
	for _, p := range picks {
		switch {
		case !r.by(p.entry):
			without, lack = append(without, "!"+p.flag), append(lack, p.entry.Name)
		case p.flag != "":
			with = append(with, p.flag)
		}
	}
	switch {
	case len(lack) == 0:
		return "", true
	case len(lack) == len(picks):
		return "", false
	case r.by(picks[0].entry):
		return strings.Join(without, " ") + "; " + r.lacks(lack), true
	}
	return strings.Join(with, " or ") + "; " + r.lacks(lack), true
}
