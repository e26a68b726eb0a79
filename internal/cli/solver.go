package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
)

// SolverSpec describes one solver command; [SolverCommand] turns it into a
// urfave/cli command with the flags every solver shares.
type SolverSpec struct {
	Name        string // the program or subcommand name, such as "qs1"
	Usage       string // one line for the help header
	Description string // the manual: algorithm, complexity, examples
	StepName    string // what a step is called in the summary: "swaps" or "moves"
	MaxN        int    // the largest n accepted (a usage error beyond)
	// Memory returns the bytes a solve of n needs at its peak, including
	// the check before printing; the command refuses n when the machine has
	// less available. Nil: no check.
	Memory func(n int) uint64
	// Flags are flags of this solver beyond the shared ones.
	Flags []ucli.Flag
	// Solver picks the solver to run from the parsed flags.
	Solver func(cmd *ucli.Command) nqueens.Solver
	// Measure names what the solver's heuristic (Event.Heuristic) counts,
	// for --animate: "collisions", "attacking pairs". Empty: "conflicts".
	Measure string
	// Restarts makes the summary show the restarts even when there were
	// none, for solvers whose restarts are the point (the hill climbers).
	Restarts bool
}

// Env is what a command reads from its surroundings; tests replace it.
type Env struct {
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Available returns the bytes of memory the machine can give; 0 when
	// unknown.
	Available func() uint64
	// Keys is where --animate reads q (a terminal, in raw mode while it
	// runs); nil: no keys, Ctrl-C only.
	Keys *os.File
	// Stdin is the standard input, for commands that read "-"; nil: none.
	Stdin io.Reader
}

// OSEnv is the real environment for stdout and stderr.
func OSEnv(stdout, stderr io.Writer) Env {
	return Env{Stdout: stdout, Stderr: stderr, Getenv: os.Getenv, Available: AvailableMemory, Keys: os.Stdin, Stdin: os.Stdin}
}

// boardMax is the largest n whose board the summary format draws.
const boardMax = 32

// SharedFlags are the flags every solver command has.
func SharedFlags() []ucli.Flag {
	flags := []ucli.Flag{
		&ucli.Uint64Flag{Name: "seed", Value: 1, Usage: "seed of the pseudo-random stream; the same seed gives the same placement on every machine"},
		&ucli.DurationFlag{Name: "time-limit", Usage: "stop the search after this long, such as 10s or 2m (0: no limit)"},
		&ucli.Int64Flag{Name: "max-steps", Usage: "stop after this many steps: moves, swaps, repairs or nodes (0: no limit)"},
		&ucli.Int64Flag{Name: "max-restarts", Usage: "stop after this many random restarts (0: no limit)"},
		&ucli.StringFlag{Name: "format", Value: string(textio.Summary), Usage: "output: summary, board, perm (0-based rows), matrix (0/1 rows) or json"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the placement to `FILE` (in --format, perm for summary) and only the summary to stdout"},
		&ucli.StringFlag{Name: "color", Value: string(ColorAuto), Usage: "color the board: auto, always or never (auto honours NO_COLOR and TERM)"},
		&ucli.BoolFlag{Name: "ascii", Usage: "draw the board with ASCII characters only (automatic when the locale is not UTF-8 or TERM is dumb or linux)"},
	}
	return append(flags, AnimateFlags()...)
}

// SolverCommand builds the command for spec, writing to env.
func SolverCommand(spec SolverSpec, env Env) *ucli.Command {
	return &ucli.Command{
		Name:        spec.Name,
		Usage:       spec.Usage,
		ArgsUsage:   "N",
		Description: spec.Description,
		Flags:       append(SharedFlags(), spec.Flags...),
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			return withHelp(runSolver(ctx, spec, cmd, env), cmd)
		},
	}
}

// Run runs cmd with args (args[0] is the program name) the way every
// command of the toolkit runs: negative numbers are reported as bad sizes
// rather than unknown flags, flag errors are usage errors, and nothing
// calls os.Exit.
func Run(ctx context.Context, cmd *ucli.Command, args []string, env Env) error {
	for _, a := range args[1:] {
		if a == "--" {
			break
		}
		if looksNegative(a) {
			return Usagef("n = %s: the board size must be at least 1", a)
		}
	}
	quiet(cmd, env)
	err := cmd.Run(ctx, args)
	var u *UsageError
	var f *Failure
	if err != nil && !errors.As(err, &u) && !errors.As(err, &f) {
		// urfave/cli reports bad flags and flag values as plain errors.
		return flagError(err)
	}
	return err
}

