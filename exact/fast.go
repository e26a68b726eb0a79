package exact

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"math/bits"
	"sync/atomic"

	"github.com/nqueens/nqueens/longrun"
)

// Fast counts with the full 8-fold symmetry of the board, in the spirit
// of Takaken's method but with the opposite choice of representative. The
// search goes column by column (the "row" of a bitboard is a row of the
// board).
//
// Every solution has one queen on each edge of the board: in the first
// and last column, and in the bottom and top row. Call an edge queen's
// distance its distance from the nearer corner along its edge, and let K
// be the largest of the four distances. The symmetries move edges onto
// edges and keep distances, so some image of every solution has its queen
// of column 0 at row K with K <= n-1-K (the lower half). The search tries
// each K and keeps the other three edge queens at distance at most K:
// the queens of the bottom and top rows out of the middle columns
// K+1..n-2-K (sidemask), and the queen of the last column out of the
// middle rows K+1..n-2-K (lastFree). When K is the middle row of an odd
// board, the top-bottom mirror keeps column 0's queen in place, and the
// search puts column 1's queen below the middle. Several images of one
// solution can pass these rules; a leaf counts a solution only when it is
// the smallest of them (orbitB), weighted by its orbit size 8, 4 or 2.
//
// Why the largest distance and not the smallest (Takaken's choice, with a
// separate case for corner queens): a queen near the middle of column 0
// leaves the most room, so its subtree holds the most solutions per node
// (about 36 nodes per solution at n = 17 against 70-80 from a queen next to
// a corner). Counted in nodes (placements with a free row in the next
// column) at n = 16: Takaken's choice searches 161 million, this one 127
// million, and 96 million with the look-ahead on the last column (see
// search).

// Task is one independent piece of Fast's work: a prefix of queens in the
// first columns under one symmetry case. Tasks are listed in a fixed
// order by [NewPlan], so a task is named by its index.
type Task struct {
	K    int    // the case: the row of column 0's queen, the largest edge distance
	Rows []int8 // the rows of the queens in columns 0..len(Rows)-1 (Rows[0] = K)
}

// Plan is the deterministic list of Fast's tasks for one n: a
// [longrun.Tasks], whose tasks report solutions weighted by orbit size
// (Total) and canonical solutions (Unique).
type Plan struct {
	N     int
	Tasks []Task
}

// prefixDepth is the number of columns a task fixes: deep enough that
// there are hundreds to thousands of tasks per core, shallow enough that
// listing them is instant.
func prefixDepth(n int) int {
	switch {
	case n < 12:
		return 2
	case n < 18:
		return 3
	}
	return 4 // n = 32: about 350,000 tasks
}

// NewPlan lists the tasks for n (1 <= n <= MaxN). The list depends only
// on n; [Plan.Checksum] identifies it.
func NewPlan(n int) (*Plan, error) {
	if n < 1 || n > MaxN {
		return nil, badSize("")
	}
	p := &Plan{N: n}
	if n < 4 {
		return p, nil // n = 1 is counted directly; 2 and 3 have no solution
	}
	depth := prefixDepth(n)
	var s searcher
	for k := 1; 2*k <= n-1; k++ {
		s.setCase(n, k)
		bit := uint32(1) << k
		s.board[0] = bit
		s.expand(1, depth, bit<<1, bit, bit>>1, func(rows []int8) {
			p.Tasks = append(p.Tasks, Task{K: k, Rows: rows})
		})
	}
	return p, nil
}

// Checksum identifies the task list: an FNV-1a hash of n and every task.
// Shards and checkpoints carry it, so results of different lists (another
// n or another version of the split) are never merged.
func (p *Plan) Checksum() uint64 {
	h := fnv.New64a()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(p.N))
	h.Write(b[:])
	for _, t := range p.Tasks {
		h.Write([]byte{byte(t.K), byte(len(t.Rows))})
		for _, r := range t.Rows {
			h.Write([]byte{byte(r)})
		}
	}
	return h.Sum64()
}

