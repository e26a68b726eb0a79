package exact

import (
	"fmt"
	"strings"

	"github.com/nqueens/nqueens/internal/units"
)

// MethodNames lists the methods as help text does: "naive, backtrack, ...
// or fast".
func MethodNames() string {
	var names []string
	for _, m := range Methods {
		names = append(names, string(m.Method))
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// MethodHelp lists the methods with their summaries, one a line, and for
// a method that states its memory, what it needs on workers goroutines
// at n = 20 and at its largest n.
func MethodHelp(workers int) string {
	var lines []string
	for _, m := range Methods {
		lines = append(lines, fmt.Sprintf("  %-10s %s", m.Method, m.Summary))
		if m.Memory != nil { // the others need a few KB
			lines = append(lines, fmt.Sprintf("  %-10s memory on %d workers: %s at n = 20, %s at n = %d, checked first",
				"", workers, units.Bytes(m.Memory(20, workers)), units.Bytes(m.Memory(m.MaxN, workers)), m.MaxN))
		}
	}
	return strings.Join(lines, "\n")
}

// DefaultMethods says which method counts n when none is asked for:
// "fast", or "fast (n = 1..13), mitm (n = 14..24), fast (n = 25..32)".
func DefaultMethods() string {
	var parts []string
	from := 1
	for n := 1; n <= MaxN; n++ {
		if m := DefaultMethod(n); n == MaxN || DefaultMethod(n+1) != m {
			parts = append(parts, fmt.Sprintf("%s (n = %d..%d)", m, from, n))
			from = n + 1
		}
	}
	if len(parts) == 1 {
		return string(DefaultMethod(1))
	}
	return strings.Join(parts, ", ")
}

// Choose returns the method that counts n: the one named (a name
// [LookupMethod] knows), or when name is "" the default for n, unless the
// default needs more than available bytes on workers goroutines: then
// fast, and need says what the default needed. available 0: unknown.
func Choose(name string, n, workers int, available uint64) (info MethodInfo, need uint64) {
	m := Method(name)
	if name == "" {
		m = DefaultMethod(n)
	}
	info, _ = LookupMethod(string(m))
	if info.Memory == nil || available == 0 {
		return info, 0
	}
	if need = info.Memory(n, workers); need <= available {
		return info, 0
	}
	if name == "" {
		info, _ = LookupMethod(string(Fast))
	}
	return info, need
}

// A Shortfall is a method that needs more memory to count N than is
// available: a default that gave way to fast (GaveWay), or a method asked
// for by name, which cannot count N here.
type Shortfall struct {
	N               int
	Wanted          Method // the method that does not fit
	Need, Available uint64 // bytes
	GaveWay         bool
}

// ChooseRange returns the method of each n from from to to, as [Choose]
// picks it with the bytes available() returns then (available nil:
// unknown), and the shortfalls in the order of n. A named method that does
// not fit ends the choosing: it is the last shortfall, GaveWay false.
func ChooseRange(name string, from, to, workers int, available func() uint64) (map[int]MethodInfo, []Shortfall) {
	methods := map[int]MethodInfo{}
	var short []Shortfall
	for n := from; n <= to; n++ {
		var avail uint64
		if available != nil {
			avail = available()
		}
		info, need := Choose(name, n, workers, avail)
		if need > 0 {
			wanted := info.Method
			if name == "" {
				wanted = DefaultMethod(n)
			}
			short = append(short, Shortfall{N: n, Wanted: wanted, Need: need, Available: avail, GaveWay: name == ""})
			if name != "" {
				break
			}
		}
		methods[n] = info
	}
	return methods, short
}
