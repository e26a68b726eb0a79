package bdd

import (
	"fmt"
	"slices"
)

// Op is a binary Boolean operator given by its truth table: bit 2*f+g is
// the result for the constant arguments f and g. Any of the 16 values is
// valid; the named ones are the usual operators.
type Op uint8

// The usual operators.
const (
	OpAnd   Op = 0b1000 // f ∧ g
	OpOr    Op = 0b1110 // f ∨ g
	OpXor   Op = 0b0110 // f ⊕ g
	OpImp   Op = 0b1011 // f → g
	OpBiimp Op = 0b1001 // f ↔ g
	OpNand  Op = 0b0111 // ¬(f ∧ g)
	OpNor   Op = 0b0001 // ¬(f ∨ g)
	OpDiff  Op = 0b0100 // f ∧ ¬g
)

// eval returns op applied to the constants f and g.
func (op Op) eval(f, g bool) bool {
	i := 0
	if f {
		i += 2
	}
	if g {
		i++
	}
	return op>>i&1 == 1
}

// commutative reports whether op(f, g) = op(g, f).
func (op Op) commutative() bool { return op>>1&1 == op>>2&1 }

// firstRestrictOp is the cache op code of the first Restrict call; apply
// uses codes 1..16 (op+1).
const firstRestrictOp = 32

// Apply returns op(f, g). O(|f|·|g|) worst case; the computed cache makes
// repeated subproblems O(1).
func (m *Manager) Apply(op Op, f, g Node) (r Node, err error) {
	defer catch(&err)
	m.ensureCache()
	return m.apply(op&15, f, g), nil
}

// And returns f ∧ g.
func (m *Manager) And(f, g Node) (Node, error) { return m.Apply(OpAnd, f, g) }

// Or returns f ∨ g.
func (m *Manager) Or(f, g Node) (Node, error) { return m.Apply(OpOr, f, g) }

// Xor returns f ⊕ g.
func (m *Manager) Xor(f, g Node) (Node, error) { return m.Apply(OpXor, f, g) }

// Not returns ¬f. O(|f|).
func (m *Manager) Not(f Node) (Node, error) { return m.Apply(OpXor, f, True) }

// Ithvar returns the function "variable v is true". It panics if v is not
// a variable (a caller bug).
func (m *Manager) Ithvar(v int) (Node, error) { return m.MakeNode(v, False, True) }

// NIthvar returns the function "variable v is false". It panics if v is
// not a variable.
func (m *Manager) NIthvar(v int) (Node, error) { return m.MakeNode(v, True, False) }

// apply returns op(f, g). The terminal cases come first: a constant
// argument whose truth-table row (or column) is constant answers at once
// (row&1 is then False or True), one that passes the other argument
// through returns it, and f = g reads the table's diagonal.
func (m *Manager) apply(op Op, f, g Node) Node {
	if f <= True {
		// op(f, ·) as a function of g: bit 0 for g false, bit 1 for g true.
		switch row := op >> (2 * f) & 3; {
		case row == 2:
			return g
		case row != 1: // 0 or 3
			return Node(row & 1)
		case g <= True:
			return Node(row >> g & 1)
		}
	}
	if g <= True {
		switch col := op>>g&1 | op>>(2+g)&1<<1; {
		case col == 2:
			return f
		case col != 1:
			return Node(col & 1)
		}
	}
	if f == g {
		switch d := op&1 | op>>3&1<<1; {
		case d == 2:
			return f
		case d != 1:
			return Node(d & 1)
		}
	}
	if f > g && op.commutative() {
		f, g = g, f
	}
	code := int32(op) + 1
	h := hash3(code, int32(f), int32(g)) & uint64(len(m.cache)-1)
	if e := &m.cache[h]; e.op == code && e.a == f && e.b == g {
		return e.res
	}
	m.poll()
	nf, ng := m.nodes[f], m.nodes[g]
	v := min(nf.level, ng.level)
	f0, f1, g0, g1 := f, f, g, g
	if nf.level == v {
		f0, f1 = nf.lo, nf.hi
	}
	if ng.level == v {
		g0, g1 = ng.lo, ng.hi
	}
	lo := m.apply(op, f0, g0)
	hi := m.apply(op, f1, g1)
	r := m.mk(v, lo, hi)
	// The cache may have been reallocated by a growing table.
	h = hash3(code, int32(f), int32(g)) & uint64(len(m.cache)-1)
	m.cache[h] = cacheEntry{a: f, b: g, op: code, res: r}
	return r
}

