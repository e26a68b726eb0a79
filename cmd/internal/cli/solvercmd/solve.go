package solvercmd

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/animate"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/animflags"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/parse"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
	"github.com/nqueens/nqueens/internal/units"
)

// matrixMax is the largest n --format matrix writes: n lines of n digits
// are 2n^2 bytes, 800 MB at this n (2 TB for a million queens).
const matrixMax = 20_000

// boardMax is the largest n whose board the summary format draws.
const boardMax = 32

// verifyNotice is the least n for which the progress line says that the
// placement is being checked (the check is long enough to be noticed).
const verifyNotice = 10_000_000

// Run runs the solver e on the board size that is cmd's one argument,
// under the flags of [Flags], and prints the verified placement as name
// (the entry's: "qs1-classic" for qs1 --classic). It is the action of
// every solver command and of `nqueens solve`.
//
// It reads the flags once into a request (a usage error, exit 2, for any
// mistake), runs the search, and renders the outcome.
func Run(ctx context.Context, name string, e registry.Entry, cmd *ucli.Command, env cli.Env) error {
	r, err := parseRequest(name, e, cmd, env)
	if err != nil {
		return err
	}
	return r.run(ctx, cmd, env)
}

// request is a solver command's command line, read and checked.
type request struct {
	name     string // what the command calls itself in its output
	entry    registry.Entry
	n        int
	format   textio.Format
	output   string // --output; "": none
	style    render.Style
	settings nqueens.Settings // without its Observer, set when the search starts
}

// parseRequest reads cmd's argument and flags into a request, refusing
// each mistake, and pairs of flags that cannot go together, with a
// [*cli.UsageError] that says what to do.
func parseRequest(name string, e registry.Entry, cmd *ucli.Command, env cli.Env) (request, error) {
	r := request{name: name, entry: e, output: cmd.String("output"), settings: nqueens.Settings{Seed: 1}}
	if has(cmd, "seed") { // a command of unseeded solvers has none: seed 1 is theirs
		r.settings.Seed = cmd.Uint64("seed")
	}
	var err error
	if r.n, err = cli.SizeArg(cmd, e.MaxN); err != nil {
		return r, err
	}
	if r.format, err = textio.ParseFormat(cmd.String("format")); err != nil {
		return r, &cli.UsageError{Msg: "--format: " + err.Error()}
	}
	mode, err := cli.ColorFlag(cmd)
	if err != nil {
		return r, err
	}
	if r.settings.MaxSteps, err = limitFlag(cmd, "max-steps"); err != nil {
		return r, err
	}
	if r.settings.MaxRestarts, err = limitFlag(cmd, "max-restarts"); err != nil {
		return r, err
	}
	if r.settings.TimeLimit, err = cli.TimeLimit(cmd); err != nil {
		return r, err
	}
	if err := r.checkOutput(cmd.Bool("animate")); err != nil {
		return r, err
	}
	r.style = render.Style{
		Unicode: terminal.UseUnicode(cmd.Bool("ascii"), env.Getenv),
		Color:   terminal.UseColor(mode, env.Stdout, env.Getenv),
	}
	return r, nil
}

// seed is the seed the search draws from, nil when its solver makes no
// random choices (its command has no --seed: seed 1 is passed, unread).
func (r request) seed() *uint64 {
	if !r.entry.Seeded {
		return nil
	}
	seed := r.settings.Seed
	return &seed
}

// title is the animation's title: the solver, n, and the seed when the
// solver reads one.
func (r request) title() string {
	if !r.entry.Seeded {
		return fmt.Sprintf("%s: n = %d", r.name, r.n)
	}
	return fmt.Sprintf("%s: n = %d, seed %d", r.name, r.n, r.settings.Seed)
}

// has reports whether cmd has the flag name (a solver command has no
// flag that none of its solvers reads).
func has(cmd *ucli.Command, name string) bool {
	return slices.ContainsFunc(cmd.Flags, func(f ucli.Flag) bool { return f.Names()[0] == name })
}

