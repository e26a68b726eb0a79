//go:build !amd64 || purego

package exact

// sieveWide is whether sieves hold four lanes a row: never without AVX2
// assembly, where one word a row is faster.
var sieveWide = false

// countWide returns the number of stored patterns of a wide sieve
// disjoint from q (only tests build wide sieves here).
func (s *sieve) countWide(q uint64) uint64 { return s.countWideGo(q) }