// Literal is a variable with a value: Var = Value.
type Literal struct {
	Var   int
	Value bool
}

func (l Literal) String() string {
	if l.Value {
		return fmt.Sprintf("x%d", l.Var)
	}
	return fmt.Sprintf("¬x%d", l.Var)
}

// Cube returns the conjunction of lits (True for none; False when a
// variable appears with both values). It panics if a literal names no
// variable. O(len(lits) log len(lits)).
func (m *Manager) Cube(lits ...Literal) (r Node, err error) {
	defer catch(&err)
	ls := m.sortedLiterals(lits)
	r = True
	for i := len(ls) - 1; i >= 0; i-- {
		l := ls[i]
		if i+1 < len(ls) && ls[i+1].Var == l.Var {
			if ls[i+1].Value != l.Value {
				return False, nil
			}
			continue
		}
		if l.Value {
			r = m.mk(int32(l.Var), False, r)
		} else {
			r = m.mk(int32(l.Var), r, False)
		}
	}
	return r, nil
}

// sortedLiterals checks lits and returns them sorted by variable.
func (m *Manager) sortedLiterals(lits []Literal) []Literal {
	ls := slices.Clone(lits)
	for _, l := range ls {
		if l.Var < 0 || l.Var >= int(m.vars) {
			panic(fmt.Sprintf("bdd: literal on variable %d of %d", l.Var, m.vars))
		}
	}
	slices.SortFunc(ls, func(a, b Literal) int { return a.Var - b.Var })
	return ls
}

// Restrict returns f with each literal's variable fixed to its value (the
// cofactor f|lits); the result no longer depends on those variables. When
// a variable appears twice the last literal wins. It panics if a literal
// names no variable. O(|f|).
func (m *Manager) Restrict(f Node, lits ...Literal) (r Node, err error) {
	defer catch(&err)
	if len(lits) == 0 || f <= True {
		return f, nil
	}
	m.ensureCache()
	if m.restrictTo == nil {
		m.restrictTo = make([]int8, m.vars)
		for i := range m.restrictTo {
			m.restrictTo[i] = -1
		}
	}
	m.restrictHi = -1
	for _, l := range lits {
		if l.Var < 0 || l.Var >= int(m.vars) {
			panic(fmt.Sprintf("bdd: literal on variable %d of %d", l.Var, m.vars))
		}
		m.restrictTo[l.Var] = 0
		if l.Value {
			m.restrictTo[l.Var] = 1
		}
		m.restrictHi = max(m.restrictHi, int32(l.Var))
	}
	defer func() {
		for _, l := range lits {
			m.restrictTo[l.Var] = -1
		}
	}()
	// Each call gets its own op code, so cached results of earlier calls
	// (other literals) never answer this one.
	m.restrictOp++
	if m.restrictOp < firstRestrictOp {
		m.restrictOp = firstRestrictOp
		clear(m.cache)
	}
	return m.restrict(f), nil
}

func (m *Manager) restrict(f Node) Node {
	n := m.nodes[f]
	if f <= True || n.level > m.restrictHi {
		return f
	}
	code := m.restrictOp
	h := hash3(code, int32(f), 0) & uint64(len(m.cache)-1)
	if e := &m.cache[h]; e.op == code && e.a == f {
		return e.res
	}
	m.poll()
	var r Node
	switch m.restrictTo[n.level] {
	case 0:
		r = m.restrict(n.lo)
	case 1:
		r = m.restrict(n.hi)
	default:
		lo := m.restrict(n.lo)
		hi := m.restrict(n.hi)
		r = m.mk(n.level, lo, hi)
	}
	h = hash3(code, int32(f), 0) & uint64(len(m.cache)-1)
	m.cache[h] = cacheEntry{a: f, b: 0, op: code, res: r}
	return r
}
