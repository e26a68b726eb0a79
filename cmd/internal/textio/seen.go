package textio

import (
	"encoding/binary"
	"hash/maphash"

	"github.com/nqueens/nqueens"
)

// Seen remembers the placements a reader returned, to tell a repeat: a
// 128-bit hash of each (two maphash seeds of this process), 16 bytes and
// a map entry per placement rather than the placement itself. Two
// distinct placements share a hash with probability about 2^-128.
type Seen struct {
	h    [2]maphash.Hash
	buf  []byte
	keys map[[2]uint64]bool
}

// newSeen returns an empty Seen.
func newSeen() *Seen {
	s := &Seen{buf: make([]byte, 0, 1<<16), keys: map[[2]uint64]bool{}}
	for i := range s.h {
		s.h[i].SetSeed(maphash.MakeSeed())
	}
	return s
}

// add remembers p and reports whether it was seen before. O(n).
func (s *Seen) add(p nqueens.Placement) bool {
	s.h[0].Reset()
	s.h[1].Reset()
	for len(p) > 0 {
		k := min(len(p), cap(s.buf)/4)
		b := s.buf[:0]
		for _, r := range p[:k] {
			b = binary.LittleEndian.AppendUint32(b, uint32(r))
		}
		s.h[0].Write(b)
		s.h[1].Write(b)
		p = p[k:]
	}
	key := [2]uint64{s.h[0].Sum64(), s.h[1].Sum64()}
	seen := s.keys[key]
	s.keys[key] = true
	return seen
}
