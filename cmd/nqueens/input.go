package main

import (
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
)

// readInput reads a whole file a command reads (small ones: shard
// results), worded as cli.OpenInput words a file it cannot open.
func readInput(name string) ([]byte, error) {
	f, err := cli.OpenInput(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, cli.Failf("reading %s: %s", name, output.Reason(err))
	}
	return data, nil
}

// oneBasedFlag is --one-based of every command that reads placements (the
// reader's message about 1-based rows suggests it).
func oneBasedFlag() ucli.Flag {
	return &ucli.BoolFlag{Name: "one-based", Usage: "rows in perm and json count from 1"}
}
