package bdd

import (
	"fmt"
	"testing"
)

// BenchmarkSharedLowChild makes 20000 nodes with one low child and
// distinct high children: the unique table must not pile them up in one
// run of slots (with plain linear probing from the child's window they
// did, and every insertion scanned the whole run).
func BenchmarkSharedLowChild(b *testing.B) {
	const k = 20000
	for b.Loop() {
		b.StopTimer()
		m := New(Config{Vars: 40})
		g, _ := m.Ithvar(39)
		his := make([]Node, k)
		lits := make([]Literal, 16)
		for i := range his {
			for bit := range lits {
				lits[bit] = Literal{Var: 20 + bit, Value: i>>bit&1 == 1}
			}
			his[i], _ = m.Cube(lits...)
		}
		b.StartTimer()
		for _, h := range his {
			if _, err := m.MakeNode(10, g, h); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkApplyParity builds the parity of n variables by Xor, a chain of
// Apply calls whose results are each other's low children.
func BenchmarkApplyParity(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprintf("vars=%d", n), func(b *testing.B) {
			for b.Loop() {
				m := New(Config{Vars: n})
				f := False
				for v := n - 1; v >= 0; v-- {
					x, _ := m.Ithvar(v)
					f, _ = m.Xor(x, f)
				}
			}
		})
	}
}
