package minconflicts

import (
	"context"
	"math"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/internal/budget"
)

// MaxN is the largest n [Solve] accepts: rows and diagonal indexes fit in
// int32 arithmetic widened to int.
const MaxN = nqueens.MaxN / 2

// Memory returns the bytes [Solve] needs for n queens at its peak.
func Memory(n int) uint64 { return 49*uint64(n) + uint64(n)/4 + 8*scanAll }

const (
	// tries is how many random unused rows the greedy start looks at for a
	// column before it settles for the one with the fewest conflicts.
	tries = 64
	// scanAll: when at most this many rows are unused, the greedy start
	// looks at all of them, so the last columns get the exact greedy
	// choice.
	scanAll = 1024
	// stallBase and stallFactor bound the repairs of one start:
	// stallBase + stallFactor*n repairs without a solution trigger a
	// restart (this happens only for small n, where min-conflicts can cycle
	// on a plateau).
	stallBase   = 100
	stallFactor = 2
	// pollEvery is how many columns of the greedy start pass between looks
	// at the clock and the context.
	pollEvery = 1 << 14
	// pollN: from this n on, every repair (O(n) work) looks at the clock
	// and the context, not only every 1024th.
	pollN = 1 << 10
)

// Solve finds one solution for n queens by min-conflicts repair (see the
// package documentation). Expected time O(n) for the greedy start plus
// O(n) per repair; about 49.25n bytes. Stats.Steps counts repairs (a conflicted
// queen drawn and put on its least-conflicted row, which may be the row it
// holds); Stats.Evaluations counts rows looked at; Stats.Setup is the time
// of the first greedy start; Stats.Conflicts is the
// number of attacking pairs left, or, when stopped during the greedy start,
// the number of columns it had not reached (the placement is then still a
// permutation, those columns holding the rows no queen had taken).
func Solve(ctx context.Context, n int, s nqueens.Settings) (nqueens.Result, error) {
	if err := nqueens.CheckSize(n, MaxN); err != nil {
		return nqueens.Result{}, err
	}
	b := budget.New(ctx, s)
	if res, ok := budget.Trivial(n, s, b); ok {
		return res, nil
	}
	st := &search{n: n, bd: newBoard(n), g: newRNG(s.Seed), b: b, obs: s.Observer}
	res := st.run()
	res.Stats.Elapsed = b.Elapsed()
	return res, nil
}

// search is one run of [Solve].
type search struct {
	n     int
	bd    *board
	g     rng
	b     *budget.Budget
	obs   nqueens.Observer
	stats nqueens.Stats
	// unplaced is the number of columns the start had not reached when a
	// limit or cancellation stopped it; 0 otherwise.
	unplaced int64
}

func (s *search) result(status nqueens.Status) nqueens.Result {
	s.stats.Conflicts = s.bd.pairs
	if s.unplaced > 0 {
		s.stats.Conflicts = s.unplaced
	}
	if s.obs != nil {
		s.obs.Observe(nqueens.Event{Kind: nqueens.Done, Step: s.stats.Steps, Restarts: s.stats.Restarts, Heuristic: s.bd.pairs, Placement: s.bd.p})
	}
	return nqueens.Result{Placement: s.bd.p, Status: status, Stats: s.stats}
}

func (s *search) run() nqueens.Result {
	for {
		status, stop := s.start()
		if s.stats.Restarts == 0 {
			s.stats.Setup = s.b.Elapsed()
		}
		if stop {
			return s.result(status)
		}
		if s.obs != nil {
			s.obs.Observe(nqueens.Event{Kind: nqueens.Start, Step: s.stats.Steps, Restarts: s.stats.Restarts, Heuristic: s.bd.pairs, Placement: s.bd.p})
		}
		status, stop = s.repair()
		if stop {
			return s.result(status)
		}
		if s.bd.pairs == 0 {
			return s.result(nqueens.Solved)
		}
		// A restart beyond MaxRestarts is not made, so not counted.
		if status, stop := s.b.Check(s.stats.Steps, s.stats.Restarts+1); stop {
			return s.result(status)
		}
		s.stats.Restarts++
		if s.obs != nil {
			s.obs.Observe(nqueens.Event{Kind: nqueens.Restart, Step: s.stats.Steps, Restarts: s.stats.Restarts, Heuristic: s.bd.pairs, Placement: s.bd.p})
		}
	}
}

