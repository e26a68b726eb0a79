package render

import (
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// SquareCounts writes counts[r][c], a number per square of an n x n board,
// as a table: right-aligned in columns as wide as the widest number, the
// last row first (row n at the top, as boards are drawn), 1-based row
// numbers on the left and the columns named below as boards name them
// (a to h for n = 8; [nqueens.ColumnName]). O(n²) time and output.
func SquareCounts(w io.Writer, counts [][]*big.Int) error {
	n := len(counts)
	width := len(strconv.Itoa(n))
	for _, row := range counts {
		for _, c := range row {
			width = max(width, len(c.String()))
		}
	}
	label := len(strconv.Itoa(n))
	var b strings.Builder
	for r := n - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%*d |", label, r+1)
		for _, c := range counts[r] {
			fmt.Fprintf(&b, " %*s", width, c.String())
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%*s +%s\n%*s  ", label, "", strings.Repeat("-", n*(width+1)), label, "")
	for c := range n {
		fmt.Fprintf(&b, " %*s", width, nqueens.ColumnName(n, c))
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}
