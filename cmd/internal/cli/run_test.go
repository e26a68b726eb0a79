package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	ucli "github.com/urfave/cli/v3"
)

// tree is a command with a subcommand taking N and value flags, as the
// nqueens command is built; ran records the arguments its action saw.
func tree(ran *[]string) *ucli.Command {
	return &ucli.Command{
		Name: "prog",
		Commands: []*ucli.Command{{
			Name:      "sub",
			ArgsUsage: "N",
			Flags: []ucli.Flag{
				&ucli.IntFlag{Name: "parallel"},
				&ucli.StringFlag{Name: "size"},
				&ucli.BoolFlag{Name: "quiet"},
			},
			Action: func(_ context.Context, cmd *ucli.Command) error {
				*ran = cmd.Args().Slice()
				if cmd.Int("parallel") < 0 {
					return Usagef("--parallel %d: give 1 or more", cmd.Int("parallel"))
				}
				return nil
			},
		}},
	}
}

func TestRunHelpAndNegativeValues(t *testing.T) {
	for _, tc := range []struct {
		args     []string
		code     int
		stdout   string // a substring of stdout
		stderr   string // a substring of stderr
		ranWith  string // the arguments the action saw, when it ran
		noAction bool
	}{
		{args: []string{"sub", "8", "--help"}, code: 0, stdout: "prog sub", noAction: true},
		{args: []string{"sub", "--parallel", "2", "8", "-h"}, code: 0, stdout: "prog sub", noAction: true},
		{args: []string{"sub", "8", "--", "--help"}, code: 0, ranWith: "8 --help"},
		{args: []string{"sub", "8", "--parallel", "-1"}, code: 2, stderr: "--parallel -1: give 1 or more"},
		{args: []string{"sub", "8", "--size=-1"}, code: 0, ranWith: "8"},
		{args: []string{"sub", "--quiet", "-5"}, code: 2, stderr: "n = -5: the board size must be at least 1", noAction: true},
		{args: []string{"sub", "-5"}, code: 2, stderr: "n = -5", noAction: true},
		// The help named is the subcommand's, as for every other usage error.
		{args: []string{"sub", "-1"}, code: 2, stderr: "Run 'prog sub --help' for usage.", noAction: true},
		{args: []string{"-1"}, code: 2, stderr: "Run 'prog --help' for usage.", noAction: true},
		{args: []string{"sub", "8", "--parallel", "x"}, code: 2, stderr: `--parallel "x": give a whole number`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			ran := []string{"<not run>"}
			env := Env{Stdout: &out, Stderr: &errb}
			err := Run(context.Background(), tree(&ran), append([]string{"prog"}, tc.args...), env)
			code := ExitCode("prog", err, &errb)
			if code != tc.code || !strings.Contains(out.String(), tc.stdout) || !strings.Contains(errb.String(), tc.stderr) {
				t.Fatalf("exit %d (want %d)\nstdout: %s\nstderr: %s", code, tc.code, out.String(), errb.String())
			}
			if tc.noAction && (len(ran) != 1 || ran[0] != "<not run>") {
				t.Fatalf("the action ran with %q", ran)
			}
			if tc.ranWith != "" && strings.Join(ran, " ") != tc.ranWith {
				t.Fatalf("the action saw %q, want %q", ran, tc.ranWith)
			}
		})
	}
}

// TestValueReason: a duration's fault is said in words, without
// time.ParseDuration's ("missing unit in duration").
func TestValueReason(t *testing.T) {
	const give = "give a duration with its unit, such as 500ms, 10s or 2m"
	for reason, want := range map[string]string{
		`time: missing unit in duration "5"`:       give,
		`time: unknown unit "x" in duration "1x"`:  `"x" is not a unit (ns, us, ms, s, m, h): ` + give,
		`time: invalid duration "abc"`:             give,
		`strconv.ParseUint: parsing "-1": invalid`: "give a whole number from 0, such as 7",
	} {
		if got := valueReason(reason); got != want {
			t.Errorf("valueReason(%q) = %q, want %q", reason, got, want)
		}
	}
}