// Run counts the tasks whose indices are in todo (all when todo is nil) on
// workers goroutines (0: GOMAXPROCS), handing each the next task as it
// becomes free. done is called once per finished task, from one goroutine
// at a time. On cancel Run returns ctx's error promptly; tasks not
// reported to done are not finished.
func (p *Plan) Run(ctx context.Context, todo []int, workers int, done func(i int, c longrun.TaskCount)) error {
	return runTasks(ctx, len(p.Tasks), todo, workers, func(stop *atomic.Bool) func(int) (longrun.TaskCount, bool) {
		s := &searcher{stop: stop}
		return func(i int) (longrun.TaskCount, bool) { return s.run(p.N, p.Tasks[i]) }
	}, done)
}

// Len is the number of tasks.
func (p *Plan) Len() int { return len(p.Tasks) }

// searcher is one worker's search state. Bit r of a bitboard is row r;
// left, down and right are the rows attacked in the current column along
// rising diagonals, rows and falling diagonals.
type searcher struct {
	n, last       int    // n and n-1
	mask          uint32 // the n rows
	k             int    // the case: row of column 0's queen
	lo, hi        int    // the middle columns K+1..n-2-K: no queen in row 0 or n-1
	sidemask      uint32 // rows 0 and n-1
	lastFree      uint32 // rows the last column's queen may use: 0..K, n-1-K..n-1
	middle        bool   // 2K = n-1: column 1's queen below the middle row
	board         [MaxN]uint32
	total, unique uint64
	p, q          [MaxN]int
	stop          *atomic.Bool
}

// setCase prepares the search of case k (column 0's queen at row k).
func (s *searcher) setCase(n, k int) {
	s.n, s.last, s.mask = n, n-1, uint32(1)<<n-1
	s.k, s.lo, s.hi = k, k+1, n-2-k
	s.sidemask = 1 | uint32(1)<<(n-1)
	s.lastFree = s.mask
	for r := k + 1; r <= n-2-k; r++ {
		s.lastFree &^= 1 << r
	}
	s.middle = 2*k == n-1
}

// filter applies the case's rules to the free rows of column y (the hot
// search applies them itself).
func (s *searcher) filter(y int, free uint32) uint32 {
	if y == 1 && s.middle {
		free &= uint32(1)<<s.k - 1
	}
	if s.lo <= y && y <= s.hi {
		free &^= s.sidemask
	}
	return free
}

// expand lists the prefixes of depth columns that the case's rules allow,
// from column y on, as tasks.
func (s *searcher) expand(y, depth int, left, down, right uint32, emit func([]int8)) {
	if y == depth {
		rows := make([]int8, depth)
		for c := range depth {
			rows[c] = int8(bits.TrailingZeros32(s.board[c]))
		}
		emit(rows)
		return
	}
	free := s.filter(y, s.mask&^(left|down|right))
	for free != 0 {
		bit := free & -free
		free ^= bit
		s.board[y] = bit
		s.expand(y+1, depth, (left|bit)<<1, down|bit, (right|bit)>>1, emit)
	}
}

// start sets the searcher to task t and returns the attacked rows of the
// first free column.
func (s *searcher) start(n int, t Task) (left, down, right uint32) {
	s.setCase(n, t.K)
	for c, r := range t.Rows {
		bit := uint32(1) << r
		s.board[c] = bit
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
	}
	return left, down, right
}

// run counts one task; ok is false when the stop flag interrupted it.
func (s *searcher) run(n int, t Task) (longrun.TaskCount, bool) {
	left, down, right := s.start(n, t)
	s.total, s.unique = 0, 0
	ok := s.descend(len(t.Rows), handover(n, len(t.Rows)), left, down, right)
	return longrun.TaskCount{Total: s.total, Unique: s.unique}, ok
}

// handover is the column where a task of depth columns hands over to the
// hot search: it gets at most 14 columns, a few milliseconds of work.
func handover(n, depth int) int { return min(max(depth+2, n-14), n-2) }

