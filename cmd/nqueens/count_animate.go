package main

import (
	"context"
	"fmt"
	"io"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/cli/animflags"
	"github.com/nqueens/nqueens/cmd/internal/render"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// countAnimateMax is the largest n `count --list --animate` accepts: n = 10
// already takes 35,538 placements, hours at a readable pace.
const countAnimateMax = 10

// countAnimateDelay is the pause between frames of the backtracking search
// on a terminal: it makes many small steps.
const countAnimateDelay = 60 * time.Millisecond

// animateCount runs `count N --list --animate`: the textbook backtracking
// search drawn step by step (exact's Backtrack method, watched), then the list of the
// solutions it found, each verified. handled is false when --animate (and
// --delay) are not set, and count goes on as usual.
func animateCount(ctx context.Context, cmd *ucli.Command, env cli.Env, from, to int) (handled bool, err error) {
	if !cmd.Bool("animate") {
		return false, nil
	}
	switch { // without --list: refused before (countNeeds)
	case from != to:
		return true, cli.Usagef("--animate draws one board size: give one n, such as 'nqueens count 6 --list --animate'")
	case from > countAnimateMax:
		return true, cli.Usagef("--animate draws every step of the search and is for n <= %d (n = %d): drop --animate", countAnimateMax, from)
	case cmd.Bool("unique"):
		return true, cli.Usagef("--animate lists every solution as backtracking finds it: drop --unique")
	case cmd.IsSet("method") && cmd.String("method") != string(exact.Backtrack):
		return true, cli.Usagef("--animate shows the backtracking search: drop --method, or use --method backtrack")
	case cmd.String("format") == string(textio.JSON):
		// The list's records would follow the frames on stdout.
		return true, animflags.SharesStdout("json", "drop --animate, or list with --format perm or board")
	}
	out, style, err := listWriter(cmd, env)
	if err != nil {
		return true, err
	}
	// The boards listed after the animation are not colored: color marks
	// the search's steps.
	out.Draw = func(w io.Writer, p nqueens.Placement) error {
		return render.Board(w, p, render.Style{Unicode: style.Unicode})
	}
	n := from
	w := &watch{N: n}
	var actx context.Context // the search's, once started: the last frame says whether it was stopped
	anim, started, err := animflags.Start(ctx, cmd, env, animflags.Spec{
		Title: fmt.Sprintf("count --list: n = %d, backtracking", n), N: n,
		Measure: "queens", StepName: "placements", Style: style, NoRestarts: true,
		DefaultDelay: countAnimateDelay,
		Note:         func(e nqueens.Event) string { return w.Note(e, actx.Err() != nil) },
		Extra:        w.Extra,
		Linger:       w.Solution,
	})
	if err != nil {
		return true, err
	}
	actx, w.Next = started, anim
	defer anim.Stop()
	serr := w.Run(actx)
	if err := anim.Stop(); err != nil {
		return true, cli.Failf("--animate: %v", err)
	}
	status, stoppedAt := nqueens.StopStatus(serr) // false for nil
	if serr != nil && !stoppedAt {
		return true, cli.Failf("%v", serr)
	}
	_, failure, _ := out.List(w.All, 0)
	if failure != nil {
		return true, listFailed(failure, "backtracking")
	}
	if stoppedAt {
		// What was found is kept: the list so far, and in JSON the record
		// of the stop (q is recorded as canceled: the list is incomplete).
		if err := out.Stop(n, status, uint64(len(w.Found))); err != nil {
			return true, cli.Failf("writing the list: %v", err)
		}
		so := fmt.Sprintf("after %s: %s of n = %d listed, each verified", units.Count(w.Placements, "placement"), units.Count(int64(len(w.Found)), "solution"), n)
		if anim.Quit() && ctx.Err() == nil {
			cli.Notef(env.Stderr, "stopped with q %s", so)
			return true, nil
		}
		return true, cli.Failf("%s %s", stopWhy(status), so)
	}
	line, err := checkListed(n, false, uint64(len(w.Found)))
	if err != nil {
		return true, cli.Failf("%v: this is a bug, please report it", err)
	}
	cli.Notef(env.Stderr, "%s", line)
	return true, nil
}
