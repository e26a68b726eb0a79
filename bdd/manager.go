package bdd

import (
	"context"
	"errors"
	"fmt"
	"math"
)

// Node is a BDD node: an index into its [Manager]'s node store. A Node is
// meaningful only with the manager that made it. The zero value is [False].
type Node int32

// The terminals.
const (
	False Node = 0
	True  Node = 1
)

// ErrMemoryLimit is returned by an operation that would grow the manager
// past [Config.MaxBytes]. Nothing was allocated for the failed step; the
// manager stays usable (for example after [Manager.GC]).
var ErrMemoryLimit = errors.New("bdd: memory limit reached")

// ErrTooManyNodes is returned when the store would exceed 2^31-1 nodes, the
// most an int32 index can name.
var ErrTooManyNodes = errors.New("bdd: more than 2^31-1 nodes")

// Config sets up a [Manager]. The zero value is a manager with no
// variables (only the constants), no memory limit and no cancellation.
type Config struct {
	// Vars is the number of variables, 0..Vars-1, tested in that order from
	// the root down.
	Vars int
	// MaxBytes bounds the memory of the node store, unique table, computed
	// cache, scratch arrays and whatever [Manager.Charge] adds. 0: no limit.
	MaxBytes uint64
	// Context, when set, is polled every 16384 new nodes, Apply and
	// Restrict steps or nodes counted; once it is done, operations return
	// its error.
	Context context.Context
	// Nodes is a capacity hint: the number of nodes expected. 0: small.
	Nodes int
}

// node is one entry of the store: 12 bytes. level is the variable (Vars for
// the terminals, -1 for a free slot, whose lo links the free list).
type node struct {
	level  int32
	lo, hi Node
}

// cacheEntry is one slot of the computed cache: op applied to (a, b) gave
// res. op 0 marks an empty slot (no operation has code 0).
type cacheEntry struct {
	a, b Node
	op   int32
	res  Node
}

// nodeBytes, slotBytes and entryBytes are the sizes of the store's parts.
const (
	nodeBytes  = 12
	slotBytes  = 4
	entryBytes = 16
	markBytes  = 4
	countBytes = 8
)

// Manager owns a set of BDD nodes over a fixed list of variables. Create it
// with [New]. It is not safe for concurrent use.
type Manager struct {
	vars  int32
	nodes []node
	free  Node // head of the free list; 0: empty
	live  int  // nodes in use, terminals included

	table []Node // open addressing; 0 (False, never stored) marks empty
	cache []cacheEntry

	restrictOp int32    // op code of the current Restrict call
	restrictTo []int8   // per variable: -1 free, 0 or 1 restricted
	restrictHi int32    // deepest restricted variable
	mark       []uint32 // traversal marks: mark[u] == epoch means visited
	epoch      uint32
	count64    []uint64 // per-node scratch for 64-bit counts

	maxBytes uint64
	charged  uint64
	ctx      context.Context
	allocs   uint32 // calls of poll
}

// New returns a manager for c.Vars variables. It panics if c.Vars is
// negative or above 2^30 (a caller bug).
func New(c Config) *Manager {
	if c.Vars < 0 || c.Vars > 1<<30 {
		panic(fmt.Sprintf("bdd: New with %d variables", c.Vars))
	}
	capNodes := 1024
	if c.Nodes > 0 {
		capNodes = c.Nodes + 2
	}
	m := &Manager{
		vars:       int32(c.Vars),
		nodes:      make([]node, 2, capNodes),
		live:       2,
		table:      make([]Node, tableSize(capNodes)),
		restrictOp: firstRestrictOp,
		maxBytes:   c.MaxBytes,
		ctx:        c.Context,
	}
	m.nodes[False] = node{level: m.vars}
	m.nodes[True] = node{level: m.vars}
	return m
}

// tableSize is the unique-table length for n nodes: a power of two at
// least 2n, so the load stays at most 1/2.
func tableSize(n int) int {
	s := 16
	for s < 2*n {
		s *= 2
	}
	return s
}

// Vars returns the number of variables.
func (m *Manager) Vars() int { return int(m.vars) }

// Size returns the number of nodes in use, the two terminals included. It
// counts garbage too until [Manager.GC] frees it.
func (m *Manager) Size() int { return m.live }

// Bytes returns the memory the manager holds: store, unique table, cache,
// scratch arrays and the bytes [Manager.Charge] added.
func (m *Manager) Bytes() uint64 {
	return uint64(cap(m.nodes))*nodeBytes + uint64(len(m.table))*slotBytes +
		uint64(len(m.cache))*entryBytes + uint64(cap(m.mark))*markBytes +
		uint64(cap(m.count64))*countBytes + uint64(cap(m.restrictTo)) + m.charged
}

