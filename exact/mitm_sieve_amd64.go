//go:build !purego

package exact

import "golang.org/x/sys/cpu"

// sieveWide is whether sieves hold four lanes a row, counted with AVX2.
var sieveWide = cpu.X86.HasAVX2

// countWide returns the number of pairs of a query of qs and a stored
// pattern of a wide sieve that are disjoint (AVX2: one VPOR a row for 256
// patterns).
func (s *sieve) countWide(qs []uint64) uint64 {
	var offs [66]uint32
	ix := s.indexer()
	full := 1<<(2*s.half) - 1
	words := &s.words[0]
	var total uint64
	for _, q := range qs {
		np := s.wideRows(q, &offs)
		c := full &^ ix.of(q)
		if visit := s.visit[s.visitAt[c]:s.visitAt[c+1]]; len(visit) != 0 {
			total += sieveCountAVX2(words, visit, offs[:np])
		}
	}
	return total
}

// sieveCountAVX2 returns, over the groups whose first words are at
// words[visit[i]], the patterns left when the rows at byte offsets offs
// (an even number, at least 2) are ORed and removed from the valid row
// (mitm_sieve_amd64.s).
//
//go:noescape
func sieveCountAVX2(words *uint64, visit []int32, offs []uint32) uint64
