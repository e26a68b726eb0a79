package minconflicts

import (
	"testing"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
)

// FuzzBoard moves queens at random and checks, after every move, the line
// counts and XORs against a recount, the pairs against
// heuristic.AttackingPairs, and that every conflicted queen is in the set.
func FuzzBoard(f *testing.F) {
	f.Add(uint8(8), []byte{0, 1, 2, 3, 4, 5, 6, 7, 1, 3, 5})
	f.Add(uint8(1), []byte{0, 0})
	f.Add(uint8(5), []byte{4, 4, 4, 4, 0, 0, 1, 2})
	f.Fuzz(func(t *testing.T, size uint8, moves []byte) {
		n := int(size%20) + 1
		b := newBoard(n)
		for c := range n {
			b.add(c, int32(c*7%n))
		}
		b.markAll()
		check(t, b)
		for i := 0; i+1 < len(moves); i += 2 {
			c, r := int(moves[i])%n, int32(int(moves[i+1])%n)
			b.remove(c)
			b.add(c, r)
			if b.conflicts(c) > 0 {
				b.mark(int32(c))
			}
			// Drop the stale members, as the search does when it draws them.
			for j := 0; j < len(b.set); {
				if b.conflicts(int(b.set[j])) == 0 {
					b.drop(j)
					continue
				}
				j++
			}
			check(t, b)
		}
	})
}

// markAll puts every conflicted column in the set.
func (b *board) markAll() {
	for c := range b.n {
		if b.conflicts(c) > 0 {
			b.mark(int32(c))
		}
	}
}

func check(t *testing.T, b *board) {
	t.Helper()
	n := b.n
	rows := make([]line, n)
	diag := make([]line, 2*n-1)
	anti := make([]line, 2*n-1)
	for c, r := range b.p {
		for _, l := range []*line{&rows[r], &diag[int(r)+c], &anti[int(r)-c+n-1]} {
			l.k++
			l.x ^= int32(c)
		}
	}
	for i := range rows {
		if rows[i] != b.rows[i] {
			t.Fatalf("row %d: %+v, recount %+v (p = %v)", i, b.rows[i], rows[i], b.p)
		}
	}
	for i := range diag {
		if diag[i] != b.diag[i] || anti[i] != b.anti[i] {
			t.Fatalf("diagonal %d: %+v %+v, recount %+v %+v (p = %v)", i, b.diag[i], b.anti[i], diag[i], anti[i], b.p)
		}
	}
	if want := heuristic.AttackingPairs(nqueens.Placement(b.p)); b.pairs != want {
		t.Fatalf("pairs %d, want %d (p = %v)", b.pairs, want, b.p)
	}
	// Attacked queens by brute force over all pairs.
	attacked := make([]bool, n)
	for a := range n {
		for c := a + 1; c < n; c++ {
			ra, rc := int(b.p[a]), int(b.p[c])
			if ra == rc || ra+a == rc+c || ra-a == rc-c {
				attacked[a], attacked[c] = true, true
			}
		}
	}
	inSet := make([]bool, n)
	for _, c := range b.set {
		if inSet[c] || !b.inSet[c] {
			t.Fatalf("set %v and flags disagree", b.set)
		}
		inSet[c] = true
	}
	for c := range n {
		if b.inSet[c] != inSet[c] {
			t.Fatalf("column %d: flag %v, in set %v", c, b.inSet[c], inSet[c])
		}
		if attacked[c] && !inSet[c] {
			t.Fatalf("column %d is attacked but not in the set %v (p = %v)", c, b.set, b.p)
		}
	}
}