// descend places the queens of columns y..upto-1 looking at the stop
// flag before each placement, then hands each prefix to the hot search,
// which never looks: a task stops within milliseconds. It returns
// false when stopped.
func (s *searcher) descend(y, upto int, left, down, right uint32) bool {
	if y == upto {
		if s.stop != nil && s.stop.Load() {
			return false
		}
		s.search(y, left, down, right, s.mask&^(left|down|right))
		return true
	}
	free := s.filter(y, s.mask&^(left|down|right))
	for free != 0 {
		bit := free & -free
		free ^= bit
		s.board[y] = bit
		if !s.descend(y+1, upto, (left|bit)<<1, down|bit, (right|bit)>>1) {
			return false
		}
	}
	return true
}

// search is the hot search: it places the queens of columns y..n-1
// (2 <= y <= n-2; no case rule for columns 0 and 1 is left to apply).
// free are the rows of column y that left, down and right leave free
// (computed once, by the caller).
//
// Look-ahead: a queen is placed only if the next column keeps a free row
// (no call for a dead end), the column after it too, and the last column
// keeps a free row that the case allows. A column j columns after the
// next one has free the rows not in down and not on a diagonal: the
// diagonals of the next column moved on by j, left<<j and right>>j. The
// check of the last column (j = n-2-y) prunes a quarter of the nodes at
// n = 16-17, the one of the column after next another tenth; tail checks
// every column left. Each check costs a few operations per placement;
// checking more columns here was slower.
//
// Near the end search hands over to tail, which places the last seven
// columns without calls.
func (s *searcher) search(y int, left, down, right, free uint32) {
	if s.lo <= y && y <= s.hi {
		free &^= s.sidemask
	}
	if y == s.last-1 { // the last column is decided without a call
		for free != 0 {
			bit := free & -free
			free ^= bit
			if f := s.lastFree &^ ((left|bit)<<1 | down | bit | (right|bit)>>1); f != 0 {
				s.board[y] = bit
				s.board[y+1] = f
				s.orbitB()
			}
		}
		return
	}
	if y == s.last-6 {
		s.tail(y, left, down, right, free)
		return
	}
	d := uint(s.last-1-y) & 31 // columns from y+1 to the last
	for free != 0 {
		bit := free & -free
		free ^= bit
		l, dn, r := (left|bit)<<1, down|bit, (right|bit)>>1
		if next := s.mask &^ (l | dn | r); next != 0 && s.lastFree&^(dn|l<<d|r>>d) != 0 && s.mask&^(dn|l<<1|r>>1) != 0 {
			s.board[y] = bit
			s.search(y+1, l, dn, r, next)
		}
	}
}

