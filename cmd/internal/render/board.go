package render

import (
	"io"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// Board writes p in the style's layout (Full or Compact: rank 1 at the
// bottom as a chessboard is printed; Matrix too: its first line is row
// n-1). Rows outside
// [0, n), other than [nqueens.Empty], are an error (*nqueens.RangeError); nothing
// is written then. O(n^2) time, output and memory.
func Board(w io.Writer, p nqueens.Placement, s Style) error {
	out, err := Draw(p, s)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, out)
	return err
}

// Draw returns the drawing [Board] writes, every line ending in "\n".
func Draw(p nqueens.Placement, s Style) (string, error) {
	n := len(p)
	for c, r := range p {
		if (r < 0 || int(r) >= n) && r != nqueens.Empty {
			return "", &nqueens.RangeError{Column: c, Row: r, N: n}
		}
	}
	a := analyze(p)
	var b strings.Builder
	switch s.layout(n) {
	case Matrix:
		drawMatrix(&b, a, s)
	case Compact:
		drawBoard(&b, a, s, false)
	default:
		drawBoard(&b, a, s, true)
	}
	return b.String(), nil
}

func drawBoard(b *strings.Builder, a *analysis, s Style, full bool) {
	n := a.n
	g := s.glyphs()
	marked := make([]bool, n)
	for _, c := range s.Highlight {
		if c >= 0 && c < n {
			marked[c] = true
		}
	}
	lw := len(strconv.Itoa(n))
	var line strings.Builder
	for r := n - 1; r >= 0; r-- {
		line.Reset()
		pt := painter{b: &line}
		line.WriteString(pad(strconv.Itoa(r+1), lw))
		line.WriteByte(' ')
		for c := range n {
			glyph, fg := a.cell(r, c, g)
			filler := ""
			fillFG := fgPlain
			if full {
				filler = " "
				if a.rowJoins(r, c) {
					filler, fillFG = g.row, fgLine
				}
			}
			if !s.Color {
				line.WriteString(glyph + filler)
				continue
			}
			bg := bgLight
			if (r+c)%2 == 0 {
				bg = bgDark // a1 is dark
			}
			if marked[c] && int(a.p[c]) == r {
				bg = bgMarkLite
				if (r+c)%2 == 0 {
					bg = bgMarkDark
				}
			}
			pt.write(glyph, bg, fg)
			if filler != "" {
				pt.write(filler, bg, fillFG)
			}
		}
		if s.Color {
			line.WriteString(reset)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	files(b, n, lw+1, full)
}

// files writes the labels under the board: letters for n <= 26, else the
// column numbers, tens on a line above the units.
func files(b *strings.Builder, n, indent int, full bool) {
	sep := ""
	if full {
		sep = " "
	}
	var tens, units strings.Builder
	for c := range n {
		if n <= 26 {
			units.WriteByte(byte('a' + c))
		} else {
			units.WriteByte(byte('0' + (c+1)%10))
			if (c+1)%10 == 0 {
				tens.WriteByte(byte('0' + (c+1)/10%10))
			} else {
				tens.WriteByte(' ')
			}
		}
		units.WriteString(sep)
		tens.WriteString(sep)
	}
	for _, l := range []string{tens.String(), units.String()} {
		l = strings.TrimRight(l, " ")
		if l == "" {
			continue
		}
		b.WriteString(strings.Repeat(" ", indent))
		b.WriteString(l)
		b.WriteByte('\n')
	}
}

func drawMatrix(b *strings.Builder, a *analysis, s Style) {
	n := a.n
	for r := n - 1; r >= 0; r-- { // the top row first, as on the board
		for c := range n {
			if c > 0 {
				b.WriteByte(' ')
			}
			d := "0"
			q := int(a.p[c]) == r
			if q {
				d = "1"
			}
			if !s.Color {
				b.WriteString(d)
				continue
			}
			switch {
			case q && a.attacked[c]:
				b.WriteString(paint(d, fgHit))
			case q:
				b.WriteString(paint(d, "1"))
			case a.lines[r*n+c] != 0:
				b.WriteString(paint(d, fgLine))
			default:
				b.WriteString(d)
			}
		}
		b.WriteByte('\n')
	}
}

func pad(s string, w int) string {
	if len(s) >= w {
		return s
	}
	return strings.Repeat(" ", w-len(s)) + s
}
