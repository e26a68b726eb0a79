package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cli/terminal"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/registry"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
	"github.com/nqueens/nqueens/internal/units"
)

// MatrixMax is the largest n --format matrix writes: n lines of n digits
// are 2n^2 bytes, 800 MB at this n (2 TB for a million queens).
const MatrixMax = 20_000

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
	// KeyInput, when set, replaces Keys with a plain reader of key
	// presses (tests press q through a pipe); see animate.Options.
	KeyInput io.Reader
	// Pause, when set, replaces the pause between --animate frames (tests);
	// see animate.Options.
	Pause func(ctx context.Context, d time.Duration)
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
		// Base 10: plain decimal, as parse.Seed reads compare's --seeds (010 is ten, not eight).
		&ucli.Uint64Flag{Name: "seed", Value: 1, Config: ucli.IntegerConfig{Base: 10}, Usage: "seed of the pseudo-random stream; the same seed gives the same placement on every machine"},
		&ucli.DurationFlag{Name: "time-limit", Usage: "stop the search after this long, such as 10s or 2m (0: no limit)"},
		&ucli.StringFlag{Name: "max-steps", Value: "0", Usage: "stop after `K` steps (moves, swaps, repairs or nodes); K such as 5000 or 1e6 (0: no limit)"},
		&ucli.StringFlag{Name: "max-restarts", Value: "0", Usage: "stop after `K` random restarts (0: no limit)"},
		&ucli.StringFlag{Name: "format", Value: string(textio.Summary), Usage: "output: summary, board, perm (0-based rows), matrix (0/1 rows) or json"},
		&ucli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the placement to `FILE` (in --format, perm for summary) and only the summary to stdout"},
		&ucli.StringFlag{Name: "color", Value: string(terminal.ColorAuto), Usage: "color the board: auto, always or never (auto honours NO_COLOR and TERM)"},
		&ucli.BoolFlag{Name: "ascii", Usage: "draw the board with ASCII characters only (automatic when the locale is not UTF-8 or TERM is dumb or linux)"},
	}
	return append(flags, AnimateFlags()...)
}

// SolverCommand builds the command of the solver e, writing to env: its
// name, its summary, its manual, the flags every solver shares and a
// flag for each of its variants.
func SolverCommand(e registry.Entry, env Env) *ucli.Command {
	flags := SharedFlags()
	for _, v := range e.Variants {
		flags = append(flags, &ucli.BoolFlag{Name: v.Flag, Usage: v.Usage})
	}
	return &ucli.Command{
		Name:        e.Name,
		Usage:       e.Summary,
		ArgsUsage:   "N",
		Description: e.Manual,
		Flags:       flags,
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			chosen, err := variant(e, cmd)
			if err != nil {
				return withHelp(err, cmd)
			}
			return RunSolver(ctx, e.Name, chosen, cmd, env)
		},
	}
}

// SolverDoc is the package comment of the command of e (cmd/NAME/doc.go),
// without comment markers: what the command does, its manual, and how it is
// called. The command's test keeps doc.go saying it.
func SolverDoc(e registry.Entry) string {
	var b strings.Builder
	b.WriteString(wrap(fmt.Sprintf("Command %s finds one placement of N queens: %s.", e.Name, e.Summary), 76))
	b.WriteString("\n")
	if e.Manual != "" {
		b.WriteString(e.Manual + "\n\n")
	}
	fmt.Fprintf(&b, "Usage:\n\n\t%s [flags] N\n\n`%s --help` lists the flags.\n", e.Name, e.Name)
	return b.String()
}

// wrap breaks s into lines of at most width bytes at spaces, each line
// ending in a newline.
func wrap(s string, width int) string {
	var b strings.Builder
	line := 0
	for i, w := range strings.Fields(s) {
		if i > 0 && line+1+len(w) > width {
			b.WriteString("\n")
			line = 0
		} else if i > 0 {
			b.WriteString(" ")
			line++
		}
		b.WriteString(w)
		line += len(w)
	}
	return b.String() + "\n"
}

// SolverProgram runs the command of the registered solver name with args
// (args[0] is the program name): the whole of a solver program's run.
func SolverProgram(ctx context.Context, name string, args []string, env Env) error {
	e, err := registry.Lookup(name)
	if err != nil {
		return fmt.Errorf("internal error: %w", err)
	}
	return Run(ctx, SolverCommand(e, env), args, env)
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
			return e, Usagef("--%s and --%s pick different solvers: give one of them", flag, v.Flag)
		}
		x, err := registry.Lookup(v.Entry)
		if err != nil {
			return e, fmt.Errorf("internal error: --%s: %w", v.Flag, err)
		}
		chosen, flag = x, v.Flag
	}
	return chosen, nil
}