// quiet routes a command tree's output to env and keeps urfave/cli from
// exiting the process or printing errors itself.
func quiet(cmd *ucli.Command, env Env) {
	cmd.Writer = env.Stdout
	cmd.ErrWriter = env.Stderr
	cmd.ExitErrHandler = func(context.Context, *ucli.Command, error) {}
	cmd.OnUsageError = func(_ context.Context, c *ucli.Command, err error, _ bool) error {
		return withHelp(flagError(err), c)
	}
	for _, sub := range cmd.Commands {
		quiet(sub, env)
	}
}

// flagError turns a flag-parsing error into a usage error; the parser
// names an unknown flag with one dash whatever the user typed.
func flagError(err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		msg = "unknown flag --" + strings.TrimPrefix(name, "-")
	}
	return &UsageError{Msg: msg}
}

// withHelp names cmd in a usage error, so the message suggests the help of
// the subcommand that was run rather than the program's.
func withHelp(err error, cmd *ucli.Command) error {
	var u *UsageError
	if errors.As(err, &u) && u.Cmd == "" && cmd.Root() != cmd {
		u.Cmd = cmd.FullName()
	}
	return err
}

func runSolver(ctx context.Context, spec SolverSpec, cmd *ucli.Command, env Env) error {
	if cmd.Args().Len() != 1 {
		if cmd.Args().Len() == 0 {
			return Usagef("missing board size n: try '%s 8' or '%s 1e6'", spec.Name, spec.Name)
		}
		return Usagef("expected one board size n, got %d arguments: %s", cmd.Args().Len(), strings.Join(cmd.Args().Slice(), " "))
	}
	n, err := ParseN(cmd.Args().First(), spec.MaxN)
	if err != nil {
		return err
	}
	format, err := textio.ParseFormat(cmd.String("format"))
	if err != nil {
		return &UsageError{Msg: "--format: " + err.Error()}
	}
	mode, err := parseColorMode(cmd.String("color"))
	if err != nil {
		return err
	}
	if cmd.Int64("max-steps") < 0 || cmd.Int64("max-restarts") < 0 || cmd.Duration("time-limit") < 0 {
		return Usagef("--max-steps, --max-restarts and --time-limit must not be negative")
	}
	if cmd.Bool("animate") && format != textio.Summary && format != textio.Board && cmd.String("output") == "" {
		return Usagef("--animate draws on stdout, which --format %s needs for itself: add --output FILE", format)
	}
	if format == textio.Board && n > render.DrawMax {
		return Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format perm or matrix", render.DrawMax, n)
	}
	if !nqueens.HasSolution(n) {
		return Failf("no solution exists for n = %d: %d queens cannot be placed on a %dx%d board without attacking each other", n, n, n, n)
	}
	if err := CheckMemory(spec.Memory, n, env.Available); err != nil {
		return err
	}
	settings := nqueens.Settings{
		Seed:        cmd.Uint64("seed"),
		TimeLimit:   cmd.Duration("time-limit"),
		MaxSteps:    cmd.Int64("max-steps"),
		MaxRestarts: cmd.Int64("max-restarts"),
	}
	style := render.Style{
		Unicode: UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   UseColor(mode, env.Stdout, env.Getenv),
	}
	anim, ctx, err := StartAnimation(ctx, cmd, env, AnimationSpec{
		Title: fmt.Sprintf("%s: n = %d, seed %d", spec.Name, n, settings.Seed), N: n,
		Measure: spec.Measure, StepName: spec.StepName, Style: style,
	})
	if err != nil {
		return err
	}
	var prog *Progress
	if anim != nil {
		defer anim.Stop()
		settings.Observer = anim
	} else if IsTerminal(env.Stderr) {
		prog = NewProgress(env.Stderr, spec.Name, spec.StepName, n)
		settings.Observer = prog
	}
	res, err := spec.Solver(cmd)(ctx, n, settings)
	prog.Clear()
	if anim != nil {
		if aerr := anim.Stop(); aerr != nil && err == nil {
			return Failf("--animate: %v", aerr)
		}
	}
	if err != nil {
		return Failf("%v", err)
	}
	out := Outcome{Solver: spec.Name, StepName: spec.StepName, Measure: spec.Measure, N: n, Seed: settings.Seed, Result: res, ShowRestarts: spec.Restarts}
	if res.Status != nqueens.Solved {
		return out.Stopped()
	}
	if prog != nil && n >= 10_000_000 {
		fmt.Fprintf(env.Stderr, "%s: checking the placement of %d queens...", spec.Name, n)
	}
	err = nqueens.Verify(res.Placement)
	if prog != nil && n >= 10_000_000 {
		fmt.Fprint(env.Stderr, "\r\033[K")
	}
	if err != nil {
		return Failf("internal error: %s returned an invalid placement: %v", spec.Name, err)
	}
	out.Verified = true
	return out.Write(env.Stdout, format, cmd.String("output"), style)
}