// start is the greedy initial assignment. The unused rows are kept in
// p[c:]; column by column, the queen goes to the first of up to [tries]
// unused rows drawn at random whose diagonals hold no queen yet, or, when
// none is free, to the one among them with the fewest queens on its
// diagonals (the first such, so ties go at random). When at most [scanAll]
// rows are left it looks at all of them, starting from a random one, so the
// last columns, where free rows are rare, get the exact greedy choice. The
// start is a permutation: its conflicts are all on diagonals.
//
// Whether a diagonal is free is read from one bit per diagonal (n/4 bytes
// for both families, which stay in cache where the counters would not); the
// counters are read only when no candidate is free.
func (s *search) start() (nqueens.Status, bool) {
	n, bd := s.n, s.bd
	bd.clear()
	p := bd.p
	for c := range p {
		p[c] = int32(c)
	}
	used := newDiagBits(n)
	cand := make([]int, 0, max(tries, scanAll))
	var looked int64
	for c := 0; c < n; c++ {
		if c%pollEvery == 0 {
			if status, stop := s.b.Poll(); stop {
				s.stats.Evaluations += looked
				// The columns not yet placed keep the unused rows (p stays
				// a permutation); they are not counted, so stopping costs
				// nothing, and what is left is reported as columns.
				s.unplaced = int64(n - c)
				return status, true
			}
		}
		left := n - c
		best := -1
		cand = cand[:0]
		if left <= scanAll {
			// All unused rows, from a random one on (cyclically), so that
			// ties go at random and restarts differ.
			off := int(s.g.Below(uint64(left)))
			for i := range left {
				j := c + (off+i)%left
				if used.free(c, p[j]) {
					best = j
					break
				}
				cand = append(cand, j)
			}
		} else {
			for range tries {
				j := c + int(s.g.Below(uint64(left)))
				if used.free(c, p[j]) {
					best = j
					break
				}
				cand = append(cand, j)
			}
		}
		looked += int64(len(cand))
		if best >= 0 {
			looked++
		} else {
			bestK := int32(math.MaxInt32)
			for _, j := range cand {
				r := p[j]
				if k := bd.diag[int(r)+c].k + bd.anti[int(r)-c+n-1].k; k < bestK {
					best, bestK = j, k
				}
			}
			bd.mark(int32(c))
		}
		r := p[best]
		p[best] = p[c]
		bd.add(c, r)
		used.set(c, r)
	}
	s.stats.Evaluations += looked
	return nqueens.Solved, false
}

// diagBits has one bit per diagonal and per anti-diagonal: set when a queen
// is on it.
type diagBits struct {
	n          int
	diag, anti []uint64
}

func newDiagBits(n int) diagBits {
	words := (2*n - 1 + 63) / 64
	return diagBits{n: n, diag: make([]uint64, words), anti: make([]uint64, words)}
}

// free reports whether both diagonals through column c, row r are empty.
func (d diagBits) free(c int, r int32) bool {
	i, a := int(r)+c, int(r)-c+d.n-1
	return d.diag[i>>6]&(1<<(i&63)) == 0 && d.anti[a>>6]&(1<<(a&63)) == 0
}

// set marks the diagonals through column c, row r as used.
func (d diagBits) set(c int, r int32) {
	i, a := int(r)+c, int(r)-c+d.n-1
	d.diag[i>>6] |= 1 << (i & 63)
	d.anti[a>>6] |= 1 << (a & 63)
}

// repair is Minton's loop: draw a queen at random from the conflicted set,
// move it to the row with the fewest conflicts (ties broken at random), and
// repeat until none is conflicted, a limit stops it, or the start has had
// its share of repairs (then the caller restarts).
func (s *search) repair() (nqueens.Status, bool) {
	n, bd := s.n, s.bd
	budget := s.stats.Steps + stallBase + stallFactor*int64(n)
	for bd.pairs > 0 {
		if len(bd.set) == 0 {
			panic("minconflicts: conflicts left but the conflicted set is empty")
		}
		i := int(s.g.Below(uint64(len(bd.set))))
		c := int(bd.set[i])
		if bd.conflicts(c) == 0 {
			bd.drop(i)
			continue
		}
		if s.stats.Steps >= budget {
			return nqueens.Solved, false
		}
		if status, stop := s.b.Check(s.stats.Steps, s.stats.Restarts); stop {
			return status, true
		}
		if n >= pollN {
			if status, stop := s.b.Poll(); stop {
				return status, true
			}
		}
		from := bd.p[c]
		bd.remove(c)
		to := s.leastConflicted(c)
		bd.add(c, to)
		s.stats.Steps++
		s.stats.Evaluations += int64(n)
		if bd.conflicts(c) == 0 {
			bd.drop(i)
		}
		if s.obs != nil {
			s.obs.Observe(nqueens.Event{Kind: nqueens.Move, Step: s.stats.Steps, Restarts: s.stats.Restarts, Col: c, From: from, To: to, Heuristic: bd.pairs, Placement: bd.p})
		}
	}
	return nqueens.Solved, false
}

// leastConflicted returns a row of column c (whose queen is off the board)
// with the fewest queens on its row and diagonals, drawn uniformly among
// the ties: one sequential pass over three line arrays, with reservoir
// sampling over the rows that tie with the minimum so far (a random draw
// only for those; near a solution most rows hold one queen, so the minimum
// is usually 1 with 10^4 to 10^5 ties at n = 10^6).
func (s *search) leastConflicted(c int) int32 {
	n, bd := s.n, s.bd
	rows := bd.rows[:n]
	diag := bd.diag[c : c+n]         // diag[r] is the diagonal through (c, r)
	anti := bd.anti[n-1-c : 2*n-1-c] // anti[r] likewise
	diag, anti = diag[:len(rows)], anti[:len(rows)]
	best, ties, choice := int32(math.MaxInt32), uint64(0), 0
	for r := range rows {
		v := rows[r].k + diag[r].k + anti[r].k
		if v > best {
			continue
		}
		if v < best {
			best, ties, choice = v, 1, r
			continue
		}
		ties++
		if s.g.Below(ties) == 0 {
			choice = r
		}
	}
	return int32(choice)
}
