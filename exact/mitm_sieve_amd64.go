//go:build !purego

package exact

import "golang.org/x/sys/cpu"

// sieveWide is whether sieves hold four lanes a row, counted with AVX2.
var sieveWide = cpu.X86.HasAVX2

// countWide returns the number of stored patterns of a wide sieve
// disjoint from q (AVX2: one VPOR a row for 256 patterns).
func (s *sieve) countWide(q uint64) uint64 {
	offs, visit := s.wideQuery(q)
	if len(visit) == 0 {
		return 0
	}
	return sieveCountAVX2(&s.words[0], visit, offs)
}

// sieveCountAVX2 returns, over the groups whose first words are at
// words[visit[i]], the patterns left when the rows at byte offsets offs
// (an even number, at least 2) are ORed and removed from the valid row
// (mitm_sieve_amd64.s).
//
//go:noescape
func sieveCountAVX2(words *uint64, visit []int32, offs []uint32) uint64
