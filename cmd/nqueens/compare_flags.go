package main

import (
	"slices"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/parse"
)

// compare's flags that name board sizes and seeds.

// parseSizes reads the board sizes of flag (such as --n) in package
// parse's list grammar: 8,16,32, 8..64x2, 1e3..1e6x10 or a mix, sorted,
// each at most [nqueens.MaxN], at most [parse.MaxList] of them. Anything
// else is a [*cli.UsageError] naming the flag and the text.
func parseSizes(flag, s string) ([]int, error) {
	ns, err := parse.Sizes(s, nqueens.MaxN)
	if err != nil {
		return nil, cli.Usagef("--%s %s: %v", flag, s, err)
	}
	return ns, nil
}

// parseSeeds reads the seeds of flag (such as --seeds) in package parse's
// seed grammar: a list 1,2,3 or a range 1..20, at most [parse.MaxList].
// Anything else is a [*cli.UsageError] naming the flag and the text.
func parseSeeds(flag, s string) ([]uint64, error) {
	seeds, err := parse.Seeds(s)
	if err != nil {
		return nil, cli.Usagef("--%s %s: %v", flag, s, err)
	}
	return seeds, nil
}

// seedFlags reads the seeds cmd's --seeds or --trials K (seeds 1..K) give;
// neither set: a copy of def (both set is refused before: compareNeeds).
// K outside [1, parse.MaxList] is a [*cli.UsageError].
func seedFlags(cmd *ucli.Command, def []uint64) ([]uint64, error) {
	switch {
	case cmd.IsSet("seeds"):
		return parseSeeds("seeds", cmd.String("seeds"))
	case cmd.IsSet("trials"):
		k := cmd.Int("trials")
		if k < 1 || k > parse.MaxList {
			return nil, cli.Usagef("--trials %d: give 1 to %d", k, parse.MaxList)
		}
		seeds := make([]uint64, k)
		for i := range seeds {
			seeds[i] = uint64(i + 1)
		}
		return seeds, nil
	}
	return slices.Clone(def), nil
}