// limitFlag reads cmd's limit flag (--max-steps, --max-restarts) with
// [parseLimit]: 0, no limit, when cmd has no such flag.
func limitFlag(cmd *ucli.Command, flag string) (int64, error) {
	if !has(cmd, flag) {
		return 0, nil
	}
	return parseLimit(flag, cmd.String(flag))
}

// parseLimit reads the value of a limit flag (--max-steps,
// --max-restarts) in the forms a board size takes, so "1e6" works there
// too: a whole number, 0 for no limit. Anything else is a
// [*cli.UsageError] naming the flag.
func parseLimit(flag, s string) (int64, error) {
	v, err := parse.Limit(flag, s)
	if err != nil {
		return 0, &cli.UsageError{Msg: err.Error()}
	}
	return v, nil
}

// checkOutput refuses what --format, --output and --animate cannot do
// together or for this n.
func (r request) checkOutput(animated bool) error {
	n, format := r.n, r.format
	if animated && format != textio.Summary && format != textio.Board && r.output == "" {
		return animflags.SharesStdout(string(format), "add --output FILE")
	}
	if format == textio.Board && n > render.DrawMax {
		alt := "perm or matrix"
		if n > matrixMax {
			alt = "perm"
		}
		return cli.Usagef("--format board draws n x n squares and is for n <= %d (n = %d): use --format %s", render.DrawMax, n, alt)
	}
	if r.output == "-" {
		return cli.Usagef("--output -: without --output the placement goes to standard output; pick its form with --format perm, matrix, json or board")
	}
	if format == textio.Matrix && n > matrixMax {
		return cli.Usagef("--format matrix writes n lines of n digits, %s for n = %d, and is for n <= %d: use --format perm (one line of n rows)", units.Bytes(2*uint64(n)*uint64(n)), n, matrixMax)
	}
	return nil
}

// run refuses an n the process has not the memory for, searches, checks
// the placement and writes the outcome: to --output (opened by the runner
// before any work) when given. A search that does not solve leaves
// --output as it was and writes its record to standard output.
func (r request) run(ctx context.Context, cmd *ucli.Command, env cli.Env) error {
	file := cli.OutputsOf(ctx).File("output")
	if err := r.checkMemory(env); err != nil {
		return err
	}
	if !nqueens.HasSolution(r.n) {
		return r.noSolution(env)
	}
	s, err := r.search(ctx, cmd, env)
	if err != nil {
		return err
	}
	out := r.outcome(ctx, s.res)
	if s.res.Status != nqueens.Solved {
		return r.unsolved(ctx, env, s, out)
	}
	if err := r.verify(ctx, s.prog, s.res.Placement); err != nil {
		return err
	}
	out.Verified = true
	out.Notes = env.Stderr
	return out.Write(env.Stdout, r.format, file, r.style)
}

// checkMemory refuses n when the entry's need is more than the process
// may take ([cli.Env.CheckMemory]), and under --format json writes the
// record of a search refused before it began: limit_reached, nothing
// reached, conflicts unknown, the need and the allowance (see JSON.md).
func (r request) checkMemory(env cli.Env) error {
	err := env.CheckMemory(r.entry.Need, r.n)
	var me *cli.MemoryError
	if errors.As(err, &me) && r.format == textio.JSON {
		out := outcome{Solver: r.name, N: r.n, Seed: r.seed(), Memory: me,
			Result: nqueens.Result{Status: nqueens.LimitReached, Stats: nqueens.Stats{Conflicts: -1}}}
		if werr := out.WriteRecord(env.Stdout, nil); werr != nil {
			return werr
		}
	}
	return err
}

// noSolution is the failure for an n without solutions (2 and 3), after
// the record that says so under --format json.
func (r request) noSolution(env cli.Env) error {
	n := r.n
	if r.format == textio.JSON {
		out := outcome{Solver: r.name, N: n, Seed: r.seed(), Result: nqueens.Result{Status: nqueens.NoSolution}}
		if err := out.WriteRecord(env.Stdout, nil); err != nil {
			return err
		}
	}
	return cli.Failf("no solution exists for n = %d: %d queens cannot be placed on a %dx%d board without attacking each other", n, n, n, n)
}

