package render

import "strings"

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

// StripSGR returns s without its SGR escape sequences (ESC [ ... m, the
// colours this package writes), as a terminal shows it. O(len(s)).
func StripSGR(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