// Run runs cmd with args (args[0] is the program name) the way every
// command of the toolkit runs: negative numbers are reported as bad sizes
// rather than unknown flags, flag errors are usage errors, and nothing
// calls os.Exit.
func Run(ctx context.Context, cmd *ucli.Command, args []string, env Env) error {
	if wantsVersion(args) {
		return PrintVersion(env.Stdout, cmd.Name)
	}
	args = helpArgs(cmd, args)
	for i, a := range args[1:] {
		if a == "--" {
			break
		}
		// A negative flag value (--seed -1) is left to the flag's own
		// check; a negative word anywhere else is a board size.
		if looksNegative(a) && !takesValue(cmd, args[i]) {
			return &UsageError{Msg: fmt.Sprintf("n = %s: the board size must be at least 1", a), Cmd: subcommand(cmd, args[1:i+1])}
		}
	}
	quiet(cmd, env)
	addVersionFlag(cmd)
	defaultOnce(cmd)
	ownHelp(cmd)
	err := cmd.Run(ctx, args)
	if err != nil && !isFailure(err) {
		// urfave/cli reports bad flags and flag values as plain errors.
		return flagError(err)
	}
	return err
}

// subcommand names the subcommand of cmd that the words before a bad
// argument select ("nqueens count" for "count --workers 2"), for the help
// a usage error suggests; "" when they select none (cmd itself). It runs
// before urfave/cli has parsed anything, so it matches names itself.
func subcommand(cmd *ucli.Command, words []string) string {
	name := cmd.Name
	for _, w := range words {
		if w == "" || strings.HasPrefix(w, "-") {
			continue
		}
		var next *ucli.Command
		for _, sub := range cmd.Commands {
			if slices.Contains(sub.Names(), w) {
				next = sub
			}
		}
		if next == nil {
			continue // a flag's value or an argument
		}
		cmd, name = next, name+" "+next.Name
	}
	if !strings.Contains(name, " ") {
		return ""
	}
	return name
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
// names a flag with one dash whatever the user typed, and quotes the
// strconv error behind a bad value.
func flagError(err error) error {
	msg := err.Error()
	if topic, ok := strings.CutPrefix(msg, "No help topic for "); ok {
		msg = "unknown subcommand " + strings.ReplaceAll(topic, "'", `"`)
	} else if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		name = strings.TrimPrefix(name, "-")
		if len(name) == 1 {
			msg = "unknown flag -" + name // a short flag, as typed
		} else {
			msg = "unknown flag --" + name
		}
	} else if m := badValue.FindStringSubmatch(msg); m != nil {
		msg = fmt.Sprintf("--%s %q: %s", m[2], m[1], valueReason(m[3]))
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

// badValue matches the parser's message for a flag value it cannot read:
// the value, the flag name and the reason.
var badValue = regexp.MustCompile(`^invalid value "(.*)" for flag -{1,2}([^:]+): (.*)$`)

// valueReason says in words why a flag value was refused.
func valueReason(reason string) string {
	switch {
	case strings.HasPrefix(reason, "strconv.ParseUint"):
		return "give a whole number from 0, such as 7"
	case strings.HasPrefix(reason, "strconv.ParseInt"), strings.HasPrefix(reason, "strconv.Atoi"):
		return "give a whole number, such as 1000"
	case strings.HasPrefix(reason, "strconv.ParseFloat"):
		return "give a number, such as 0.5"
	case strings.HasPrefix(reason, "time: "):
		return strings.TrimPrefix(reason, "time: ") + ": give a duration with its unit, such as 500ms, 10s or 2m"
	}
	return reason
}

// helpArgs returns args unchanged unless they ask for help (--help or -h
// before any "--"); then it returns the command path alone with --help,
// so that "qs1 8 --help" shows the help rather than taking 8 for a help
// topic.
func helpArgs(cmd *ucli.Command, args []string) []string {
	help := false
	for _, a := range args[1:] {
		if a == "--" {
			break
		}
		if a == "--help" || a == "-h" || a == "-help" {
			help = true
		}
	}
	if !help {
		return args
	}
	out := []string{args[0]}
	cur := cmd
	for i := 1; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			if !strings.Contains(a, "=") && takesValue(cur, a) {
				i++ // skip the flag's value
			}
			continue
		}
		if sub := cur.Command(a); sub != nil {
			out = append(out, a)
			cur = sub
		} else if a == "completion" && cur.EnableShellCompletion {
			out = append(out, a) // urfave/cli adds it when the command runs
			break
		}
	}
	return append(out, "--help")
}

