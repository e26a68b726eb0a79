package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/fatih/color"
	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/compare"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/registry"
	"github.com/nqueens/nqueens/internal/render"
	"github.com/nqueens/nqueens/internal/units"
	"github.com/nqueens/nqueens/qs1"
)

const demoDescription = `A guided tour a teacher can run in class, one step at a time: each step
says in two or three sentences what it shows, runs it, and waits for Enter
(q and Enter stop the tour; --no-wait runs straight through).

The steps: counting the 92 solutions of 8 queens three ways (naive,
backtracking, bitwise), with the time each takes; hill climbing on 8
queens, stuck and restarting; QS1 placing a thousand and then a million
queens; and the solvers side by side in a table.

Exit status: 0 when the tour ran (or was stopped with q); 1 when a step
failed or Ctrl-C stopped it; 2 for bad arguments.`

// demoCommand builds `nqueens demo`.
func demoCommand(env cli.Env) *ucli.Command {
	return &ucli.Command{
		Name:        "demo",
		Usage:       "a guided tour for a class, step by step",
		Description: demoDescription,
		Flags: []ucli.Flag{
			&ucli.BoolFlag{Name: "no-wait", Usage: "run straight through instead of waiting for Enter after each step"},
			&ucli.StringFlag{Name: "color", Value: string(cli.ColorAuto), Usage: "color boards and tables: auto, always or never (auto honours NO_COLOR and TERM)"},
			&ucli.BoolFlag{Name: "ascii", Usage: "draw with ASCII characters only (automatic when the locale is not UTF-8)"},
		},
		Action: func(ctx context.Context, cmd *ucli.Command) error {
			if cmd.Args().Present() {
				return cli.Usagef("demo takes no arguments, got %q", strings.Join(cmd.Args().Slice(), " "))
			}
			style, err := cli.BoardStyle(cmd, env)
			if err != nil {
				return err
			}
			t := &tour{w: env.Stdout, prompt: env.Stderr, style: style}
			if !cmd.Bool("no-wait") && env.Keys != nil {
				t.keys = bufio.NewReader(env.Keys)
			}
			return t.run(ctx, tourSteps())
		},
	}
}

// tour runs the steps of the demo, writing to w and waiting for Enter on
// keys between steps (never when keys is nil).
type tour struct {
	w, prompt io.Writer
	style     render.Style
	keys      *bufio.Reader
}

// tourStep is one step: a title, two or three sentences, and the work.
type tourStep struct {
	title   string
	explain string
	run     func(ctx context.Context, t *tour) error
}

// tourSteps lists the steps in the order of the tour.
func tourSteps() []tourStep {
	return []tourStep{countStep, hillStep, qs1Step, compareStep}
}

func (t *tour) run(ctx context.Context, steps []tourStep) error {
	fmt.Fprintf(t.w, "%s\n", t.bold(fmt.Sprintf("nqueens demo: a tour in %d steps", len(steps))))
	for i, s := range steps {
		fmt.Fprintf(t.w, "\n%s\n%s\n\n", t.heading(fmt.Sprintf("Step %d of %d: %s", i+1, len(steps), s.title)), s.explain)
		if err := s.run(ctx, t); err != nil {
			if errors.Is(err, context.Canceled) || ctx.Err() != nil {
				return cli.Failf("interrupted during step %d", i+1)
			}
			return cli.Failf("step %d (%s): %v", i+1, s.title, err)
		}
		if i+1 < len(steps) && !t.next(i+2, len(steps)) {
			fmt.Fprintln(t.w, "\nThe tour stops here.")
			return nil
		}
	}
	fmt.Fprintln(t.w, "\nEnd of the tour. Every command above has --help; the README lists them.")
	return nil
}

// next waits for Enter before step k of total; it returns false when the
// teacher typed q. At the end of the input it stops waiting.
func (t *tour) next(k, total int) bool {
	if t.keys == nil {
		return true
	}
	fmt.Fprintf(t.prompt, "\n[Enter: step %d of %d, q and Enter: stop] ", k, total)
	line, err := t.keys.ReadString('\n')
	if err != nil {
		t.keys = nil // no more input: run straight through
	}
	return !strings.HasPrefix(strings.TrimSpace(strings.ToLower(line)), "q")
}

func (t *tour) paint(s string, attrs ...color.Attribute) string {
	if !t.style.Color {
		return s
	}
	c := color.New(attrs...)
	c.EnableColor()
	return c.Sprint(s)
}

func (t *tour) bold(s string) string    { return t.paint(s, color.Bold) }
func (t *tour) heading(s string) string { return t.paint(s, color.Bold, color.FgCyan) }

// board draws p in the tour's style, indented.
func (t *tour) board(p nqueens.Placement) error {
	s, err := render.Draw(p, t.style)
	if err != nil {
		return err
	}
	for _, line := range strings.SplitAfter(s, "\n") {
		if line != "" {
			if _, err := io.WriteString(t.w, "    "+line); err != nil {
				return err
			}
		}
	}
	return nil
}

// demoCount writes k of a thing: "1 move", "3 moves".
func demoCount(k int64, thing string) string {
	if k == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", k, thing)
}

// thousands writes n with commas: 1,000,000.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

var qs1Step = tourStep{
	title: "QS1 on a thousand and on a million queens",
	explain: `Sosic and Gu's QS1 keeps one queen in every row and every column, so only
diagonals can clash; it swaps the rows of two queens when that lowers the
clashes, and knows the effect of a swap from a few counters in O(1). Started
well (most queens placed without a clash in one pass), a million queens take
a fraction of a second; each answer is checked independently before it counts.`,
	run: func(ctx context.Context, t *tour) error {
		for _, n := range []int{1_000, 1_000_000} {
			res, err := qs1.Solve(ctx, n, nqueens.Settings{Seed: 1})
			if err != nil {
				return err
			}
			if res.Status != nqueens.Solved {
				return fmt.Errorf("qs1 on %d queens: %v", n, res.Status)
			}
			if err := nqueens.Verify(res.Placement); err != nil {
				return fmt.Errorf("qs1 on %d queens returned an invalid placement: %v", n, err)
			}
			fmt.Fprintf(t.w, "    n = %-10s solved in %-9s %d swaps after the start, verified\n", thousands(n), units.Duration(res.Stats.Elapsed)+",", res.Stats.Swaps)
		}
		fmt.Fprintf(t.w, "\n    Watch it on 8 queens:  qs1 8 --classic --animate\n")
		return nil
	},
}

// demoCompareN are the sizes of the comparison step; tests shrink them.
var demoCompareN = []int{8, 16, 32, 64}

var compareStep = tourStep{
	title: "every solver side by side",
	explain: `The same boards go to every solver, three seeds each, at most a second per
run; the table shows the median time, how many runs solved the board, and the
moves or swaps taken. Watch how the searches that walk one step at a time fall
behind as n grows, while QS1 and the explicit formula hardly notice.`,
	run: func(ctx context.Context, t *tour) error {
		cases := compare.Grid(registry.All(), demoCompareN)
		plan := compare.Plan{Cases: cases, Seeds: []uint64{1, 2, 3}, TimeLimit: time.Second, StopAfterLimit: true}
		trials, err := compare.Run(ctx, plan)
		if err != nil {
			return err
		}
		steps := map[string]string{}
		for _, c := range cases {
			steps[c.Solver.Name] = c.Solver.StepName
		}
		rows := compare.Summarize(trials, steps, "formula")
		return compare.WriteTable(t.w, rows, compare.TableOptions{Color: t.style.Color, ASCII: !t.style.Unicode, Baseline: "formula"})
	},
}
