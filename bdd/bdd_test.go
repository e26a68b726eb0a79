package bdd

import (
	"context"
	"errors"
	"math/big"
	"math/bits"
	"testing"
)

// A truth table over k <= 6 variables: bit a is the value under the
// assignment whose variable v is bit v of a.
type table uint64

func full(k int) table {
	if k == 6 {
		return ^table(0)
	}
	return table(1)<<(1<<k) - 1
}

// varTable is the table of "variable v is true".
func varTable(k, v int) table {
	var t table
	for a := range 1 << k {
		if a>>v&1 == 1 {
			t |= 1 << a
		}
	}
	return t
}

func applyTable(op Op, f, g table, k int) table {
	var t table
	for a := range 1 << k {
		if op.eval(f>>a&1 == 1, g>>a&1 == 1) {
			t |= 1 << a
		}
	}
	return t
}

// cofactorTable fixes variable v to val.
func cofactorTable(t table, k, v int, val bool) table {
	var r table
	for a := range 1 << k {
		src := a &^ (1 << v)
		if val {
			src |= 1 << v
		}
		if t>>src&1 == 1 {
			r |= 1 << a
		}
	}
	return r
}

// robddSize counts the distinct subfunctions that, after fixing variables
// 0..i-1, depend on variable i: the size of the reduced diagram, computed
// from the table alone.
func robddSize(t table, k int) int {
	size := 0
	for i := range k {
		seen := map[table]bool{}
		for prefix := range 1 << i {
			g := t
			for v := range i {
				g = cofactorTable(g, k, v, prefix>>v&1 == 1)
			}
			if cofactorTable(g, k, i, false) != cofactorTable(g, k, i, true) && !seen[g] {
				seen[g] = true
				size++
			}
		}
	}
	return size
}

// checkAgainst compares f with its truth table in every way the package
// offers.
func checkAgainst(t *testing.T, m *Manager, f Node, tt table, k int) {
	t.Helper()
	if err := check(t, m, f, tt, k); err != nil {
		t.Fatal(err)
	}
}

// check is checkAgainst that returns the errors of the operations (a
// memory limit) and fails t on wrong answers.
func check(t *testing.T, m *Manager, f Node, tt table, k int) error {
	t.Helper()
	assign := make([]bool, k)
	for a := range 1 << k {
		for v := range k {
			assign[v] = a>>v&1 == 1
		}
		if got, want := m.Eval(f, assign), tt>>a&1 == 1; got != want {
			t.Fatalf("Eval at %06b = %v, table says %v", a, got, want)
		}
	}
	want := uint64(bits.OnesCount64(uint64(tt & full(k))))
	got, err := m.SatCount(f)
	if err != nil {
		return err
	}
	if got.Uint64() != want || !got.IsUint64() {
		t.Fatalf("SatCount = %v, %v; want %d", got, err, want)
	}
	byVar, err := m.SatCountsByVar(f)
	if err != nil {
		return err
	}
	for v := range k {
		w := uint64(bits.OnesCount64(uint64(tt & varTable(k, v))))
		if byVar[v].Uint64() != w {
			t.Fatalf("SatCountsByVar[%d] = %v, want %d", v, byVar[v], w)
		}
	}
	size, err := m.NodeCount(f)
	if err != nil {
		return err
	}
	if size != robddSize(tt, k) {
		t.Fatalf("NodeCount = %d, %v; the reduced diagram of the table has %d", size, err, robddSize(tt, k))
	}
	paths, err := m.PathCount(f)
	if err != nil {
		return err
	}
	if paths.Cmp(naivePaths(m, f)) != 0 {
		t.Fatalf("PathCount = %v, %v; want %v", paths, err, naivePaths(m, f))
	}
	sat := m.AnySat(f)
	if (sat == nil) != (want == 0) {
		t.Fatalf("AnySat = %v with %d satisfying assignments", sat, want)
	}
	if sat != nil {
		// Every completion of the don't-cares must satisfy f.
		var free []int
		for v, val := range sat {
			assign[v] = val == One
			if val == DontCare {
				free = append(free, v)
			}
		}
		for c := range 1 << len(free) {
			for i, v := range free {
				assign[v] = c>>i&1 == 1
			}
			if !m.Eval(f, assign) {
				t.Fatalf("AnySat = %v, but the completion %v is not satisfying", sat, assign)
			}
		}
	}
	return nil
}

// naivePaths counts paths to True without memoization.
func naivePaths(m *Manager, f Node) *big.Int {
	switch f {
	case False:
		return big.NewInt(0)
	case True:
		return big.NewInt(1)
	}
	return new(big.Int).Add(naivePaths(m, m.Low(f)), naivePaths(m, m.High(f)))
}

var ops = []Op{OpAnd, OpOr, OpXor, OpImp, OpBiimp, OpNand, OpNor, OpDiff, 0, 15, 0b0011, 0b0101, 0b1010, 0b1100, 0b0010, 0b1101}

