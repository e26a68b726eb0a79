// Command fullboard finds one placement of n non-attacking queens by
// steepest-ascent hill climbing with random restarts on an n x n grid of
// booleans, the textbook way (Russell and Norvig): every move evaluates
// all n(n-1) vertical moves, counting the attacking pairs of each from the
// grid in O(n^2), so a move costs O(n^4). Compare linearboard, the same
// search on a vector, and qs1.
//
// Usage:
//
//	fullboard [flags] N
//
// The summary reports the moves and restarts and draws the board for
// n <= 32. The placement is checked independently before it is printed.
// n = 32 takes a fraction of a second; n = 64 takes seconds to minutes;
// beyond, use --time-limit.
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
	"github.com/nqueens/nqueens/fullboard"
	"github.com/nqueens/nqueens/internal/cli"
)

func main() { cli.Main("fullboard", run) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	env := cli.OSEnv(stdout, stderr)
	return cli.Run(ctx, cli.SolverCommand(Spec(), env), args, env)
}

// Spec describes the fullboard command.
func Spec() cli.SolverSpec {
	return cli.SolverSpec{
		Name:        "fullboard",
		Usage:       "find one placement of N queens by steepest-ascent hill climbing on an N x N grid (the textbook way)",
		Description: "Random start, then the best of the N(N-1) vertical moves until none improves; then a random restart.\nEach successor's attacking pairs are counted from the grid: O(N^2) each, O(N^4) per move.\nExamples: fullboard 8; fullboard 32 --seed 7; fullboard 64 --time-limit 1m",
		StepName:    "moves",
		Measure:     "attacking pairs",
		Restarts:    true,
		MaxN:        fullboard.MaxN,
		Memory: func(n int) uint64 {
			return fullboard.Memory(n) + verifyMemory(n)
		},
		Solver: func(*ucli.Command) nqueens.Solver { return fullboard.Solve },
	}
}

// verifyMemory is what nqueens.Verify allocates: 5n bits.
func verifyMemory(n int) uint64 { return 5 * uint64(n) / 8 }
