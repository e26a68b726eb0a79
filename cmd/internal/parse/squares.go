package parse

import (
	"fmt"
	"strconv"
	"strings"
)

// square reads "ROW,COL", both 1-based in [1, n], or for n <= 26 a
// square named as boards name it, column letter then row ("c5" is 5,3),
// and returns them 0-based: row 1 is row 0.
func square(s string, n int) (row, col int, err error) {
	rs, cs, ok := strings.Cut(s, ",")
	if t := strings.TrimSpace(s); !ok && n <= 26 && t != "" && t[0] >= 'a' && t[0] <= 'z' {
		rs, cs, ok = t[1:], strconv.Itoa(int(t[0]-'a')+1), true
	}
	if !ok {
		return 0, 0, fmt.Errorf("give a square as ROW,COL, such as 1,%d (1-based)%s", n, boardName(n))
	}
	r, err1 := strconv.Atoi(strings.TrimSpace(rs))
	c, err2 := strconv.Atoi(strings.TrimSpace(cs))
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("ROW and COL must be whole numbers, such as 1,%d", n)
	}
	if r < 1 || r > n || c < 1 || c > n {
		return 0, 0, fmt.Errorf("square %d,%d is off the %d x %d board: ROW and COL go from 1 to %d", r, c, n, n, n)
	}
	return r - 1, c - 1, nil
}

// boardName says how else a square of an n x n board may be given.
func boardName(n int) string {
	if n > 26 {
		return ""
	}
	return fmt.Sprintf(", or as on the board, such as %c1", 'a'+n-1)
}

// Squares reads one or more squares separated by ";", such as "1,1;2,3"
// (see [square]), each 0-based as {row, col}.
func Squares(s string, n int) ([][2]int, error) {
	var sqs [][2]int
	for part := range strings.SplitSeq(s, ";") {
		r, c, err := square(part, n)
		if err != nil {
			return nil, fmt.Errorf("%q: %v", part, err)
		}
		sqs = append(sqs, [2]int{r, c})
	}
	return sqs, nil
}
