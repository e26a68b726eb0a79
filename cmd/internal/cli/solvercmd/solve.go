package solvercmd

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/animate"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/animflags"
	"github.com/nqueens/nqueens/cmd/internal/cli/terminal"
	"github.com/nqueens/nqueens/cmd/internal/registry"
	"github.com/nqueens/nqueens/cmd/internal/status"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
)

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
// the search's own, without the animation's pauses: of a solution
// animated, those of the same search run again unwatched.
func (r request) search(ctx context.Context, cmd *ucli.Command, env cli.Env) (searched, error) {
	var s searched
	anim, sctx, err := animflags.Start(ctx, cmd, env, animflags.Spec{
		Title: r.title(), N: r.n,
		Measure: r.entry.Measure, StepName: r.entry.StepName, Style: r.style,
		NoRestarts: !r.entry.Restarts, // backtrack and formula never restart
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
		if err == nil {
			s.res = r.retimed(ctx, s.res)
		}
	}
	if err != nil {
		return s, cli.Failf("%v", err)
	}
	return s, nil
}

// retimed returns res, a solution an animation watched, with the times of
// the same search run again unwatched (same seed, same moves): after each
// frame's pause the search goes on cold, which taking the pauses out
// cannot undo (qs1 8 --animate at the terminal's 150 ms said "solved in
// 200 µs", 15 times qs1 8's 13 µs, and more the longer --delay). A run
// again that ends otherwise (a time limit, Ctrl-C) leaves res as it was,
// and so does a search of retimeUnder or more, which the cold starts
// (microseconds a frame) hardly change and a run again would keep the
// class waiting for.
func (r request) retimed(ctx context.Context, res nqueens.Result) nqueens.Result {
	if res.Status != nqueens.Solved || res.Stats.Elapsed >= retimeUnder {
		return res
	}
	again, err := r.entry.Solve(ctx, r.n, r.settings)
	if err != nil || again.Status != res.Status || again.Stats.Steps != res.Stats.Steps ||
		again.Stats.Restarts != res.Stats.Restarts || !slices.Equal(again.Placement, res.Placement) {
		return res
	}
	res.Stats.Elapsed, res.Stats.Setup = again.Stats.Elapsed, again.Stats.Setup
	return res
}

// flagDuration writes d as a flag takes it, without the zero units
// time.Duration's String adds: 100ms, 10s, 2m, 1h30m.
func flagDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// retimeUnder is the longest animated search [request.retimed] runs again.
const retimeUnder = 100 * time.Millisecond

// outcome is the finished search res as the command prints it; ctx (the
// command's, not the animation's) stops a long write at Ctrl-C.
func (r request) outcome(ctx context.Context, res nqueens.Result) outcome {
	e := r.entry
	return outcome{Solver: r.name, StepName: e.StepName, Measure: e.Measure, N: r.n, Seed: r.seed(), Result: res,
		ShowRestarts: e.ShowRestarts, Limit: stoppedBy(r.settings, res.Stats), Ctx: ctx}
}

// stoppedBy names the flag whose limit in s a search that reached st
// stopped at: the steps, then the time, then the restarts (fullboard 20
// --max-restarts 10 said "limit reached" and left the class to guess
// which); empty when none is reached.
func stoppedBy(s nqueens.Settings, st nqueens.Stats) string {
	switch {
	case s.MaxSteps > 0 && st.Steps >= s.MaxSteps:
		return fmt.Sprintf("--max-steps %d", s.MaxSteps)
	case s.TimeLimit > 0 && st.Elapsed >= s.TimeLimit:
		return "--time-limit " + flagDuration(s.TimeLimit)
	case s.MaxRestarts > 0 && st.Restarts >= s.MaxRestarts:
		return fmt.Sprintf("--max-restarts %d", s.MaxRestarts)
	}
	return ""
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
