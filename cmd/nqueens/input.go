package main

import (
	"context"
	"io"

	ucli "github.com/urfave/cli/v3"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/cli"
	"github.com/nqueens/nqueens/cmd/internal/textio"
	"github.com/nqueens/nqueens/internal/output"
)

// readInput reads a whole (small) file named on the command line, such as
// a shard result; a file it cannot open is a usage error ([cli.Open]).
func readInput(ctx context.Context, env cli.Env, name string) ([]byte, error) {
	f, err := cli.Open(ctx, env, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	switch {
	case err != nil && ctx.Err() != nil:
		return nil, cli.Failf("interrupted while reading %s", name)
	case err != nil:
		return nil, cli.Inputf("cannot read %s: %s", name, output.Reason(err))
	}
	return data, nil
}

// openPlacements opens the input name names ([cli.Open]) as a reader
// of placements in any format textio reads: rows 1-based when cmd has
// --one-based ([oneBasedFlag]) set, and a placement of more than maxN
// queens (0: any), or of more than the process's memory can read and
// check ([cli.Env.MemoryLimit]), refused as soon as its line shows it,
// before it is read to its end. The caller closes in.
func openPlacements(ctx context.Context, env cli.Env, cmd *ucli.Command, name string, maxN int) (r *textio.Reader, in io.Closer, err error) {
	f, err := cli.Open(ctx, env, name)
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
