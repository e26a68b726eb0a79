package wrap

import (
	"strings"
	"unicode"
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
	// Units keeps a number with the word after it: no line breaks
	// between a word that ends in a digit and one that starts with a
	// letter ("3.33 s", "200 µs", "2,044,394 nodes"), the two moving to
	// the next line together.
	Units bool
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
	for _, word := range l.words(s) {
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

// words returns the words of s, a number and the word after it as one
// when l.Units says so.
func (l Layout) words(s string) []string {
	words := strings.Fields(s)
	if !l.Units {
		return words
	}
	out := words[:0]
	for _, w := range words {
		if k := len(out) - 1; k >= 0 {
			last, _ := utf8.DecodeLastRuneInString(out[k])
			first, _ := utf8.DecodeRuneInString(w)
			if unicode.IsDigit(last) && unicode.IsLetter(first) {
				out[k] += " " + w
				continue
			}
		}
		out = append(out, w)
	}
	return out
}
