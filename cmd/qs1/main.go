// Command qs1 finds one placement of n non-attacking queens with Sosic and
// Gu's permutation-and-swap search: a QS4-style linear-time start that
// places almost every queen without conflict, then QS1 swaps for the rest.
// A million queens take a few hundredths of a second.
//
// Usage:
//
//	qs1 [flags] N
//
// N may be written 1000000, 1e6 or 1_000_000. The placement is checked
// independently in O(n) before it is printed. For n <= 32 the summary
// shows the board.
//
// Flags:
//
//	--classic          run classic QS1 (random start, swaps only)
//	--seed S           seed of the random stream (default 1)
//	--time-limit D     stop after D (10s, 2m); exit 1
//	--max-steps K      stop after K swaps; exit 1
//	--format F         summary, board, perm, matrix or json
//	--output FILE      write the placement to FILE, the summary to stdout
//	--color WHEN       auto, always or never
//	--ascii            draw the board in ASCII
//	--animate          redraw the board after every swap (n <= 64); q stops
//	--delay D          pause between frames of --animate (150ms on a terminal)
//
// Exit status: 0 solved and verified; 1 no solution (n = 2, 3), stopped by
// a limit or Ctrl-C, or not enough memory; 2 bad arguments.
package main

import (
	"context"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/qs1"
)

func main() { cli.Main("qs1", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	env := cli.OSEnv(stdout, stderr)
	return cli.Run(ctx, cli.SolverCommand(Spec(), env), args, env)
}

// Spec describes the qs1 command; `nqueens solve` uses it too.
func Spec() cli.SolverSpec {
	return cli.SolverSpec{
		Name:        "qs1",
		Usage:       "find one placement of N queens with Sosic and Gu's QS1/QS4 (a million queens in a blink)",
		Description: "Permutation search with O(1) collision updates. The default starts QS4-style, placing almost every\nqueen conflict-free in linear time; --classic runs QS1 as published in 1990.",
		StepName:    "swaps",
		Measure:     "collisions",
		MaxN:        qs1.MaxN,
		Memory: func(n int) uint64 {
			return qs1.Memory(n) + verifyMemory(n)
		},
		Flags: []ucli.Flag{
			&ucli.BoolFlag{Name: "classic", Usage: "classic QS1 (Sosic and Gu 1990): random permutation, then improving swaps only"},
		},
		Variant: func(cmd *ucli.Command, spec cli.SolverSpec) cli.SolverSpec {
			if cmd.Bool("classic") {
				spec.MaxN = qs1.ClassicMaxN
				spec.Memory = func(n int) uint64 { return qs1.ClassicMemory(n) + verifyMemory(n) }
			}
			return spec
		},
		Solver: func(cmd *ucli.Command) nqueens.Solver {
			if cmd.Bool("classic") {
				return qs1.Classic
			}
			return qs1.Solve
		},
	}
}

// verifyMemory is what nqueens.Verify allocates: 5n bits.
func verifyMemory(n int) uint64 { return 5 * uint64(n) / 8 }