// searched is a finished search and what watched it.
type searched struct {
	res  nqueens.Result
	anim *animate.Animation // nil without --animate
	prog *progress          // nil unless stderr is a terminal and there is no animation
}

// search runs the solver under the animation --animate asks for, or else
// under a progress line on a terminal's stderr. The times it returns are
// the search's own, without the animation's pauses.
func (r request) search(ctx context.Context, cmd *ucli.Command, env cli.Env) (searched, error) {
	var s searched
	anim, sctx, err := animflags.Start(ctx, cmd, env, animflags.Spec{
		Title: r.title(), N: r.n,
		Measure: r.entry.Measure, StepName: r.entry.StepName, Style: r.style,
	})
	if err != nil {
		return s, err
	}
	settings := r.settings
	if anim != nil {
		defer anim.Stop()
		settings.Observer = anim
	} else if mode := terminal.ProgressMode(env.Stderr, env.Getenv); mode != status.Off {
		s.prog = newProgress(env.Stderr, mode, r.name, r.entry.StepName, r.n)
		settings.Observer = s.prog
	}
	s.res, err = r.entry.Solve(sctx, r.n, settings)
	s.prog.Clear()
	if anim != nil {
		s.anim = anim
		if aerr := anim.Stop(); aerr != nil && err == nil {
			return s, cli.Failf("--animate: %v", aerr)
		}
		s.res.Stats = withoutPauses(s.res.Stats, anim.Paused(), anim.PausedInSetup())
	}
	if err != nil {
		return s, cli.Failf("%v", err)
	}
	return s, nil
}

// outcome is the finished search res as the command prints it; ctx (the
// command's, not the animation's) stops a long write at Ctrl-C.
func (r request) outcome(ctx context.Context, res nqueens.Result) outcome {
	e := r.entry
	return outcome{Solver: r.name, StepName: e.StepName, Measure: e.Measure, N: r.n, Seed: r.seed(), Result: res, ShowRestarts: e.ShowRestarts, Ctx: ctx}
}

// unsolved ends a search that stopped without a solution: the record of
// what it reached under --format json (canceled after q too: see
// JSON.md), then a plain line when the user stopped the animation with q
// (an end asked for, exit 0) or the failure that says what stopped it.
func (r request) unsolved(ctx context.Context, env cli.Env, s searched, out outcome) error {
	if r.format == textio.JSON {
		var file *output.File // the frames of --animate fill stdout: the record goes to --output
		if s.anim != nil {
			file = cli.OutputsOf(ctx).File("output")
		}
		if err := out.WriteRecord(env.Stdout, file); err != nil {
			return err
		}
	}
	if s.anim != nil && s.anim.Quit() && s.res.Status == nqueens.Canceled && ctx.Err() == nil {
		_, err := fmt.Fprintln(env.Stdout, out.QuitLine())
		return err
	}
	return out.Stopped()
}

// verify checks the placement before anything of it is printed, under
// the command's ctx (not the animation's, which q ends), saying on the
// progress line what takes the time for a large n.
func (r request) verify(ctx context.Context, prog *progress, p nqueens.Placement) error {
	if r.n >= verifyNotice {
		prog.Say(fmt.Sprintf("%s: checking the placement of %d queens...", r.name, r.n))
	}
	err := nqueens.VerifyContext(ctx, p)
	prog.Clear()
	if ctx.Err() != nil {
		return cli.Failf("interrupted while checking the placement of %d queens: nothing printed", r.n)
	}
	if err != nil {
		return cli.Failf("internal error: %s returned an invalid placement: %v", r.name, err)
	}
	return nil
}

// withoutPauses returns st with the time an animation spent drawing and
// pausing taken out: all of it (paused) out of Elapsed, and the part spent
// before the first step (inSetup) out of Setup, so that the times a
// command reports are the search's own, whatever --delay was (issue 32:
// qs1 --animate recorded setup_ns equal to elapsed_ns, the start's frames
// left in).
func withoutPauses(st nqueens.Stats, paused, inSetup time.Duration) nqueens.Stats {
	st.Elapsed = max(0, st.Elapsed-paused)
	st.Setup = min(max(0, st.Setup-inSetup), st.Elapsed)
	return st
}
