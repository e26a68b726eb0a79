package main

import (
	"io"
	"os"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens/internal/cli"
	"github.com/nqueens/nqueens/internal/output"
)

// openInput opens a file a command reads. Every command words a file it
// cannot open alike, as a mistake in the command line: "cannot read
// q.txt: no such file or directory", exit 2.
func openInput(name string) (*os.File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, cli.Usagef("cannot read %s: %s", name, output.Reason(err))
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, cli.Usagef("cannot read %s: it is a directory", name)
	}
	return f, nil
}

// readInput reads a whole file a command reads (small ones: results,
// checkpoints), with openInput's wording when it cannot.
func readInput(name string) ([]byte, error) {
	f, err := openInput(name)
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