// takesValue reports whether word is a flag (-x, --name) of cmd or of
// one of its subcommands that takes a value, so the word after it is
// that value.
func takesValue(cmd *ucli.Command, word string) bool {
	if !strings.HasPrefix(word, "-") || strings.Contains(word, "=") {
		return false
	}
	name := strings.TrimLeft(word, "-")
	if name == "" {
		return false
	}
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			if n == name {
				d, ok := f.(ucli.DocGenerationFlag)
				return ok && d.TakesValue()
			}
		}
	}
	for _, sub := range cmd.Commands {
		if takesValue(sub, word) {
			return true
		}
	}
	return false
}

// RunSolver runs the solver e on the board size that is cmd's one
// argument, under cmd's shared flags, and prints the verified placement as
// name (the command run: "qs1" for qs1 --classic too). It is the action of
// every solver command and of `nqueens solve`; a usage error names cmd's
// help.
func RunSolver(ctx context.Context, name string, e registry.Entry, cmd *ucli.Command, env Env) error {
	return withHelp(runSolver(ctx, name, e, cmd, env), cmd)
}

func runSolver(ctx context.Context, name string, e registry.Entry, cmd *ucli.Command, env Env) error {
	n, err := SizeArg(cmd, e.MaxN)
	if err != nil {
		return err
	}
	format, err := textio.ParseFormat(cmd.String("format"))
	if err != nil {
		return &UsageError{Msg: "--format: " + err.Error()}
	}
	mode, err := ColorFlag(cmd)
	if err != nil {
		return err
	}
	maxSteps, err := ParseLimit("max-steps", cmd.String("max-steps"))
	if err != nil {
		return err
	}
	maxRestarts, err := ParseLimit("max-restarts", cmd.String("max-restarts"))
	if err != nil {
		return err
	}
	if _, err := TimeLimit(cmd); err != nil {
		return err
	}
	if cmd.Bool("animate") && format != textio.Summary && format != textio.Board && cmd.String("output") == "" {
		return Usagef("--animate draws on stdout, which --format %s needs for itself: add --output FILE", format)
	}
	if format == textio.Board && n > render.DrawMax {
		alt := "perm or matrix"
		if n > MatrixMax {
			alt = "perm"
		}
		return Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format %s", render.DrawMax, n, alt)
	}
	if cmd.String("output") == "-" {
		return Usagef("--output -: without --output the placement goes to standard output; pick its form with --format perm, matrix, json or board")
	}
	if format == textio.Matrix && n > MatrixMax {
		return Usagef("--format matrix writes n lines of n digits, %s for n = %d, and is for n <= %d: use --format perm (one line of n rows)", units.Bytes(2*uint64(n)*uint64(n)), n, MatrixMax)
	}
	if err := CheckMemory(e.Need, n, env.Available); err != nil {
		return err
	}
	// An unwritable --output fails now, not after the search.
	var file *output.File
	if path := cmd.String("output"); path != "" {
		if file, err = output.Create(path); err != nil {
			return err
		}
		defer file.Abort()
	}
	if !nqueens.HasSolution(n) {
		if format == textio.JSON {
			out := Outcome{Solver: name, N: n, Seed: cmd.Uint64("seed"), Result: nqueens.Result{Status: nqueens.NoSolution}}
			if err := out.WriteRecord(env.Stdout, file); err != nil {
				return err
			}
		}
		return Failf("no solution exists for n = %d: %d queens cannot be placed on a %dx%d board without attacking each other", n, n, n, n)
	}
	settings := nqueens.Settings{
		Seed:        cmd.Uint64("seed"),
		TimeLimit:   cmd.Duration("time-limit"),
		MaxSteps:    maxSteps,
		MaxRestarts: maxRestarts,
	}
	style := render.Style{
		Unicode: terminal.UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   terminal.UseColor(mode, env.Stdout, env.Getenv),
	}
	outCtx := ctx // the animation's context ends with the animation
	// The animation stops its own context when it ends (q stops the
	// search); the check below must answer only to the command's.
	cmdCtx := ctx
	anim, ctx, err := StartAnimation(ctx, cmd, env, AnimationSpec{
		Title: fmt.Sprintf("%s: n = %d, seed %d", name, n, settings.Seed), N: n,
		Measure: e.Measure, StepName: e.StepName, Style: style,
	})
	if err != nil {
		return err
	}
	var prog *Progress
	if anim != nil {
		defer anim.Stop()
		settings.Observer = anim
	} else if terminal.CanRedraw(env.Stderr, env.Getenv) {
		prog = NewProgress(env.Stderr, name, e.StepName, n)
		settings.Observer = prog
	}
	res, err := e.Solve(ctx, n, settings)
	prog.Clear()
	if anim != nil {
		if aerr := anim.Stop(); aerr != nil && err == nil {
			return Failf("--animate: %v", aerr)
		}
		res.Stats = WithoutPauses(res.Stats, anim.Paused())
	}
	if err != nil {
		return Failf("%v", err)
	}
	out := Outcome{Solver: name, StepName: e.StepName, Measure: e.Measure, N: n, Seed: settings.Seed, Result: res, ShowRestarts: e.Restarts, Ctx: outCtx}
	if res.Status != nqueens.Solved {
		if format == textio.JSON {
			// The record of a stopped run: its status and what it reached
			// (canceled after q too: see JSON.md).
			if err := out.WriteRecord(env.Stdout, file); err != nil {
				return err
			}
		}
		if anim != nil && anim.Quit() && res.Status == nqueens.Canceled && outCtx.Err() == nil {
			_, err := fmt.Fprintln(env.Stdout, out.QuitLine()) // a stop the user asked for
			return err
		}
		return out.Stopped()
	}
	if n >= 10_000_000 {
		prog.Say(fmt.Sprintf("%s: checking the placement of %d queens...", name, n))
	}
	err = nqueens.VerifyContext(cmdCtx, res.Placement)
	prog.Clear()
	if cmdCtx.Err() != nil {
		return Failf("interrupted while checking the placement of %d queens: nothing printed", n)
	}
	if err != nil {
		return Failf("internal error: %s returned an invalid placement: %v", name, err)
	}
	out.Verified = true
	return out.Write(env.Stdout, format, file, style)
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
	// Ctx, when set, stops [Outcome.Write] once it is done (Ctrl-C while a
	// large placement is written); nil: writing runs to the end.
	Ctx context.Context
}

