package render_test

import (
	"fmt"
	"os"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/cmd/internal/render"
)

// Queens a1 and e1 share a row, a1 and b2 a diagonal: the three are drawn
// as attacked (X) and the squares between a1 and e1 as the line of attack.
func ExampleBoard() {
	p := nqueens.Placement{0, 1, 4, 2, 0}
	render.Board(os.Stdout, p, render.Style{})
	// Output:
	// 5 . . Q . .
	// 4 . . . . .
	// 3 . . . Q .
	// 2 . X . . .
	// 1 X-------X
	//   a b c d e
}

// The same placement analyzed: three queens attacked, by two pairs (a1
// with e1 on the bottom row, a1 with b2 on a diagonal). A row off the
// board is refused.
func ExampleAnalyze() {
	at, err := render.Analyze(nqueens.Placement{0, 1, 4, 2, 0})
	fmt.Println(at.Queens, at.Pairs, at.Attacked, err)
	_, err = render.Analyze(nqueens.Placement{0, 5, 1})
	fmt.Println(err)
	// Output:
	// 3 2 [true true false false true] <nil>
	// the queen in column 2 is in row 6, outside 1..3 (1-based)
}

func ExampleSparkline() {
	fmt.Println(render.Sparkline([]int64{6, 4, 3, 3, render.Gap, 8, 2, 0}, 0, true))
	// Output: ▇▅▄▄|█▃▁
}
