// Command linearboard finds one placement of n non-attacking queens by
// steepest-ascent hill climbing with random restarts (Russell and Norvig)
// on a vector of rows, one per column: every move evaluates all n(n-1)
// vertical moves, deriving the attacking pairs of each from the current
// count in O(n), so a move costs O(n^3). It is the search of fullboard
// (same seed, same moves) without the grid; compare both, and qs1.
//
// Usage:
//
//	linearboard [flags] N
//
// The summary reports the moves and restarts and draws the board for
// n <= 32. The placement is checked independently before it is printed.
// n = 64 takes a fraction of a second; n = 100 takes seconds; beyond, use
// --time-limit.
//
// Flags:
//
//	--seed S           seed of the random stream (default 1)
//	--time-limit D     stop after D (10s, 2m); exit 1
//	--max-steps K      stop after K moves; exit 1
//	--max-restarts K   stop after K restarts; exit 1
//	--format F         summary, board, perm, matrix or json
//	--output FILE      write the placement to FILE, the summary to stdout
//	--color WHEN       auto, always or never
//	--ascii            draw the board in ASCII
//
// Exit status: 0 solved and verified; 1 no solution (n = 2, 3), stopped by
// a limit or Ctrl-C; 2 bad arguments.
package main

import (
	"context"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/linearboard"
)

func main() { cli.Main("linearboard", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	env := cli.OSEnv(stdout, stderr)
	return cli.Run(ctx, cli.SolverCommand(Spec(), env), args, env)
}

// Spec describes the linearboard command.
func Spec() cli.SolverSpec {
	return cli.SolverSpec{
		Name:        "linearboard",
		Usage:       "find one placement of N queens by steepest-ascent hill climbing on a vector of rows",
		Description: "Random start, then the best of the N(N-1) vertical moves until none improves; then a random restart.\nEach successor's attacking pairs are derived from the current count in O(N): O(N^3) per move.\nThe same search as fullboard (same seed, same moves) without the grid.\nExamples: linearboard 8; linearboard 64 --seed 7; linearboard 100 --time-limit 1m",
		StepName:    "moves",
		Measure:     "attacking pairs",
		Restarts:    true,
		MaxN:        linearboard.MaxN,
		Memory: func(n int) uint64 {
			return linearboard.Memory(n) + verifyMemory(n)
		},
		Solver: func(*ucli.Command) nqueens.Solver { return linearboard.Solve },
	}
}

// verifyMemory is what nqueens.Verify allocates: 5n bits.
func verifyMemory(n int) uint64 { return 5 * uint64(n) / 8 }
