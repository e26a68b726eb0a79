package cli

import "github.com/nqueens/nqueens/internal/parse"

// ParseN reads a board size as people type it: "1000000", "1e6", "1_000_000"
// or "1,000,000" (the grammar is package parse's). It returns a
// [*UsageError] unless the text is a whole number in [1, max].
func ParseN(s string, max int) (int, error) {
	n, err := parse.N(s, max)
	if err != nil {
		return 0, &UsageError{Msg: err.Error()}
	}
	return n, nil
}

// ParseLimit reads the value of a limit flag (--max-steps, --max-restarts)
// in the forms ParseN accepts, so "1e6" works there too: a whole number,
// 0 for no limit. It returns a [*UsageError] naming the flag otherwise.
func ParseLimit(flag, s string) (int64, error) {
	v, err := parse.Limit(flag, s)
	if err != nil {
		return 0, &UsageError{Msg: err.Error()}
	}
	return v, nil
}

// looksNegative reports whether a command-line word is a negative number,
// which a flag parser would take for an unknown flag.
func looksNegative(s string) bool {
	return len(s) > 1 && s[0] == '-' && (s[1] >= '0' && s[1] <= '9' || s[1] == '.')
}
