package linearboard

import (
	"context"
	"math"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
	"github.com/nqueens/nqueens/internal/climb"
)

// MaxN is the largest n [Solve] accepts. A move costs O(n^3): at n = 10000
// one move is about 10^12 operations, so the useful range ends far below;
// the limit only keeps the list of tied successors (8n^2 bytes) small.
const MaxN = 10_000

// Memory returns the bytes [Solve] needs for n queens at its peak.
func Memory(n int) uint64 {
	m := uint64(n)
	return 8*m*(m-1) + 3*4*m + 5*4*m + 24*((m+3)/4)
}

// Solve finds one solution for n queens by steepest-ascent hill climbing
// with random restarts on a vector of rows (see the package
// documentation). Each move costs O(n^3) time. Stats.Steps counts moves,
// Stats.Restarts climbs after the first, Stats.Evaluations successors
// evaluated (n(n-1) per move tried), Stats.Conflicts the attacking pairs of
// the returned placement. When a limit stops the search the placement
// returned is the best state reached (fewest attacking pairs).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	return climb.Run(ctx, n, s, newBoard(n)), nil
}

// board is the vector representation. Besides the climb's placement,
// which is the state, it keeps the same vector packed for the successor
// scan: each queen's row, diagonal and anti-diagonal as 16-bit lanes, four
// columns to a group (see [board.attackers]); and line counters for the
// pair count of a new start.
type board struct {
	lines  *heuristic.Lines // counts h from scratch at each start
	n      int
	groups []group // columns 4j..4j+3 in group j, unused lanes 0x7fff
}

// group holds the lines of the queens of four columns c = 4j+i in lane i
// (bits 16i..16i+15) of each word: row r, diagonal r-c+n-1 and
// anti-diagonal r+c, all below 2n-1 <= 19999 < 0x7fff. A lane past the
// last column holds 0x7fff, on no line, so every lane's top bit is 0.
type group struct{ row, diag, anti uint64 }

// Lane constants: one in each 16-bit lane, the low 15 bits of each lane
// (also the value of an unused lane), the top bit of each lane.
const (
	ones  = 0x0001_0001_0001_0001
	low15 = 0x7fff * ones
	top   = 0x8000 * ones
)

// The lanes hold line numbers up to 2 MaxN - 2, below 0x7fff.
const _ = uint(0x7fff - (2*MaxN - 1))

// newBoard returns a board for n queens, to be Reset before use.
func newBoard(n int) *board {
	return &board{lines: heuristic.NewLines(n), n: n, groups: make([]group, (n+3)/4)}
}

// Reset counts the attacking pairs of p, which has n queens, from scratch
// and packs it: O(n).
func (b *board) Reset(p nqueens.Placement) int64 {
	b.lines.Reset(p)
	for j := range b.groups {
		b.groups[j] = group{low15, low15, low15}
	}
	for c, r := range p {
		b.set(c, r)
	}
	return b.lines.Pairs()
}

// set puts the queen of column c in row r in the packed vector.
func (b *board) set(c int, r int32) {
	g := &b.groups[c/4]
	s := 16 * uint(c%4)
	mask := ^(uint64(0xffff) << s)
	g.row = g.row&mask | uint64(r)<<s
	g.diag = g.diag&mask | uint64(int(r)-c+b.n-1)<<s
	g.anti = g.anti&mask | uint64(int(r)+c)<<s
}

// Move moves the queen in the packed vector: O(1). (The climb moves it in
// the placement, the state.)
func (b *board) Move(c int, _, to int32) { b.set(c, to) }

// Best evaluates every successor of p, deriving its attacking pairs from
// h in O(n): O(n^3).
func (b *board) Best(p nqueens.Placement, h int64, ties []climb.Move, w *climb.Work) (int64, []climb.Move, bool) {
	n := len(p)
	bound := h - 1 // successors above the bound are of no use
	ties = ties[:0]
	for c := 0; c < n; c++ {
		from := p[c]
		// The successor (c, t) has h - old + attackers(c, t); the queen
		// itself is on its own row, so it is taken off once.
		old := int64(b.attackers(c, from, math.MaxInt32) - 1)
		limit := bound - h + old // most attackers of t still of use
		if limit >= 0 {
			// the lines through (c, t) in every lane, t = 0, 1, ...
			row, diag, anti := uint64(0), uint64(n-1-c)*ones, uint64(c)*ones
			for t := range int32(n) {
				if t != from {
					if k := int64(scan(b.groups, row, diag, anti, int32(limit))); k <= limit {
						if k < limit {
							bound -= limit - k
							limit = k
							ties = ties[:0]
						}
						ties = append(ties, climb.Move{Col: int32(c), Row: t})
					}
				}
				row, diag, anti = row+ones, diag+ones, anti+ones
			}
		}
		if w.Column(int64(n-1), n*n) {
			return h, ties, true
		}
	}
	if len(ties) == 0 {
		return h, ties, false
	}
	return bound, ties, false
}

// attackers returns the number of queens on the row and the two diagonals
// through column c, row r: O(n). The queen of column c counts once if it
// stands in row r and never otherwise (two squares of one column share no
// line). The pass stops soon after the count exceeds limit (it looks every
// 4 columns) and then returns a value greater than limit.
func (b *board) attackers(c int, r int32, limit int32) int32 {
	return scan(b.groups, uint64(r)*ones, uint64(int(r)-c+b.n-1)*ones, uint64(int(r)+c)*ones, limit)
}

// scan counts the queens of groups on the lines whose numbers fill the
// lanes of row, diag and anti, as [board.attackers] does, in one pass.
//
// Four columns at a time, without a branch but the loop's and the limit's
// (SIMD within a register): each word of a group is XORed with the line
// through the square in every lane, so a lane is zero where a queen stands
// on that line and below 0x8000 in any case; adding 0x7fff to every lane
// sets its top bit when it is not zero, and no carry leaves a lane; the
// AND of the three words' sums leaves the top bit clear in the lanes whose
// queen attacks, which are counted. (The scalar pass it replaces, one
// queen and up to three branches at a time, was slower at every n
// measured, and its time moved more with where the linker put it in a
// 64-byte line (BENCHMARKS.md).
// Looking at the limit every 8 columns instead of 4 was faster at n = 8
// and 16, slower at 32.)
func scan(groups []group, row, diag, anti uint64, limit int32) int32 {
	var k int32
	for _, g := range groups {
		free := (g.row ^ row + low15) & (g.diag ^ diag + low15) & (g.anti ^ anti + low15)
		// the attacking lanes' top bits, moved to bits 0, 16, 32, 48 and
		// summed into the top lane by the multiplication
		k += int32((^free & top >> 15) * ones >> 48)
		if k > limit {
			return k
		}
	}
	return k
}
