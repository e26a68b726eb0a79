package main

import (
	"errors"
	"io"
	"os"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
)

// openInput opens a file named on the command line for reading. Every
// command reports a file it cannot open alike: a [*cli.UsageError] (exit 2)
// "cannot read NAME: REASON", such as "no such file or directory".
func openInput(name string) (*os.File, error) {
	f, err := os.Open(name)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, cli.Usagef("cannot read %s: %v", name, err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, cli.Usagef("cannot read %s: it is a directory", name)
	}
	return f, nil
}

// readInput reads a whole (small) file named on the command line, such as
// a shard result; a file it cannot open is worded as [openInput] words it.
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

// openArg opens the input a command-line argument names: "-" is
// env.Stdin (os.Stdin when nil), anything else a file opened with
// [openInput]. The caller closes it; closing standard input does nothing.
func openArg(env cli.Env, name string) (io.ReadCloser, error) {
	if name != "-" {
		return openInput(name)
	}
	if env.Stdin == nil {
		return io.NopCloser(os.Stdin), nil
	}
	return io.NopCloser(env.Stdin), nil
}

// openPlacements opens the input name names ([openArg]) as a reader
// of placements in any format textio reads: rows 1-based when cmd has
// --one-based ([oneBasedFlag]) set, and a placement of more than maxN
// queens (0: any), or of more than the process's memory can read and
// check ([cli.Env.MemoryLimit]), refused as soon as its line shows it,
// before it is read to its end. The caller closes in.
func openPlacements(env cli.Env, cmd *ucli.Command, name string, maxN int) (r *textio.Reader, in io.Closer, err error) {
	f, err := openArg(env, name)
	if err != nil {
		return nil, nil, err
	}
	r = textio.NewReader(f)
	r.OneBased, r.MaxN = cmd.Bool("one-based"), maxN
	if lim := env.MemoryLimit(); lim.Bytes > 0 {
		if most := readMaxN(lim.Bytes); maxN <= 0 || most < maxN {
			r.MaxN, r.MaxWhy = most, "the most "+lim.Source+" lets this process read and check"
		}
	}
	return r, f, nil
}

// readMemory bounds the bytes reading and checking a placement of n
// queens takes: its longest line (16 bytes a queen, JSON's bound) held
// twice while its blocks are joined, the placement (4 bytes a queen) and
// [nqueens.VerifyMemory].
func readMemory(n int) uint64 { return 36*uint64(n) + nqueens.VerifyMemory(n) }

// readMaxN is the largest n, at most [nqueens.MaxN], whose readMemory fits
// in limit bytes (at least 1). O(log MaxN).
func readMaxN(limit uint64) int {
	lo, hi := 1, nqueens.MaxN
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if readMemory(mid) <= limit {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}
