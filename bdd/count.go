package bdd

import (
	"math"
	"math/big"
	"math/bits"
)

// arith is the arithmetic the counting passes need, so each pass is
// written once and runs on checked uint64 (fast, allocation-free) or on
// *big.Int (exact, used only after uint64 overflowed).
type arith[T any] interface {
	zero() T
	one() T
	add(a, b T) T
	sub(a, b T) T // a >= b
	mul(a, b T) T
	shl(a T, k int32) T // a·2^k
	memo(n int) []T     // a per-node scratch slice of length >= n
}

// u64 is checked uint64 arithmetic: any overflow sets overflow, after which
// results are meaningless.
type u64 struct {
	m        *Manager
	overflow bool
}

func (*u64) zero() uint64 { return 0 }
func (*u64) one() uint64  { return 1 }
func (c *u64) add(a, b uint64) uint64 {
	s, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		c.overflow = true
	}
	return s
}
func (*u64) sub(a, b uint64) uint64 { return a - b }
func (c *u64) mul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		c.overflow = true
	}
	return lo
}
func (c *u64) shl(a uint64, k int32) uint64 {
	if a == 0 || k == 0 {
		return a
	}
	if k >= 64 || a > math.MaxUint64>>k {
		c.overflow = true
		return 0
	}
	return a << k
}
func (c *u64) memo(n int) []uint64 {
	m := c.m
	if len(m.count64) < n {
		if m.maxBytes != 0 && m.Bytes()+uint64(n-cap(m.count64))*countBytes > m.maxBytes {
			m.fail(ErrMemoryLimit)
		}
		m.count64 = make([]uint64, cap(m.nodes))
	}
	return m.count64
}

// bigs is exact arithmetic; results never share memory with arguments.
type bigs struct{}

func (bigs) zero() *big.Int                   { return new(big.Int) }
func (bigs) one() *big.Int                    { return big.NewInt(1) }
func (bigs) add(a, b *big.Int) *big.Int       { return new(big.Int).Add(a, b) }
func (bigs) sub(a, b *big.Int) *big.Int       { return new(big.Int).Sub(a, b) }
func (bigs) mul(a, b *big.Int) *big.Int       { return new(big.Int).Mul(a, b) }
func (bigs) shl(a *big.Int, k int32) *big.Int { return new(big.Int).Lsh(a, uint(k)) }
func (bigs) memo(n int) []*big.Int            { return make([]*big.Int, n) }

// level returns the variable of f, Vars for the terminals.
func (m *Manager) level(f Node) int32 { return m.nodes[f].level }

// satBelow returns the number of assignments to the variables from f's
// down to the last that satisfy f. memo holds values of nodes marked in
// the current epoch.
func satBelow[T any, A arith[T]](m *Manager, a A, memo []T, f Node) T {
	switch {
	case f == False:
		return a.zero()
	case f == True:
		return a.one()
	case m.mark[f] == m.epoch:
		return memo[f]
	}
	m.poll()
	n := m.nodes[f]
	lo := a.shl(satBelow(m, a, memo, n.lo), m.level(n.lo)-n.level-1)
	hi := a.shl(satBelow(m, a, memo, n.hi), m.level(n.hi)-n.level-1)
	r := a.add(lo, hi)
	m.mark[f] = m.epoch
	memo[f] = r
	return r
}

// pathsBelow returns the number of paths from f to True.
func pathsBelow[T any, A arith[T]](m *Manager, a A, memo []T, f Node) T {
	switch {
	case f == False:
		return a.zero()
	case f == True:
		return a.one()
	case m.mark[f] == m.epoch:
		return memo[f]
	}
	m.poll()
	n := m.nodes[f]
	r := a.add(pathsBelow(m, a, memo, n.lo), pathsBelow(m, a, memo, n.hi))
	m.mark[f] = m.epoch
	memo[f] = r
	return r
}

