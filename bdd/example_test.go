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

// Any of the 16 binary operators through Apply, with negation and
// exclusive or: x → ¬y is ¬(x ∧ y), the same node, and Eval reads its
// truth table over all Vars variables.
func ExampleManager_Apply() {
	m := bdd.New(bdd.Config{Vars: 2})
	x, _ := m.Ithvar(0)
	y, _ := m.Ithvar(1)
	notY, _ := m.NIthvar(1)
	imp, _ := m.Apply(bdd.OpImp, x, notY)
	xy, _ := m.And(x, y)
	nand, _ := m.Not(xy)
	fmt.Println("x → ¬y is ¬(x ∧ y):", imp == nand)
	for a := range 1 << m.Vars() {
		assign := []bool{a&1 == 1, a&2 == 2}
		fmt.Println(assign, m.Eval(imp, assign))
	}
	xor, _ := m.Xor(x, y)
	odd, _ := m.SatCount(xor)
	fmt.Println("assignments with x ⊕ y:", odd)
	// Output:
	// x → ¬y is ¬(x ∧ y): true
	// [false false] true
	// [true false] true
	// [false true] true
	// [true true] false
	// assignments with x ⊕ y: 2
}

// Paths and assignments differ when a path skips a variable: x0 ∨ x2
// over three variables has two paths to True (x0, and ¬x0 then x2) but
// six satisfying assignments, since x1 is free on both and x2 on the
// first.
func ExampleManager_PathCount() {
	m := bdd.New(bdd.Config{Vars: 3})
	x0, _ := m.Ithvar(0)
	x2, _ := m.Ithvar(2)
	f, _ := m.Or(x0, x2)
	paths, _ := m.PathCount(f)
	paths64, ok, _ := m.PathCount64(f)
	sat, _ := m.SatCount(f)
	fmt.Println("paths:", paths, paths64, ok)
	fmt.Println("satisfying assignments:", sat)
	// Output:
	// paths: 2 2 true
	// satisfying assignments: 6
}
