package render

import (
	"io"
	"strconv"
	"strings"

	"github.com/nqueens/nqueens"
)

// Layout is the form of a drawing.
type Layout int

// The layouts. The zero value, Auto, picks Full for n <= [FullMax] and
// Compact beyond.
const (
	Auto    Layout = iota // Full up to FullMax, Compact beyond
	Full                  // two terminal columns per square, labels on two sides
	Compact               // one terminal column per square
	Matrix                // 0/1 rows, the top row (n-1) first, as textio's matrix format
)

func (l Layout) String() string {
	switch l {
	case Auto:
		return "auto"
	case Full:
		return "full"
	case Compact:
		return "compact"
	case Matrix:
		return "matrix"
	}
	return "Layout(" + strconv.Itoa(int(l)) + ")"
}

// ParseLayout returns the layout named s ("auto", "full", "compact" or
// "matrix").
func ParseLayout(s string) (Layout, bool) {
	for l := Auto; l <= Matrix; l++ {
		if l.String() == s {
			return l, true
		}
	}
	return Auto, false
}

// Sizes the layouts are meant for.
const (
	// FullMax is the largest n Auto draws as Full: 2n+3 columns fit an
	// 80-column terminal.
	FullMax = 32
	// CompactMax is the largest n the compact form is meant for: n+3
	// columns and n+2 lines fit a usual terminal window.
	CompactMax = 64
	// DrawMax is the largest n the commands agree to draw at all (the
	// output is n^2 characters).
	DrawMax = 200
)

// Style says how to draw. The zero value draws plain ASCII without color
// in the Auto layout.
type Style struct {
	Unicode bool   // Unicode glyphs (♛, ─ ╱ ╲, ▁▂▃); ASCII otherwise
	Color   bool   // ANSI colors: light and dark squares, attacks in red
	Layout  Layout // the form of the drawing
	// Highlight lists columns whose queens are marked, such as the queens
	// a move or a swap just placed: a green square when colored; nothing
	// otherwise. Columns outside [0, n) are ignored.
	Highlight []int
}

// layout resolves Auto for n.
func (s Style) layout(n int) Layout {
	if s.Layout != Auto {
		return s.Layout
	}
	if n <= FullMax {
		return Full
	}
	return Compact
}

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

// glyphs are the characters of one style.
type glyphs struct {
	queen, hit, empty string
	row, diag, anti   string // diag: "\" as drawn (row+col constant); anti: "/"
	cross             string // two or more lines through one square
}

var (
	asciiGlyphs   = glyphs{queen: "Q", hit: "X", empty: ".", row: "-", diag: `\`, anti: "/", cross: "+"}
	unicodeGlyphs = glyphs{queen: "♛", hit: "♕", empty: "·", row: "─", diag: "╲", anti: "╱", cross: "╳"}
)

func (s Style) glyphs() glyphs {
	g := asciiGlyphs
	if s.Unicode {
		g = unicodeGlyphs
	}
	if s.Color {
		// Color tells attacked queens apart and shows the squares.
		g.hit = g.queen
		g.empty = " "
	}
	return g
}

// SGR codes, written directly: a drawing is then a pure function of its
// Style (no package-level color switch), and a square costs one short
// code, emitted only when it differs from the square before.
const (
	reset      = "\x1b[0m"
	bgLight    = "107" // bright white
	bgDark     = "47"  // white: light gray on most terminals
	bgMarkLite = "102" // bright green
	bgMarkDark = "42"  // green
	fgQueen    = "30;1"
	fgHit      = "31;1"
	fgLine     = "31"
	fgPlain    = "30"
)

// sgr returns the escape sequence that sets codes ("1", "31;1", ...).
func sgr(codes ...string) string { return "\x1b[" + strings.Join(codes, ";") + "m" }

// paint returns text in the colors of codes, then a reset.
func paint(text string, codes ...string) string { return sgr(codes...) + text + reset }

// painter writes colored text to a line, switching colors only when they
// change.
type painter struct {
	b   *strings.Builder
	cur string
}

// squareCodes holds the sequence of every square color: bg and fg of the
// constants above.
var squareCodes = func() map[[2]string]string {
	m := map[[2]string]string{}
	for _, bg := range []string{bgLight, bgDark, bgMarkLite, bgMarkDark} {
		for _, fg := range []string{fgQueen, fgHit, fgLine, fgPlain} {
			m[[2]string{bg, fg}] = sgr("0", bg, fg)
		}
	}
	return m
}()

func (p *painter) write(text, bg, fg string) {
	if code := squareCodes[[2]string{bg, fg}]; code != p.cur {
		p.b.WriteString(code)
		p.cur = code
	}
	p.b.WriteString(text)
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
