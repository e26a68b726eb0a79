package bddqueens

import (
	"github.com/nqueens/nqueens/bdd"
)

// stateMemo maps a search state (three n-bit masks packed in a uint64) to
// its diagram: open addressing with linear probing, load at most 3/4, 12
// bytes a slot, charged to the manager so the state memo shares its limit.
type stateMemo struct {
	keys  []uint64
	vals  []bdd.Node
	count int
}

// emptyKey marks a free slot; no state packs to it, since all n columns
// used means the last row is done and is never memoized.
const emptyKey = ^uint64(0)

const slotBytes = 12

func (s *stateMemo) init(m *bdd.Manager, size int) error {
	if err := m.Charge(int64(size) * slotBytes); err != nil {
		return err
	}
	s.keys = make([]uint64, size)
	s.vals = make([]bdd.Node, size)
	for i := range s.keys {
		s.keys[i] = emptyKey
	}
	return nil
}

func (s *stateMemo) release(m *bdd.Manager) {
	_ = m.Charge(-int64(len(s.keys)) * slotBytes)
	s.keys, s.vals = nil, nil
}

func mix(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	return k
}

func (s *stateMemo) get(key uint64) (bdd.Node, bool) {
	mask := uint64(len(s.keys) - 1)
	for h := mix(key) & mask; ; h = (h + 1) & mask {
		switch s.keys[h] {
		case key:
			return s.vals[h], true
		case emptyKey:
			return 0, false
		}
	}
}

func (s *stateMemo) put(m *bdd.Manager, key uint64, f bdd.Node) error {
	if 4*(s.count+1) > 3*len(s.keys) {
		old := *s
		// The old arrays stay charged until the copy is done.
		if err := s.init(m, 2*len(old.keys)); err != nil {
			*s = old
			return err
		}
		for i, k := range old.keys {
			if k != emptyKey {
				s.insert(k, old.vals[i])
			}
		}
		old.release(m)
		s.count = old.count
	}
	s.insert(key, f)
	s.count++
	return nil
}

func (s *stateMemo) insert(key uint64, f bdd.Node) {
	mask := uint64(len(s.keys) - 1)
	h := mix(key) & mask
	for s.keys[h] != emptyKey {
		h = (h + 1) & mask
	}
	s.keys[h], s.vals[h] = key, f
}