// ctxWriter fails every write once ctx is done. Writes come in blocks of
// the writers' buffers (64 KiB), so the check costs nothing.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(b []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, errInterruptedWrite
	}
	return c.w.Write(b)
}

var errInterruptedWrite = errors.New("interrupted while writing the placement: the output is incomplete")

// SummaryLine is the one-line summary: n, time, steps, restarts if any
// (or if ShowRestarts), and "verified".
func (o Outcome) SummaryLine() string {
	st := o.Result.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n = %d, %s in %s, %s", o.Solver, o.N, o.Result.Status, units.Duration(st.Elapsed), units.Plural(st.Steps, o.StepName))
	if st.Restarts > 0 || o.ShowRestarts {
		fmt.Fprintf(&b, ", %s", units.Count(st.Restarts, "restart"))
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

// QuitLine is the sentence for a search the user stopped with q while
// watching it: not a failure, so said plainly, with what it reached.
func (o Outcome) QuitLine() string {
	st := o.Result.Stats
	var b strings.Builder
	fmt.Fprintf(&b, "%s: n = %d, stopped with q after %s", o.Solver, o.N, units.Plural(st.Steps, o.StepName))
	if st.Restarts > 0 || o.ShowRestarts {
		fmt.Fprintf(&b, " and %s", units.Count(st.Restarts, "restart"))
	}
	if st.Conflicts >= 0 {
		fmt.Fprintf(&b, " (%s left); no solution yet", units.Plural(st.Conflicts, o.measure()))
	} else {
		b.WriteString(" (while setting up a start); no solution yet")
	}
	return b.String()
}

// WithoutPauses returns st with the time an animation spent drawing and
// pausing (paused) taken out of Elapsed and Setup: the times a command
// reports are the search's own, whatever --delay was.
func WithoutPauses(st nqueens.Stats, paused time.Duration) nqueens.Stats {
	st.Elapsed = max(0, st.Elapsed-paused)
	st.Setup = min(st.Setup, st.Elapsed)
	return st
}

// Stopped is the failure for a search that ended without a solution.
func (o Outcome) Stopped() error {
	st := o.Result.Stats
	left := units.Plural(st.Conflicts, o.measure()) + " remaining"
	if st.Conflicts < 0 {
		left = "stopped while setting up"
		if st.Restarts > 0 {
			// not the first start: the search ran, then began again (qs1's
			// lanes make swaps inside their first start: no restart)
			left = "stopped while setting up a new random start" // the restarts so far are in reached
		}
	}
	// What the search reached, its restarts as the summary shows them
	// (backtracking's "0 restarts" said nothing true).
	reached := units.Duration(st.Elapsed) + " and " + units.Plural(st.Steps, o.StepName)
	if st.Restarts > 0 || o.ShowRestarts {
		reached = units.Duration(st.Elapsed) + ", " + units.Plural(st.Steps, o.StepName) + " and " + units.Count(st.Restarts, "restart")
	}
	switch o.Result.Status {
	case nqueens.NoSolution:
		return Failf("no solution exists for n = %d", o.N)
	case nqueens.Canceled:
		return Failf("interrupted after %s: %s, no solution printed", reached, left)
	default:
		return Failf("limit reached after %s: %s, no solution printed", reached, left)
	}
}

// jsonFields are the fields of the json format besides the placement.
type jsonFields struct {
	Solver      string         `json:"solver"`
	N           int            `json:"n"`
	Seed        uint64         `json:"seed"`
	Status      nqueens.Status `json:"status"`
	Verified    bool           `json:"verified"`
	ElapsedNS   int64          `json:"elapsed_ns"`
	SetupNS     int64          `json:"setup_ns,omitempty"` // Stats.Setup; absent when the solver has no start phase
	Steps       int64          `json:"steps"`
	Restarts    int64          `json:"restarts"`
	Evaluations int64          `json:"evaluations"`
	// Conflicts is the heuristic at the end of a stopped search (-1:
	// stopped before it was known); absent when solved.
	Conflicts *int64 `json:"conflicts,omitempty"`
}

func (o Outcome) fields() jsonFields {
	st := o.Result.Stats
	f := jsonFields{
		Solver: o.Solver, N: o.N, Seed: o.Seed, Status: o.Result.Status, Verified: o.Verified,
		ElapsedNS: st.Elapsed.Nanoseconds(), SetupNS: st.Setup.Nanoseconds(), Steps: st.Steps, Restarts: st.Restarts, Evaluations: st.Evaluations,
	}
	if s := o.Result.Status; s == nqueens.LimitReached || s == nqueens.Canceled {
		f.Conflicts = &st.Conflicts
	}
	return f
}

// WriteRecord writes the JSON record of a search that did not solve
// (see JSON.md, record solution): its status and what it reached, with no
// placement; to file when it is not nil (and commits it), else to w.
// It is written even after Ctrl-C: it is one short line.
func (o Outcome) WriteRecord(w io.Writer, file *output.File) error {
	b, err := json.Marshal(o.fields())
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if file == nil {
		_, err = w.Write(b)
		return err
	}
	if _, err := file.Write(b); err != nil {
		return err
	}
	return file.Commit()
}

// Write prints the outcome in format to w, or, when file is not nil, the
// placement to file (committed when complete) and the summary line to w.
//
// An interrupted or failed write to file aborts it, so that no partial
// placement is left behind and an older file stays as it was.
func (o Outcome) Write(w io.Writer, format textio.Format, file *output.File, style render.Style) error {
	if o.Ctx != nil {
		w = ctxWriter{o.Ctx, w}
	}
	err := o.write(w, format, file, style)
	if errors.Is(err, errInterruptedWrite) {
		return Failf("%v", errInterruptedWrite)
	}
	return err
}

func (o Outcome) write(w io.Writer, format textio.Format, file *output.File, style render.Style) error {
	if file != nil {
		if format == textio.Summary {
			format = textio.Perm
		}
		var fw io.Writer = file
		if o.Ctx != nil {
			fw = ctxWriter{o.Ctx, file}
		}
		err := o.writePlacement(fw, format, render.Style{Unicode: style.Unicode})
		if err == nil {
			err = file.Commit()
		}
		if err != nil {
			file.Abort()
			return err
		}
		if cw, ok := w.(ctxWriter); ok {
			w = cw.w // the file is complete: say so even after Ctrl-C
		}
		_, err = fmt.Fprintf(w, "%s; placement written to %s (%s)\n", o.SummaryLine(), file.Name(), format)
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
		return textio.WriteJSON(w, o.fields(), p)
	}
	_, err := fmt.Fprintln(w, o.SummaryLine())
	return err
}
