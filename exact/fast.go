package exact

import (
	"context"
	"encoding/binary"
	"hash/fnv"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// Fast counts with Takaken's use of the full 8-fold symmetry. The search
// goes column by column (the "row" of a bitboard is a row of the board);
// by symmetry the roles of rows and columns could be swapped.
//
// Corner case: some image of every solution with a queen in a corner has
// its queen in column 0 at row 0. Such a solution has no symmetry (a
// symmetric one would put two queens on a line), so its orbit has 8
// members, of which exactly two (it and its transpose) have that queen;
// the search keeps the one whose queen of column 1 is in the lower row
// than the transpose's (bound1 < the column of the queen in row 1), so
// each orbit is met once and weighted 8.
//
// Other solutions: let k be the smallest distance from a corner of the
// four queens on the edges of the board (first and last column, bottom
// and top row). Some image puts such a queen in column 0 at row k with
// k < n-1-k; the search tries each k, keeps the queens on the bottom and
// top rows out of columns before k and after n-1-k (sidemask, bound2),
// and the queen of the last column out of rows before k and after n-1-k
// (lastmask). Several images of one solution can pass these filters; the
// search counts a solution only when it is the smallest of them (orbitB),
// weighted by its orbit size 8, 4 or 2.

// Task is one independent piece of Fast's work: a prefix of queens in the
// first columns under one symmetry case. Tasks are listed in a fixed
// order by [NewPlan], so a task is named by its index.
type Task struct {
	Corner bool   // the corner case (queen of column 0 at row 0)
	Bound1 int    // corner: row of column 1's queen; otherwise: row of column 0's queen (k)
	Rows   []int8 // the rows of the queens in columns 0..len(Rows)-1
}

// TaskCount is what one task found: solutions weighted by orbit size
// (Total) and canonical solutions (Unique).
type TaskCount struct {
	Total, Unique uint64
}

// Plan is the deterministic list of Fast's tasks for one n.
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
		return nil, ErrBadSize
	}
	p := &Plan{N: n}
	if n < 4 {
		return p, nil // n = 1 is counted directly; 2 and 3 have no solution
	}
	depth := prefixDepth(n)
	var s searcher
	for b1 := 2; b1 < n-1; b1++ {
		s.setCorner(n, b1)
		s.board[0], s.board[1] = 1, 1<<b1
		s.expand(2, depth, (2|1<<b1)<<1, 1|1<<b1, (1<<b1)>>1, func(rows []int8) {
			p.Tasks = append(p.Tasks, Task{Corner: true, Bound1: b1, Rows: rows})
		})
	}
	for b1 := 1; b1 < n-1-b1; b1++ {
		s.setSide(n, b1)
		bit := uint32(1) << b1
		s.board[0] = bit
		s.expand(1, depth, bit<<1, bit, bit>>1, func(rows []int8) {
			p.Tasks = append(p.Tasks, Task{Bound1: b1, Rows: rows})
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
		c := byte(0)
		if t.Corner {
			c = 1
		}
		h.Write([]byte{c, byte(t.Bound1), byte(len(t.Rows))})
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
func (p *Plan) Run(ctx context.Context, todo []int, workers int, done func(i int, c TaskCount)) error {
	if todo == nil {
		todo = make([]int, len(p.Tasks))
		for i := range todo {
			todo[i] = i
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, max(len(todo), 1))
	var (
		next atomic.Int64
		stop atomic.Bool
		mu   sync.Mutex
		wg   sync.WaitGroup
	)
	ctxDone := context.AfterFunc(ctx, func() { stop.Store(true) })
	defer ctxDone()
	for range workers {
		wg.Go(func() {
			s := searcher{stop: &stop}
			for {
				if stop.Load() || ctx.Err() != nil {
					return
				}
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				i := todo[k]
				c, ok := s.run(p.N, p.Tasks[i])
				if !ok {
					return
				}
				mu.Lock()
				done(i, c)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return ctx.Err()
}

// countFast runs every task of n's plan and adds up the counts.
func countFast(ctx context.Context, n int, o Options) (Counts, error) {
	if n == 1 {
		return Counts{Total: 1, Unique: 1}, nil
	}
	plan, err := NewPlan(n)
	if err != nil {
		return Counts{}, err
	}
	var c Counts
	var sumErr error
	finished := 0
	err = plan.Run(ctx, nil, o.Workers, func(_ int, tc TaskCount) {
		var e1, e2 error
		c.Total, e1 = add(c.Total, tc.Total)
		c.Unique, e2 = add(c.Unique, tc.Unique)
		if e1 != nil || e2 != nil {
			sumErr = ErrOverflow
		}
		finished++
		if o.Progress != nil {
			o.Progress(finished, len(plan.Tasks))
		}
	})
	if sumErr != nil {
		return Counts{}, sumErr
	}
	return c, err
}

// searcher is one worker's search state. Bit r of a bitboard is row r;
// left, down and right are the rows attacked in the current column along
// rising diagonals, rows and falling diagonals.
type searcher struct {
	n, last        int    // n and n-1
	mask           uint32 // the n rows
	bound1, bound2 int
	sidemask       uint32 // rows 0 and n-1
	lastmask       uint32 // rows the last column's queen must avoid
	board          [MaxN]uint32
	total, unique  uint64
	p, q           [MaxN]int
	stop           *atomic.Bool
}

func (s *searcher) setCorner(n, b1 int) {
	s.n, s.last, s.mask = n, n-1, uint32(1)<<n-1
	s.bound1, s.bound2 = b1, -1
}

func (s *searcher) setSide(n, b1 int) {
	s.n, s.last, s.mask = n, n-1, uint32(1)<<n-1
	top := uint32(1) << (n - 1)
	s.bound1, s.bound2 = b1, n-1-b1
	s.sidemask = top | 1
	s.lastmask = top | 1
	for range b1 - 1 {
		s.lastmask |= s.lastmask>>1 | s.lastmask<<1
	}
	s.lastmask &= s.mask
}

// filter applies the symmetry case's rules to the free rows of column y.
func (s *searcher) filter(y int, down, free uint32) uint32 {
	if s.bound2 < 0 { // corner case
		if y < s.bound1 {
			free &^= 2
		}
		return free
	}
	if y < s.bound1 {
		free &^= s.sidemask
	} else if y == s.bound2 {
		switch down & s.sidemask {
		case 0:
			return 0
		case s.sidemask:
		default:
			free &= s.sidemask
		}
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
	free := s.filter(y, down, s.mask&^(left|down|right))
	for free != 0 {
		bit := free & -free
		free ^= bit
		s.board[y] = bit
		s.expand(y+1, depth, (left|bit)<<1, down|bit, (right|bit)>>1, emit)
	}
}

// run counts one task; ok is false when the stop flag interrupted it.
func (s *searcher) run(n int, t Task) (TaskCount, bool) {
	if t.Corner {
		s.setCorner(n, t.Bound1)
	} else {
		s.setSide(n, t.Bound1)
	}
	var left, down, right uint32
	for c, r := range t.Rows {
		bit := uint32(1) << r
		s.board[c] = bit
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
	}
	s.total, s.unique = 0, 0
	y := len(t.Rows)
	// The hot search gets at most 14 columns, a few milliseconds of work.
	ok := s.descend(y, min(max(y+2, n-14), n-1), left, down, right, t.Corner)
	return TaskCount{Total: s.total, Unique: s.unique}, ok
}

// descend places the queens of columns y..upto-1 looking at the stop
// flag before each placement, then hands each prefix to the hot search,
// which never looks: a task stops within milliseconds. It returns
// false when stopped.
func (s *searcher) descend(y, upto int, left, down, right uint32, corner bool) bool {
	if y == upto {
		if s.stop != nil && s.stop.Load() {
			return false
		}
		if corner {
			s.corner(y, left, down, right, s.mask&^(left|down|right))
		} else {
			s.side(y, left, down, right, s.mask&^(left|down|right))
		}
		return true
	}
	free := s.filter(y, down, s.mask&^(left|down|right))
	for free != 0 {
		bit := free & -free
		free ^= bit
		s.board[y] = bit
		if !s.descend(y+1, upto, (left|bit)<<1, down|bit, (right|bit)>>1, corner) {
			return false
		}
	}
	return true
}

// corner is the search for the corner case: every solution found stands
// for an orbit of 8. free are the rows of column y that left, down and
// right leave free (computed once, by the caller).
func (s *searcher) corner(y int, left, down, right, free uint32) {
	if y == s.last {
		if free != 0 {
			s.total += 8
			s.unique++
		}
		return
	}
	if y < s.bound1 {
		free &^= 2
	}
	if y == s.last-1 { // the last column is decided without a call
		var c uint64
		for free != 0 {
			bit := free & -free
			free ^= bit
			if s.mask&^((left|bit)<<1|down|bit|(right|bit)>>1) != 0 {
				c++
			}
		}
		s.total += 8 * c
		s.unique += c
		return
	}
	for free != 0 {
		bit := free & -free
		free ^= bit
		l, d, r := (left|bit)<<1, down|bit, (right|bit)>>1
		if next := s.mask &^ (l | d | r); next != 0 { // no call for a dead end
			s.corner(y+1, l, d, r, next)
		}
	}
}

// side is the search for solutions without a corner queen; free as in
// corner.
func (s *searcher) side(y int, left, down, right, free uint32) {
	if y == s.last {
		if free != 0 && free&s.lastmask == 0 {
			s.board[y] = free
			s.orbitB()
		}
		return
	}
	if y < s.bound1 {
		free &^= s.sidemask
	} else if y == s.bound2 {
		switch down & s.sidemask {
		case 0:
			return
		case s.sidemask:
		default:
			free &= s.sidemask
		}
	}
	if y == s.last-1 { // the last column is decided without a call
		for free != 0 {
			bit := free & -free
			free ^= bit
			if f := s.mask &^ ((left|bit)<<1 | down | bit | (right|bit)>>1); f != 0 && f&s.lastmask == 0 {
				s.board[y] = bit
				s.board[y+1] = f
				s.orbitB()
			}
		}
		return
	}
	for free != 0 {
		bit := free & -free
		free ^= bit
		l, d, r := (left|bit)<<1, down|bit, (right|bit)>>1
		if next := s.mask &^ (l | d | r); next != 0 { // no call for a dead end
			s.board[y] = bit
			s.side(y+1, l, d, r, next)
		}
	}
}

// orbitB counts the solution on the board if it is the smallest of its
// images that the side case's filters let through: those whose column 0
// queen is at row bound1 too.
func (s *searcher) orbitB() {
	n := s.n
	p, q := s.p[:n], s.q[:n]
	for c := range n {
		r := bits.TrailingZeros32(s.board[c])
		p[c], q[r] = r, c
	}
	stab := 1
	for g := 1; g < 8; g++ {
		if image(g, p, q, 0) != s.bound1 {
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