// runProgram interprets program as operations on a stack of diagrams kept
// beside their truth tables, checking each result.
func runProgram(t *testing.T, k int, program []byte, maxBytes uint64) {
	m := New(Config{Vars: k, MaxBytes: maxBytes, Nodes: 8})
	type item struct {
		f  Node
		tt table
	}
	stack := []item{{True, full(k)}, {False, 0}}
	byTable := map[table]Node{full(k): True, 0: False}
	for i := 0; i+1 < len(program); i += 2 {
		code, arg := program[i], program[i+1]
		top := stack[len(stack)-1]
		var next item
		var err error
		switch code % 6 {
		case 0: // a variable or its negation
			v := int(arg) % k
			if arg&0x80 != 0 {
				next.f, err = m.NIthvar(v)
				next.tt = full(k) &^ varTable(k, v)
			} else {
				next.f, err = m.Ithvar(v)
				next.tt = varTable(k, v)
			}
		case 1, 2: // a binary operator on two stack entries
			op := ops[int(arg)%len(ops)]
			other := stack[int(arg>>4)%len(stack)]
			next.f, err = m.Apply(op, top.f, other.f)
			next.tt = applyTable(op, top.tt, other.tt, k)
		case 3:
			next.f, err = m.Not(top.f)
			next.tt = full(k) &^ top.tt
		case 4: // restrict one or two variables
			l1 := Literal{Var: int(arg) % k, Value: arg&0x40 != 0}
			l2 := Literal{Var: int(arg>>3) % k, Value: arg&0x80 != 0}
			next.f, err = m.Restrict(top.f, l1, l2)
			next.tt = cofactorTable(cofactorTable(top.tt, k, l1.Var, l1.Value), k, l2.Var, l2.Value)
			if l1.Var == l2.Var {
				next.tt = cofactorTable(top.tt, k, l2.Var, l2.Value)
			}
		case 5: // collect garbage, keeping the stack
			roots := make([]Node, len(stack))
			for j, it := range stack {
				roots[j] = it.f
			}
			if _, err = m.GC(roots...); err != nil {
				break
			}
			clear(byTable)
			for _, it := range stack {
				byTable[it.tt] = it.f
			}
			continue
		}
		if err == nil {
			err = check(t, m, next.f, next.tt, k)
		}
		if errors.Is(err, ErrMemoryLimit) {
			// The manager must stay usable: drop to the two constants.
			stack = stack[:2]
			if _, err := m.GC(True); err != nil {
				t.Fatal(err)
			}
			clear(byTable)
			byTable[full(k)], byTable[0] = True, False
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		// Canonicity: one function, one node.
		if prev, ok := byTable[next.tt]; ok && prev != next.f {
			t.Fatalf("two nodes %d and %d for one function %x", prev, next.f, next.tt)
		}
		byTable[next.tt] = next.f
		stack = append(stack, next)
		if len(stack) > 12 {
			stack = append(stack[:2], stack[len(stack)-6:]...)
		}
	}
}

func FuzzOperations(f *testing.F) {
	f.Add(uint8(3), []byte{0, 0, 0, 1, 1, 0x10, 0, 2, 2, 0x21, 3, 0, 4, 0x41})
	f.Add(uint8(5), []byte{0, 0, 0, 0x81, 0, 2, 1, 0x12, 0, 3, 2, 0x33, 5, 0, 4, 0x09, 1, 0x44})
	f.Add(uint8(6), []byte{0, 5, 0, 4, 1, 0x10, 0, 3, 1, 0x21, 0, 0, 2, 0x36, 5, 1, 3, 0, 4, 0xff})
	f.Fuzz(func(t *testing.T, k uint8, program []byte) {
		runProgram(t, int(k)%6+1, program, 0)
	})
}

func FuzzMemoryLimit(f *testing.F) {
	f.Add([]byte{0, 0, 0, 1, 1, 0x10, 0, 2, 2, 0x21, 3, 0, 4, 0x41, 0, 3, 0, 4, 1, 0x31, 1, 0x12})
	f.Fuzz(func(t *testing.T, program []byte) {
		// Just above an empty manager's footprint, so growth fails early.
		runProgram(t, 6, program, New(Config{Vars: 6, Nodes: 8}).Bytes()+2048)
	})
}

// TestRandomPrograms runs fixed pseudo-random programs so `go test` covers
// more than the seed corpus.
func TestRandomPrograms(t *testing.T) {
	var x uint64 = 88172645463325252
	for run := range 200 {
		prog := make([]byte, 120)
		for i := range prog {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			prog[i] = byte(x)
		}
		runProgram(t, run%6+1, prog, 0)
	}
}

func TestBigCounts(t *testing.T) {
	m := New(Config{Vars: 130})
	x, _ := m.Ithvar(0)
	y, _ := m.Ithvar(129)
	f, _ := m.Or(x, y) // 3/4 of 2^130
	want := new(big.Int).Lsh(big.NewInt(3), 128)
	if got, err := m.SatCount(f); err != nil || got.Cmp(want) != 0 {
		t.Fatalf("SatCount = %v, %v; want %v", got, err, want)
	}
	by, err := m.SatCountsByVar(f)
	if err != nil {
		t.Fatal(err)
	}
	half := new(big.Int).Lsh(big.NewInt(1), 129)  // x0 or x129 true: all of their half
	other := new(big.Int).Lsh(big.NewInt(3), 127) // any other: half of 3·2^128
	for v, c := range by {
		w := other
		if v == 0 || v == 129 {
			w = half
		}
		if c.Cmp(w) != 0 {
			t.Fatalf("SatCountsByVar[%d] = %v, want %v", v, c, w)
		}
	}
	if got, err := m.SatCount(True); err != nil || got.Cmp(new(big.Int).Lsh(big.NewInt(1), 130)) != 0 {
		t.Fatalf("SatCount(True) = %v, %v", got, err)
	}
	if p, err := m.PathCount(f); err != nil || p.Int64() != 2 {
		t.Fatalf("PathCount = %v, %v; want 2", p, err)
	}
}

// A chain of 100 variables with two paths through each node has 2^100
// paths: PathCount must switch to big integers.
func TestBigPathCount(t *testing.T) {
	const k = 100
	m := New(Config{Vars: k})
	f := True
	for v := k - 1; v >= 0; v-- {
		// Both children lead on, so build x ⊕ f to keep the node.
		x, _ := m.Ithvar(v)
		f, _ = m.Xor(x, f)
	}
	// f is the parity of all variables: one node per level except the top
	// pair, and 2^(k-1) satisfying assignments, all on full paths.
	want := new(big.Int).Lsh(big.NewInt(1), k-1)
	if p, err := m.PathCount(f); err != nil || p.Cmp(want) != 0 {
		t.Fatalf("PathCount = %v, %v; want %v", p, err, want)
	}
	if s, err := m.SatCount(f); err != nil || s.Cmp(want) != 0 {
		t.Fatalf("SatCount = %v, %v; want %v", s, err, want)
	}
}

func TestCube(t *testing.T) {
	m := New(Config{Vars: 4})
	c, err := m.Cube(Literal{2, false}, Literal{0, true}, Literal{2, false})
	if err != nil {
		t.Fatal(err)
	}
	checkAgainst(t, m, c, varTable(4, 0)&^varTable(4, 2), 4)
	if c, _ := m.Cube(Literal{1, true}, Literal{1, false}); c != False {
		t.Fatalf("Cube(x1, ¬x1) = %d, want False", c)
	}
}

func TestGCKeepsRootsAndFrees(t *testing.T) {
	m := New(Config{Vars: 6})
	var f, g Node = True, False
	for v := range 6 {
		x, _ := m.Ithvar(v)
		f, _ = m.Xor(f, x)
		g, _ = m.Or(g, x)
	}
	before := m.Size()
	freed, err := m.GC(f)
	if err != nil || freed == 0 || m.Size() != before-freed {
		t.Fatalf("GC freed %d (%v), size %d -> %d", freed, err, before, m.Size())
	}
	parity := table(0)
	for a := range 64 {
		if bits.OnesCount(uint(a))%2 == 0 {
			parity |= 1 << a
		}
	}
	checkAgainst(t, m, f, parity, 6)
	// Freed slots are reused and the results stay canonical.
	for v := range 6 {
		x, _ := m.Ithvar(v)
		if _, err := m.And(f, x); err != nil {
			t.Fatal(err)
		}
	}
	g2 := False
	for v := range 6 {
		x, _ := m.Ithvar(v)
		g2, _ = m.Or(g2, x)
	}
	checkAgainst(t, m, g2, full(6)&^1, 6)
	_ = g
}

func TestContextCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m := New(Config{Vars: 40, Context: ctx})
	// (x0 ∧ x20) ∨ (x1 ∧ x21) ∨ ... doubles in size with each term in this
	// order, so it soon passes the 16384 allocations between polls.
	f := False
	var err error
	for i := 0; i < 20 && err == nil; i++ {
		x, _ := m.Ithvar(i)
		y, _ := m.Ithvar(i + 20)
		var xy Node
		if xy, err = m.And(x, y); err == nil {
			f, err = m.Or(f, xy)
		}
	}
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v after building under a canceled context, want context.Canceled", err)
	}
}

func TestMakeNodePanicsOnBadOrder(t *testing.T) {
	m := New(Config{Vars: 3})
	x, _ := m.Ithvar(1)
	defer func() {
		if recover() == nil {
			t.Fatal("MakeNode(2, x1, ...) did not panic")
		}
	}()
	_, _ = m.MakeNode(2, x, True)
}