// tail places the queens of the last seven columns (y = n-7, free already
// filtered) with nested loops instead of calls, one loop per column, the
// last column decided by its free rows; the board is written only for a
// solution. Nine tenths of the nodes are in these columns at n = 17, and a
// loop step costs much less than a call, which saves and reloads the
// caller's state. The shifts of the look-ahead are constants here: the
// first two loops check the next two columns and the last one (checking
// every column left was slower there), the others every column left.
// Seven columns measured fastest at n = 17 (five and eight were slower;
// eight has too many values for the registers).
func (s *searcher) tail(y int, left, down, right, free uint32) {
	mask, lastFree := s.mask, s.lastFree
	// The rows the case's rules leave columns y+1..y+4.
	m5, m4, m3, m2 := s.rows(y+1), s.rows(y+2), s.rows(y+3), s.rows(y+4)
	for free != 0 {
		b6 := free & -free
		free ^= b6
		l6, d6, r6 := (left|b6)<<1, down|b6, (right|b6)>>1
		f5 := m5 &^ (l6 | d6 | r6) // an empty f5 is left to its loop's test
		if mask&^(d6|l6<<1|r6>>1) == 0 || lastFree&^(d6|l6<<5|r6>>5) == 0 {
			continue
		}
		for f5 != 0 {
			b5 := f5 & -f5
			f5 ^= b5
			l5, d5, r5 := (l6|b5)<<1, d6|b5, (r6|b5)>>1
			f4 := m4 &^ (l5 | d5 | r5)
			if f4 == 0 || mask&^(d5|l5<<1|r5>>1) == 0 || lastFree&^(d5|l5<<4|r5>>4) == 0 {
				continue
			}
			for f4 != 0 {
				b4 := f4 & -f4
				f4 ^= b4
				l4, d4, r4 := (l5|b4)<<1, d5|b4, (r5|b4)>>1
				f3 := m3 &^ (l4 | d4 | r4)
				if f3 == 0 || lastFree&^(d4|l4<<3|r4>>3) == 0 || mask&^(d4|l4<<1|r4>>1) == 0 || mask&^(d4|l4<<2|r4>>2) == 0 {
					continue
				}
				for f3 != 0 {
					b3 := f3 & -f3
					f3 ^= b3
					l3, d3, r3 := (l4|b3)<<1, d4|b3, (r4|b3)>>1
					f2 := m2 &^ (l3 | d3 | r3)
					if f2 == 0 || lastFree&^(d3|l3<<2|r3>>2) == 0 || mask&^(d3|l3<<1|r3>>1) == 0 {
						continue
					}
					for f2 != 0 {
						b2 := f2 & -f2
						f2 ^= b2
						l2, d2, r2 := (l3|b2)<<1, d3|b2, (r3|b2)>>1
						f1 := mask &^ (l2 | d2 | r2)
						for f1 != 0 {
							b1 := f1 & -f1
							f1 ^= b1
							if f0 := lastFree &^ ((l2|b1)<<1 | d2 | b1 | (r2|b1)>>1); f0 != 0 {
								s.board[y], s.board[y+1], s.board[y+2], s.board[y+3], s.board[y+4], s.board[y+5], s.board[y+6] = b6, b5, b4, b3, b2, b1, f0
								s.orbitB()
							}
						}
					}
				}
			}
		}
	}
}

// rows returns the rows the case's rules leave column c: all but the
// bottom and top in the middle columns K+1..n-2-K.
func (s *searcher) rows(c int) uint32 {
	if s.lo <= c && c <= s.hi {
		return s.mask &^ s.sidemask
	}
	return s.mask
}

// orbitB counts the solution on the board if it is the smallest of its
// images that the case's rules let through: those whose column 0 queen is
// at row K too.
//
// Most solutions are met once: an image puts column 0's queen at row K
// only if it brings an edge queen at distance K there (or, when K is the
// middle row, it is the top-bottom mirror, whose queen of column 1 is
// above the middle, so it is the larger). So when the other three edge
// queens are all closer to their corners the solution is the smallest
// image that passes the rules, its orbit has 8 members (a symmetric
// solution would have two edge queens at distance K), and no image need
// be built.
func (s *searcher) orbitB() {
	n, m, k := s.n, s.last, s.k
	// The edge queens at distance K would be in rows K and n-1-K of the
	// last column, and in rows 0 and n-1 of columns K and n-1-K.
	far, edges := uint32(1)<<k|uint32(1)<<(m-k), uint32(1)|uint32(1)<<m
	if s.board[m]&far == 0 && (s.board[k]|s.board[m-k])&edges == 0 {
		s.total += 8
		s.unique++
		return
	}
	p, q := s.p[:n], s.q[:n]
	for c := range n {
		r := bits.TrailingZeros32(s.board[c])
		p[c], q[r] = r, c
	}
	stab := 1
	for g := 1; g < 8; g++ {
		if image(g, p, q, 0) != s.k {
			continue
		}
		cmp := 0
		for c := 1; c < n; c++ {
			if v := image(g, p, q, c); v != p[c] {
				cmp = v - p[c]
				break
			}
		}
		if cmp < 0 {
			return
		}
		if cmp == 0 {
			stab++
		}
	}
	s.total += uint64(8 / stab)
	s.unique++
}
