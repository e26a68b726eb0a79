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

func ExampleSparkline() {
	fmt.Println(render.Sparkline([]int64{6, 4, 3, 3, render.Gap, 8, 2, 0}, 0, true))
	// Output: ▇▅▄▄|█▃▁
}
