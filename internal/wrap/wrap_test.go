package wrap_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nqueens/nqueens/internal/wrap"
)

func TestText(t *testing.T) {
	for _, tc := range []struct {
		name  string
		l     wrap.Layout
		s     string
		width int
		want  string
	}{
		{"empty", wrap.Layout{}, "", 10, ""},
		{"fits", wrap.Layout{}, "one two", 7, "one two"},
		{"spaces collapse", wrap.Layout{}, "  one   two  ", 20, "one two"},
		{"breaks", wrap.Layout{}, "one two three", 7, "one two\nthree"},
		{"long word whole", wrap.Layout{}, "a verylongword b", 5, "a\nverylongword\nb"},
		{"first long word whole", wrap.Layout{}, "verylongword b", 5, "verylongword\nb"},
		{"indent", wrap.Layout{Indent: "  "}, "one two three four", 9, "one two\n  three\n  four"},
		{"first kept whole", wrap.Layout{First: "  --n   ", Indent: "        "}, "board  sizes to count", 16, "  --n   board\n        sizes to\n        count"},
		{"first alone", wrap.Layout{First: "  --n   "}, "", 4, "  --n   "},
		{"first wider than the line", wrap.Layout{First: "0123456789 ", Indent: " "}, "a b", 5, "0123456789 a\n b"},
		{"runes, not bytes", wrap.Layout{}, "µµµ µµµ µµµ", 7, "µµµ µµµ\nµµµ"},
		{"a width function", wrap.Layout{Indent: "  ", Width: func(s string) int { return len(strings.ReplaceAll(s, "#", "")) }}, "##a## b c", 3, "##a## b\n  c"},
		{"a number apart from its unit", wrap.Layout{}, "in 3.33 s (limit", 7, "in 3.33\ns\n(limit"},
		{"a number with its unit", wrap.Layout{Units: true}, "in 3.33 s (limit", 7, "in\n3.33 s\n(limit"},
		{"units: 200 µs, seeds 1..3", wrap.Layout{Units: true}, "under 200 µs seeds 1..3 x", 9, "under\n200 µs\nseeds\n1..3 x"},
	} {
		if got := tc.l.Text(tc.s, tc.width); got != tc.want {
			t.Errorf("%s: %+v.Text(%q, %d) = %q, want %q", tc.name, tc.l, tc.s, tc.width, got, tc.want)
		}
	}
}

func ExampleLayout_Text() {
	flag := wrap.Layout{First: "   --seed uint   ", Indent: strings.Repeat(" ", 17)}
	fmt.Println(flag.Text("seed of the pseudo-random stream; the same seed gives the same placement", 50))
	// Output:
	//    --seed uint   seed of the pseudo-random stream;
	//                  the same seed gives the same
	//                  placement
}

// FuzzText checks the layout's promises on any text: the words are kept
// in order, every line after the first begins with the indent, a line is
// no wider than the width unless it holds one word, and a line breaks only
// where the next word would not fit.
func FuzzText(f *testing.F) {
	f.Add("one two three four five six", 9, 2, "")
	f.Add("  --format string   output: summary, board or json", 20, 4, "  --x  ")
	f.Add("µ µµ µµµ\tµµµµ\n x", 3, 0, "")
	f.Add("", 0, 1, "head ")
	f.Fuzz(func(t *testing.T, s string, width, indent int, first string) {
		if !utf8.ValidString(s) || !utf8.ValidString(first) || strings.ContainsAny(first, "\n") || indent < 0 || indent > 40 || width < -5 || width > 200 {
			return
		}
		l := wrap.Layout{First: first, Indent: strings.Repeat(" ", indent)}
		got := l.Text(s, width)
		if !strings.HasPrefix(got, first) {
			t.Fatalf("%q does not begin with First %q", got, first)
		}
		if words, want := strings.Fields(got[len(first):]), strings.Fields(s); !slices.Equal(words, want) {
			t.Fatalf("words %q, want %q", words, want)
		}
		lines := strings.Split(got, "\n")
		for i, line := range lines {
			body := line
			if i == 0 {
				body = line[len(first):]
			} else {
				if !strings.HasPrefix(line, l.Indent) {
					t.Fatalf("line %d %q does not begin with the indent", i, line)
				}
				body = line[len(l.Indent):]
			}
			if w := utf8.RuneCountInString(line); w > width && len(strings.Fields(body)) > 1 {
				t.Fatalf("line %d %q is %d wide, more than %d, with more than one word", i, line, w, width)
			}
			if i+1 < len(lines) {
				next := strings.Fields(lines[i+1])[0]
				if utf8.RuneCountInString(line)+1+utf8.RuneCountInString(next) <= width {
					t.Fatalf("line %d %q breaks before %q, which fits in %d", i, line, next, width)
				}
			}
		}
	})
}
