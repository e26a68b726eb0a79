package linearboard

import "github.com/nqueens/nqueens"

// attackers is [board.attackers] on a board packed from p, for the tests
// that hold the derivation of a successor's heuristic to a recount.
func attackers(p nqueens.Placement, c int, r int32, limit int32) int32 {
	b := newBoard(len(p))
	b.Reset(p)
	return b.attackers(c, r, limit)
}
