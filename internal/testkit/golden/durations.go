package golden

import (
	"regexp"

	"github.com/nqueens/nqueens/internal/units"
)

// Durations matches every duration [units.Duration] can print, and its
// ASCII form, as a whole word: the run-to-run variation that golden files
// mask. It is built from [units.DurationPattern], so the formatter and the
// mask cannot drift apart (a test sweeps [DurationSamples] through both).
var Durations = regexp.MustCompile(`\b(?:` + units.DurationPattern + `)\b`)

// MaskDurations replaces every duration in s with repl.
func MaskDurations(s, repl string) string {
	return Durations.ReplaceAllString(s, repl)
}
