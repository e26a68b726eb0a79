package render

import (
	"io"
	"strings"

	"github.com/fatih/color"

	"github.com/nqueens/nqueens"
)

// Style says how to draw: Unicode glyphs or ASCII, with or without color.
// The zero value draws plain ASCII without color.
type Style struct {
	Unicode bool
	Color   bool
}

// Board writes p as an n x n drawing, row n-1 at the top as a chessboard
// is printed, with file letters or column numbers below. Queens that share
// a row or diagonal with another queen are drawn in red when s.Color is set
// and marked with a different glyph otherwise. O(n^2) time and output,
// O(n) memory.
func Board(w io.Writer, p nqueens.Placement, s Style) error {
	n := len(p)
	attacked := attackedQueens(p)
	queen, empty, hit := "Q", ".", "X"
	if s.Unicode {
		queen, empty, hit = "♛", "·", "♛"
	}
	red := color.New(color.FgRed, color.Bold)
	light := color.New(color.BgHiWhite, color.FgBlack)
	dark := color.New(color.BgWhite, color.FgBlack)
	for _, c := range []*color.Color{red, light, dark} {
		if s.Color {
			c.EnableColor()
		} else {
			c.DisableColor()
		}
	}
	redOnLight := color.New(color.BgHiWhite, color.FgRed, color.Bold)
	redOnDark := color.New(color.BgWhite, color.FgRed, color.Bold)
	redOnLight.EnableColor()
	redOnDark.EnableColor()
	var b strings.Builder
	for r := n - 1; r >= 0; r-- {
		b.Reset()
		label := itoa(r+1, width(n))
		b.WriteString(label)
		b.WriteByte(' ')
		for c := range n {
			cell := empty
			q := int(p[c]) == r
			if q {
				cell = queen
				if attacked[c] {
					cell = hit
				}
			}
			cell += " "
			if !s.Color {
				b.WriteString(cell)
				continue
			}
			sq := light
			if (r+c)%2 == 0 {
				sq = dark
			}
			if q && attacked[c] {
				if sq == light {
					sq = redOnLight
				} else {
					sq = redOnDark
				}
			}
			b.WriteString(sq.Sprint(cell))
		}
		b.WriteByte('\n')
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
	}
	b.Reset()
	b.WriteString(strings.Repeat(" ", width(n)+1))
	for c := range n {
		if n <= 26 {
			b.WriteByte(byte('a' + c))
			b.WriteByte(' ')
		} else {
			b.WriteString(itoa((c+1)%10, 1))
			b.WriteByte(' ')
		}
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}

// attackedQueens marks the queens that share a row or diagonal with another.
func attackedQueens(p nqueens.Placement) []bool {
	n := len(p)
	rows := make([]int32, n)
	diag := make([]int32, 2*n)
	anti := make([]int32, 2*n)
	for c, r := range p {
		rows[r]++
		diag[int(r)+c]++
		anti[int(r)-c+n]++
	}
	a := make([]bool, n)
	for c, r := range p {
		a[c] = rows[r] > 1 || diag[int(r)+c] > 1 || anti[int(r)-c+n] > 1
	}
	return a
}

func width(n int) int { return len(itoa(n, 0)) }

func itoa(v, w int) string {
	s := ""
	for {
		s = string(rune('0'+v%10)) + s
		v /= 10
		if v == 0 {
			break
		}
	}
	for len(s) < w {
		s = " " + s
	}
	return s
}
