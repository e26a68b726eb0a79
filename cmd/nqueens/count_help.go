package main

import (
	"fmt"
	"strings"

	"github.com/nqueens/nqueens/exact"
	"github.com/nqueens/nqueens/internal/units"
)

// methodNames lists exact's methods as count's help does: "naive,
// backtrack, ... or fast".
func methodNames() string {
	var names []string
	for _, m := range exact.Methods {
		names = append(names, string(m.Method))
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// methodHelp lists the methods with their summaries, one a line, and for
// a method that states its memory, what it needs on workers goroutines
// at n = 20 and at its largest n.
func methodHelp(workers int) string {
	var lines []string
	for _, m := range exact.Methods {
		lines = append(lines, fmt.Sprintf("  %-10s %s", m.Method, m.Summary))
		if m.Memory != nil { // the others need a few KB
			lines = append(lines, fmt.Sprintf("  %-10s memory on %d workers: %s at n = 20, %s at n = %d, checked first",
				"", workers, units.Bytes(m.Memory(20, workers)), units.Bytes(m.Memory(m.MaxN, workers)), m.MaxN))
		}
	}
	return strings.Join(lines, "\n")
}

// defaultMethods says which method counts n when none is asked for:
// "fast", or "fast (n = 1..13), mitm (n = 14..24), fast (n = 25..32)".
func defaultMethods() string {
	var parts []string
	from := 1
	for n := 1; n <= exact.MaxN; n++ {
		if m := exact.DefaultMethod(n); n == exact.MaxN || exact.DefaultMethod(n+1) != m {
			parts = append(parts, fmt.Sprintf("%s (n = %d..%d)", m, from, n))
			from = n + 1
		}
	}
	if len(parts) == 1 {
		return string(exact.DefaultMethod(1))
	}
	return strings.Join(parts, ", ")
}

// checkListed compares listed, the number of placements a listing of n
// wrote (unique: canonical solutions only), with the published sequence:
// OEIS A000170, or A002562 for unique ones. It returns the line a person
// reads, such as "n = 12: 14200 solutions listed, each verified; OEIS
// A000170 agrees" (without the agreement beyond n = 27), and an error
// naming both numbers when they differ.
func checkListed(n int, unique bool, listed uint64) (string, error) {
	what, seq := "solution", "A000170"
	total, uniq, known := exact.Published(n)
	want := total
	if unique {
		what, seq, want = "unique solution", "A002562", uniq
	}
	got := units.Count(int64(listed), what)
	switch {
	case !known:
		return fmt.Sprintf("n = %d: %s listed, each verified", n, got), nil
	case listed != want:
		return "", fmt.Errorf("n = %d: listed %s but OEIS %s says %d", n, got, seq, want)
	}
	return fmt.Sprintf("n = %d: %s listed, each verified; OEIS %s agrees", n, got, seq), nil
}
