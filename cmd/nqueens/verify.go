package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

func verifyCommand(env cli.Env) *ucli.Command {
	return cli.Declare(&ucli.Command{
		Name:        "verify",
		Usage:       "check placements read from a file or standard input (-) in any output format",
		ArgsUsage:   "FILE|-",
		Description: manual("verify"),
		Flags: []ucli.Flag{
			oneBasedFlag(),
			&cli.IntFlag{Name: "n", Usage: "require every placement to have N queens (0: any)"},
			textJSONFlag("text, or json: one object per placement read (see JSON.md)"),
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runVerify(ctx, cmd, env)
		},
	}, cli.Contract{Choices: map[string][]string{"format": {"text", "json"}}})
}

// verifyArgs is verify's command line, read once.
type verifyArgs struct {
	name  string // the file to read; "-": standard input
	label string // what messages call it
	n     int    // --n: the size every placement must have; 0: any
	json  bool   // --format json: a record per placement
}

// runVerify is `nqueens verify`: it reads the command line, checks every
// placement of the input as it reads it (writing a line or a record for
// each), and says what it found.
func runVerify(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	a, err := parseVerify(cmd)
	if err != nil {
		return err
	}
	r, in, err := openPlacements(ctx, env, cmd, a.name, a.n) // 0: any; a longer placement is refused before it is read to its end
	if err != nil {
		return err
	}
	defer in.Close()
	tally, err := textio.Report(ctx, r, a.n, env.Stdout, a.json, textio.Source{File: a.name, Label: a.label})
	switch {
	case err != nil:
		err = a.failure(ctx, tally, err)
		return a.problemRecord(env, err)
	case tally.Count == 0:
		return cli.Inputf("%s: no placement found: the input is empty", a.label)
	case a.json:
		return nil
	}
	_, err = fmt.Fprintln(env.Stdout, tally.Summary())
	return err
}

// parseVerify reads verify's one argument and its flags.
func parseVerify(cmd *ucli.Command) (verifyArgs, error) {
	var a verifyArgs
	if cmd.Args().Len() != 1 {
		return a, cli.Usagef("expected one FILE (or - for standard input), got %d arguments", cmd.Args().Len())
	}
	a.name = cmd.Args().First()
	if a.n = cmd.Int("n"); a.n < 0 {
		return a, cli.Usagef("--n %d: give a board size, or 0 for any", a.n)
	}
	var err error
	if a.json, err = jsonFormat(cmd); err != nil {
		return a, err
	}
	a.label = a.name
	if a.name == "-" {
		a.label = "standard input"
	}
	return a, nil
}

// inputProblem is input that holds no placement to check, at line (0:
// the input as a whole): what verify's JSON reports with status invalid,
// or canceled.
type inputProblem struct {
	line     int
	msg      string // without the file and line
	canceled bool
}

func (p *inputProblem) Error() string { return p.msg }

// problemRecord passes err on; when it is an [*inputProblem], it is first
// written as a record under --format json, so that every outcome has one
// (a script reads why from stdout, as for an attack), and worded with the
// file and line for stderr.
func (a verifyArgs) problemRecord(env cli.Env, err error) error {
	var p *inputProblem
	if !errors.As(err, &p) {
		return err
	}
	if a.json {
		status := "invalid"
		if p.canceled {
			status = nqueens.Canceled.Word()
		}
		if werr := textio.WriteProblem(env.Stdout, a.name, p.line, status, p.msg); werr != nil {
			return werr
		}
	}
	switch {
	case p.canceled:
		return cli.Failf("%s", p.msg)
	case p.line > 0:
		return cli.Failf("%s: line %d: %s", a.label, p.line, p.msg)
	}
	return cli.Failf("%s: %s", a.label, p.msg)
}

// failure says what err, which ended the check after tally, means: an
// invalid placement (already reported in text) or one of the wrong size
// (exit 1), an interrupt, or input that is not placements (exit 2, as
// every malformed input).
func (a verifyArgs) failure(ctx context.Context, tally textio.Tally, err error) error {
	var bad *textio.NotSolution
	var le *textio.LimitError
	var se *textio.SizeError
	var pe *textio.ParseError
	switch {
	case errors.As(err, &bad) && a.json:
		return cli.Failf("%s, line %d: invalid placement: %s", a.label, bad.Line, textio.Explain(bad.Err))
	case errors.As(err, &bad):
		return &cli.Failure{Msg: "invalid placement", Printed: true}
	case errors.As(err, new(*textio.WriteError)):
		return errors.Unwrap(err) // stdout's own error: cli.Exec names stdout
	case errors.As(err, &le) && a.n > 0 && le.Why == "":
		return &inputProblem{line: le.Line, msg: fmt.Sprintf("the placement has more than %d queens, --n asks for %d", a.n, a.n)}
	case errors.As(err, &se):
		return &inputProblem{line: se.Line, msg: fmt.Sprintf("the placement has %s, --n asks for %d", units.Plural(int64(se.N), "queens"), a.n)}
	case ctx.Err() != nil && errors.Is(err, ctx.Err()):
		return &inputProblem{canceled: true, msg: "interrupted after " + units.Plural(int64(tally.Count), "placements")}
	case errors.As(err, &pe):
		return cli.Inputf("%s: line %d: %s", a.label, pe.Line, pe.Msg)
	case errors.As(err, &le) && le.Why != "": // more than the memory lets it check
		return &inputProblem{line: le.Line, msg: strings.TrimPrefix(le.Error(), fmt.Sprintf("line %d: ", le.Line))}
	case errors.As(err, &le):
		return cli.Inputf("%s: %v", a.label, le)
	}
	return cli.Inputf("cannot read %s: %v", a.label, err)
}
