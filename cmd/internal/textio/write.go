package textio

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// Format names an output format.
type Format string

// The formats every solver command accepts with --format.
const (
	Summary Format = "summary" // one line of figures; the board too when n is small
	Board   Format = "board"   // a drawing of the board
	Perm    Format = "perm"    // one line of 0-based rows
	Matrix  Format = "matrix"  // n lines of 0/1
	JSON    Format = "json"    // one JSON object
)

// Formats lists the formats in the order help text shows them.
var Formats = []Format{Summary, Board, Perm, Matrix, JSON}

// ParseFormat returns the Format named s, or an error listing the names.
func ParseFormat(s string) (Format, error) {
	for _, f := range Formats {
		if string(f) == s {
			return f, nil
		}
	}
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = string(f)
	}
	return "", fmt.Errorf("unknown format %q: use one of %s", s, strings.Join(names, ", "))
}

// WritePerm writes p as one line of space-separated 0-based rows.
// O(n) time, O(1) memory beyond a 64 KiB buffer.
func WritePerm(w io.Writer, p nqueens.Placement) error {
	// Digits go straight into one buffer, written when nearly full (no
	// bufio call per number).
	buf := make([]byte, 0, 1<<16)
	for c, r := range p {
		if len(buf) > cap(buf)-24 {
			if _, err := w.Write(buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
		if c > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, int64(r), 10)
	}
	buf = append(buf, '\n')
	_, err := w.Write(buf)
	return err
}

// WriteMatrix writes p as n lines of n space-separated 0s and 1s, the
// top row (n-1) first and row 0 last, as every board drawing shows it: the
// first line is the board's top edge, the first column column a. O(n^2)
// time and output, O(n) memory.
func WriteMatrix(w io.Writer, p nqueens.Placement) error {
	n := len(p)
	bw := bufio.NewWriterSize(w, 1<<16)
	col := make([]int, n) // col[r] = the column whose queen is in row r, or -1
	for r := range col {
		col[r] = -1
	}
	multi := false
	for c, r := range p {
		if col[r] >= 0 {
			multi = true
		}
		col[r] = c
	}
	line := make([]byte, 2*n)
	for r := n - 1; r >= 0; r-- {
		for c := range n {
			line[2*c] = '0'
			line[2*c+1] = ' '
		}
		if multi {
			for c, rr := range p {
				if int(rr) == r {
					line[2*c] = '1'
				}
			}
		} else if c := col[r]; c >= 0 {
			line[2*c] = '1'
		}
		line[2*n-1] = '\n'
		bw.Write(line)
	}
	return bw.Flush()
}
