package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/textio"
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
		if cmd.IsSet("delay") {
			return true, cli.Usagef("--delay paces --animate: add --animate, or drop --delay")
		}
		return false, nil
	}
	switch {
	case !cmd.Bool("list"):
		return true, cli.Usagef("--animate shows the backtracking search of --list: try 'nqueens count 6 --list --animate'")
	case from != to:
		return true, cli.Usagef("--animate draws one board size: give one n, such as 'nqueens count 6 --list --animate'")
	case from > countAnimateMax:
		return true, cli.Usagef("--animate draws every step of the search and is for n <= %d (n = %d): drop --animate", countAnimateMax, from)
	case cmd.Bool("unique"):
		return true, cli.Usagef("--animate lists every solution as backtracking finds it: drop --unique")
	case cmd.IsSet("method") && cmd.String("method") != string(exact.Backtrack):
		return true, cli.Usagef("--animate shows the backtracking search: drop --method, or use --method backtrack")
	}
	format, err := textio.ParseFormat(cmp.Or(cmd.String("format"), string(textio.Perm)))
	if err != nil || format == textio.Summary {
		return true, cli.Usagef("--format %q: with --list use perm, board, matrix or json", cmd.String("format"))
	}
	n := from
	style, err := cli.BoardStyle(cmd, env)
	if err != nil {
		return true, err
	}
	var found []nqueens.Placement
	full := func(e nqueens.Event) bool {
		return e.Kind == nqueens.Move && e.From == exact.Empty && e.Heuristic == int64(n)
	}
	var actx context.Context // the search's, once started: the last frame says whether it was stopped
	anim, started, err := cli.StartAnimation(ctx, cmd, env, cli.AnimationSpec{
		Title: fmt.Sprintf("count --list: n = %d, backtracking", n), N: n,
		Measure: "queens", StepName: "placements", Style: style, NoRestarts: true,
		DefaultDelay: countAnimateDelay,
		Note: func(e nqueens.Event) string {
			switch {
			case full(e):
				return fmt.Sprintf("solution %d: %s", len(found), squares(e.Placement))
			case e.Kind == nqueens.Done && actx.Err() != nil:
				return "done: stopped, " + cli.Count(int64(len(found)), "solution") + " so far"
			case e.Kind == nqueens.Done:
				return "done: every placement tried, " + cli.Count(int64(len(found)), "solution")
			}
			return ""
		},
		Extra:  func(nqueens.Event) string { return fmt.Sprintf("solutions %d", len(found)) },
		Linger: full,
	})
	if err != nil {
		return true, err
	}
	actx = started
	defer anim.Stop()
	var placements int64
	var last nqueens.Event // the last event before a stop, whose board the last frame keeps
	_, serr := exact.Count(actx, n, exact.Options{Method: exact.Backtrack, Observer: nqueens.ObserverFunc(func(e nqueens.Event) {
		if full(e) {
			found = append(found, e.Placement.Clone()) // counted before the frame that shows it
		}
		placements = max(placements, e.Step)
		switch {
		case actx.Err() == nil:
			last = e
			last.Placement = e.Placement.Clone()
		case e.Kind == nqueens.Done:
			// The search unwinds undrawn after a stop: show the board it
			// was stopped at, not the emptied one.
			e.Placement, e.Heuristic = last.Placement, last.Heuristic
		}
		anim.Observe(e)
	})})
	if err := anim.Stop(); err != nil {
		return true, cli.Failf("--animate: %v", err)
	}
	var status nqueens.Status
	stoppedAt := serr != nil
	if stoppedAt {
		var ok bool
		if status, ok = exact.StopStatus(serr); !ok {
			return true, cli.Failf("%v", serr)
		}
	}
	out := textio.NewListWriter(env.Stdout, format)
	out.Draw = func(w io.Writer, p nqueens.Placement) error {
		return render.Board(w, p, render.Style{Unicode: style.Unicode})
	}
	for _, p := range found {
		if err := nqueens.Verify(p); err != nil {
			return true, cli.Failf("internal error: backtracking found an invalid placement %v: %v", p, err)
		}
		if err := out.Write(p); err != nil {
			return true, cli.Failf("writing the list: %v", err)
		}
	}
	if stoppedAt {
		// What was found is kept: the list so far, and in JSON the record
		// of the stop (q is recorded as canceled: the list is incomplete).
		if err := out.Stop(n, status, uint64(len(found))); err != nil {
			return true, cli.Failf("writing the list: %v", err)
		}
		so := fmt.Sprintf("after %s: %s of n = %d listed, each verified", cli.Count(placements, "placement"), cli.Count(int64(len(found)), "solution"), n)
		if anim.Quit() && ctx.Err() == nil {
			fmt.Fprintf(env.Stderr, "nqueens count: stopped with q %s\n", so)
			return true, nil
		}
		return true, cli.Failf("%s %s", stopWhy(status), so)
	}
	if err := out.Flush(); err != nil {
		return true, cli.Failf("writing the list: %v", err)
	}
	if total, _, known := exact.Published(n); known && uint64(len(found)) != total {
		return true, cli.Failf("n = %d: backtracking found %d solutions but OEIS A000170 says %d: this is a bug, please report it", n, len(found), total)
	}
	fmt.Fprintf(env.Stderr, "nqueens count: n = %d: %s listed, each verified; OEIS A000170 agrees\n", n, cli.Count(int64(len(found)), "solution"))
	return true, nil
}

// squares names the queens of p in chess notation: a2 b4 c1 d3.
func squares(p nqueens.Placement) string {
	names := make([]string, len(p))
	for c, r := range p {
		names[c] = render.Square(len(p), c, r)
	}
	return strings.Join(names, " ")
}