// SatCount returns the number of assignments to all Vars variables that
// satisfy f. O(|f|).
func (m *Manager) SatCount(f Node) (*big.Int, error) {
	a := &u64{m: m}
	if c, err := m.satCount64(f, a); err != nil || !a.overflow {
		return new(big.Int).SetUint64(c), err
	}
	return m.satCount(f, bigs{})
}

// satCount64 is SatCount in uint64 arithmetic, which a.overflow says did
// not fit. It allocates nothing once the scratch array has grown.
func (m *Manager) satCount64(f Node, a *u64) (c uint64, err error) {
	defer catch(&err)
	m.newEpoch()
	return a.shl(satBelow(m, a, a.memo(len(m.nodes)), f), m.level(f)), nil
}

func (m *Manager) satCount(f Node, a bigs) (c *big.Int, err error) {
	defer catch(&err)
	m.newEpoch()
	return a.shl(satBelow(m, a, a.memo(len(m.nodes)), f), m.level(f)), nil
}

// PathCount returns the number of paths from f to [True]. It equals
// [Manager.SatCount] when every satisfying path tests every variable.
// O(|f|).
func (m *Manager) PathCount(f Node) (*big.Int, error) {
	if c, ok, err := m.PathCount64(f); err != nil || ok {
		return new(big.Int).SetUint64(c), err
	}
	return pathCount(m, bigs{}, f)
}

// PathCount64 is [Manager.PathCount] in uint64: ok is false when the
// count does not fit.
func (m *Manager) PathCount64(f Node) (count uint64, ok bool, err error) {
	a := &u64{m: m}
	c, err := pathCount(m, a, f)
	return c, err == nil && !a.overflow, err
}

// PathCounts64 counts the paths to [True] below every node reachable from
// f, as [Manager.PathCount64] does, and returns them indexed by node:
// counts[u] for u reachable from f (and counts[True] = 1, counts[False] =
// 0); the entries of other nodes mean nothing. ok is false when a count
// does not fit in 64 bits. The slice is the manager's scratch, 8 bytes per
// node of its store within [Config.MaxBytes]: it holds until the next
// count on m. It is the table a uniform draw of paths walks down (at u,
// the high child with probability counts[High(u)]/counts[u]). O(|f|); it
// stops with the error of the manager's context when that ends.
func (m *Manager) PathCounts64(f Node) (counts []uint64, ok bool, err error) {
	a := &u64{m: m}
	if _, err := pathCount(m, a, f); err != nil {
		return nil, false, err
	}
	counts = m.count64
	counts[False], counts[True] = 0, 1
	return counts, !a.overflow, nil
}

func pathCount[T any, A arith[T]](m *Manager, a A, f Node) (c T, err error) {
	defer catch(&err)
	m.newEpoch()
	return pathsBelow(m, a, a.memo(len(m.nodes)), f), nil
}

// NodeCount returns the number of internal nodes reachable from f (the
// terminals are not counted, as in BuDDy's bdd_nodecount). O(|f|).
func (m *Manager) NodeCount(f Node) (int, error) {
	order, err := m.postorder(f)
	return len(order), err
}

// postorder returns the internal nodes reachable from f, children before
// parents.
func (m *Manager) postorder(f Node) (order []Node, err error) {
	defer catch(&err)
	m.newEpoch()
	var walk func(Node)
	walk = func(u Node) {
		if u <= True || m.mark[u] == m.epoch {
			return
		}
		m.poll()
		m.mark[u] = m.epoch
		n := m.nodes[u]
		walk(n.lo)
		walk(n.hi)
		order = append(order, u)
	}
	walk(f)
	return order, nil
}

// SatCountsByVar returns, for every variable v, the number of assignments
// satisfying f in which v is true (for a diagram of solutions, how many
// solutions use v). One bottom-up and one top-down pass: O(|f| + Vars).
func (m *Manager) SatCountsByVar(f Node) ([]*big.Int, error) {
	a := &u64{m: m}
	c, err := countsByVar(m, a, f)
	if err != nil || !a.overflow {
		out := make([]*big.Int, len(c))
		for i, v := range c {
			out[i] = new(big.Int).SetUint64(v)
		}
		return out, err
	}
	return countsByVar(m, bigs{}, f)
}

