package golden

import (
	"strings"
	"testing"

	"github.com/nqueens/nqueens/internal/units"
)

// TestMaskDurations: every duration the formatter prints, in the sentences
// golden files hold, is masked whole (a "1e+03 µs" once left "1e+<duration>"
// and failed a golden test by chance).
func TestMaskDurations(t *testing.T) {
	for _, d := range DurationSamples() {
		s := units.Duration(d)
		for _, in := range []string{
			"limit reached after " + s + ".",
			"qs1: n = 8, solved in " + s + ", 0 swaps, verified",
			"| 12 | " + s + " |",
			s,
		} {
			for _, form := range []string{in, strings.ReplaceAll(in, "µ", "u")} {
				want := strings.Replace(form, strings.ReplaceAll(s, "µ", "u"), "<duration>", 1)
				want = strings.Replace(want, s, "<duration>", 1)
				if got := MaskDurations(form, "<duration>"); got != want {
					t.Fatalf("MaskDurations(%q) = %q, want %q", form, got, want)
				}
			}
		}
	}
	for _, keep := range []string{"1e+03", "12s elapsed", "n = 8", "0 swaps", "2.6 min"} {
		if got := MaskDurations(keep, "<duration>"); got != keep {
			t.Errorf("MaskDurations(%q) = %q: not a duration Duration prints", keep, got)
		}
	}
}
