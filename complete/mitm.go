package complete

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"time"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/mitm"
)

// MaxMITM is the largest board [CountMITM] takes ([mitm.MaxLines]).
const MaxMITM = mitm.MaxLines

// ErrMemory is returned (wrapped) by [CountMITM] when the half placements
// need more memory than allowed.
var ErrMemory = errors.New("complete: the meet-in-the-middle halves need more memory than allowed")

// CountMITM counts every completion of in exactly, as [CountCompletions] does, by
// meeting in the middle with [mitm.CountLines]: the rows, or the columns,
// still without a queen are cut into two halves, each listed on the free
// squares left by the pre-placed queens, the forbidden squares and the
// excluded diagonals, and the pairs that complete each other counted
// (package mitm says how, and where the cut goes). maxBytes
// bounds the memory of the half placements (0: no bound): when they
// would need more, the count stops with Status LimitReached, Count 0 and
// an error wrapping [ErrMemory].
//
// The answer does not depend on s.Workers; s.Progress is not kept (the
// work is not a tree of nodes). Nodes is the number of squares tried
// while listing the halves, Tasks the number of column sets both halves
// use, TasksDone those whose pairs were counted; when the count stops
// early, Count holds the completions of the column sets done. A half
// with no placement proves that there is no completion, sometimes far
// sooner than the backtracker does.
// Time is O(L·k + P/64·d) for L half placements tried over k lines, P
// pairs of placements with the same column set and d diagonals each;
// memory is 24 bytes per half placement, twice that while a half grows.
func CountMITM(ctx context.Context, in *Instance, s Settings, maxBytes uint64) (Answer, error) {
	start := time.Now()
	if in.N > MaxMITM {
		if err := in.Validate(); err != nil {
			return Answer{}, err
		}
		return Answer{}, fmt.Errorf("%w: n = %d, the meet-in-the-middle counter takes n <= %d", ErrTooLarge, in.N, MaxMITM)
	}
	rt, ctx, cancel, err := prepare(ctx, in, s)
	if err != nil {
		return Answer{}, err
	}
	defer cancel()
	if rt.empty { // pruned at the root: a count of 0, finished
		return Answer{Status: nqueens.Solved, Elapsed: time.Since(start)}, nil
	}
	var limit int64
	if maxBytes > 0 {
		limit = int64(min(maxBytes/mitm.PlacementBytes, math.MaxInt64))
	}
	r := mitm.CountLines(ctx, frames(rt), limit, workers(s))
	a := Answer{Status: nqueens.Solved, Count: r.Count, Nodes: r.Nodes, Tasks: r.Keys, TasksDone: r.KeysDone, Elapsed: time.Since(start)}
	switch {
	case r.Stopped:
		a.Status = stopStatus(ctx)
	case r.Over:
		a.Status = nqueens.LimitReached
		return a, fmt.Errorf("%w: more than %d bytes", ErrMemory, maxBytes)
	}
	return a, nil
}

// frames returns the instance along its rows and along its columns (the
// rows only when it is its own transpose): the lines still without a
// queen and their free squares.
func frames(rt *root) []*mitm.Lines {
	rows, cols := rt.lines(rt.rl, rt.cl, 0), rt.lines(rt.cl, rt.rl, 64)
	if rows.Pos == cols.Pos && slices.Equal(rows.Index, cols.Index) && slices.Equal(rows.Free, cols.Free) {
		return []*mitm.Lines{rows}
	}
	return []*mitm.Lines{rows, cols}
}

// lines returns the lines of the set ls, whose masks start at rt.masks[base],
// with the positions pos to fill.
func (rt *root) lines(ls, pos uint64, base int) *mitm.Lines {
	f := &mitm.Lines{N: rt.n, Pos: pos}
	for m := ls; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f.Index = append(f.Index, i)
		f.Free = append(f.Free, rt.masks[base+i])
	}
	return f
}
