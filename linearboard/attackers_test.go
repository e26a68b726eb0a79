package linearboard

import (
	"testing"

	"github.com/nqueens/nqueens"
)

// attackers is [board.attackers] on a board packed from p, for the tests
// that hold the derivation of a successor's heuristic to a recount.
func attackers(p nqueens.Placement, c int, r int32, limit int32) int32 {
	b := newBoard(len(p))
	b.Reset(p)
	return b.attackers(c, r, limit)
}

// FuzzMove checks the packed vector's O(1) update: after a series of
// moves the board holds what packing the moved placement afresh gives, and
// counts every square's attackers as a pass over the placement does.
func FuzzMove(f *testing.F) {
	f.Add(uint16(8), []byte{0, 1, 2, 3, 4, 5, 6, 7}, []byte{3, 5, 0, 7})
	f.Add(uint16(5), []byte{4, 4, 4}, []byte{4, 0, 4, 1})
	f.Add(uint16(MaxN), []byte{255, 255}, []byte{1, 255, 2, 0})
	f.Fuzz(func(t *testing.T, size uint16, rows, moves []byte) {
		n := int(size)%MaxN + 1
		scale := func(x byte) int { return int(x) * (n - 1) / 255 } // 0 and 255 reach 0 and n-1
		p := make(nqueens.Placement, n)
		for c := range p {
			if len(rows) > 0 {
				p[c] = int32(scale(rows[c%len(rows)]))
			}
		}
		b := newBoard(n)
		b.Reset(p)
		for i := 0; i+1 < len(moves); i += 2 {
			c, to := scale(moves[i]), int32(scale(moves[i+1]))
			b.Move(c, p[c], to)
			p[c] = to
		}
		fresh := newBoard(n)
		fresh.Reset(p)
		for j := range b.groups {
			if b.groups[j] != fresh.groups[j] {
				t.Fatalf("n=%d group %d: moved %x, packed afresh %x", n, j, b.groups[j], fresh.groups[j])
			}
		}
		for _, c := range []int{0, n / 2, n - 1} {
			for _, r := range []int32{0, p[c], int32(n - 1)} {
				var want int32
				for i, q := range p {
					d := int32(i - c)
					if q == r || q-r == d || q-r == -d {
						want++
					}
				}
				if got := b.attackers(c, r, want); got != want {
					t.Fatalf("n=%d %v: attackers of (%d,%d) %d, a pass over the placement %d", n, p, c, r, got, want)
				}
			}
		}
	})
}
