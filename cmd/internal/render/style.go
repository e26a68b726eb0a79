package render

import "strconv"

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
