package bdd_test

import (
	"fmt"

	"github.com/nqueens/nqueens/bdd"
)

// The majority of three votes, its count, one way to satisfy it and how
// often each voter is on the winning side.
func Example() {
	m := bdd.New(bdd.Config{Vars: 3})
	x, _ := m.Ithvar(0)
	y, _ := m.Ithvar(1)
	z, _ := m.Ithvar(2)
	xy, _ := m.And(x, y)
	xz, _ := m.And(x, z)
	yz, _ := m.And(y, z)
	maj, _ := m.Or(xy, xz)
	maj, _ = m.Or(maj, yz)

	count, _ := m.SatCount(maj)
	nodes, _ := m.NodeCount(maj)
	fmt.Println("satisfying assignments:", count, "nodes:", nodes)
	fmt.Println("one of them:", m.AnySat(maj))
	byVar, _ := m.SatCountsByVar(maj)
	fmt.Println("with each variable true:", byVar)

	// Fix x false: what is left is y ∧ z.
	rest, _ := m.Restrict(maj, bdd.Literal{Var: 0, Value: false})
	fmt.Println("x false leaves y ∧ z:", rest == yz)
	// Output:
	// satisfying assignments: 4 nodes: 4
	// one of them: [0 1 1]
	// with each variable true: [3 3 3]
	// x false leaves y ∧ z: true
}