// Charge adds delta bytes (negative: releases them) to the memory the
// manager accounts for, so that structures a caller keeps beside the
// diagram share [Config.MaxBytes]. It returns [ErrMemoryLimit], charging
// nothing, when the total would exceed the limit.
func (m *Manager) Charge(delta int64) error {
	if delta < 0 {
		d := uint64(-delta)
		m.charged -= min(d, m.charged)
		return nil
	}
	if m.maxBytes != 0 && m.Bytes()+uint64(delta) > m.maxBytes {
		return ErrMemoryLimit
	}
	m.charged += uint64(delta)
	return nil
}

// Var returns the variable tested at f (Vars for a terminal).
func (m *Manager) Var(f Node) int { return int(m.nodes[f].level) }

// Low returns f's child for the variable false (f itself for a terminal).
func (m *Manager) Low(f Node) Node {
	if f <= True {
		return f
	}
	return m.nodes[f].lo
}

// High returns f's child for the variable true (f itself for a terminal).
func (m *Manager) High(f Node) Node {
	if f <= True {
		return f
	}
	return m.nodes[f].hi
}

// abort carries an error out of a recursive operation to its exported
// entry point, which turns it back into a returned error.
type abort struct{ err error }

func (m *Manager) fail(err error) { panic(abort{err}) }

// catch recovers an abort into *err; any other panic goes on.
func catch(err *error) {
	if r := recover(); r != nil {
		a, ok := r.(abort)
		if !ok {
			panic(r)
		}
		*err = a.err
	}
}

// hash3 mixes a node's three fields.
func hash3(a, b, c int32) uint64 {
	h := uint64(uint32(a))*0x9E3779B97F4A7C15 ^ uint64(uint32(b))*0xC2B2AE3D27D4EB4F ^ uint64(uint32(c))*0x165667B19E3779F9
	return h ^ h>>29
}

// step is the distance from probe i-1 to probe i: 0 for the first, then 1
// (neighbouring slots, in the cache line already read) for a few probes,
// then the key's own odd stride.
func step(i int, stride uint64) uint64 {
	switch {
	case i == 0:
		return 0
	case i < 8:
		return 1
	}
	return stride
}

// probe returns where node (v, lo, hi) starts in the unique table (before
// masking) and the odd stride from one probe to the next. Nodes made one
// after another get neighbouring indexes and are often the low child of the
// next look-up, so the start follows the low child's index (four slots per
// index, offset within a 256-slot window by the other fields): look-ups
// then stay in a small, cache-resident part of the table instead of missing
// the cache on every probe (a third less CPU time for the n-queens
// diagrams). After a few neighbouring slots the probes jump by a stride
// hashed from all three fields, so the many parents of one child do not
// pile up in one run of slots; constant children, shared by many nodes,
// start at a plain hash.
func probe(v int32, lo, hi Node) (start, stride uint64) {
	h := hash3(v, int32(lo), int32(hi))
	stride = h>>32 | 1
	switch {
	case lo > True:
		return uint64(lo)*4 + h>>56, stride
	case hi > True:
		return uint64(hi)*4 + h>>56, stride
	}
	return h, stride
}

// MakeNode returns the node testing variable v with children lo (v false)
// and hi (v true), reduced and hash-consed: lo itself when lo == hi, the
// existing node when there is one. It is the building block of top-down
// constructions. It panics (a caller bug) unless v is a variable above
// both children. O(1) expected.
func (m *Manager) MakeNode(v int, lo, hi Node) (r Node, err error) {
	if v < 0 || v >= int(m.vars) || int32(v) >= m.nodes[lo].level || int32(v) >= m.nodes[hi].level {
		panic(fmt.Sprintf("bdd: MakeNode(%d) above children at %d and %d", v, m.nodes[lo].level, m.nodes[hi].level))
	}
	if lo == hi {
		return lo, nil
	}
	// The hit path runs without a deferred recover; only an insertion can
	// fail.
	if r, _ := m.lookup(int32(v), lo, hi); r != 0 {
		return r, nil
	}
	defer catch(&err)
	return m.mk(int32(v), lo, hi), nil
}

// lookup returns the node (v, lo, hi), or 0 and the empty slot where it
// would go.
func (m *Manager) lookup(v int32, lo, hi Node) (Node, uint64) {
	mask := uint64(len(m.table) - 1)
	h, stride := probe(v, lo, hi)
	for i := 0; ; i++ {
		h = (h + step(i, stride)) & mask
		s := m.table[h]
		if s == 0 {
			return 0, h
		}
		if n := &m.nodes[s]; n.level == v && n.lo == lo && n.hi == hi {
			return s, h
		}
	}
}

// mk is MakeNode without the checks; it aborts on a limit.
func (m *Manager) mk(v int32, lo, hi Node) Node {
	if lo == hi {
		return lo
	}
	r, h := m.lookup(v, lo, hi)
	if r != 0 {
		return r
	}
	if 2*(m.live+1) > len(m.table) {
		m.growTable()
		_, h = m.lookup(v, lo, hi)
	}
	r = m.alloc()
	m.nodes[r] = node{level: v, lo: lo, hi: hi}
	m.table[h] = r
	return r
}