func countsByVar[T any, A arith[T]](m *Manager, a A, f Node) (res []T, err error) {
	order, err := m.postorder(f)
	if err != nil {
		return nil, err
	}
	defer catch(&err)
	vars := m.vars
	res = make([]T, vars)
	starts := make([]T, vars+1)
	ends := make([]T, vars+1)
	for i := range res {
		res[i] = a.zero()
	}
	for i := range starts {
		starts[i], ends[i] = a.zero(), a.zero()
	}
	if f == False {
		return res, nil
	}
	// up[u]: satisfying assignments of the variables from u's down; down[u]:
	// assignments of the variables above u that lead to u. Both are indexed
	// by node; up uses the traversal marks of postorder's epoch.
	up := a.memo(len(m.nodes))
	down := make([]T, len(m.nodes))
	upOf := func(u Node) T {
		switch u {
		case False:
			return a.zero()
		case True:
			return a.one()
		}
		return up[u]
	}
	for _, u := range order {
		n := m.nodes[u]
		lo := a.shl(upOf(n.lo), m.level(n.lo)-n.level-1)
		hi := a.shl(upOf(n.hi), m.level(n.hi)-n.level-1)
		up[u] = a.add(lo, hi)
		down[u] = a.zero()
	}
	// Variables above the root: each is true in half the assignments.
	top := m.level(f)
	if top > 0 {
		half := a.shl(upOf(f), top-1)
		starts[0] = a.add(starts[0], half)
		ends[top] = a.add(ends[top], half)
	}
	if f != True {
		down[f] = a.shl(a.one(), top)
	}
	for i := len(order) - 1; i >= 0; i-- {
		u := order[i]
		n := m.nodes[u]
		d := down[u]
		for b, w := range [2]Node{n.lo, n.hi} {
			if w == False {
				continue
			}
			gap := m.level(w) - n.level - 1
			if b == 1 {
				res[n.level] = a.add(res[n.level], a.mul(d, a.shl(upOf(w), gap)))
			}
			if gap > 0 {
				half := a.mul(d, a.shl(upOf(w), gap-1))
				starts[n.level+1] = a.add(starts[n.level+1], half)
				ends[m.level(w)] = a.add(ends[m.level(w)], half)
			}
			if w != True {
				down[w] = a.add(down[w], a.shl(d, gap))
			}
		}
	}
	// A variable skipped by an edge is true in half of the assignments
	// through it: add the running sum of the edges spanning it.
	sumStarts, sumEnds := a.zero(), a.zero()
	for v := range vars {
		sumStarts = a.add(sumStarts, starts[v])
		sumEnds = a.add(sumEnds, ends[v])
		res[v] = a.add(res[v], a.sub(sumStarts, sumEnds))
	}
	return res, nil
}

// Value is one variable's value in an assignment from [Manager.AnySat].
type Value int8

// The values of a variable in a satisfying assignment.
const (
	DontCare Value = -1 // either value satisfies
	Zero     Value = 0
	One      Value = 1
)

// AnySat returns one satisfying assignment of f, indexed by variable, with
// [DontCare] for the variables its path skips; nil when f is False. It
// follows the low child whenever that is not False, so it returns the
// assignment with the most zeros along one path. O(Vars).
func (m *Manager) AnySat(f Node) []Value {
	if f == False {
		return nil
	}
	sat := make([]Value, m.vars)
	for i := range sat {
		sat[i] = DontCare
	}
	for f > True {
		n := m.nodes[f]
		if n.lo != False {
			sat[n.level] = Zero
			f = n.lo
		} else {
			sat[n.level] = One
			f = n.hi
		}
	}
	return sat
}

// Eval returns f's value under assign (assign[v] is variable v; missing
// variables are false). O(Vars).
func (m *Manager) Eval(f Node, assign []bool) bool {
	for f > True {
		n := m.nodes[f]
		if int(n.level) < len(assign) && assign[n.level] {
			f = n.hi
		} else {
			f = n.lo
		}
	}
	return f == True
}
