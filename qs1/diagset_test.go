package qs1

import (
	"math/rand/v2"
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
)

// FuzzDiagSet checks the compact diagonal set (bits plus a map of extra
// counts) against a recount from scratch after every add and remove, and
// free/attacked against their definitions.
func FuzzDiagSet(f *testing.F) {
	f.Add(uint8(8), []byte{0, 0, 1, 1, 2, 0, 3, 3, 0, 0})
	f.Add(uint8(3), []byte{1, 1, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, size uint8, ops []byte) {
		n := int(size)%50 + 1
		s := newDiagSet(n)
		// The board as a list of queens (column, row); a column may hold
		// several queens here, which the set must count like any other.
		type queen struct {
			c int
			r int32
		}
		var board []queen
		for k := 0; k+1 < len(ops); k += 2 {
			c, r := int(ops[k])%n, int32(int(ops[k+1])%n)
			if ops[k]&0x80 != 0 && len(board) > 0 {
				// remove an existing queen
				i := int(ops[k+1]) % len(board)
				q := board[i]
				s.remove(q.c, q.r)
				board = append(board[:i], board[i+1:]...)
			} else {
				s.add(c, r)
				board = append(board, queen{c, r})
			}
			// Recount: Collisions of a placement ignores rows, so build
			// one column per queen on a board wide enough.
			diag := map[int]int{}
			anti := map[int]int{}
			for _, q := range board {
				diag[int(q.r)+q.c]++
				anti[int(q.r)-q.c]++
			}
			var want int64
			for _, m := range []map[int]int{diag, anti} {
				for _, k := range m {
					want += int64(k - 1)
				}
			}
			if s.collisions != want {
				t.Fatalf("collisions = %d, want %d", s.collisions, want)
			}
			for _, q := range board {
				if got, w := s.attacked(q.c, q.r), diag[int(q.r)+q.c] > 1 || anti[int(q.r)-q.c] > 1; got != w {
					t.Fatalf("attacked(%d,%d) = %v, want %v", q.c, q.r, got, w)
				}
			}
			for cc := range n {
				for rr := range int32(n) {
					if got, w := s.free(cc, rr), diag[int(rr)+cc] == 0 && anti[int(rr)-cc] == 0; got != w {
						t.Fatalf("free(%d,%d) = %v, want %v", cc, rr, got, w)
					}
				}
			}
		}
	})
}

// TestDiagSetMatchesHeuristic ties the compact set to the shared measure on
// whole placements.
func TestDiagSetMatchesHeuristic(t *testing.T) {
	g := rand.New(rand.NewPCG(5, 6))
	for n := 1; n <= 40; n++ {
		p := make(nqueens.Placement, n)
		for c, r := range g.Perm(n) {
			p[c] = int32(r)
		}
		s := newDiagSet(n)
		for c, r := range p {
			s.add(c, r)
		}
		if want := heuristic.Collisions(p); s.collisions != want {
			t.Fatalf("n=%d: collisions %d, want %d", n, s.collisions, want)
		}
	}
}
