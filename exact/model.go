package exact

import "math"

// ModelSeconds estimates the time, in seconds, that the methods without a
// [MethodInfo.Plan] (Naive, Backtrack, Bitwise, Iterative: one goroutine
// each) take to count n, so that a command can say before it starts that a
// count will be long and show how far it may have got. ok is false for the
// methods with a plan, whose [Job.Estimate] samples the work itself, and
// for an unknown method.
//
// The model is a rate measured on the development machine with nothing
// else running (2 cores; BENCHMARKS.md, "Slow counts"), so expect it to be
// off by a factor of about 2 either way on another machine or under load:
//   - Naive tests every permutation: n! times about 25 ns.
//   - The backtracking methods visit a tree that grows by a nearly steady
//     factor per n around n = 13..15: T(n) = T(15)·g^(n-15), with T(15)
//     and g measured (backtrack 10.1 s and 6.3, bitwise 0.55 s and 6.1,
//     iterative 1.96 s and 6.3).
//
// The result is a float64: for large n it exceeds what a time.Duration
// holds. O(n).
func ModelSeconds(m Method, n int) (seconds float64, ok bool) {
	if n < 1 {
		return 0, false
	}
	rate := map[Method]struct{ t15, growth float64 }{
		Backtrack: {10.1, 6.3},
		Bitwise:   {0.55, 6.1},
		Iterative: {1.96, 6.3},
	}
	switch r, found := rate[m]; {
	case m == Naive:
		f := 1.0
		for k := 2; k <= n; k++ {
			f *= float64(k)
		}
		return 25e-9 * f, true
	case found:
		return r.t15 * math.Pow(r.growth, float64(n-15)), true
	}
	return 0, false
}
