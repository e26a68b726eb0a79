package bddqueens

import (
	"context"
	"errors"
	"fmt"

	"github.com/nqueens/nqueens"
	"github.com/nqueens/nqueens/bdd"
)

// List calls yield with every solution of the diagram in lexicographic
// order of the placement (column 0's row first), until yield returns false.
// It restricts the diagram column by column (queen in column c on row r,
// none elsewhere in the column) and stops descending as soon as the
// restricted diagram is False (no solution: skip) or has exactly one path
// to True (one solution: read it off that path). Garbage is collected when
// the store has doubled since the last collection, and before giving up
// on the memory limit; the diagram itself is kept. The placement passed to yield is yield's to keep.
//
// Cost: one Restrict and one path count per node of the search tree above
// the single-solution cut, each O(size of the diagram restricted so far).
func (d *Diagram) List(ctx context.Context, yield func(nqueens.Placement) bool) error {
	l := &lister{d: d, ctx: ctx, yield: yield, chosen: make(nqueens.Placement, d.N), stack: []bdd.Node{d.Root}}
	l.gcAt = 2*d.M.Size() + 1<<16
	_, err := l.visit(d.Root, 0)
	return err
}

// Solutions returns the listing of the solutions that meet the constraints
// of the [Build] that gave results (its last diagram: see [Built.Diagram]),
// in the form textio.ListWriter.List takes: [Diagram.List] under ctx.
func Solutions(ctx context.Context, results []Built) func(yield func(nqueens.Placement) bool) error {
	d := results[len(results)-1].Diagram
	return func(yield func(nqueens.Placement) bool) error { return d.List(ctx, yield) }
}

type lister struct {
	d      *Diagram
	ctx    context.Context
	yield  func(nqueens.Placement) bool
	chosen nqueens.Placement // rows chosen for the columns restricted so far
	stack  []bdd.Node        // the diagrams being restricted: the GC roots
	gcAt   int
	lits   []bdd.Literal
}

// visit lists the solutions of f, whose columns before c are fixed in
// chosen. It returns false when yield asked to stop.
func (l *lister) visit(f bdd.Node, c int) (bool, error) {
	m, n := l.d.M, l.d.N
	if f == bdd.False {
		return true, nil
	}
	if err := l.ctx.Err(); err != nil {
		return false, err
	}
	var paths uint64
	var ok bool
	err := l.retry(func() (err error) { paths, ok, err = m.PathCount64(f); return err })
	if err != nil {
		return false, err
	}
	if ok && paths == 0 {
		return true, nil
	}
	if ok && paths == 1 || c == n {
		p, err := l.readPath(f, c)
		if err != nil {
			return false, err
		}
		return l.yield(p), nil
	}
	for r := range n {
		l.lits = l.lits[:0]
		for rr := range n {
			l.lits = append(l.lits, bdd.Literal{Var: Var(n, nqueens.Square{Row: rr, Col: c}), Value: rr == r})
		}
		var g bdd.Node
		if err := l.retry(func() (err error) { g, err = m.Restrict(f, l.lits...); return err }); err != nil {
			return false, err
		}
		l.chosen[c] = int32(r)
		l.stack = append(l.stack, g)
		more, err := l.visit(g, c+1)
		l.stack = l.stack[:len(l.stack)-1]
		if err != nil || !more {
			return more, err
		}
		if m.Size() > l.gcAt {
			if _, err := m.GC(l.stack...); err != nil {
				return false, err
			}
			l.gcAt = 2*m.Size() + 1<<16
		}
	}
	return true, nil
}

// retry runs op, and when it hits the memory limit collects the garbage
// (keeping the diagrams being restricted) and runs it once more.
func (l *lister) retry(op func() error) error {
	err := op()
	if !errors.Is(err, bdd.ErrMemoryLimit) {
		return err
	}
	if _, err := l.d.M.GC(l.stack...); err != nil {
		return err
	}
	l.gcAt = 2*l.d.M.Size() + 1<<16
	return op()
}

// readPath returns the placement of the one solution left in f: the rows
// chosen for columns before c, and for the others the squares its one
// satisfying path sets.
func (l *lister) readPath(f bdd.Node, c int) (nqueens.Placement, error) {
	n := l.d.N
	p := make(nqueens.Placement, n)
	copy(p, l.chosen[:c])
	sat := l.d.M.AnySat(f)
	for col := c; col < n; col++ {
		p[col] = -1
		for r := range n {
			if sat[Var(n, nqueens.Square{Row: r, Col: col})] == bdd.One {
				p[col] = int32(r)
				break
			}
		}
		if p[col] < 0 {
			return nil, fmt.Errorf("bddqueens: the last solution's path sets no queen in column %d", col)
		}
	}
	return p, nil
}
