package main

import (
	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/parse"
	"github.com/nqueens/nqueens/internal/units"
)

// squares reads every value of the repeatable flag (such as bdd's
// --place): squares ROW,COL, 1-based, several separated by ";" (package
// parse's grammar), each on the n x n board, returned 0-based as {row,
// col}. A square that is not is a [*cli.UsageError] naming the flag.
func squares(cmd *ucli.Command, flag string, n int) ([][2]int, error) {
	var all [][2]int
	for _, text := range cmd.StringSlice(flag) {
		sqs, err := parse.Squares(text, n)
		if err != nil {
			return nil, cli.Usagef("--%s %v", flag, err)
		}
		all = append(all, sqs...)
	}
	return all, nil
}

// defaultMemoryLimit is the memory a command may use when not told: half
// of what available reports, or 4 GiB when it reports nothing (nil or 0).
func defaultMemoryLimit(available func() uint64) uint64 {
	if available != nil {
		if avail := available(); avail > 0 {
			return avail / 2
		}
	}
	return 4 << 30
}

// minMemoryLimit is the smallest --max-memory a command accepts (16MiB).
const minMemoryLimit = 16 << 20

// maxMemoryFlag is --max-memory of a command that bounds its own memory;
// [maxMemory] reads it.
func maxMemoryFlag() ucli.Flag {
	return &ucli.StringFlag{Name: "max-memory", Usage: "stop cleanly before using more than `SIZE` (such as 2GiB or 512MiB; default: half the available memory)"}
}

// maxMemory reads [maxMemoryFlag] in package parse's byte sizes (2GiB,
// 512MiB, 1000000000), at least [minMemoryLimit]; not set, the
// [defaultMemoryLimit] of available. Anything else is a [*cli.UsageError].
func maxMemory(cmd *ucli.Command, available func() uint64) (uint64, error) {
	s := cmd.String("max-memory")
	if s == "" {
		return defaultMemoryLimit(available), nil
	}
	limit, err := parse.Bytes(s)
	switch {
	case err != nil:
		return 0, cli.Usagef("--max-memory %q: %v", s, err)
	case limit < minMemoryLimit:
		return 0, cli.Usagef("--max-memory %s: give at least 16MiB", s)
	}
	return limit, nil
}

// heldMaxMemory is [maxMemory] of env's memory, held to half of what the
// process may take ([cli.Env.MemoryLimit], the default's share): a
// --max-memory past it would let the work die of the runtime's
// out-of-memory instead of stopping cleanly. A held value is said on
// stderr.
func heldMaxMemory(cmd *ucli.Command, env cli.Env) (uint64, error) {
	limit, err := maxMemory(cmd, env.Available)
	if err != nil {
		return 0, err
	}
	lim := env.MemoryLimit()
	if lim.Bytes == 0 {
		return limit, nil
	}
	// Never below the smallest limit: 0 would read as none, and small work
	// fits in the runtime's first heap arena anyway.
	held := max(lim.Bytes/2, minMemoryLimit)
	if limit > held || limit < minMemoryLimit {
		if cmd.IsSet("max-memory") && limit > held {
			cli.Notef(env.Stderr, "--max-memory %s is more than %s allows (%s more, half of it for the work): using %s",
				cmd.String("max-memory"), lim.Source, units.Bytes(lim.Bytes), units.Bytes(held))
		}
		limit = held
	}
	return limit, nil
}
