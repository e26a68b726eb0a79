package main

import (
	"context"
	"io"
	"testing"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/internal/testkit/cmdtest"
)

// TestGolden runs the command as a person would, with fixed seeds, and
// compares what it prints and its exit status with testdata/NAME.golden.
// go test -run Golden -update rewrites them.
func TestGolden(t *testing.T) {
	cmdtest.Golden(t, "fullboard", exec, []cmdtest.Case{
		{Name: "eight", Args: "8"},
		{Name: "eight-ascii-seed3", Args: "--ascii --seed 3 8"},
		{Name: "perm-after-n", Args: "12 --format perm --seed 2"},
		{Name: "matrix", Args: "--format matrix 6"},
		{Name: "json", Args: "--format json --seed 5 10"},
		{Name: "max-steps", Args: "--max-steps 2 30"},
		{Name: "max-restarts", Args: "--max-restarts 1 --seed 4 20"},
		{Name: "one", Args: "1"},
		{Name: "no-solution", Args: "3"},
		{Name: "zero", Args: "0"},
		{Name: "negative", Args: "-5"},
		{Name: "not-a-number", Args: "eight"},
		{Name: "missing-n", Args: ""},
		{Name: "too-big", Args: "1001"},
		{Name: "bad-format", Args: "--format xml 8"},
		{Name: "help", Args: "--help"},
	})
}

// exec runs the command as main does.
func exec(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return cli.Exec(ctx, "fullboard", run, args, stdout, stderr)
}
