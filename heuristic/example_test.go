package heuristic_test

import (
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/heuristic"
)

// The three measures from scratch on one board with conflicts and on a
// solution: attacking pairs (the hill climbers' h), Sosic and Gu's
// diagonal collisions (QS1's), and the queens in conflict.
func ExampleAttackingPairs() {
	for _, p := range []nqueens.Placement{{0, 1, 2, 0}, {1, 3, 0, 2}} {
		fmt.Println(p, heuristic.AttackingPairs(p), heuristic.Collisions(p), heuristic.Attacked(p))
	}
	// Output:
	// [0 1 2 0] 4 2 4
	// [1 3 0 2] 0 0 0
}

// Lines keeps the attacking pairs as queens are added, removed and moved:
// MoveDelta prices a move before Move makes it, and Pairs always equals a
// recount from scratch.
func ExampleLines() {
	p := nqueens.Placement{1, 3, 0, 0}
	l := heuristic.NewLines(len(p))
	for c, r := range p {
		l.Add(c, r)
	}
	fmt.Println(p, "pairs:", l.Pairs(), "queens on the lines through column 3, row 2:", l.Through(3, 2))
	fmt.Println("moving column 3 to row 2 changes them by", l.MoveDelta(3, 0, 2))
	l.Move(3, 0, 2)
	p[3] = 2
	fmt.Println(p, "pairs:", l.Pairs(), "from scratch:", heuristic.AttackingPairs(p))
	l.Remove(3, 2)
	fmt.Println("three queens left, pairs:", l.Pairs())
	// Output:
	// [1 3 0 0] pairs: 1 queens on the lines through column 3, row 2: 0
	// moving column 3 to row 2 changes them by -1
	// [1 3 0 2] pairs: 0 from scratch: 0
	// three queens left, pairs: 0
}

// Diagonals keeps the collisions of a permutation. Add and Remove place
// and take back single queens, as QS1's start builds a board asking Free
// first; SwapDelta prices QS1's move, a swap of two queens' rows, and Swap
// makes it.
func ExampleDiagonals() {
	d := heuristic.NewDiagonals(4)
	d.Add(0, 1)
	d.Add(1, 3)
	fmt.Println("column 2: row 0 free:", d.Free(2, 0), "row 2 free:", d.Free(2, 2))
	d.Add(2, 2)
	fmt.Println("with a queen on row 2, collisions:", d.Collisions())
	d.Remove(2, 2)
	d.Add(2, 0)
	d.Add(3, 2)
	fmt.Println("[1 3 0 2] collisions:", d.Collisions())

	p := nqueens.Placement{0, 1, 2, 3}
	d.Reset(p)
	fmt.Println(p, "collisions:", d.Collisions(), "column 0 attacked:", d.Attacked(0, p[0]))
	fmt.Println("swapping columns 0 and 1 changes them by", d.SwapDelta(p, 0, 1))
	d.Swap(p, 0, 1)
	fmt.Println(p, "collisions:", d.Collisions(), "from scratch:", heuristic.Collisions(p))
	// Output:
	// column 2: row 0 free: true row 2 free: false
	// with a queen on row 2, collisions: 1
	// [1 3 0 2] collisions: 0
	// [0 1 2 3] collisions: 3 column 0 attacked: true
	// swapping columns 0 and 1 changes them by -1
	// [1 0 2 3] collisions: 2 from scratch: 2
}
