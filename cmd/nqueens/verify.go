package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/textio"
)

// distinctMax bounds how many placements verify remembers to report
// whether they are distinct.
const distinctMax = 1 << 21

func verifyCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:      "verify",
		Usage:     "check placements read from a file or stdin (-) in any output format",
		ArgsUsage: "FILE|-",
		Description: "Reads one or more placements written as perm (0-based rows on one line; a listing has one per line),\n" +
			"matrix (n lines of 0/1), json or a board drawing (a solver's summary line before it is skipped), and\n" +
			"checks each in O(n): it says valid, or names the first two queens that attack each other.\n" +
			"Malformed input is reported with its line number.\n\n" +
			"Examples:\n  qs1 1e6 --output q.txt && nqueens verify q.txt\n  nqueens count 12 --list | nqueens verify -\n  qs1 8 | nqueens verify -\n\n" +
			"Reading stops at the first line that cannot be a placement (with --n, at a placement longer than N).\n\n" +
			"Exit status: 0 all valid; 1 a placement is invalid or the input is malformed; 2 bad arguments or a file\nthat cannot be read.",
		Flags: []ucli.Flag{
			oneBasedFlag(),
			&ucli.IntFlag{Name: "n", Usage: "require every placement to have N queens (0: any)"},
			&ucli.StringFlag{Name: "format", Value: "text", Usage: "text, or json: one object per placement read (see JSON.md)"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return runVerify(ctx, cmd, env)
		},
	}
}

func runVerify(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	if cmd.Args().Len() != 1 {
		return cli.Usagef("expected one FILE (or - for stdin), got %d arguments", cmd.Args().Len())
	}
	name := cmd.Args().First()
	wantN := cmd.Int("n")
	if wantN < 0 {
		return cli.Usagef("--n %d: give a board size, or 0 for any", wantN)
	}
	asJSON := false
	switch f := cmd.String("format"); f {
	case "text":
	case "json":
		asJSON = true
	default:
		return cli.Usagef("--format %q: use text or json", f)
	}
	in, label := env.Stdin, "stdin"
	if name != "-" {
		f, err := cli.OpenInput(name)
		if err != nil {
			return err
		}
		defer f.Close()
		in, label = f, name
	}
	if in == nil {
		in = os.Stdin
	}
	r := textio.NewReader(in)
	r.OneBased = cmd.Bool("one-based")
	r.MaxN = wantN // 0: any; a longer placement is refused before it is read to its end
	var (
		count    int
		sizes    = map[int]bool{}
		seen     = textio.NewSeen()
		distinct = true
		last     textio.Parsed
	)
	for {
		if err := ctx.Err(); err != nil {
			return cli.Failf("interrupted after %s", cli.Plural(int64(count), "placements"))
		}
		p, err := r.Next()
		if err == io.EOF {
			break
		}
		var pe *textio.ParseError
		var le *textio.LimitError
		switch {
		case errors.As(err, &le) && wantN > 0:
			return cli.Failf("%s: line %d: the placement has more than %d queens, --n asks for %d", label, le.Line, wantN, wantN)
		case errors.As(err, &pe), errors.As(err, &le):
			return cli.Failf("%s: %v", label, err)
		}
		if err != nil {
			return cli.Failf("reading %s: %v", label, err)
		}
		if wantN > 0 && len(p.Placement) != wantN {
			return cli.Failf("%s: line %d: the placement has %s, --n asks for %d", label, p.Line, cli.Plural(int64(len(p.Placement)), "queens"), wantN)
		}
		verr := nqueens.Verify(p.Placement)
		if verr != nil && !asJSON {
			fmt.Fprintf(env.Stdout, "invalid: %s, line %d: %s, %s\n", label, p.Line, cli.Plural(int64(len(p.Placement)), "queens"), describeInvalid(verr))
			return &cli.Failure{Msg: "invalid placement", Printed: true}
		}
		count++
		sizes[len(p.Placement)] = true
		repeated := false
		// Text stops looking after the first repeat (one note is enough);
		// JSON marks every repeated placement.
		if (distinct || asJSON) && count <= distinctMax {
			if seen.Add(p.Placement) {
				repeated = true
				if !asJSON {
					fmt.Fprintf(env.Stdout, "note: the placement on line %d appeared before\n", p.Line)
				}
				distinct = false
			}
		}
		if asJSON {
			if err := writeRecord(env.Stdout, verifyRecord(name, p, verr, repeated)); err != nil {
				return err
			}
			if verr != nil {
				return cli.Failf("%s, line %d: invalid placement: %s", label, p.Line, describeInvalid(verr))
			}
		}
		last = p
	}
	if asJSON {
		if count == 0 {
			return cli.Failf("%s: no placement found: the input is empty", label)
		}
		return nil
	}
	switch {
	case count == 0:
		return cli.Failf("%s: no placement found: the input is empty", label)
	case count == 1:
		_, err := fmt.Fprintf(env.Stdout, "valid: %s, no two attack each other (%s, line %d)\n", cli.Plural(int64(len(last.Placement)), "queens"), last.Format, last.Line)
		return err
	}
	var ns []string
	for _, n := range slices.Sorted(maps.Keys(sizes)) {
		ns = append(ns, fmt.Sprint(n))
	}
	kind := "all distinct"
	switch {
	case !distinct:
		kind = "some repeated"
	case count > distinctMax:
		kind = fmt.Sprintf("the first %d distinct", distinctMax)
	}
	_, err := fmt.Fprintf(env.Stdout, "valid: %d placements (n = %s), every one a solution, %s\n", count, strings.Join(ns, ", "), kind)
	return err
}

// verifyRecord is the JSON record of one placement read (record verify
// of JSON.md); verr is what nqueens.Verify said of it.
func verifyRecord(file string, p textio.Parsed, verr error, repeated bool) any {
	type record struct {
		File        string `json:"file"`
		Line        int    `json:"line"`
		Format      string `json:"format"`
		N           int    `json:"n"`
		Valid       bool   `json:"valid"`
		FirstAttack []int  `json:"first_attack,omitempty"`
		Reason      string `json:"reason,omitempty"`
		Repeated    bool   `json:"repeated,omitempty"`
	}
	r := record{File: file, Line: p.Line, Format: string(p.Format), N: len(p.Placement), Valid: verr == nil, Repeated: repeated}
	if verr != nil {
		r.Reason = describeInvalid(verr)
		var ae *nqueens.AttackError
		if errors.As(verr, &ae) {
			r.FirstAttack = []int{ae.A, ae.B}
		}
	}
	return r
}

// describeInvalid says why a placement is not a solution, in one line.
func describeInvalid(err error) string {
	var ae *nqueens.AttackError
	var re *nqueens.RangeError
	switch {
	case errors.As(err, &ae):
		article := "a"
		if ae.Line == nqueens.AntiDiagonal {
			article = "an"
		}
		return fmt.Sprintf("the queens in columns %d and %d (rows %d and %d, 1-based) share %s %s", ae.A+1, ae.B+1, ae.RowA+1, ae.RowB+1, article, ae.Line)
	case errors.As(err, &re):
		return fmt.Sprintf("the queen in column %d is in row %d, outside the board 1..%d (1-based)", re.Column+1, int64(re.Row)+1, re.N)
	}
	return err.Error()
}