// poll checks the context every 16384 calls; allocations and Apply and
// Restrict steps call it, so a long operation stops soon after a cancel
// even when every node it needs exists already.
func (m *Manager) poll() {
	m.allocs++
	if m.allocs&(1<<14-1) == 0 && m.ctx != nil {
		if err := m.ctx.Err(); err != nil {
			m.fail(err)
		}
	}
}

// alloc takes a slot from the free list or the end of the store.
func (m *Manager) alloc() Node {
	m.poll()
	if m.free != 0 {
		r := m.free
		m.free = m.nodes[r].lo
		m.live++
		return r
	}
	if len(m.nodes) == cap(m.nodes) {
		m.growNodes()
	}
	r := Node(len(m.nodes))
	m.nodes = m.nodes[:len(m.nodes)+1]
	m.live++
	return r
}

// growNodes enlarges the store: doubling while small, then by half, and
// then whatever still fits under the limit. The old store counts until the
// copy is done.
func (m *Manager) growNodes() {
	old := cap(m.nodes)
	if old >= math.MaxInt32 {
		m.fail(ErrTooManyNodes)
	}
	want := old * 2
	if old >= 1<<22 {
		want = old + old/2
	}
	want = min(want, math.MaxInt32)
	if m.maxBytes != 0 {
		used := m.Bytes()
		if used >= m.maxBytes {
			m.fail(ErrMemoryLimit)
		}
		fit := int((m.maxBytes - used) / nodeBytes)
		// Leave room for the unique table to follow the store.
		fit = fit * nodeBytes / (nodeBytes + 2*slotBytes)
		if fit < want {
			want = fit
		}
		if want < old+old/16+16 {
			m.fail(ErrMemoryLimit)
		}
	}
	grown := make([]node, len(m.nodes), want)
	copy(grown, m.nodes)
	m.nodes = grown
}

// growTable doubles the unique table and rehashes every live node; the
// computed cache grows along with it.
func (m *Manager) growTable() {
	size := 2 * len(m.table)
	extra := uint64(size) * slotBytes
	if m.cache != nil {
		extra += uint64(size/4) * entryBytes
	}
	if m.maxBytes != 0 && m.Bytes()+extra > m.maxBytes {
		m.fail(ErrMemoryLimit)
	}
	m.table = make([]Node, size)
	m.rehash()
	if m.cache != nil {
		m.cache = make([]cacheEntry, size/4)
	}
}

// rehash rebuilds the unique table from the live nodes.
func (m *Manager) rehash() {
	clear(m.table)
	mask := uint64(len(m.table) - 1)
	for i := 2; i < len(m.nodes); i++ {
		n := &m.nodes[i]
		if n.level < 0 {
			continue
		}
		h, stride := probe(n.level, n.lo, n.hi)
		for j := 0; ; j++ {
			if h = (h + step(j, stride)) & mask; m.table[h] == 0 {
				break
			}
		}
		m.table[h] = Node(i)
	}
}

// ensureCache allocates the computed cache on first use.
func (m *Manager) ensureCache() {
	if m.cache != nil {
		return
	}
	size := max(len(m.table)/4, 256)
	if m.maxBytes != 0 && m.Bytes()+uint64(size)*entryBytes > m.maxBytes {
		m.fail(ErrMemoryLimit)
	}
	m.cache = make([]cacheEntry, size)
}

// newEpoch starts a traversal: marks from earlier ones no longer count.
// The mark array grows to the store's length.
func (m *Manager) newEpoch() {
	if len(m.mark) < len(m.nodes) {
		n := cap(m.nodes)
		if m.maxBytes != 0 && m.Bytes()+uint64(n-cap(m.mark))*markBytes > m.maxBytes {
			m.fail(ErrMemoryLimit)
		}
		m.mark = make([]uint32, n)
		m.epoch = 0
	}
	m.epoch++
	if m.epoch == 0 {
		clear(m.mark)
		m.epoch = 1
	}
}

// GC frees every node not reachable from roots and returns how many it
// freed. Nodes do not move: the roots and everything below them keep
// their values; any other Node the caller holds becomes invalid. The
// computed cache is emptied. O(store size).
func (m *Manager) GC(roots ...Node) (freed int, err error) {
	defer catch(&err)
	m.newEpoch()
	for _, r := range roots {
		m.markFrom(r)
	}
	for i := len(m.nodes) - 1; i >= 2; i-- {
		n := &m.nodes[i]
		if n.level < 0 || m.mark[i] == m.epoch {
			continue
		}
		*n = node{level: -1, lo: m.free}
		m.free = Node(i)
		m.live--
		freed++
	}
	m.rehash()
	clear(m.cache)
	return freed, nil
}

// markFrom marks every internal node reachable from f.
func (m *Manager) markFrom(f Node) {
	for f > True && m.mark[f] != m.epoch {
		m.mark[f] = m.epoch
		n := m.nodes[f]
		m.markFrom(n.lo)
		f = n.hi
	}
}
