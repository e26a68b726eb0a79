package wrap

import (
	"strings"
	"unicode/utf8"
)

// Layout says how [Layout.Text] lays out lines. The zero value starts
// every line at the margin and counts one column per rune.
type Layout struct {
	// First begins the first line and is kept whole, spaces and all: a
	// flag's name and the padding after it, so that the text starts in
	// the column of the lines below.
	First string
	// Indent begins every line after the first.
	Indent string
	// Width returns the columns a string takes; nil counts one per rune.
	// (comparetab's captions give escape codes of color no width.)
	Width func(string) int
}

// Text returns l.First followed by the words of s in lines of at most
// width columns (First and Indent included), one space between words,
// joined by "\n" without a final newline. Every line but the last ends in
// a word; a word wider than the room is left whole.
func (l Layout) Text(s string, width int) string {
	measure := l.Width
	if measure == nil {
		measure = utf8.RuneCountInString
	}
	var out strings.Builder
	out.WriteString(l.First)
	col := measure(l.First)
	fresh := true // nothing after First or Indent yet: the next word goes there, however wide
	for _, word := range strings.Fields(s) {
		w := measure(word)
		switch {
		case fresh:
		case col+1+w > width:
			out.WriteString("\n" + l.Indent)
			col = measure(l.Indent)
		default:
			out.WriteByte(' ')
			col++
		}
		out.WriteString(word)
		col += w
		fresh = false
	}
	return out.String()
}
