package cli

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/big"
	"regexp"
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
		`time: invalid duration "1.5.2s"`:          give,
		`time: invalid duration "99999999h"`:       "too long: a duration is at most 2562047h (about 292 years); give a shorter one, such as 10s or 2m",
		`time: invalid duration "-99999999h"`:      "negative, and past any duration: give a positive one, such as 10s or 2m",
		`strconv.ParseUint: parsing "-1": invalid`: "give a whole number from 0, such as 7",
	} {
		if got := valueReason(reason); got != want {
			t.Errorf("valueReason(%q) = %q, want %q", reason, got, want)
		}
	}
}

// FuzzDurationOutOfRange: a text is called out of range only when it is
// written as a duration whose exact size is past a time.Duration's (so
// never a text with a fault of its form), and every whole number of a
// unit past that range is called so.
func FuzzDurationOutOfRange(f *testing.F) {
	for _, s := range []string{"99999999h", "-99999999h", "2562047h", "2562048h", "9223372036.854775808s", "1.5.2s", "1e400s", "0", "-0", ".s", "1.h", "5", ""} {
		f.Add(s, uint64(0), uint8(0))
	}
	f.Add("", uint64(2562048), uint8(5))
	f.Add("", uint64(math.MaxUint64), uint8(0))
	f.Fuzz(func(t *testing.T, s string, v uint64, u uint8) {
		if durationOutOfRange(s) {
			size, ok := durationSize(s)
			if !ok {
				t.Fatalf("%q: called out of range, but it is not in the form of a duration", s)
			}
			// ParseDuration adds a fraction in float64: it may refuse
			// a size within 1 ns of the limit.
			if limit := new(big.Rat).SetInt64(math.MaxInt64 - 1); size.Cmp(limit) <= 0 {
				t.Fatalf("%q: called out of range, but its size %s ns fits", s, size.FloatString(3))
			}
		}
		units := []string{"ns", "us", "µs", "ms", "s", "m", "h"}
		per := []int64{1, 1e3, 1e3, 1e6, 1e9, 60e9, 3600e9}
		i := int(u) % len(units)
		whole := fmt.Sprintf("%d%s", v, units[i])
		past := new(big.Int).Mul(new(big.Int).SetUint64(v), big.NewInt(per[i])).Cmp(big.NewInt(math.MaxInt64)) > 0
		if durationOutOfRange(whole) != past {
			t.Fatalf("%q: out of range %v, want %v", whole, durationOutOfRange(whole), past)
		}
	})
}

// durationSize is the exact size in nanoseconds, sign left out, of a text
// in time.ParseDuration's form, computed on its own; ok is false for a
// text not in that form.
func durationSize(s string) (*big.Rat, bool) {
	ns := map[string]int64{"ns": 1, "us": 1e3, "µs": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9, "m": 60e9, "h": 3600e9}
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	parts := regexp.MustCompile(`([0-9.]+)([^0-9.]+)`).FindAllStringSubmatch(s, -1)
	size, joined := new(big.Rat), ""
	for _, p := range parts {
		joined += p[0]
		num, unit := p[1], ns[p[2]]
		if unit == 0 || num == "." || strings.Count(num, ".") > 1 {
			return nil, false
		}
		x, ok := new(big.Rat).SetString("0" + strings.TrimSuffix(num, "."))
		if !ok {
			return nil, false
		}
		size.Add(size, x.Mul(x, new(big.Rat).SetInt64(unit)))
	}
	return size, len(parts) > 0 && joined == s
}