// Outcome is a finished search as the commands print it.
type Outcome struct {
	Solver   string
	StepName string
	Measure  string // what Stats.Conflicts counts; empty: "conflicts"
	N        int
	Seed     uint64
	Result   nqueens.Result
	Verified bool // set only after nqueens.Verify passed
	// ShowRestarts shows the restarts even when there were none.
	ShowRestarts bool
}

// SummaryLine is the one-line summary: n, time, steps, restarts if any
// (or if ShowRestarts), and "verified".
func (o Outcome) SummaryLine() string {
	st := o.Result.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n = %d, %s in %s, %d %s", o.Solver, o.N, o.Result.Status, Duration(st.Elapsed), st.Steps, o.StepName)
	if st.Restarts > 0 || o.ShowRestarts {
		fmt.Fprintf(&b, ", %s", Count(st.Restarts, "restart"))
	}
	if o.Verified {
		b.WriteString(", verified")
	}
	return b.String()
}

// measure names what Stats.Conflicts counts for this solver.
func (o Outcome) measure() string {
	if o.Measure == "" {
		return "conflicts"
	}
	return o.Measure
}

// Stopped is the failure for a search that ended without a solution.
func (o Outcome) Stopped() error {
	st := o.Result.Stats
	switch o.Result.Status {
	case nqueens.NoSolution:
		return Failf("no solution exists for n = %d", o.N)
	case nqueens.Canceled:
		return Failf("interrupted after %s and %d %s: %d %s remaining, no solution printed", Duration(st.Elapsed), st.Steps, o.StepName, st.Conflicts, o.measure())
	default:
		return Failf("limit reached after %s, %d %s and %s: %d %s remaining, no solution printed", Duration(st.Elapsed), st.Steps, o.StepName, Count(st.Restarts, "restart"), st.Conflicts, o.measure())
	}
}

// jsonFields are the fields of the json format besides the placement.
type jsonFields struct {
	Solver      string `json:"solver"`
	N           int    `json:"n"`
	Seed        uint64 `json:"seed"`
	Status      string `json:"status"`
	Verified    bool   `json:"verified"`
	ElapsedNS   int64  `json:"elapsed_ns"`
	Steps       int64  `json:"steps"`
	Restarts    int64  `json:"restarts"`
	Evaluations int64  `json:"evaluations"`
}

// Write prints the outcome in format to w, or, when path is set, the
// placement to the file at path and the summary line to w.
func (o Outcome) Write(w io.Writer, format textio.Format, path string, style render.Style) error {
	if path != "" {
		if format == textio.Summary {
			format = textio.Perm
		}
		f, err := os.Create(path)
		if err != nil {
			return Failf("--output: %v", err)
		}
		err = o.writePlacement(f, format, render.Style{Unicode: style.Unicode})
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return Failf("--output %s: %v", path, err)
		}
		_, err = fmt.Fprintf(w, "%s; placement written to %s (%s)\n", o.SummaryLine(), path, format)
		return err
	}
	if format == textio.Summary {
		if _, err := fmt.Fprintln(w, o.SummaryLine()); err != nil {
			return err
		}
		if o.N <= boardMax {
			return render.Board(w, o.Result.Placement, style)
		}
		return nil
	}
	return o.writePlacement(w, format, style)
}

func (o Outcome) writePlacement(w io.Writer, format textio.Format, style render.Style) error {
	p := o.Result.Placement
	switch format {
	case textio.Board:
		return render.Board(w, p, style)
	case textio.Perm:
		return textio.WritePerm(w, p)
	case textio.Matrix:
		return textio.WriteMatrix(w, p)
	case textio.JSON:
		st := o.Result.Stats
		return textio.WriteJSON(w, jsonFields{
			Solver: o.Solver, N: o.N, Seed: o.Seed, Status: o.Result.Status.String(), Verified: o.Verified,
			ElapsedNS: st.Elapsed.Nanoseconds(), Steps: st.Steps, Restarts: st.Restarts, Evaluations: st.Evaluations,
		}, p)
	}
	_, err := fmt.Fprintln(w, o.SummaryLine())
	return err
}

// Count writes n and a noun, with an s unless n is 1: "1 restart",
// "3 restarts".
func Count(n int64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Duration prints a duration with three significant figures in the unit
// people read best: 512 µs, 52.3 ms, 1.25 s, 2m05s.
func Duration(d time.Duration) string {
	switch {
	case d < time.Microsecond:
		return fmt.Sprintf("%d ns", d.Nanoseconds())
	case d < time.Millisecond:
		return fmt.Sprintf("%.3g µs", float64(d.Nanoseconds())/1e3)
	case d < time.Second:
		return fmt.Sprintf("%.3g ms", float64(d.Nanoseconds())/1e6)
	case d < time.Minute:
		return fmt.Sprintf("%.3g s", d.Seconds())
	}
	return d.Round(time.Second).String()
}
