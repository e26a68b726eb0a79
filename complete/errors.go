package complete

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ErrUnknownFormat is what a [SyntaxError] for a text in none of the
// three formats is (errors.Is): one that names neither "letting" nor
// "=" and whose first line is not the Plain format's "n N", or that is
// empty.
var ErrUnknownFormat = errors.New("complete: not an instance in a known format")

// ErrInstance is what every [InstanceError] is (errors.Is): an instance
// that cannot be used.
var ErrInstance = errors.New("complete: bad instance")

// SyntaxError is a text [Parse] cannot read: in none of the three
// formats, or outside the grammar of the one it is in (a number not read
// whole, such as "8abc", "1e10" or "12O"; a word out of place; a list not
// closed; a statement missing or given twice). Its Error reads
// "line 3: '8abc': want a whole number".
type SyntaxError struct {
	// Format is the format the text was read as; 0 when it is in none:
	// the error is then [ErrUnknownFormat].
	Format Format
	// Line is the 1-based line of the fault; 0 when the fault is the
	// text as a whole (empty, too large, a statement missing).
	Line int
	// Text is the input's own words at the fault, as written (cut after
	// 40 characters, control characters escaped), or "".
	Text string
	// Want says what the format wants there, in its words.
	Want string
}

func (e *SyntaxError) Error() string { return located(e.Line, e.Text, e.Want) }

// Is reports whether target is [ErrUnknownFormat] and the text in no
// format.
func (e *SyntaxError) Is(target error) bool { return target == ErrUnknownFormat && e.Format == 0 }

// InstanceError is an instance that cannot be used: a board size out of
// range, an entry off the board, two pre-placed queens that attack each
// other, a queen on a square the instance blocks. When [Parse] read the
// entry at fault, Line and Text locate it in the input and Reason speaks
// in the input's own coordinates: 1-based for the plain format, 0-based
// for an Essence' [row, col] pair, CSPLib's [value, type] for an excluded
// diagonal. Otherwise (an instance built by a program, or an entry added
// after reading) Line is 0 and Text is the entry as the plain format
// writes it, squares 1-based, row first ("place 2,2", "forbid 1,3",
// "row 2 3,5"), or an excluded diagonal as CSPLib writes it ("[7, 1]").
// Its Error reads
// "line 3: '[9, 1]': the value is off the 5 x 5 board: values go 0..8".
type InstanceError struct {
	Line   int    // 1-based line of the entry at fault; 0 when it was not read
	Text   string // the entry, as the input writes it or as described above
	Reason string // what is wrong with it
}

func (e *InstanceError) Error() string { return located(e.Line, e.Text, e.Reason) }

// Is reports whether target is [ErrInstance].
func (e *InstanceError) Is(target error) bool { return target == ErrInstance }

// located is "line L: 'text': what", without the parts that are zero.
func located(line int, text, what string) string {
	var b strings.Builder
	if line > 0 {
		b.WriteString("line ")
		b.WriteString(strconv.Itoa(line))
		b.WriteString(": ")
	}
	if text != "" {
		b.WriteString("'")
		b.WriteString(text)
		b.WriteString("': ")
	}
	b.WriteString(what)
	return b.String()
}

// quoteMax is the most characters of the input an error quotes.
const quoteMax = 40

// quote is the input's text s as an error shows it: spaces runs made one
// space, control characters and bytes that are not UTF-8 escaped (\n,
// \x00), cut after quoteMax characters with "...".
func quote(s []byte) string {
	var b strings.Builder
	space, n := false, 0
	for len(s) > 0 && n < quoteMax {
		r, size := utf8.DecodeRune(s)
		switch {
		case r == ' ' || r == '\t' || r == '\r' || r == '\n':
			space = true
		case r == utf8.RuneError && size <= 1 || r < ' ' || r == 0x7f:
			flushSpace(&b, &space, &n)
			b.WriteString(`\x`)
			b.WriteByte("0123456789abcdef"[s[0]>>4])
			b.WriteByte("0123456789abcdef"[s[0]&15])
			n++
		default:
			flushSpace(&b, &space, &n)
			b.Write(s[:size])
			n++
		}
		s = s[size:]
	}
	if len(s) > 0 {
		b.WriteString("...")
	}
	return b.String()
}

func flushSpace(b *strings.Builder, space *bool, n *int) {
	if *space && b.Len() > 0 {
		b.WriteByte(' ')
		*n++
	}
	*space = false
}
